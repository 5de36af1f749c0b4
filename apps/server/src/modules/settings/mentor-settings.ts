/**
 * The mentor half of settings (M4): the profile (API-38), the weekly hours (API-39) and the session lengths
 * (API-40). Each write locks the mentor row, checks everything before changing anything, runs in one
 * transaction and answers the updated object. Existing bookings are never touched: a booking keeps its own
 * time, length, break and price, so new hours or lengths only change what can be booked from now on.
 */
import {
  BIO_MAX_CHARS,
  BIO_MIN_CHARS,
  HEADLINE_MAX_CHARS,
  HEADLINE_MIN_CHARS,
  WEEKDAY_CODES,
  canonicalVideoUrl,
  parseIntroVideo,
  mentorApplicationMessages as applicationTexts,
  settingsMessages as m,
  weeklySlotProblem,
  type AvailabilitySettings,
  type AvailabilityUpdateRequest,
  type MentorUpdate,
  type SessionSetting,
  type SessionsUpdateRequest,
  type SettingsMentor,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, type FieldErrors } from '../../platform/errors.ts';
import type { SignedInMentor } from '../../platform/caller.ts';
import { introductionLength, introductionText, sanitizeIntroduction } from '../mentor-application/index.ts';
import {
  lockMentorForSettings,
  mentorOffersTrial,
  mentorSessionLengths,
  mentorSettings,
  refreshSearchDocuments,
  replaceLookups,
  replaceSessions,
  replaceWeeklyHours,
  setMentorTimezone,
  setTeachingFacts,
  unknownLookupIds,
  updateMentorProfileFields,
  type LookupKind,
  type MentorSettingsRow,
} from '../mentors/index.ts';
import { paymentAccountSummary } from '../payouts/index.ts';
import { presentAvailability, presentMentor, presentSessions } from './presenter.ts';
import type { SettingsDeps } from './service.ts';

const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });

/** Runs a write on the locked mentor row and answers the mentor's settings read after it. */
async function writeMentor(
  deps: SettingsDeps,
  mentorId: number,
  write: (tx: Tx) => Promise<void>,
): Promise<MentorSettingsRow> {
  return deps.db.transaction(async (tx) => {
    await lockMentorForSettings(tx, mentorId);
    await write(tx);
    return (await mentorSettings(tx, mentorId))!;
  });
}

const REQUIRED_LIST: Record<LookupKind, string> = {
  skills: applicationTexts.skillsRequired,
  styles: applicationTexts.stylesRequired,
  languages: applicationTexts.languagesRequired,
};
const LOOKUP_NAME: Record<LookupKind, string> = { skills: 'skill', styles: 'style', languages: 'language' };

/** The headline is plain text: markup is dropped (script and style with their content), then counted. */
function cleanHeadline(raw: string): string {
  const text = introductionText(sanitizeIntroduction(raw));
  if (text.length < HEADLINE_MIN_CHARS) throw fieldError('headline', applicationTexts.headlineTooShort);
  if (text.length > HEADLINE_MAX_CHARS) throw fieldError('headline', applicationTexts.headlineTooLong);
  return text;
}

/** The bio keeps the allow-list's markup (p, br, strong, em, ul, ol, li); its length counts the text. */
function cleanBio(raw: string): string {
  const html = sanitizeIntroduction(raw);
  const length = introductionLength(html);
  if (length < BIO_MIN_CHARS) throw fieldError('bio', applicationTexts.bioTooShort);
  if (length > BIO_MAX_CHARS) throw fieldError('bio', applicationTexts.bioTooLong);
  return html;
}

/**
 * A free trial is booked as the mentor's 30-minute session (decision 0012), so a mentor who offers one keeps
 * that length: checked when the trial is switched on and when the lengths change (`sessions`, or null for
 * the stored ones).
 */
async function assertTrialSession(
  tx: Tx,
  mentorId: number,
  sessions: { sessionTime: number }[] | null,
): Promise<void> {
  const offerTrial = await mentorOffersTrial(tx, mentorId);
  const lengths = sessions ?? (await mentorSessionLengths(tx, mentorId));
  const offersTrial = sessions === null || offerTrial === true;
  if (offersTrial && !lengths.some((s) => s.sessionTime === 30))
    throw fieldError(sessions === null ? 'offer_trial' : 'sessions', m.trialNeedsShortSession);
}

/** ADR 67: the video in its one stored spelling ('' or null clears it), levels and ages as sent. */
function teachingFacts(input: ProfileFields) {
  const video = input.intro_video_url;
  const parsed = video ? parseIntroVideo(video) : null;
  return {
    ...(video === undefined ? {} : { introVideoUrl: parsed ? canonicalVideoUrl(parsed) : null }),
    ...(input.levels === undefined ? {} : { levels: input.levels }),
    ...(input.ages === undefined ? {} : { ages: input.ages }),
  };
}

/** The profile fields a mentor and staff (ADR 75) both edit: headline, bio, the three lists, levels, ages. */
export type ProfileFields = Pick<
  MentorUpdate,
  'headline' | 'bio' | 'skills' | 'styles' | 'languages' | 'levels' | 'ages' | 'intro_video_url'
>;

export interface CheckedProfile {
  input: ProfileFields;
  headline: string | undefined;
  bio: string | undefined;
  lists: { kind: LookupKind; ids: number[] }[];
}

