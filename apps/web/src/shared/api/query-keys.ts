/**
 * One query-key scheme (ADR 36): a cached answer's key is `[endpoint name, { params, query, viewer }]`.
 * TanStack matches keys by prefix and objects partially, so `queryKeyOf('bookings.list')` invalidates every
 * lessons list and `queryKeyOf('mentors.profile', { params: { id } })` one mentor for every viewer.
 *
 * `viewer` (the signed-in user's id, 0 for a visitor) is in the key of answers that carry per-viewer flags
 * (`saved`, `can_review`, ADR 7): signing in or out never shows another person's flags.
 */
import { queryOptions } from '@tanstack/react-query';
import type { EndpointName } from '@app/contract';
import { call, type CallInput, type ReadName } from './call.ts';

export interface KeyPart {
  params?: unknown;
  query?: unknown;
  /** Only for a POST read as a query (a room's entry): its body is what the answer depends on. */
  body?: unknown;
  viewer?: number;
}

/** The key of one answer, or with no part the prefix of all of a call's answers. */
export function queryKeyOf<N extends EndpointName>(
  name: N,
  part?: KeyPart,
): readonly [N] | readonly [N, KeyPart] {
  if (!part) return [name] as const;
  const clean: KeyPart = {};
  if (part.params !== undefined) clean.params = part.params;
  if (part.query !== undefined) clean.query = part.query;
  if (part.body !== undefined) clean.body = part.body;
  if (part.viewer !== undefined) clean.viewer = part.viewer;
  return [name, clean] as const;
}

export interface QueryExtras {
  viewer?: number;
  /** A read the user did not ask for (see RequestOptions.background). */
  background?: boolean;
}

/**
 * The query options of a read call: its key and its fetch. Each feature's api file names one per call
 * (`lessonPageQuery(status, page)`), so reads, prefetches, cache writes and invalidations share a key.
 */
export function callQuery<N extends ReadName>(name: N, input: CallInput<N>, extras: QueryExtras = {}) {
  const { params, query } = input as KeyPart;
  return queryOptions({
    queryKey: queryKeyOf(name, { params, query, viewer: extras.viewer }),
    queryFn: ({ signal }) =>
      (call as (n: N, o: object) => ReturnType<typeof call<N>>)(name, {
        ...input,
        signal,
        background: extras.background,
      }),
  });
}

/**
 * The mentor's detail is read by the profile page and by the booking dialog; one factory for both shares
 * the cache. The viewer is part of the key because the answer carries per-viewer flags.
 */
export const mentorDetailQuery = (viewer: number, id: string) =>
  callQuery('mentors.profile', { params: { id } }, { viewer });

/** A filter for every cached answer of these calls (an area's refresh, e.g. after a save). */
export function callsFilter(...names: EndpointName[]) {
  return {
    predicate: (query: { queryKey: readonly unknown[] }) => names.includes(query.queryKey[0] as EndpointName),
  };
}
