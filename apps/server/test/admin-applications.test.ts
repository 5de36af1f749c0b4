/**
 * The staff queue of mentor applications (M1): staff list the pending applications (oldest first, the full
 * profile), approve one (listed in search, mailed) or reject one with a reason (kept off the queue and the
 * list, mailed); everyone else is refused, bad input is a 400 and a decided application cannot be decided
 * again. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL (where the race is a real one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  applicationMessages,
  type AdminApplication,
  type ApplicationDecision,
  type MentorListResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { addMentor, seedLookups, type Lookups } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const NOW = '2026-11-21T12:00:00Z';
let ctx: TestContext;
let lookups: Lookups;
let staff: Session;
let student: Session;
let applicantSeq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  lookups = await seedLookups(ctx.database);
  await registerAndConfirm(ctx, 'staff@example.com');
  await registerAndConfirm(ctx, 'student@example.com');
  await ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE email = 'staff@example.com'`);
  staff = await login(ctx.app, 'staff@example.com');
  student = await login(ctx.app, 'student@example.com');
});
afterAll(() => ctx.close());

/** A pending application that applied `daysAgo` days before the frozen clock. */
async function apply(lastName: string, daysAgo: number, bio = 'I teach <b>jazz</b> piano.') {
  applicantSeq += 1;
  const email = `applicant-${applicantSeq}@example.com`;
  const { id } = await addMentor(
    ctx.database,
    {
      firstName: 'Ada',
      lastName,
      email,
      isVerified: false,
      headline: `Piano with ${lastName}`,
      bio,
      amountCents: 4500,
      offerTrial: true,
      timezone: 'Europe/Lisbon',
      country: 'PT',
      skillIds: [lookups.skill.Piano!],
      styleIds: [lookups.style.Jazz!, lookups.style.Blues!],
      languageIds: [lookups.language.English!],
      sessions: [
        { sessionTime: 60, timeoutTime: 10 },
        { sessionTime: 30, timeoutTime: 0 },
      ],
      availability: [
        { weekday: 2, startTime: '14:00', endTime: '18:00' },
        { weekday: 0, startTime: '09:00', endTime: '12:30' },
      ],
    },
    new Date(NOW),
  );
  const appliedAt = new Date(Date.parse(NOW) - daysAgo * 86_400_000);
  await ctx.database.db.execute(sql`UPDATE mentors SET created_at = ${appliedAt} WHERE id = ${id}`);
  return { id, email };
}

const queue = async () => {
  const res = await staff.inject({ method: 'GET', url: '/api/admin/applications/' });
  expect(res.statusCode).toBe(200);
  return res.json<AdminApplication[]>();
};
const approve = (who: Session, id: number | string) =>
  who.inject({ method: 'POST', url: `/api/admin/applications/${id}/approve/` });
const reject = (who: Session, id: number | string, payload: unknown = { reason: 'Please add a photo.' }) =>
  who.inject({ method: 'POST', url: `/api/admin/applications/${id}/reject/`, payload: payload as object });
