/**
 * The answers the server put into the page (issue 16, `InitialData` in the contract) go into the query
 * cache before the first drawing, so the first screen is complete at once: the navbar's masterclass banner
 * is there from the start instead of pushing the page down when its answer arrives, and a page the server
 * drew (ADR 44) finds the very answers it was drawn from.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ELEMENT_ID, type InitialData } from '@app/contract';
import { activeMasterclassesQuery, seedDismissedBanner } from '../features/masterclass/index.ts';

/** The page's initial data; none when the element is missing or unreadable (the app then asks as usual). */
export function readInitialData(doc: Document = document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

export function seedInitialData(client: QueryClient, data: InitialData): void {
  if (Array.isArray(data.activeMasterclasses)) {
    client.setQueryData(activeMasterclassesQuery().queryKey, data.activeMasterclasses);
    // Both sides draw the banner from the same answer: the server from the cookie, the browser from the page.
    seedDismissedBanner(client, data.dismissedMasterclassId);
  }
  const queries = data.rendered?.queries;
  if (queries && typeof queries === 'object') hydrate(client, queries);
}
