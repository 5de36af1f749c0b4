/** Mentor discovery: the list with its filters (C1, C2), profiles and saved mentors (C3). */
import {
  MENTOR_PAGE_SIZE_DEFAULT,
  wantedHalfHours,
  zoneOffsetMinutes,
  type MentorListQuery,
  type Mentor,
  type MentorListResponse,
  type MentorPage,
  type MentorProfile,
  type PageQuery,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { mentorsWithTrial, teachingTotals } from '../bookings/index.ts';
import { typicalReplyHours } from '../conversations/index.ts';
import { hasCompletedLessonWith, hasReviewedMentor } from '../reviews/index.ts';
import { packagesOnSale } from '../packages/index.ts';
import { pageLinks, presentMentor } from './presenter.ts';
import { presentSample } from './audio-samples.ts';
import { samplesOf } from './audio-sample-repository.ts';
import {
  addLike,
  findMentorById,
  likedMentorIds,
  mentorCards,
  removeLike,
  skillIdsByName,
} from './repository.ts';
import { searchMentorIds } from './catalogue-figures.ts';
import { searchWordGroups } from './search-repository.ts';

export const MENTOR_NOT_FOUND = 'Mentor profile not found';

export interface Viewer {
  user: SignedInUser | null;
  requestUrl: string;
  now: Date;
}

function paging(query: PageQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? MENTOR_PAGE_SIZE_DEFAULT;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** instrument: comma-separated skill ids, or one skill name (case-insensitive) as the landing page sends. */
async function instrumentSkillIds(db: Db, instrument: string | undefined): Promise<number[] | undefined> {
  const value = instrument?.trim();
  if (!value) return undefined;
  if (/^\d{1,9}(\s*,\s*\d{1,9})*$/.test(value)) return value.split(',').map((v) => Number(v.trim()));
  return skillIdsByName(db, value);
}

/**
 * The cards as this viewer sees them: their saved flag and whether they already had their free trial with
 * each mentor (one query for the page; none for a visitor, whose answer may be cached, ADR 43).
 */
async function viewerCards(db: Db, ids: number[], viewerId: number | null): Promise<Mentor[]> {
  const cards = await mentorCards(db, ids, viewerId);
  const trials = viewerId === null ? new Set<number>() : await mentorsWithTrial(db, viewerId, ids);
  return cards.map((card) => presentMentor(card, trials.has(Number(card.id))));
}

/**
 * The "available on" and "time of day" filters as UTC half hours of the week, read in the student's zone
 * (`tz`, UTC when not given) with its offset now; none when neither filter is given (ADR 68).
 */
function freeHalfHoursOf(query: MentorListQuery, now: Date): number[] | undefined {
  if (!query.days?.length && !query.time_of_day?.length) return undefined;
  const offset = zoneOffsetMinutes(query.tz ?? 'UTC', now.getTime());
  return wantedHalfHours(query.days ?? [], query.time_of_day ?? [], offset);
}

export async function listMentors(
  db: Db,
  query: MentorListQuery,
  viewer: Viewer,
): Promise<MentorListResponse> {
  const { page, pageSize, limit, offset } = paging(query);
  const search = query.search?.trim() || undefined;
  const result = await searchMentorIds(
    db,
    {
      search: search ? await searchWordGroups(db, search) : undefined,
      skillIds: await instrumentSkillIds(db, query.instrument),
      styleIds: query.style,
      languageIds: query.language,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      freeHalfHours: freeHalfHoursOf(query, viewer.now),
      offersTrial: query.offers_trial === undefined ? undefined : query.offers_trial === 'true',
      levels: query.level,
      ages: query.age,
      hasMedia: query.has_media === 'true' ? true : undefined,
    },
    query.sort_by,
    { limit, offset },
  );
  return {
    count: result.count,
    ...pageLinks(viewer.requestUrl, page, pageSize, result.count),
    results: await viewerCards(db, result.ids, viewer.user?.id ?? null),
    price_statistics: { min_price_cents: result.minPrice, max_price_cents: result.maxPrice },
  };
}

/**
 * A mentor who is not approved is visible only to themselves and to staff (C1); for everyone else the
 * profile does not exist.
 */
export async function visibleMentor(db: Db, mentorId: number, user: SignedInUser | null) {
  const mentor = await findMentorById(db, mentorId);
  if (!mentor) throw notFound(MENTOR_NOT_FOUND);
  if (!mentor.isVerified && !(user && (user.isStaff || user.id === mentor.userId)))
    throw notFound(MENTOR_NOT_FOUND);
  return mentor;
}

export async function mentorProfile(db: Db, mentorId: number, viewer: Viewer): Promise<MentorProfile> {
  const mentor = await visibleMentor(db, mentorId, viewer.user);
  const [row] = await mentorCards(db, [mentor.id], viewer.user?.id ?? null);
  if (!row) throw notFound(MENTOR_NOT_FOUND);
  const trials =
    viewer.user === null ? new Set<number>() : await mentorsWithTrial(db, viewer.user.id, [mentor.id]);
  const card = presentMentor(row, trials.has(mentor.id));
  const user = viewer.user;
  let canReview = false;
  let hasReviewed = false;
  if (user && user.id !== mentor.userId) {
    canReview = await hasCompletedLessonWith(db, user.id, mentor.id);
    hasReviewed = await hasReviewedMentor(db, user.id, mentor.id);
  }
  const packages = await packagesOnSale(db, mentor.id);
  const totals = await teachingTotals(db, mentor.id);
  const samples = await samplesOf(db, mentor.id);
  return {
    ...card,
    can_review: canReview,
    has_reviewed: hasReviewed,
    packages,
    intro_video_url: row.intro_video_url,
    audio_samples: samples.map(presentSample),
    lessons_taught: totals.lessons,
    students_taught: totals.students,
    reply_time_hours: await typicalReplyHours(db, mentor.userId, viewer.now),
    member_since: new Date(row.member_since).toISOString(),
  };
}

/** Likes apply to listed mentors only (an unapproved one reads as unknown: 404). */
async function likeableMentor(db: Db, mentorId: number) {
  const mentor = await findMentorById(db, mentorId);
  if (!mentor?.isVerified) throw notFound(MENTOR_NOT_FOUND);
  return mentor;
}

export async function likeMentor(db: Db, user: SignedInUser, mentorId: number, now: Date): Promise<void> {
  await likeableMentor(db, mentorId);
  await addLike(db, user.id, mentorId, now);
}

/** Unlike also works for a mentor who was unlisted after being saved, so a stale heart can be cleared. */
export async function unlikeMentor(db: Db, user: SignedInUser, mentorId: number): Promise<void> {
  const mentor = await findMentorById(db, mentorId);
  if (!mentor) throw notFound(MENTOR_NOT_FOUND);
  await removeLike(db, user.id, mentorId);
}

export async function likedMentors(
  db: Db,
  user: SignedInUser,
  query: PageQuery,
  requestUrl: string,
): Promise<MentorPage> {
  const { page, pageSize, limit, offset } = paging(query);
  const { count, ids } = await likedMentorIds(db, user.id, { limit, offset });
  return {
    count,
    ...pageLinks(requestUrl, page, pageSize, count),
    results: await viewerCards(db, ids, user.id),
  };
}