/**
 * Checks the profile fields with the settings' rules (cleaned headline and bio, known non-empty lists).
 * `heldBy`: the mentor whose saved choices may include entries staff have since hidden (ADR 73).
 */
export async function checkProfileFields(
  db: Db,
  input: ProfileFields,
  heldBy?: number,
): Promise<CheckedProfile> {
  const headline = input.headline === undefined ? undefined : cleanHeadline(input.headline);
  const bio = input.bio === undefined ? undefined : cleanBio(input.bio);
  const lists = (['skills', 'styles', 'languages'] as const).flatMap((kind) => {
    const ids = input[kind];
    return ids === undefined ? [] : [{ kind, ids }];
  });
  const errors: FieldErrors = {};
  for (const { kind, ids } of lists) {
    if (ids.length === 0) errors[kind] = [REQUIRED_LIST[kind]];
    const unknown = await unknownLookupIds(db, kind, ids, heldBy);
    if (unknown.length) errors[kind] = [m.unknownIds(LOOKUP_NAME[kind], unknown)];
  }
  const [firstField] = Object.values(errors);
  if (firstField?.[0]) throw badRequest(firstField[0], errors);
  return { input, headline, bio, lists };
}

/**
 * Writes checked profile fields (and `more` columns of the mentor row) on the mentor's row, which the caller
 * has locked, and refreshes the search document: search (C2) matches the headline, bio, skills and styles.
 */
export async function writeProfileFields(
  tx: Tx,
  mentorId: number,
  checked: CheckedProfile,
  more: Parameters<typeof updateMentorProfileFields>[2] = {},
): Promise<void> {
  const { headline, bio, lists } = checked;
  await setTeachingFacts(tx, mentorId, teachingFacts(checked.input));
  const changes = {
    ...(headline === undefined ? {} : { headline }),
    ...(bio === undefined ? {} : { bio }),
    ...more,
  };
  if (Object.keys(changes).length) await updateMentorProfileFields(tx, mentorId, changes);
  for (const { kind, ids } of lists) await replaceLookups(tx, kind, mentorId, ids);
  await refreshSearchDocuments(tx, [mentorId]);
}

/** PUT /api/mentors/update/: the fields sent change, the others stay. */
export async function updateMentorProfile(
  deps: SettingsDeps,
  mentor: SignedInMentor,
  input: MentorUpdate,
): Promise<SettingsMentor> {
  const { mentorId } = mentor;
  const checked = await checkProfileFields(deps.db, input, mentorId);

  const platform =
    input.different_call_platform === undefined
      ? {}
      : input.different_call_platform
        ? {
            differentCallPlatform: true,
            differentCallPlatformName: input.different_call_platform_name ?? null,
            differentCallPlatformUrl: input.different_call_platform_url ?? null,
          }
        : // Default (the product's own video room): the link is cleared (SETTINGS-13).
          { differentCallPlatform: false, differentCallPlatformName: null, differentCallPlatformUrl: null };
  const row = await writeMentor(deps, mentorId, async (tx) => {
    if (input.offer_trial === true) await assertTrialSession(tx, mentorId, null);
    await writeProfileFields(tx, mentorId, checked, {
      ...(input.amount_cents === undefined ? {} : { amountCents: input.amount_cents }),
      ...(input.offer_trial === undefined ? {} : { offerTrial: input.offer_trial }),
      ...platform,
    });
  });
  return presentMentor(row, await paymentAccountSummary(deps.db, mentorId));
}

/** The runtime's canonical spelling of a zone the contract accepted ('europe/berlin' -> 'Europe/Berlin'). */
const canonicalZone = (zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;

/** PUT /api/mentors/update-availability/: replaces the weekly hours and their zone. */
export async function updateAvailability(
  deps: SettingsDeps,
  mentor: SignedInMentor,
  input: AvailabilityUpdateRequest,
): Promise<AvailabilitySettings> {
  const { mentorId } = mentor;
  const problem = weeklySlotProblem(input.available_times);
  if (problem)
    throw badRequest(problem.message, {
      available_times: [problem.message],
      [problem.path]: [problem.message],
    });
  const hours = input.available_times.flatMap((day) =>
    day.time_slots.map((slot) => ({
      weekday: WEEKDAY_CODES.indexOf(day.weekday),
      startTime: slot.start,
      endTime: slot.end,
    })),
  );
  const row = await writeMentor(deps, mentorId, async (tx) => {
    await setMentorTimezone(tx, mentorId, canonicalZone(input.timezone));
    await replaceWeeklyHours(tx, mentorId, hours);
  });
  return presentAvailability(row);
}

/** PUT /api/mentors/update-sessions-times/: the lengths offered and their breaks. */
export async function updateSessions(
  deps: SettingsDeps,
  mentor: SignedInMentor,
  input: SessionsUpdateRequest,
): Promise<SessionSetting[]> {
  const { mentorId } = mentor;
  const sessions = input.sessions.map((s) => ({
    sessionTime: s.session_time as 30 | 60 | 90 | 120,
    timeoutTime: s.timeout_time,
  }));
  const row = await writeMentor(deps, mentorId, async (tx) => {
    await assertTrialSession(tx, mentorId, sessions);
    await replaceSessions(tx, mentorId, sessions);
  });
  return presentSessions(row);
}
