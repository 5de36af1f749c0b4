/**
 * The demo catalogue for an empty database (called by src/seed.ts after the demo accounts): lookups, 62
 * approved mentors plus mentor@example.com, 3 applications awaiting approval, 20 demo students with reviews
 * and saved mentors, weekly availability and a generated portrait for each mentor. Skipped as soon as any
 * mentor exists; on PostgreSQL an advisory lock keeps concurrent starts from seeding twice. The shared
 * password is hashed once for every account. Time comes from the clock passed in.
 */
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { languages, likes, mentors, reviews, skills, styles, users } from '../../db/schema/index.ts';
import type { FileStorage } from '../../platform/storage.ts';
import { refreshReviewFigures } from '../reviews/index.ts';
import { createMentors, type NewMentor } from './catalogue.ts';
import { portraitSvg, seededRandom } from './portraits.ts';
import { seedTeachingFacts, storeDemoFiles } from './seed-media-repository.ts';
import {
  APPLICANT_NAMES,
  APPLICANT_PASTED_BIO,
  BIO_APPROACHES,
  BIO_AUDIENCES,
  BIO_OPENINGS,
  HEADLINES,
  DEMO_MENTOR,
  LANGUAGES,
  MENTOR_NAMES,
  MIXED_REVIEW_MESSAGES,
  PLACES,
  REVIEW_MESSAGES,
  REVIEWER_NAMES,
  SKILL_WORDS,
  SKILLS,
  STYLES,
} from './seed-data.ts';

const SEED_LOCK = 727_002;
const DAY_MS = 86_400_000;
export const DEMO_MENTOR_EMAIL = 'mentor@example.com';
export const DEMO_STUDENT_COUNT = 20;
/** How long ago the demo accounts registered: past the 24 h in which a new account may add a referral code. */
export const DEMO_ACCOUNT_AGE_DAYS = 30;

type Ids = Record<string, number>;

async function lookupIds(
  tx: Tx,
  table: typeof skills | typeof styles | typeof languages,
  names: readonly string[],
): Promise<Ids> {
  await tx
    .insert(table)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: table.id, name: table.name }).from(table);
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

/** "Łukasz Kowalski" -> "lukasz.kowalski" for demo e-mail addresses. */
function slug(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}.`;
}

export interface Lookups {
  skill: Ids;
  style: Ids;
  language: Ids;
}

/** Everything about demo mentor number n (0-based) except the account (also used by bench/catalogue-list.ts). */
export function mentorProfile(
  n: number,
  first: string,
  placeIndex: number,
  lk: Lookups,
  now: Date,
): Omit<NewMentor, 'userId'> {
  const rnd = seededRandom(n + 1);
  const place = PLACES[placeIndex]!;
  const skill = SKILLS[n % SKILLS.length]!;
  const words = SKILL_WORDS[skill];
  // The styles come from the instrument's own (every style is some instrument's), varied by the tens digit.
  const pick = (k: number) => words.styles[(Math.floor(n / SKILLS.length) + k) % words.styles.length]!;
  const style = pick(0);
  const skillNames = [skill, ...(n % 4 === 0 ? [words.alongside] : [])];
  const styleNames = [...new Set([style, pick(1 + (n % 2)), ...(n % 3 === 0 ? [pick(3)] : [])])];
  const languageNames = [
    ...new Set(['English', place.language, ...(n % 5 === 0 ? [LANGUAGES[n % LANGUAGES.length]!] : [])]),
  ];
  const offerTrial = n % 3 !== 0;
  const sessions: NewMentor['sessions'] = [{ sessionTime: 60, timeoutTime: [0, 5, 10, 15][n % 4]! }];
  if (offerTrial || n % 4 === 1) sessions.push({ sessionTime: 30, timeoutTime: 5 });
  if (n % 2 === 0) sessions.push({ sessionTime: 90, timeoutTime: 10 });
  if (n % 5 === 0) sessions.push({ sessionTime: 120, timeoutTime: 15 });
  const years = 4 + Math.floor(rnd() * 22);
  const headline = clip(HEADLINES[n % HEADLINES.length]!(words.lessons, words.subject, style), 100);
  const bio = [
    BIO_OPENINGS[n % BIO_OPENINGS.length]!(first, years, words, place.city),
    BIO_APPROACHES[(n + 1) % BIO_APPROACHES.length]!(style),
    BIO_AUDIENCES[(n + 2) % BIO_AUDIENCES.length]!,
  ].join(' ');
  const startHour = 7 + (n % 6) * 2;
  const availability = [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => (day + n) % 3 !== 0)
    .map((weekday) => ({
      weekday,
      startTime: `${String(startHour).padStart(2, '0')}:00`,
      endTime: `${String(startHour + 3 + (n % 3)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
    }));
  return {
    headline,
    bio,
    amountCents: (15 + ((n * 37) % 106)) * 100,
    offerTrial,
    isVerified: true,
    approvedAt: new Date(now.getTime() - (n * 5 + 1) * DAY_MS),
    createdAt: new Date(now.getTime() - (n * 5 + 8) * DAY_MS),
    country: place.country,
    timezone: place.timezone,
    skillIds: skillNames.map((s) => lk.skill[s]!),
    styleIds: styleNames.map((s) => lk.style[s]!),
    languageIds: languageNames.map((l) => lk.language[l]!),
    sessions,
    availability,
    referralCode: `${slug(first).replace(/\./g, '').toUpperCase().slice(0, 6)}${String(100 + n)}`,
  };
}

