/**
 * The recordings an applicant adds in the wizard (ADR 71), before the application exists: checked in the
 * browser by type and size (the server judges the content and the length again when they are sent), kept
 * by the page, and in IndexedDB where there is one, so a reload or the detour to log in at Submit keeps
 * them (up to 30 MB: too much for localStorage, where the photo lives). Sent one by one right after the
 * application was created.
 */
import {
  AUDIO_SAMPLE_MAX_BYTES,
  AUDIO_SAMPLE_TITLE_MAX,
  AUDIO_SAMPLES_PER_MENTOR,
  teacherMediaMessages as t,
} from '@app/contract';

export interface PendingSample {
  /** The page's own key for the list (not sent). */
  key: string;
  title: string;
  file: File;
}

export const SAMPLE_ACCEPT =
  'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,.mp3,.m4a,.aac,.ogg,.oga,.opus,.wav';
const SAMPLE_TYPES = [
  'audio/mpeg',
  'audio/mp3',
  'audio/mp4',
  'audio/x-m4a',
  'audio/aac',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/vnd.wave',
];

/** What is wrong with a recording to add (the server checks its bytes and length again), or null. */
export function pendingSampleProblem(
  title: string,
  file: Pick<File, 'name' | 'type' | 'size'> | undefined,
  count: number,
): string | null {
  if (count >= AUDIO_SAMPLES_PER_MENTOR) return t.sampleTooMany;
  if (!title.trim()) return t.titleRequired;
  if (title.trim().length > AUDIO_SAMPLE_TITLE_MAX) return t.titleTooLong;
  if (!file) return t.sampleRequired;
  const byType = SAMPLE_TYPES.includes(file.type.toLowerCase());
  const byName = /\.(mp3|m4a|aac|ogg|oga|opus|wav)$/i.test(file.name);
  if (!byType && !byName) return t.sampleInvalidType;
  if (file.size === 0) return t.sampleEmpty;
  if (file.size > AUDIO_SAMPLE_MAX_BYTES) return t.sampleTooLarge;
  return null;
}

const DB_NAME = 'music-mentors-onboarding';
const STORE = 'samples';
const KEY = 'pending';

function openStore(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) {
  const opening = openStore();
  if (!opening) return undefined;
  const db = await opening;
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
    });
  } finally {
    db.close();
  }
}

/** The recordings kept from an earlier visit of the wizard (none where the browser keeps none). */
export async function readPendingSamples(): Promise<PendingSample[]> {
  try {
    const stored = await withStore<unknown>('readonly', (store) => store.get(KEY));
    if (!Array.isArray(stored)) return [];
    return stored.filter(
      (s): s is PendingSample =>
        typeof (s as PendingSample).key === 'string' &&
        typeof (s as PendingSample).title === 'string' &&
        (s as PendingSample).file instanceof Blob,
    );
  } catch {
    return [];
  }
}

/** Keeps the list (a browser that refuses keeps it only as long as the page is open). */
export async function storePendingSamples(samples: PendingSample[]): Promise<void> {
  try {
    if (samples.length) await withStore('readwrite', (store) => store.put(samples, KEY));
    else await withStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // Private browsing or a full disk: the page still holds them.
  }
}
