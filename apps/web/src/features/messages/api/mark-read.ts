/** CHAT-21 (API-56): marks the other person's messages of a room read. */
import { call } from '../../../shared/api/call.ts';

export function markRoomRead(roomId: number) {
  return call('conversations.markRead', { params: { id: roomId } });
}