const listedIds = async (search = '') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/mentors/list/${search}` });
  return res.json<MentorListResponse>().results.map((m) => m.id);
};
const mentorRow = async (id: number) =>
  (
    await queryRows<{
      is_verified: boolean;
      approved_at: Date | string | null;
      rejected_at: Date | string | null;
      rejection_reason: string | null;
      rank_score: number;
    }>(
      ctx.database.db,
      sql`SELECT is_verified, approved_at, rejected_at, rejection_reason, r.rank_score FROM mentors m
        LEFT JOIN mentor_rank_scores r ON r.mentor_id = m.id WHERE m.id = ${id}`,
    )
  )[0]!;

describe('GET /api/admin/applications/', () => {
  it('lists pending applications oldest first with the full profile, not listed or rejected mentors', async () => {
    const listed = await addMentor(ctx.database, { firstName: 'Lena', lastName: 'Listed' }, new Date(NOW));
    const newer = await apply('Newer', 1);
    const older = await apply('Older', 3, 'Hi <script>alert(1)</script><b>there</b>');
    const rejected = await apply('Gone', 5);
    expect((await reject(staff, rejected.id)).statusCode).toBe(200);

    const ids = (await queue()).map((a) => a.mentor_id);
    expect(ids).not.toContain(listed.id);
    expect(ids).not.toContain(rejected.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));

    const first = (await queue()).find((a) => a.mentor_id === older.id)!;
    expect(first).toMatchObject({
      full_name: 'Ada Older',
      email: older.email,
      profile_photo: null,
      headline: 'Piano with Older',
      // The raw text: the staff page sanitises it as the profile does.
      bio: 'Hi <script>alert(1)</script><b>there</b>',
      skills: [{ id: lookups.skill.Piano, name: 'Piano' }],
      styles: [
        { id: lookups.style.Blues, name: 'Blues' },
        { id: lookups.style.Jazz, name: 'Jazz' },
      ],
      languages: [{ id: lookups.language.English, name: 'English' }],
      amount_cents: 4500,
      offer_trial: true,
      sessions: [
        { session_time: 30, timeout_time: 0 },
        { session_time: 60, timeout_time: 10 },
      ],
      country: 'PT',
      timezone: 'Europe/Lisbon',
      availability: [
        { weekday: 0, start_time: '09:00', end_time: '12:30' },
        { weekday: 2, start_time: '14:00', end_time: '18:00' },
      ],
      applied_at: '2026-11-18T12:00:00.000Z',
    });
  });

  it('is for staff only: signed out 401, a student 403, an applicant 403', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/applications/' })).statusCode).toBe(401);
    const res = await student.inject({ method: 'GET', url: '/api/admin/applications/' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('POST /api/admin/applications/{mentor_id}/approve/', () => {
  it('lists the mentor in search, sets approved_at and the rank, mails them, and leaves the queue', async () => {
    const app = await apply('Approved', 2);
    expect(await listedIds()).not.toContain(app.id);
    const res = await approve(staff, app.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicationDecision>()).toEqual({
      message: applicationMessages.approved('Ada Approved'),
      mentor_id: app.id,
      status: 'approved',
    });
    const row = await mentorRow(app.id);
    expect(row.is_verified).toBe(true);
    expect(new Date(row.approved_at!).toISOString()).toBe(new Date(NOW).toISOString());
    expect(Number(row.rank_score)).toBeGreaterThan(0);
    expect(await listedIds()).toContain(app.id);
    expect(await listedIds('?search=Approved')).toContain(app.id);
    expect((await queue()).map((a) => a.mentor_id)).not.toContain(app.id);
    const mail = await latestMailTo(ctx, app.email);
    expect(mail?.subject).toContain('Your mentor application is approved');
    expect(mail?.text).toContain(`/mentor/${app.id}`);
    // The profile is public now.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/mentors/${app.id}/` })).statusCode).toBe(200);
  });

  it('refuses a second decision (400) and an unknown or listed mentor (404 / 400), changing nothing', async () => {
    const app = await apply('Twice', 2);
    expect((await approve(staff, app.id)).statusCode).toBe(200);
    const again = await approve(staff, app.id);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toBe(applicationMessages.alreadyApproved);
    const rejectAfter = await reject(staff, app.id);
    expect(rejectAfter.statusCode).toBe(400);
    expect((await mentorRow(app.id)).rejected_at).toBeNull();

    const unknown = await approve(staff, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ detail: string }>().detail).toBe(applicationMessages.notFound);
    expect((await approve(staff, 'abc')).statusCode).toBe(400);
    expect((await approve(staff, 0)).statusCode).toBe(400);
  });

  it('is for staff only: signed out 401, a student 403, the applicant themselves 403', async () => {
    const app = await apply('Self', 2);
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/applications/${app.id}/approve/` }))
        .statusCode,
    ).toBe(401);
    expect((await approve(student, app.id)).statusCode).toBe(403);
    await ctx.database.db.execute(
      sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = 'student@example.com')
          WHERE email = ${app.email}`,
    );
    const applicant = await login(ctx.app, app.email);
    expect((await approve(applicant, app.id)).statusCode).toBe(403);
    expect((await reject(applicant, app.id)).statusCode).toBe(403);
    expect((await mentorRow(app.id)).is_verified).toBe(false);
    expect(await listedIds()).not.toContain(app.id);
  });

  it('two approvals at once: one wins, the other is told it is already approved', async () => {
    const app = await apply('Race', 2);
    const answers = await Promise.all([
      approve(staff, app.id),
      approve(staff, app.id),
      approve(staff, app.id),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    console.info(`[application race on ${ctx.database.kind}] ${codes.join(', ')}`);
    expect(codes).toEqual([200, 400, 400]);
    const approvedMails = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`SELECT count(*)::int AS n FROM outbox_emails WHERE to_address = ${app.email}
          AND subject LIKE 'Your mentor application is approved%'`,
    );
    expect(approvedMails[0]!.n).toBe(1);
  });
});

