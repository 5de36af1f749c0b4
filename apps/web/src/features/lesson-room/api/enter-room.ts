/** POST /api/lessons/rooms/{id}/enter/: the room page's first call, with the room link's token. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export function enterRoom(bookingId: number, token: string) {
  return call('lessonRoom.enter', { params: { id: bookingId }, body: { token } });
}

/**
 * A POST read once per link (callQuery takes only GET reads): its body (the token) is part of what the
 * answer depends on. Without a complete link nothing is asked.
 */
export function roomEntryQuery(link: { id: number; token: string } | null) {
  return queryOptions({
    queryKey: queryKeyOf('lessonRoom.enter', { params: { id: link?.id }, body: { token: link?.token } }),
    queryFn: () => enterRoom(link!.id, link!.token),
    enabled: link !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
