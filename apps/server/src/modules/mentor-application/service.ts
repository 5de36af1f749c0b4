/**
 * The mentor application (M1, M4; ONBOARD-28..30, 38): a signed-in user who is not a mentor yet applies
 * once. The application is a mentors row with is_verified = false (docs/decisions/0018), so it waits in the
 * staff queue and is not listed. A rejected applicant may apply again: their row takes the new data and
 * goes back in the queue. Two submissions of one user at once: the user row is locked, the second sees the
 * first and is refused (the unique mentors.user_id is the last word).
 */
import {
  WEEKDAY_CODES,
  mentorApplicationMessages as m,
  canonicalVideoUrl,
  parseIntroVideo,
  type MentorApplicationCreated,
  type MentorApplicationForm,
} from '@app/contract';
import { badRequest, type FieldErrors } from '../../platform/errors.ts';
import { storeProfilePhoto } from '../../platform/images.ts';
import { MEDIA_PREFIX, type FileStorage } from '../../platform/storage.ts';
import { lockApplicant, setProfilePicture, type SignedInUser } from '../auth/index.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { BookingDeps } from '../bookings/index.ts';
import {
  applicationOf,
  createMentor,
  resubmitApplication,
  setTeachingFacts,
  unknownLookupIds,
  type ApplicationInput,
  type NewMentor,
} from '../mentors/index.ts';
import { PHOTO_FIELD } from './form.ts';
import { sendApplicationReceivedMail } from './mails.ts';

export type ApplicationDeps = Pick<BookingDeps, 'db' | 'config' | 'clock' | 'outbox' | 'log'> & {
  storage: FileStorage;
};

const alreadyApplied = () => badRequest(m.alreadyApplied);

/** Ids that exist, and a trial only with the 30-minute session it is booked as: 400 naming the fields. */
async function checkReferences(deps: ApplicationDeps, form: MentorApplicationForm): Promise<void> {
  const errors: FieldErrors = {};
  for (const [field, what] of [
    ['skills', 'skill'],
    ['styles', 'style'],
    ['languages', 'language'],
  ] as const) {
    const unknown = await unknownLookupIds(deps.db, field, form[field]);
    if (unknown.length) errors[field] = [m.unknownIds(what, unknown)];
  }
  if (form.offer_trial && !form.sessions.some((s) => s.session_time === 30))
    errors.offer_trial = [m.trialNeedsShortSession];
  const first = Object.values(errors).flat()[0];
  if (first) throw badRequest(first, errors);
}

/** The form in the catalogue's words: weekday codes become 0 = Monday, as mentor_availability stores them. */
function mentorInput(form: MentorApplicationForm): ApplicationInput {
  return {
    headline: form.headline,
    bio: form.bio,
    amountCents: form.amount_cents,
    offerTrial: form.offer_trial,
    timezone: form.timezone,
    skillIds: form.skills,
    styleIds: form.styles,
    languageIds: form.languages,
    sessions: form.sessions.map((s) => ({
      sessionTime: s.session_time as NewMentor['sessions'][number]['sessionTime'],
      timeoutTime: s.timeout_time,
    })),
    availability: form.available_times.flatMap((day) =>
      day.time_slots.map((slot) => ({
        weekday: WEEKDAY_CODES.indexOf(day.weekday),
        startTime: slot.start,
        endTime: slot.end,
      })),
    ),
  };
}

/** A photo stored for a submission that was then refused is removed again (best effort). */
async function discardPhoto(deps: ApplicationDeps, url: string): Promise<void> {
  const relative = url.slice(MEDIA_PREFIX.length);
  if (!url.startsWith(`${MEDIA_PREFIX}photos/`) || relative.includes('..')) return;
  await deps.storage.remove(relative).catch((err: unknown) => {
    deps.log.warn({ err, url }, 'could not remove the photo of a refused application');
  });
}

export async function submitApplication(
  deps: ApplicationDeps,
  user: SignedInUser,
  form: MentorApplicationForm,
): Promise<MentorApplicationCreated> {
  // Cheap refusals first, so a second application never costs a photo re-encode or a stored file.
  const existing = await applicationOf(deps.db, user.id);
  if (existing && !existing.rejectedAt) throw alreadyApplied();
  await checkReferences(deps, form);
  const photo = Buffer.isBuffer(form.profile_photo) ? form.profile_photo : Buffer.from(form.profile_photo);
  const photoUrl = await storeProfilePhoto(deps.storage, user.id, photo, PHOTO_FIELD);
  const input = mentorInput(form);
  const now = deps.clock.now();
  let mentorId: number;
  try {
    mentorId = await deps.db.transaction(async (tx) => {
      await lockApplicant(tx, user.id);
      const current = await applicationOf(tx, user.id);
      if (current && !current.rejectedAt) throw alreadyApplied();
      let id: number;
      if (current) {
        await resubmitApplication(tx, current.id, input, now);
        id = current.id;
      } else {
        // The country is not asked for in the wizard; it stays empty until the mentor's settings give one.
        id = await createMentor(tx, { ...input, userId: user.id, isVerified: false, country: '' }, now);
      }
      // ADR 67: levels, ages and the intro video, when the wizard sent them.
      const video = form.intro_video_url ? parseIntroVideo(form.intro_video_url) : null;
      await setTeachingFacts(tx, id, {
        ...(form.levels === undefined ? {} : { levels: form.levels }),
        ...(form.ages === undefined ? {} : { ages: form.ages }),
        ...(form.intro_video_url === undefined
          ? {}
          : { introVideoUrl: video ? canonicalVideoUrl(video) : null }),
      });
      await setProfilePicture(tx, user.id, photoUrl, now);
      await sendApplicationReceivedMail(deps.outbox.mailer(tx), deps.config, user);
      return id;
    });
  } catch (err) {
    await discardPhoto(deps, photoUrl);
    // A concurrent first submission that won the unique mentors.user_id is the same refusal.
    if (isUniqueViolation(err)) throw alreadyApplied();
    throw err;
  }
  return { mentor_id: mentorId };
}
