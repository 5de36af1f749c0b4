/** PUT /api/lessons/rooms/{id}/sound-mode/: the mentor's sound mode, remembered for their next lessons. */
import type { SoundMode } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function saveSoundMode(bookingId: number, mode: SoundMode) {
  return call('lessonRoom.setSoundMode', { params: { id: bookingId }, body: { sound_mode: mode } });
}
