/** The masterclass calls (API-59..61) and the staff area's create / edit. */
import type { JoinMasterclassBody, MasterclassBody } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { callQuery } from '../../../shared/api/query-keys.ts';

/**
 * Upcoming or running classes; the first is the current meeting (MASTER-01, NAV-09). The page and the
 * navbar's banner (a background read) share this one cached answer.
 */
export const activeMasterclassesQuery = ({ background = false } = {}) =>
  callQuery('masterclasses.list', { query: { is_active: 'true' } }, { background });

export function joinMasterclass(id: number, body: JoinMasterclassBody) {
  return call('masterclasses.join', { params: { id }, body });
}

export function saveMasterclass(id: number | null, body: MasterclassBody) {
  return id === null
    ? call('admin.createMasterclass', { body })
    : call('admin.replaceMasterclass', { params: { id }, body });
}

export const adminMasterclassesQuery = callQuery('admin.masterclasses', {});