interface Account {
  email: string;
  firstName: string;
  lastName: string;
  profilePicture?: string;
}

/** Inserts the accounts that do not exist yet (one statement) and answers every account's id by e-mail. */
async function ensureAccounts(
  tx: Tx,
  accounts: Account[],
  passwordHash: string,
  now: Date,
): Promise<number[]> {
  await tx
    .insert(users)
    .values(
      accounts.map((a) => {
        const since = new Date(now.getTime() - DEMO_ACCOUNT_AGE_DAYS * DAY_MS);
        return { ...a, passwordHash, emailConfirmedAt: since, createdAt: since, updatedAt: since };
      }),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      sql`lower(${users.email}) IN (${sql.join(
        accounts.map((a) => sql`${a.email.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  const byEmail = new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
  return accounts.map((a) => byEmail.get(a.email.toLowerCase())!);
}

const portraitUrl = (n: number) => `/media/portraits/${n}.svg`;

/** The skills, styles and languages of the product (existing names are kept), by name. */
export async function seedLookupTables(tx: Tx): Promise<Lookups> {
  return {
    skill: await lookupIds(tx, skills, SKILLS),
    style: await lookupIds(tx, styles, STYLES),
    language: await lookupIds(tx, languages, LANGUAGES),
  };
}

export async function seedCatalogue(
  database: Database,
  storage: FileStorage,
  now: Date,
  passwordHash: string,
): Promise<boolean> {
  const seeded = await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [any] = await tx.select({ id: mentors.id }).from(mentors).limit(1);
    if (any) return null;
    const lk = await seedLookupTables(tx);
    // Portrait n belongs to demo mentor n-1 of MENTOR_NAMES, then Maya, then the applicants.
    const maya = [DEMO_MENTOR.firstName, DEMO_MENTOR.lastName, DEMO_MENTOR.place] as const;
    const people = [...MENTOR_NAMES, maya, ...APPLICANT_NAMES];
    const accounts: Account[] = people.map(([first, last], i) => ({
      email: i === MENTOR_NAMES.length ? DEMO_MENTOR_EMAIL : `${slug(`${first} ${last}`)}@example.com`,
      firstName: first,
      lastName: last,
      profilePicture: portraitUrl(i + 1),
    }));
    const userIds = await ensureAccounts(tx, accounts, passwordHash, now);
    const mayaIndex = MENTOR_NAMES.length;
    await tx
      .update(users)
      .set({ profilePicture: portraitUrl(mayaIndex + 1) })
      .where(sql`${users.id} = ${userIds[mayaIndex]!}`);
    const inputs: NewMentor[] = people.map(([first, , place], n) => ({
      userId: userIds[n]!,
      ...mentorProfile(n, first, place, lk, now),
      isVerified: n <= mayaIndex,
    }));
    // The README's mentor account: approved, every day available, all four lengths and a free trial.
    Object.assign(inputs[mayaIndex]!, {
      headline: 'Piano and music theory for curious adults, from first chords to jazz standards',
      bio: DEMO_MENTOR.bio,
      skillIds: [lk.skill.Piano!, lk.skill['Music theory']!],
      styleIds: [lk.style.Jazz!, lk.style.Classical!, lk.style.Pop!],
      offerTrial: true,
      amountCents: 4500,
      referralCode: 'MAYA2026',
      sessions: ([30, 60, 90, 120] as const).map((t) => ({ sessionTime: t, timeoutTime: 10 })),
      availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
        weekday,
        startTime: '09:00',
        endTime: '18:00',
      })),
    } satisfies Partial<NewMentor>);
    // The last application was pasted from a web page, markup and all: the staff review queue shows
    // applicants' text, so the demo has one that must be displayed inert (the browser tests check it).
    // It speaks of folk and rock guitar, so that is what the applicant teaches.
    Object.assign(inputs.at(-1)!, {
      bio: APPLICANT_PASTED_BIO,
      skillIds: [lk.skill.Guitar!],
      styleIds: [lk.style.Folk!, lk.style.Rock!],
    } satisfies Partial<NewMentor>);
    const mentorIds = await createMentors(tx, inputs, now);
    await seedStudentsReviewsAndLikes(tx, mentorIds.slice(0, mayaIndex + 1), passwordHash, now);
    return seedTeachingFacts(tx, mentorIds, mayaIndex, now);
  });
  if (seeded) {
    await storeDemoFiles(storage, seeded);
    const total = MENTOR_NAMES.length + 1 + APPLICANT_NAMES.length;
    for (let n = 1; n <= total; n++) await storage.put(`portraits/${n}.svg`, portraitSvg(n));
  }
  return seeded !== null;
}

