/** The masterclass calls (API-59..61) and the staff area's create / edit. */
import type {
  AdminMasterclass,
  JoinMasterclassBody,
  JoinMasterclassResponse,
  Masterclass,
  MasterclassBody,
} from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

export const masterclassesKey = ['masterclasses', 'active'] as const;

/** Upcoming or running classes; the first is the current meeting (MASTER-01, NAV-09). */
export function fetchActiveMasterclasses(signal?: AbortSignal, background = false) {
  return apiRequest<Masterclass[]>('/api/webinars/meet-and-greets/', {
    query: { is_active: 'true' },
    signal,
    background,
  });
}

export function joinMasterclass(id: number, body: JoinMasterclassBody) {
  return apiRequest<JoinMasterclassResponse>(`/api/webinars/meet-and-greets/${id}/join/`, {
    method: 'POST',
    body,
  });
}

/** Staff area: under the admin key so the staff area's refreshes reach it. */
export const adminMasterclassesKey = ['admin', 'masterclasses'] as const;

export function fetchAdminMasterclasses(signal?: AbortSignal) {
  return apiRequest<AdminMasterclass[]>('/api/admin/masterclasses/', { signal });
}

export function saveMasterclass(id: number | null, body: MasterclassBody) {
  return id === null
    ? apiRequest<AdminMasterclass>('/api/admin/masterclasses/', { method: 'POST', body })
    : apiRequest<AdminMasterclass>(`/api/admin/masterclasses/${id}/`, { method: 'PUT', body });
}
