/**
 * The data of the catalogue's public pages, asked for by their route loaders (issue 16, ADR 44): on the
 * server awaited before the page is drawn into the HTML, in the browser started beside the page's code so
 * it never waits for the page's chunk. The keys are the pages' own, so the pages find the answers.
 */
import type { QueryClient } from '@tanstack/react-query';
import { parseFilters, toApiQuery } from '../model/filters.ts';
import { filterListsQuery } from './filter-lists.ts';
import { mentorProfileQuery, mentorSearchQuery } from './mentors-api.ts';
import { mentorReviewsQuery } from './reviews-api.ts';

/** /listings: the filter lists (instrument names in the address become ids) and the first answer. */
export async function preloadListings(client: QueryClient, search: URLSearchParams, viewer: number) {
  const lists = await client.ensureQueryData(filterListsQuery);
  await client.prefetchQuery(mentorSearchQuery(viewer, toApiQuery(parseFilters(search), lists.skills)));
}

/** /mentor/{id}: the profile and the first page of reviews, side by side. */
export async function preloadProfile(client: QueryClient, id: string, viewer: number) {
  if (!/^\d{1,9}$/.test(id)) return;
  await Promise.all([
    client.prefetchQuery(mentorProfileQuery(viewer, id)),
    client.prefetchInfiniteQuery(mentorReviewsQuery(id)),
  ]);
}
