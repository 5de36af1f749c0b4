/**
 * The tuner's maths (issue 19 item 5): the pitch of a stretch of microphone samples (pitchy's McLeod pitch
 * method, with a clarity threshold so noise and chords read as "no note"), and the nearest note with how
 * many cents sharp or flat, against an adjustable reference A (415-466 Hz: baroque to modern high pitch).
 */
import { PitchDetector } from 'pitchy';

export const MIN_REFERENCE_A = 415;
export const MAX_REFERENCE_A = 466;
export const DEFAULT_REFERENCE_A = 440;
/** Below this clarity (0-1) the sound is not one clear note. */
export const MIN_CLARITY = 0.9;
/** From a low B on a five-string bass to the top of a piccolo. */
const MIN_HZ = 28;
const MAX_HZ = 4500;

const NOTE_NAMES = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'] as const;

export interface Pitch {
  hz: number;
  clarity: number;
}

export interface Note {
  /** "A", "C♯". */
  name: (typeof NOTE_NAMES)[number];
  /** Scientific pitch notation: A4 is the reference A. */
  octave: number;
  /** -50 to +50: how far the pitch is above (+) or below the note. */
  cents: number;
}

const detectors = new Map<number, PitchDetector<Float32Array>>();

/** The pitch of the samples, or null when there is no clear single note in a playable range. */
export function detectPitch(samples: Float32Array, sampleRate: number): Pitch | null {
  let detector = detectors.get(samples.length);
  if (!detector) {
    detector = PitchDetector.forFloat32Array(samples.length);
    detectors.set(samples.length, detector);
  }
  const [hz, clarity] = detector.findPitch(samples, sampleRate);
  if (!Number.isFinite(hz) || hz < MIN_HZ || hz > MAX_HZ || clarity < MIN_CLARITY) return null;
  return { hz, clarity };
}

/** A reference A within 415-466 Hz (to a tenth of a hertz). */
export function clampReference(hz: number): number {
  if (!Number.isFinite(hz)) return DEFAULT_REFERENCE_A;
  return Math.round(Math.min(MAX_REFERENCE_A, Math.max(MIN_REFERENCE_A, hz)) * 10) / 10;
}

/** The nearest equal-tempered note to `hz` when A4 sounds at `referenceA`. */
export function nearestNote(hz: number, referenceA = DEFAULT_REFERENCE_A): Note {
  const semitonesFromA4 = 12 * Math.log2(hz / referenceA);
  const nearest = Math.round(semitonesFromA4);
  const midi = 69 + nearest;
  return {
    name: NOTE_NAMES[((midi % 12) + 12) % 12]!,
    octave: Math.floor(midi / 12) - 1,
    cents: Math.round((semitonesFromA4 - nearest) * 1000) / 10,
  };
}
