/** CHAT-20 (API-55): sends to a person; the first message creates the room (K1). */
import type { SendMessageBody } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function sendMessage(otherUserId: number, message: string) {
  const body: SendMessageBody = { message };
  return call('conversations.send', { params: { otherUserId }, body });
}