describe('POST /api/admin/applications/{mentor_id}/reject/', () => {
  it('keeps the row with the trimmed reason, mails it, and the mentor stays out of search and the queue', async () => {
    const app = await apply('Rejected', 2);
    const res = await reject(staff, app.id, { reason: '  Your photo does not show your face.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json<ApplicationDecision>()).toEqual({
      message: applicationMessages.rejected('Ada Rejected'),
      mentor_id: app.id,
      status: 'rejected',
    });
    const row = await mentorRow(app.id);
    expect(row.is_verified).toBe(false);
    expect(row.rejection_reason).toBe('Your photo does not show your face.');
    expect(row.rejected_at).not.toBeNull();
    expect(await listedIds()).not.toContain(app.id);
    expect(await listedIds('?search=Rejected')).not.toContain(app.id);
    expect((await queue()).map((a) => a.mentor_id)).not.toContain(app.id);
    const mail = await latestMailTo(ctx, app.email);
    expect(mail?.subject).toContain('Your mentor application');
    expect(mail?.subject).not.toContain('approved');
    expect(mail?.text).toContain('Your photo does not show your face.');
    const again = await reject(staff, app.id);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toBe(applicationMessages.alreadyRejected);
    expect((await approve(staff, app.id)).statusCode).toBe(400);
  });

  it.each([
    ['no body', undefined, undefined],
    ['no reason', {}, applicationMessages.reasonRequired],
    ['an empty reason', { reason: '' }, applicationMessages.reasonRequired],
    ['only spaces', { reason: '    ' }, applicationMessages.reasonRequired],
    ['a number', { reason: 12 }, applicationMessages.reasonRequired],
    ['1001 characters', { reason: 'x'.repeat(1001) }, applicationMessages.reasonTooLong],
    ['an unknown field', { reason: 'ok', status: 'approved' }, undefined],
  ])('refuses %s with a 400 and changes nothing', async (_name, payload, message) => {
    const app = await apply('Bad', 2);
    const res = await staff.inject({
      method: 'POST',
      url: `/api/admin/applications/${app.id}/reject/`,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ detail: string; errors?: Record<string, string[]> }>();
    if (message) expect(JSON.stringify(body)).toContain(message);
    expect((await mentorRow(app.id)).rejected_at).toBeNull();
  });

  it('takes a reason of exactly 1000 characters after trimming', async () => {
    const app = await apply('Long', 2);
    const reason = 'y'.repeat(1000);
    expect((await reject(staff, app.id, { reason: `  ${reason}\n` })).statusCode).toBe(200);
    expect((await mentorRow(app.id)).rejection_reason).toBe(reason);
  });

  it('is for staff only: signed out 401, a student 403; unknown 404', async () => {
    const app = await apply('Guarded', 2);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/applications/${app.id}/reject/`,
          payload: { reason: 'no' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await reject(student, app.id)).statusCode).toBe(403);
    // Who asks is settled before what they sent: a bad body or id from a non-staff caller is still 403.
    expect((await reject(student, app.id, { reason: '' })).statusCode).toBe(403);
    expect((await reject(student, 'x', {})).statusCode).toBe(403);
    expect((await reject(staff, 999_999)).statusCode).toBe(404);
    expect((await mentorRow(app.id)).rejected_at).toBeNull();
  });
});
