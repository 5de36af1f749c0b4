/**
 * Plays the metronome on this device with Web Audio, never through the call: a short tone per beat, each
 * scheduled ahead on the audio clock ("a tale of two clocks": a timer every 25 ms schedules the beats of
 * the next 150 ms). A beat's server-clock instant becomes an audio-clock instant through the audio output's
 * timestamp (which audio time is heard at which moment of this device's clock) and the estimated offset of
 * this device's clock to the server's, so both pages sound each beat at the same moment.
 */
import { beatsBetween, type MetronomeState } from './metronome-beats.ts';
import { deviceNow } from './clock-offset.ts';

const TICK_MS = 25;
const AHEAD_MS = 150;
const CLICK_S = 0.03;
/** How many scheduled beats the page shows (data-beats): the first few of a start or change. */
const KEPT_BEATS = 4;

interface AudioClock {
  contextTime: number;
  deviceMs: number;
}

/** Which audio time is being heard at which device time; the plain current time before output starts. */
function audioClock(context: AudioContext): AudioClock {
  const stamp = typeof context.getOutputTimestamp === 'function' ? context.getOutputTimestamp() : undefined;
  if (stamp?.contextTime && stamp.performanceTime) {
    return { contextTime: stamp.contextTime, deviceMs: performance.timeOrigin + stamp.performanceTime };
  }
  return { contextTime: context.currentTime, deviceMs: deviceNow() };
}

export class MetronomePlayer {
  private context: AudioContext | null = null;
  private state: MetronomeState | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  /** Server-clock ms up to which beats are scheduled. */
  private scheduledUntil = 0;
  /** The first beats scheduled for the current state, in server-clock ms, as the audio clock sounds them. */
  beats: number[] = [];

  constructor(
    /** This device's clock to the server's: add it to the device's ms. */
    private readonly offsetMs: () => number,
    private readonly onChange: () => void,
  ) {}

  /** Whether the browser lets the sound play (it may wait for a click on the page). */
  get audible(): boolean {
    return this.context?.state === 'running';
  }

  play(state: MetronomeState): void {
    this.state = state;
    this.beats = [];
    this.scheduledUntil = this.serverNow();
    if (!state.running) {
      this.halt();
      return;
    }
    this.prepare();
    if (this.timer === undefined) this.timer = setInterval(() => this.schedule(), TICK_MS);
    this.schedule();
  }

  /**
   * Opens the audio output ahead of the first beat (it can take a few hundred milliseconds to start). Where
   * the browser wants a click first, it stays held until one (resume) and the page says so.
   */
  prepare(): void {
    // A browser without Web Audio cannot sound it (the page then offers to play it, to no avail).
    if (typeof AudioContext === 'undefined') return;
    if (!this.context) {
      this.context = new AudioContext({ latencyHint: 'interactive' });
      this.context.onstatechange = this.onChange;
    }
    void this.context.resume().catch(() => undefined);
  }

  /** After a click: browsers that held the sound back let it play now. */
  resume(): Promise<void> {
    return this.context?.resume() ?? Promise.resolve();
  }

  close(): void {
    this.halt();
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }

  private halt(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }

  private serverNow(): number {
    return deviceNow() + this.offsetMs();
  }

  private schedule(): void {
    const context = this.context;
    if (!context || !this.state || context.state !== 'running') return;
    const clock = audioClock(context);
    const offset = this.offsetMs();
    const toAudio = (serverMs: number) => clock.contextTime + (serverMs - offset - clock.deviceMs) / 1000;
    const now = this.serverNow();
    // Beats whose moment has passed (a late message, a busy tab) are skipped, never played late.
    const from = Math.max(this.scheduledUntil, now);
    const to = now + AHEAD_MS;
    if (to <= from) return;
    const beats = beatsBetween(this.state, from, to);
    this.scheduledUntil = to;
    const kept = this.beats.length;
    for (const beat of beats) {
      const at = toAudio(beat.at);
      if (at < context.currentTime) continue;
      this.click(context, at, beat.accented);
      // Read back through the same clocks: the instant this page sounds it, by the server's clock.
      const heard = clock.deviceMs + offset + (at - clock.contextTime) * 1000;
      if (this.beats.length < KEPT_BEATS) this.beats = [...this.beats, Math.round(heard)];
    }
    if (this.beats.length !== kept) this.onChange();
  }

  private click(context: AudioContext, at: number, accented: boolean): void {
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = accented ? 1600 : 1000;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(accented ? 0.9 : 0.5, at + 0.002);
    gain.gain.exponentialRampToValueAtTime(0.001, at + CLICK_S);
    tone.connect(gain).connect(context.destination);
    tone.start(at);
    tone.stop(at + CLICK_S + 0.01);
  }
}
