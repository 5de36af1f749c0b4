/**
 * The server's clock to within a few milliseconds, NTP style: a few round trips to GET /api/time/, each
 * giving offset = server time - the middle of the round trip; the round trip that took least time is the
 * one whose middle is most certain, so its offset is kept (with half its round trip as the error bound).
 * The shared metronome follows this rather than X-Server-Time, which can be off by a whole round trip.
 */
import { call } from '../../../shared/api/call.ts';

export interface ClockSample {
  /** This device's clock (ms since the epoch, sub-millisecond) when the request went out and came back. */
  sentMs: number;
  receivedMs: number;
  /** The server's clock in the answer. */
  serverMs: number;
}

export interface ClockOffset {
  /** Add to this device's clock to get the server's. */
  offsetMs: number;
  /** Half the best round trip: the offset is right to within this. */
  errorMs: number;
}

/** The estimate from the sample with the shortest round trip; undefined without samples. */
export function bestOffset(samples: readonly ClockSample[]): ClockOffset | undefined {
  let best: ClockSample | undefined;
  for (const sample of samples) {
    const trip = sample.receivedMs - sample.sentMs;
    if (trip < 0) continue;
    if (!best || trip < best.receivedMs - best.sentMs) best = sample;
  }
  if (!best) return undefined;
  return {
    offsetMs: best.serverMs - (best.sentMs + best.receivedMs) / 2,
    errorMs: (best.receivedMs - best.sentMs) / 2,
  };
}

/** This device's clock, steadier and finer than Date.now(). */
export function deviceNow(): number {
  return performance.timeOrigin + performance.now();
}

/** `count` round trips one after the other; those that fail are left out. */
export async function measureClock(count = 5): Promise<ClockSample[]> {
  const samples: ClockSample[] = [];
  for (let i = 0; i < count; i += 1) {
    try {
      const sentMs = deviceNow();
      const { now_ms: serverMs } = await call('system.time');
      samples.push({ sentMs, receivedMs: deviceNow(), serverMs });
    } catch {
      // A lost round trip says nothing about the clock.
    }
  }
  return samples;
}
