/**
 * The shared metronome's maths (issue 19 item 4), free of Web Audio so it can be tested: what the two
 * pages agree on (tempo, meter, and the instant of the first beat by the server's clock), which beats fall
 * in a stretch of time, which of them is accented, and how a start, a stop or a tempo change is stated so
 * that both pages, each computing the beats on its own, click on the same instants.
 */

export const MIN_BPM = 30;
export const MAX_BPM = 300;
export const DEFAULT_BPM = 90;

/** The meters offered: beats in a bar over the beat's note value. */
export const METERS = ['2/4', '3/4', '4/4', '5/4', '6/8', '7/8', '9/8', '12/8'] as const;
export type Meter = (typeof METERS)[number];

/**
 * Time a message needs to reach the other page (client events travel through the realtime service): a
 * start or a change takes effect this long after it is asked for, so the other page has not missed a beat.
 */
export const MESSAGE_LEAD_MS = 400;

export interface MetronomeState {
  running: boolean;
  bpm: number;
  meter: Meter;
  /** Beat one is louder and higher. */
  accent: boolean;
  /** Server-clock ms of beat number 0 (only meaningful while running). */
  startMs: number;
  /** Where in the bar beat number 0 falls (0 = beat one): a tempo change keeps the bar going. */
  firstBeat: number;
  /** Server-clock ms of the change: the later change wins when both change it at once. */
  changedMs: number;
  /** Who changed it last, in the room's words ("student" or "mentor"). */
  changedBy: 'student' | 'mentor';
}

export interface Beat {
  /** Server-clock ms. */
  at: number;
  /** Counted from beat number 0 of the state. */
  number: number;
  /** 0 for beat one of the bar. */
  inBar: number;
  accented: boolean;
}

export const initialMetronome: MetronomeState = {
  running: false,
  bpm: DEFAULT_BPM,
  meter: '4/4',
  accent: true,
  startMs: 0,
  firstBeat: 0,
  changedMs: 0,
  changedBy: 'mentor',
};

export function beatsPerBar(meter: Meter): number {
  return Number(meter.split('/')[0]);
}

export function beatMs(bpm: number): number {
  return 60_000 / bpm;
}

/** A tempo in range, in whole beats per minute. */
export function clampBpm(bpm: number): number {
  if (!Number.isFinite(bpm)) return DEFAULT_BPM;
  return Math.min(MAX_BPM, Math.max(MIN_BPM, Math.round(bpm)));
}

/** The beats with `from <= at < to` (server-clock ms); none while stopped or before the start. */
export function beatsBetween(state: MetronomeState, from: number, to: number): Beat[] {
  if (!state.running || to <= from) return [];
  const interval = beatMs(state.bpm);
  const bar = beatsPerBar(state.meter);
  const first = Math.max(0, Math.ceil((from - state.startMs) / interval - 1e-9));
  const beats: Beat[] = [];
  for (let number = first; ; number += 1) {
    const at = state.startMs + number * interval;
    if (at >= to) break;
    if (at < from) continue;
    const inBar = (state.firstBeat + number) % bar;
    beats.push({ at, number, inBar, accented: state.accent && inBar === 0 });
  }
  return beats;
}

/** The first beat at or after `at` (server-clock ms) of a running metronome. */
export function nextBeat(state: MetronomeState, at: number): Beat | undefined {
  if (!state.running) return undefined;
  const interval = beatMs(state.bpm);
  return beatsBetween(state, Math.max(at, state.startMs), Math.max(at, state.startMs) + interval + 1)[0];
}

type Who = MetronomeState['changedBy'];

/** Started now by `who`: beat one a little later, when the other page has heard of it. */
export function start(state: MetronomeState, nowMs: number, who: Who): MetronomeState {
  return {
    ...state,
    running: true,
    startMs: nowMs + MESSAGE_LEAD_MS,
    firstBeat: 0,
    changedMs: nowMs,
    changedBy: who,
  };
}

export function stop(state: MetronomeState, nowMs: number, who: Who): MetronomeState {
  return { ...state, running: false, changedMs: nowMs, changedBy: who };
}

/**
 * A new tempo, meter or accent. While running, the change takes effect on the first beat the other page can
 * still hear in time, and the bar goes on from there (a new meter starts its bar on that beat).
 */
export function change(
  state: MetronomeState,
  next: Partial<Pick<MetronomeState, 'bpm' | 'meter' | 'accent'>>,
  nowMs: number,
  who: Who,
): MetronomeState {
  const changed: MetronomeState = {
    ...state,
    ...next,
    bpm: clampBpm(next.bpm ?? state.bpm),
    changedMs: nowMs,
    changedBy: who,
  };
  if (!state.running) return changed;
  const from = nextBeat(state, nowMs + MESSAGE_LEAD_MS)!;
  const sameMeter = (next.meter ?? state.meter) === state.meter;
  return { ...changed, startMs: from.at, firstBeat: sameMeter ? from.inBar : 0 };
}

/** Of two states, the one both pages keep: the later change (ties go to the mentor, who leads the lesson). */
export function later(a: MetronomeState, b: MetronomeState): MetronomeState {
  if (a.changedMs !== b.changedMs) return a.changedMs > b.changedMs ? a : b;
  return a.changedBy === 'mentor' ? a : b;
}

const isMeter = (value: unknown): value is Meter => METERS.includes(value as Meter);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A state received from the other page, checked; anything malformed is dropped. */
export function readMetronome(data: unknown): MetronomeState | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const d = data as Record<string, unknown>;
  if (typeof d.running !== 'boolean' || typeof d.accent !== 'boolean' || !isMeter(d.meter)) return undefined;
  if (!isFiniteNumber(d.bpm) || d.bpm < MIN_BPM || d.bpm > MAX_BPM) return undefined;
  if (!isFiniteNumber(d.startMs) || !isFiniteNumber(d.changedMs)) return undefined;
  if (!Number.isInteger(d.firstBeat) || (d.firstBeat as number) < 0) return undefined;
  if (d.changedBy !== 'student' && d.changedBy !== 'mentor') return undefined;
  return {
    running: d.running,
    bpm: d.bpm,
    meter: d.meter,
    accent: d.accent,
    startMs: d.startMs,
    firstBeat: (d.firstBeat as number) % beatsPerBar(d.meter),
    changedMs: d.changedMs,
    changedBy: d.changedBy,
  };
}
