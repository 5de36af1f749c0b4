/** CHAT-20 (API-55): sends to a person; the first message creates the room (K1). */
import type { SendMessageBody, SentMessage } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function sendMessage(otherUserId: number, message: string) {
  const body: SendMessageBody = { message };
  return apiRequest<SentMessage>(`/api/conversations/send-message/${otherUserId}/`, { method: 'POST', body });
}
