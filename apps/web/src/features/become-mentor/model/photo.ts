/**
 * The profile photo (ONBOARD-12, ONBOARD-13, DATA-23): checked in the browser by type and size (the server
 * checks the content again, M4), kept in storage as {name, type, lastModified, base64} and turned back into
 * a File when the user returns, so a reload halfway loses nothing.
 */
import { MAX_PHOTO_BYTES, photoMessages } from '@app/contract';
import { readStored, removeStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';

export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export interface StoredPhotoFile {
  name: string;
  type: string;
  lastModified: number;
  base64: string;
}

/** The spec's "PNG, JPG, JPEG": by MIME type, or by extension where the browser gives none. */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const byType = (PHOTO_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const byName = file.type === '' && /\.(png|jpe?g)$/i.test(file.name);
  if (!byType && !byName) return photoMessages.invalidType;
  if (file.size > MAX_PHOTO_BYTES) return photoMessages.tooLarge;
  return null;
}

export async function toStoredPhoto(file: File): Promise<StoredPhotoFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode(...bytes) of 2 MB would overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { name: file.name, type: file.type, lastModified: file.lastModified, base64: btoa(binary) };
}

export function fromStoredPhoto(stored: StoredPhotoFile): File {
  const binary = atob(stored.base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], stored.name, { type: stored.type, lastModified: stored.lastModified });
}

function isStoredPhoto(value: unknown): value is StoredPhotoFile {
  const v = value as Partial<StoredPhotoFile> | null;
  return (
    typeof v?.name === 'string' &&
    typeof v.type === 'string' &&
    typeof v.lastModified === 'number' &&
    typeof v.base64 === 'string' &&
    v.base64.length > 0
  );
}

/** DATA-23's photo entry: {file: {name, type, lastModified, base64}}; the preview URL is made anew. */
export function readStoredPhoto(): File | null {
  const stored = readStored<{ file?: unknown }>(storageKeys.onboardingPhoto);
  if (!isStoredPhoto(stored?.file)) return null;
  try {
    return fromStoredPhoto(stored.file);
  } catch {
    return null;
  }
}

export async function storePhoto(file: File | null): Promise<void> {
  if (!file) {
    removeStored(storageKeys.onboardingPhoto);
    return;
  }
  writeStored(storageKeys.onboardingPhoto, { file: await toStoredPhoto(file) });
}
