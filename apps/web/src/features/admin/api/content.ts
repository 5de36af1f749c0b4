/** The staff content tools' calls (issue 21 item 5, ADR 72): the review search with hide and show; a promo code's usage and changes. */
import { queryOptions } from '@tanstack/react-query';
import type { PromoCodeChange, StaffReviewsQuery } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

export const staffReviewsKey = queryKeyOf('admin.reviews');

export const staffReviewsQuery = (query: StaffReviewsQuery) =>
  queryOptions({
    queryKey: queryKeyOf('admin.reviews', { query }),
    queryFn: ({ signal }) => call('admin.reviews', { query, signal }),
  });

export function decideReview(id: number, hide: boolean, reason: string) {
  return call(hide ? 'admin.hideReview' : 'admin.showReview', {
    params: { id },
    body: { reason: reason.trim() },
  });
}

export const promoCodeQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf('admin.promoCode', { params: { id } }),
    queryFn: ({ signal }) => call('admin.promoCode', { params: { id }, signal }),
  });

export function changePromoCode(id: number, body: PromoCodeChange) {
  return call('admin.changePromoCode', { params: { id }, body });
}

export function setPromoCodeActive(id: number, active: boolean) {
  return call(active ? 'admin.reactivatePromoCode' : 'admin.deactivatePromoCode', { params: { id } });
}
