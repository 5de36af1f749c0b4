/**
 * Staff content tools (issue 21 item 5, ADR 72): hiding reviews and changing promo codes. Texts and limits
 * without zod, so the web app's lazy staff chunks import them and the server sends the same sentences.
 */

/** Rows of the staff review search and of a promo code's recent redemptions. */
export const STAFF_REVIEWS_LIMIT = 50;
export const PROMO_REDEMPTIONS_SHOWN = 20;

export const reviewStaffMessages = {
  notFound: 'Review not found.',
  alreadyHidden: 'This review is already hidden.',
  notHidden: 'This review is not hidden.',
  searchTooLong: 'Please keep the search under 200 characters.',
  hidden: 'The review is hidden: it no longer counts on the mentor’s profile.',
  shown: 'The review is shown again on the mentor’s profile.',
  loadFailed: 'Failed to load the reviews. Please try again.',
} as const;

export const promoStaffMessages = {
  notFound: 'Promo code not found.',
  /** What a student sees at checkout for a deactivated code. */
  inactive: 'This promo code is no longer active.',
  alreadyInactive: 'This promo code is already deactivated.',
  alreadyActive: 'This promo code is already active.',
  nothingToChange: 'Change at least one field.',
  eitherDiscount: 'Give either a percentage or a fixed amount off.',
  limitBelowUses: (used: number) =>
    `This code was used ${used} time${used === 1 ? '' : 's'}: the limit cannot be lower than that.`,
  changed: 'The promo code is changed. Bookings already made keep their price.',
  deactivated: 'The promo code is deactivated: checkout refuses it from now on.',
  reactivated: 'The promo code is active again.',
  loadFailed: 'Failed to load the promo code. Please try again.',
} as const;
