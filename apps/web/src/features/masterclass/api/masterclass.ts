/** The masterclass calls (API-59..61) and the staff area's create / edit. */
import { queryOptions } from '@tanstack/react-query';
import type { JoinMasterclassBody, MasterclassBody } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const masterclassesKey = queryKeyOf('masterclasses.list', { query: { is_active: 'true' } });

/** Upcoming or running classes; the first is the current meeting (MASTER-01, NAV-09). */
export function fetchActiveMasterclasses(signal?: AbortSignal, background = false) {
  return call('masterclasses.list', { query: { is_active: 'true' }, signal, background });
}

export function joinMasterclass(id: number, body: JoinMasterclassBody) {
  return call('masterclasses.join', { params: { id }, body });
}

export const adminMasterclassesKey = queryKeyOf('admin.masterclasses');

export function fetchAdminMasterclasses(signal?: AbortSignal) {
  return call('admin.masterclasses', { signal });
}

export function saveMasterclass(id: number | null, body: MasterclassBody) {
  return id === null
    ? call('admin.createMasterclass', { body })
    : call('admin.replaceMasterclass', { params: { id }, body });
}

export const adminMasterclassesQuery = queryOptions({
  queryKey: adminMasterclassesKey,
  queryFn: ({ signal }) => fetchAdminMasterclasses(signal),
});
