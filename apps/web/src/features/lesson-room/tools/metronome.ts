/**
 * The shared metronome of one room page: the state both pages agree on, this page's changes sent to the
 * other page (and the current state again when the other page arrives), the other page's changes taken
 * when they are later than ours, and the player that sounds it here. The clock offset to the server is
 * measured when the room opens and again every few minutes.
 */
import { LESSON_TOOL_EVENTS } from '@app/contract';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { bestOffset, deviceNow, measureClock, type ClockOffset } from './clock-offset.ts';
import { change, initialMetronome, later, start, stop, type MetronomeState } from './metronome-beats.ts';
import { MetronomePlayer } from './metronome-player.ts';
import type { RoomChannel } from '../call/room-channel.ts';

const REMEASURE_MS = 5 * 60_000;

export interface MetronomeSnapshot {
  state: MetronomeState;
  /** The offset in use (device clock to server clock) and its error bound; null before it is measured. */
  clock: ClockOffset | null;
  /** The first beats this page scheduled for the current state, in server-clock ms. */
  beats: readonly number[];
  /** False while the browser holds the sound back until a click. */
  audible: boolean;
}

type Role = MetronomeState['changedBy'];

export class SharedMetronome {
  private state: MetronomeState = initialMetronome;
  private clock: ClockOffset | null = null;
  private measuring: Promise<void> | null = null;
  private readonly player: MetronomePlayer;
  private readonly listeners = new Set<() => void>();
  private readonly stops: (() => void)[] = [];
  private timer: ReturnType<typeof setInterval> | undefined;
  private current: MetronomeSnapshot;

  constructor(
    private readonly channel: RoomChannel,
    readonly role: Role,
  ) {
    this.player = new MetronomePlayer(
      () => this.offsetMs(),
      () => this.changed(),
    );
    this.current = this.snapshotNow();
  }

  open(): void {
    this.stops.push(
      this.channel.listen(LESSON_TOOL_EVENTS.metronome, (received) => this.take(later(this.state, received))),
      // A change the other page missed (it was reloading, or its call was not up yet) is told again.
      this.channel.onPeerArrived(() => {
        if (this.state.changedMs > 0) this.channel.send(LESSON_TOOL_EVENTS.metronome, { ...this.state });
      }),
    );
    this.player.prepare();
    void this.measure();
    this.timer = setInterval(() => void this.measure(), REMEASURE_MS);
  }

  close(): void {
    this.stops.splice(0).forEach((stopListening) => stopListening());
    if (this.timer !== undefined) clearInterval(this.timer);
    this.player.close();
  }

  get snapshot(): MetronomeSnapshot {
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  async start(): Promise<void> {
    this.player.prepare();
    await this.measuring;
    this.share(start(this.state, this.serverNow(), this.role));
  }

  stop(): void {
    this.share(stop(this.state, this.serverNow(), this.role));
  }

  async change(next: Parameters<typeof change>[1]): Promise<void> {
    await this.measuring;
    this.share(change(this.state, next, this.serverNow(), this.role));
  }

  /** After a click: lets the sound play where the browser held it back. */
  resume(): Promise<void> {
    return this.player.resume().then(() => this.changed());
  }

  private share(next: MetronomeState): void {
    this.take(next);
    this.channel.send(LESSON_TOOL_EVENTS.metronome, { ...next });
  }

  private take(next: MetronomeState): void {
    if (next === this.state) return;
    this.state = next;
    this.player.play(next);
    this.changed();
  }

  private measure(): Promise<void> {
    this.measuring ??= measureClock()
      .then((samples) => {
        const measured = bestOffset(samples);
        if (measured) this.clock = measured;
        this.changed();
      })
      .finally(() => {
        this.measuring = null;
      });
    return this.measuring;
  }

  /** Until measured, the offset X-Server-Time gave (good to a round trip). */
  private offsetMs(): number {
    return this.clock?.offsetMs ?? serverNow() - Date.now();
  }

  private serverNow(): number {
    return deviceNow() + this.offsetMs();
  }

  private snapshotNow(): MetronomeSnapshot {
    return { state: this.state, clock: this.clock, beats: this.player.beats, audible: this.player.audible };
  }

  private changed(): void {
    this.current = this.snapshotNow();
    this.listeners.forEach((listener) => listener());
  }
}
