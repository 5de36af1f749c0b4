import { describe, expect, it } from 'vitest';
import { clampReference, detectPitch, nearestNote } from './pitch.ts';

const RATE = 48_000;
const WINDOW = 4096;

function sine(hz: number, { amplitude = 0.5, phase = 0.3, length = WINDOW } = {}): Float32Array {
  return Float32Array.from({ length }, (_, i) => amplitude * Math.sin(phase + (2 * Math.PI * hz * i) / RATE));
}

const centsBetween = (a: number, b: number) => 1200 * Math.log2(a / b);

describe("the tuner's pitch detection on generated sine waves", () => {
  // From a bass's low E to a flute's high E, and notes between the semitones.
  const tones = [41.2, 82.41, 110, 146.83, 196, 261.63, 329.63, 440, 443.7, 466.16, 659.25, 987.77, 1318.51];
  it.each(tones)('finds %f Hz within 1 cent', (hz) => {
    const pitch = detectPitch(sine(hz), RATE);
    expect(pitch).not.toBeNull();
    expect(Math.abs(centsBetween(pitch!.hz, hz))).toBeLessThan(1);
  });

  it('finds it at a quiet level and at 44.1 kHz too', () => {
    const quiet = detectPitch(sine(220, { amplitude: 0.02 }), RATE);
    expect(Math.abs(centsBetween(quiet!.hz, 220))).toBeLessThan(1);
    const samples = Float32Array.from({ length: WINDOW }, (_, i) =>
      Math.sin((2 * Math.PI * 392 * i) / 44_100),
    );
    expect(Math.abs(centsBetween(detectPitch(samples, 44_100)!.hz, 392))).toBeLessThan(1);
  });

  it('reads silence and noise as no note', () => {
    expect(detectPitch(new Float32Array(WINDOW), RATE)).toBeNull();
    let seed = 7;
    const noise = Float32Array.from({ length: WINDOW }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 30 - 1;
    });
    expect(detectPitch(noise, RATE)).toBeNull();
  });
});

describe('the nearest note and cents', () => {
  it('names notes against A = 440 Hz', () => {
    expect(nearestNote(440)).toEqual({ name: 'A', octave: 4, cents: 0 });
    expect(nearestNote(261.63)).toMatchObject({ name: 'C', octave: 4 });
    expect(nearestNote(82.41)).toMatchObject({ name: 'E', octave: 2 });
    expect(nearestNote(277.18)).toMatchObject({ name: 'C♯', octave: 4 });
  });

  it('says how many cents sharp or flat', () => {
    expect(nearestNote(440 * 2 ** (10 / 1200)).cents).toBeCloseTo(10, 1);
    expect(nearestNote(440 * 2 ** (-25 / 1200)).cents).toBeCloseTo(-25, 1);
  });

  it('follows the reference A: 415 Hz is A for baroque pitch, and flat of A440 by a semitone', () => {
    expect(nearestNote(415, 415)).toEqual({ name: 'A', octave: 4, cents: 0 });
    expect(nearestNote(415, 440)).toMatchObject({ name: 'G♯', octave: 4 });
    expect(nearestNote(442, 442).cents).toBe(0);
  });

  it('keeps the reference between 415 and 466 Hz', () => {
    expect(clampReference(400)).toBe(415);
    expect(clampReference(470)).toBe(466);
    expect(clampReference(442.04)).toBe(442);
  });
});
