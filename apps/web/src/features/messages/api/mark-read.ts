/** CHAT-21 (API-56): marks the other person's messages of a room read. */
import type { MarkReadResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function markRoomRead(roomId: number) {
  return apiRequest<MarkReadResponse>(`/api/conversations/rooms/${roomId}/mark-read/`, { method: 'POST' });
}
