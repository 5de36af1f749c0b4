/** CHAT-18 (API-54): one page of a room's messages; page 1 is the newest 20, each page oldest first. */
import type { ChatMessagePage } from '@app/contract';
import { CONVERSATION_PAGE_SIZE } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export function fetchMessages(roomId: number, page: number, signal?: AbortSignal) {
  return apiRequest<ChatMessagePage>(`/api/conversations/rooms/${roomId}/messages/`, {
    query: { page, page_size: CONVERSATION_PAGE_SIZE },
    signal,
  });
}
