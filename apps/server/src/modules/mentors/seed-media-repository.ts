/**
 * The demo catalogue's teaching facts (ADR 67): levels and ages for every mentor (applicants too), a video address
 * for every fourth, and a short generated recording (a WAV melody made here, so no binary file is
 * committed) for every fourth from the third on; Maya, the README's mentor, has both. The figures the
 * README states are checked by apps/server/test/demo-seed-coherence.test.ts.
 */
import { sql } from 'drizzle-orm';
import { MENTOR_LEVELS, type MentorAge, type MentorLevel } from '@app/contract';
import type { Tx } from '../../db/client.ts';
import { mentorAudioSamples } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage.ts';

/** Public sample videos of their platforms (the profile embeds them privacy-enhanced). */
const DEMO_VIDEOS = ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://vimeo.com/76979871'];

const LEVEL_SETS: MentorLevel[][] = [
  ['beginner', 'intermediate'],
  ['beginner', 'intermediate', 'advanced'],
  ['intermediate', 'advanced'],
  ['beginner'],
  ['advanced'],
];
const AGE_SETS: MentorAge[][] = [
  ['adults'],
  ['adults', 'teens'],
  ['adults', 'teens', 'children'],
  ['teens', 'children'],
];

/** A few bars in C major, as semitones above middle C (frequencies: 261.63 Hz * 2^(n/12)). */
const MELODIES = [
  [0, 4, 7, 12, 7, 4, 0],
  [0, 2, 4, 5, 7, 9, 11, 12],
  [12, 11, 9, 7, 5, 4, 2, 0],
  [0, 7, 4, 12, 9, 5, 7, 0],
];
const SAMPLE_RATE = 8000;
const NOTE_SECONDS = 0.4;

/** A mono 16-bit PCM WAV of a melody of sine tones, each faded in and out so that it does not click. */
export function melodyWav(notes: number[]): Buffer {
  const perNote = Math.round(SAMPLE_RATE * NOTE_SECONDS);
  const pcm = Buffer.alloc(notes.length * perNote * 2);
  notes.forEach((semitone, k) => {
    const frequency = 261.63 * 2 ** (semitone / 12);
    for (let i = 0; i < perNote; i++) {
      const envelope = Math.min(1, i / 200, (perNote - i) / 400);
      const value = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * 9000 * envelope;
      pcm.writeInt16LE(Math.round(value), (k * perNote + i) * 2);
    }
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

interface DemoFile {
  path: string;
  data: Buffer;
}

/**
 * Levels, ages, videos and sample rows of the approved demo mentors (`mayaIndex` is Maya's place in
 * `mentorIds`); answers the files to store once the transaction committed.
 */
export async function seedTeachingFacts(
  tx: Tx,
  mentorIds: number[],
  mayaIndex: number,
  now: Date,
): Promise<DemoFile[]> {
  const files: DemoFile[] = [];
  for (const [n, mentorId] of mentorIds.entries()) {
    const maya = n === mayaIndex;
    const levels = maya ? [...MENTOR_LEVELS] : LEVEL_SETS[n % LEVEL_SETS.length]!;
    const ages = maya ? (['adults', 'teens'] as MentorAge[]) : AGE_SETS[n % AGE_SETS.length]!;
    const video = maya || n % 4 === 0 ? DEMO_VIDEOS[n % DEMO_VIDEOS.length]! : null;
    const sample = maya || n % 4 === 2;
    if (sample) {
      const data = melodyWav(MELODIES[n % MELODIES.length]!);
      const path = `audio/demo-${mentorId}.wav`;
      files.push({ path, data });
      await tx.insert(mentorAudioSamples).values({
        mentorId,
        title: maya ? 'Warm-up in C major' : 'A short melody',
        contentType: 'audio/wav',
        sizeBytes: data.length,
        durationSeconds: Math.max(1, Math.round((data.length - 44) / 2 / SAMPLE_RATE)),
        storagePath: path,
        createdAt: now,
      });
    }
    await tx.execute(sql`UPDATE mentors SET levels = ${levelsLiteral(levels)}::text[],
        ages = ${levelsLiteral(ages)}::text[], intro_video_url = ${video}, has_media = ${video !== null || sample}
      WHERE id = ${mentorId}`);
  }
  return files;
}

/** A text[] literal of known words ({a,b}), bound as one parameter. */
const levelsLiteral = (values: readonly string[]) => `{${values.join(',')}}`;

export async function storeDemoFiles(storage: FileStorage, files: DemoFile[]): Promise<void> {
  for (const file of files) await storage.put(file.path, file.data);
}
