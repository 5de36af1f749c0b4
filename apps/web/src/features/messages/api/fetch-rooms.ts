/** CHAT-17 (API-53): GET /api/conversations/rooms/ — newest activity first. */
import { CONVERSATION_PAGE_SIZE } from '@app/contract';
import { call } from '../../../shared/api/call.ts';

export function fetchRooms(
  page = 1,
  {
    pageSize = CONVERSATION_PAGE_SIZE,
    signal,
    background = false,
  }: {
    pageSize?: number;
    signal?: AbortSignal;
    background?: boolean;
  } = {},
) {
  return call('conversations.rooms', {
    query: { page, page_size: pageSize },
    signal,
    background,
  });
}
