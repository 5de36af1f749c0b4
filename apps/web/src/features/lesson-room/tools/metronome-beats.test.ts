import { describe, expect, it } from 'vitest';
import {
  beatsBetween,
  change,
  clampBpm,
  initialMetronome,
  later,
  MESSAGE_LEAD_MS,
  readMetronome,
  start,
  stop,
  type MetronomeState,
} from './metronome-beats.ts';

const T0 = 1_800_000_000_000;
const running = (over: Partial<MetronomeState> = {}): MetronomeState => ({
  ...initialMetronome,
  running: true,
  bpm: 120,
  meter: '4/4',
  startMs: T0,
  changedMs: T0 - MESSAGE_LEAD_MS,
  ...over,
});

describe('the shared metronome beats', () => {
  it('falls on start + n * 60000 / bpm, beat one accented every bar', () => {
    const beats = beatsBetween(running(), T0, T0 + 2500);
    expect(beats.map((b) => b.at - T0)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(beats.map((b) => b.inBar)).toEqual([0, 1, 2, 3, 0]);
    expect(beats.map((b) => b.accented)).toEqual([true, false, false, false, true]);
  });

  it('has no beats before the start, while stopped, or in an empty stretch', () => {
    expect(beatsBetween(running(), T0 - 1000, T0)).toEqual([]);
    expect(beatsBetween(running({ running: false }), T0, T0 + 5000)).toEqual([]);
    expect(beatsBetween(running(), T0 + 100, T0 + 100)).toEqual([]);
  });

  it('gives each beat once when the stretches of the scheduler follow each other', () => {
    const state = running({ bpm: 137, meter: '7/8' });
    const seen: number[] = [];
    for (let from = T0 - 40; from < T0 + 10_000; from += 25) {
      seen.push(...beatsBetween(state, from, from + 25).map((b) => b.number));
    }
    expect(seen).toEqual(Array.from({ length: seen.length }, (_, i) => i));
    expect(seen.length).toBe(Math.ceil((10_000 - 0) / (60_000 / 137)));
  });

  it('counts the bar in the meter: 3/4 accents every third beat, no accent when turned off', () => {
    const waltz = beatsBetween(running({ meter: '3/4' }), T0, T0 + 3000);
    expect(waltz.filter((b) => b.accented).map((b) => b.number)).toEqual([0, 3]);
    expect(beatsBetween(running({ accent: false }), T0, T0 + 3000).some((b) => b.accented)).toBe(false);
  });

  it('starts on beat one a message-lead after the click, by the server clock', () => {
    const started = start(initialMetronome, T0, 'student');
    expect(started).toMatchObject({ running: true, startMs: T0 + MESSAGE_LEAD_MS, firstBeat: 0 });
    expect(started.changedBy).toBe('student');
    expect(stop(started, T0 + 5000, 'mentor')).toMatchObject({ running: false, changedMs: T0 + 5000 });
  });

  it('changes tempo on the next beat still reachable, and the bar goes on from it', () => {
    const state = running();
    // At T0 + 1050 the next beat after the lead is T0 + 1500 (beat 3, the fourth of the bar).
    const faster = change(state, { bpm: 240 }, T0 + 1050, 'mentor');
    expect(faster.startMs).toBe(T0 + 1500);
    expect(faster.firstBeat).toBe(3);
    const after = beatsBetween(faster, T0 + 1500, T0 + 2300);
    expect(after.map((b) => b.at - T0)).toEqual([1500, 1750, 2000, 2250]);
    expect(after.map((b) => b.inBar)).toEqual([3, 0, 1, 2]);
    // A new meter begins its bar on that beat.
    expect(change(state, { meter: '3/4' }, T0 + 1050, 'mentor').firstBeat).toBe(0);
  });

  it('keeps a tempo between 30 and 300 BPM', () => {
    expect(clampBpm(10)).toBe(30);
    expect(clampBpm(301)).toBe(300);
    expect(clampBpm(99.6)).toBe(100);
    expect(change(initialMetronome, { bpm: 1000 }, T0, 'student').bpm).toBe(300);
  });

  it('keeps the later of two changes, the mentor on a tie', () => {
    const a = running({ changedMs: T0, changedBy: 'student' });
    const b = running({ changedMs: T0 + 1, changedBy: 'student', bpm: 60 });
    expect(later(a, b)).toBe(b);
    expect(later(b, a)).toBe(b);
    const mentor = running({ changedMs: T0, changedBy: 'mentor' });
    expect(later(a, mentor)).toBe(mentor);
    expect(later(mentor, a)).toBe(mentor);
  });

  it('reads a state sent by the other page and drops anything malformed', () => {
    const state = running({ firstBeat: 2 });
    expect(readMetronome(JSON.parse(JSON.stringify({ ...state, from: 'x', role: 'mentor' })))).toEqual(state);
    expect(readMetronome({ ...state, bpm: 301 })).toBeUndefined();
    expect(readMetronome({ ...state, meter: '4/5' })).toBeUndefined();
    expect(readMetronome({ ...state, startMs: 'soon' })).toBeUndefined();
    expect(readMetronome({ ...state, firstBeat: -1 })).toBeUndefined();
    expect(readMetronome(null)).toBeUndefined();
  });
});
