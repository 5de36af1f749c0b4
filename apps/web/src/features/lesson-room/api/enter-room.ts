/** POST /api/lessons/rooms/{id}/enter/: the room page's first call, with the room link's token. */
import type { RoomEnterResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function enterRoom(bookingId: number, token: string) {
  return apiRequest<RoomEnterResponse>(`/api/lessons/rooms/${bookingId}/enter/`, {
    method: 'POST',
    body: { token },
  });
}
