/**
 * The devices chosen at the device check or in the room, remembered in this browser for the next lesson
 * (issue 19 item 2), and whether this tab already joined a lesson's call, so a reload rejoins at once
 * instead of showing the device check again.
 */
import { readStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';

export interface ChosenDevices {
  cameraId?: string;
  microphoneId?: string;
  /** Where the call's sound plays (browsers with setSinkId). */
  speakerId?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export function rememberedDevices(): ChosenDevices {
  const stored = readStored<Record<string, unknown>>(storageKeys.roomDevices);
  if (!stored || typeof stored !== 'object') return {};
  return {
    cameraId: text(stored.cameraId),
    microphoneId: text(stored.microphoneId),
    speakerId: text(stored.speakerId),
  };
}

export function rememberDevices(patch: ChosenDevices): void {
  const next = { ...rememberedDevices(), ...patch };
  writeStored(storageKeys.roomDevices, next);
}

// Session storage: a tab's own, gone with the tab (and cleared at logout).
const joinedKey = (bookingId: number) => `app.roomJoined.${bookingId}`;

export function joinedBefore(bookingId: number): boolean {
  try {
    return window.sessionStorage.getItem(joinedKey(bookingId)) === '1';
  } catch {
    return false;
  }
}

export function markJoined(bookingId: number, joined: boolean): void {
  try {
    if (joined) window.sessionStorage.setItem(joinedKey(bookingId), '1');
    else window.sessionStorage.removeItem(joinedKey(bookingId));
  } catch {
    // Storage blocked: a reload shows the device check again.
  }
}
