/**
 * Account deletion (API-37, rule A10, SETTINGS-09..11). Refused while the user has a live booking as
 * student or mentor (pending with an open checkout, paid, free_trial, in_progress), listing them; otherwise
 * the account is anonymised at once, in one transaction:
 *  - the name becomes "Deleted User", the e-mail is freed (deleted-<id>@deleted.invalid, a reserved domain
 *    no mail can reach), the password, Google link and photo are removed, optional mails are switched off;
 *  - every sign-in ends (all refresh families revoked, so even a live access token stops working) and open
 *    e-mail links are dropped;
 *  - a mentor is unlisted (is_verified false), loses their weekly hours and future extra time, and their
 *    search document shows the new name;
 *  - lessons, messages and reviews stay, attached to "Deleted User". purge_after (now + 6 months, the
 *    privacy page's promise) marks the row for the purge job (account-purge.ts).
 * The stored photo file is removed after the commit, best effort.
 */
import {
  ACCOUNT_DATA_MONTHS_AFTER_DELETION,
  bookingReference,
  settingsMessages as m,
  type DeleteAccountRequest,
} from '@app/contract';
import { badRequest } from '../../platform/errors.ts';
import { MEDIA_PREFIX } from '../../platform/storage.ts';
import {
  anonymiseUser,
  deleteAccountTokensOf,
  deleteLoginFailuresOf,
  lockUserForDeletion,
  revokeAllFamilies,
  type SignedInUser,
} from '../auth/index.ts';
import { liveBookingIdsOf } from '../bookings/index.ts';
import { refreshSearchDocuments, unlistDeletedMentor } from '../mentors/index.ts';
import { refundUnusedCredits } from '../packages/index.ts';
import { mentorIdOf, type SettingsDeps } from './service.ts';

/** How long the anonymised row keeps what remains before the purge: the privacy page's promise (LEGAL-07). */
export const PURGE_AFTER_MONTHS = ACCOUNT_DATA_MONTHS_AFTER_DELETION;

export const deletedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

function purgeDate(now: Date): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + PURGE_AFTER_MONTHS);
  return date;
}

/** POST /api/users/delete/ */
export async function deleteAccount(
  deps: SettingsDeps,
  user: SignedInUser,
  input: DeleteAccountRequest,
): Promise<{ message: string }> {
  if (input.email.trim().toLowerCase() !== user.email.toLowerCase())
    throw badRequest(m.deleteEmailWrong, { email: [m.deleteEmailWrong] });
  const now = deps.clock.now();
  const mentorId = mentorIdOf(user);
  const photo = await deps.db.transaction(async (tx) => {
    // One deletion at a time per account, and no settings save of the same row in between.
    const locked = await lockUserForDeletion(tx, user.id);
    // The user's live bookings as student or mentor (A10), oldest first.
    const live = await liveBookingIdsOf(tx, user.id, mentorId, now);
    if (live.length) {
      const references = live.map(bookingReference);
      const detail = m.deleteActiveBookings(references);
      throw badRequest(detail, { bookings: references });
    }
    // Unused package credits are not lost with the account: the student's own are refunded pro rata, and
    // so are those the mentor's students still hold with them (ADR 57).
    const ownCredits = await refundUnusedCredits(tx, deps.outbox, { studentId: user.id }, now);
    if (mentorId !== null) await refundUnusedCredits(tx, deps.outbox, { mentorId }, now);
    await anonymiseUser(
      tx,
      user.id,
      {
        email: deletedEmail(user.id),
        firstName: m.deletedFirstName,
        lastName: m.deletedLastName,
        purgeAfter: purgeDate(now),
      },
      now,
    );
    await revokeAllFamilies(tx, user.id, 'account deleted', now);
    await deleteAccountTokensOf(tx, user.id);
    await deleteLoginFailuresOf(tx, user.email.toLowerCase());
    if (mentorId !== null) {
      await unlistDeletedMentor(tx, mentorId, now);
      await refreshSearchDocuments(tx, [mentorId]);
    }
    const lessons = ownCredits.reduce((sum, p) => sum + p.remaining, 0);
    const cents = ownCredits.reduce((sum, p) => sum + p.restCents, 0);
    // The spec's sentence stays whole; a refund is told after it.
    const refund = lessons > 0 ? `. ${m.deleteRefundedCredits(`€${(cents / 100).toFixed(2)}`, lessons)}` : '';
    return { photo: locked?.profile_picture ?? null, refund };
  });
  await removeStoredPhoto(deps, photo.photo);
  return { message: `${m.deleteSucceeded}${photo.refund}` };
}

/** Deletes an uploaded photo file (photos/...); portraits of the demo seed and foreign URLs are left alone. */
async function removeStoredPhoto(deps: SettingsDeps, url: string | null): Promise<void> {
  if (!url?.startsWith(`${MEDIA_PREFIX}photos/`)) return;
  const relative = url.slice(MEDIA_PREFIX.length);
  if (!/^photos\/[a-z0-9_-]+\.jpg$/.test(relative)) return;
  try {
    await deps.storage.remove(relative);
  } catch {
    // The storage refused (a full disk, an unreachable bucket): the row no longer points at it; the file is
    // left behind.
  }
}
