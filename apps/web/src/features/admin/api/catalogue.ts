/**
 * The staff catalogue's calls (issue 21 item 5, ADR 73): the three lists with hidden entries, add, rename,
 * hide and show; and the masterclass form's mentor search and image upload.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MASTERCLASS_IMAGE_FIELD, type CatalogueList } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const catalogueQuery = queryOptions({
  queryKey: queryKeyOf('admin.catalogue'),
  queryFn: ({ signal }) => call('admin.catalogue', { signal }),
});

export function addCatalogueEntry(list: CatalogueList, name: string) {
  return call('admin.addCatalogueEntry', { params: { list }, body: { name } });
}

export function renameCatalogueEntry(list: CatalogueList, id: number, name: string) {
  return call('admin.renameCatalogueEntry', { params: { list, id }, body: { name } });
}

export function setCatalogueEntryHidden(list: CatalogueList, id: number, hidden: boolean) {
  return call(hidden ? 'admin.hideCatalogueEntry' : 'admin.showCatalogueEntry', { params: { list, id } });
}

/** After a change: the staff list, and every kept copy of the lookups (wizard, settings, filters). */
export async function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: catalogueQuery.queryKey });
  for (const name of ['mentors.skills', 'mentors.styles', 'mentors.languages'] as const)
    await queryClient.invalidateQueries({ queryKey: queryKeyOf(name) });
}

export function masterclassMentorsQuery(search: string) {
  return queryOptions({
    queryKey: queryKeyOf('admin.masterclassMentors', { query: { search } }),
    queryFn: ({ signal }) => call('admin.masterclassMentors', { query: { search }, signal }),
    staleTime: 30_000,
  });
}

export function uploadMasterclassImage(file: File) {
  const form = new FormData();
  form.append(MASTERCLASS_IMAGE_FIELD, file);
  return call('admin.uploadMasterclassImage', { body: form });
}
