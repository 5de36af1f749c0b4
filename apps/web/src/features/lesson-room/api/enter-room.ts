/** POST /api/lessons/rooms/{id}/enter/: the room page's first call, with the room link's token. */
import { call } from '../../../shared/api/call.ts';

export function enterRoom(bookingId: number, token: string) {
  return call('lessonRoom.enter', { params: { id: bookingId }, body: { token } });
}