async function seedStudentsReviewsAndLikes(tx: Tx, mentorIds: number[], passwordHash: string, now: Date) {
  const students: Account[] = REVIEWER_NAMES.slice(0, DEMO_STUDENT_COUNT).map(([firstName, lastName], i) => ({
    email: `student${String(i + 1).padStart(2, '0')}@example.com`,
    firstName,
    lastName,
  }));
  const studentIds = await ensureAccounts(tx, students, passwordHash, now);
  const rnd = seededRandom(2026);
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const likeRows: (typeof likes.$inferInsert)[] = [];
  for (const [index, mentorId] of mentorIds.entries()) {
    // Every seventh mentor is new (no reviews yet); the others have 2 to 12.
    const count = index % 7 === 6 ? 0 : 2 + Math.floor(rnd() * 11);
    // How often this mentor earns a 5: most reviews are 4s and 5s, an occasional 3, so averages spread
    // between about 4.2 and 4.9 as on a marketplace people trust, never a row of identical 5.0s.
    const fiveShare = 0.45 + rnd() * 0.5;
    const rating = () => {
      const r = rnd();
      return r < fiveShare ? 5 : r < fiveShare + (1 - fiveShare) * 0.8 ? 4 : 3;
    };
    for (let k = 0; k < count; k++) {
      const [teachingAbility, communication, expertise] = [rating(), rating(), rating()];
      const happy = teachingAbility + communication + expertise >= 13.5;
      const texts = happy ? REVIEW_MESSAGES : MIXED_REVIEW_MESSAGES;
      const at = new Date(now.getTime() - Math.floor(rnd() * 120 + 1) * DAY_MS);
      reviewRows.push({
        reviewerId: studentIds[(index + k * 3) % studentIds.length]!,
        mentorId,
        teachingAbility,
        communication,
        expertise,
        message: texts[Math.floor(rnd() * texts.length)]!,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  for (const [s, userId] of studentIds.entries()) {
    for (let k = 0; k < 3 + (s % 3); k++) {
      likeRows.push({
        userId,
        mentorId: mentorIds[(s * 7 + k * 11) % mentorIds.length]!,
        createdAt: new Date(now.getTime() - k * 3_600_000),
      });
    }
  }
  if (reviewRows.length) await tx.insert(reviews).values(reviewRows).onConflictDoNothing();
  if (likeRows.length) await tx.insert(likes).values(likeRows).onConflictDoNothing();
  await refreshReviewFigures(tx, mentorIds, now);
}
