/**
 * POST /api/mentors/create/ (M1): a signed-in user applies once with the wizard's multipart form; the
 * application waits in the staff queue (not listed) until approved, then it is listed. A second application
 * is refused, a rejected applicant may apply again, and two submissions at once are one application (a real
 * race with TEST_DATABASE_URL). Bad input: mentor-application-input.test.ts.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mentorApplicationMessages,
  type AdminApplication,
  type AuthCheckResponse,
  type MentorListResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { seedLookups, type Lookups } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import {
  HEADLINE,
  applicationState,
  storedPhotos,
  submitApplication,
  tempDataDir,
  validForm,
} from './fixtures/mentor-application.ts';
import { pngPhoto } from './fixtures/photos.ts';

let ctx: TestContext;
let lookups: Lookups;
let staff: Session;
let dataDir: { dir: string; dispose: () => Promise<void> };
let seq = 0;

beforeAll(async () => {
  dataDir = await tempDataDir();
  ctx = await createTestContext({ env: { DATA_DIR: dataDir.dir } });
  lookups = await seedLookups(ctx.database);
  await registerAndConfirm(ctx, 'staff@example.com');
  await ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE email = 'staff@example.com'`);
  staff = await login(ctx.app, 'staff@example.com');
});
afterAll(async () => {
  await ctx.close();
  await dataDir.dispose();
});

/** A new signed-in user who is not a mentor. */
async function newApplicant(firstName = 'Nina'): Promise<Session> {
  seq += 1;
  const email = `applicant-${seq}@example.com`;
  await registerAndConfirm(ctx, email, { firstName, lastName: 'Keys' });
  return login(ctx.app, email);
}

const queue = async () =>
  (await staff.inject({ method: 'GET', url: '/api/admin/applications/' })).json<AdminApplication[]>();
const listedIds = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/mentors/list/?page_size=50' }))
    .json<MentorListResponse>()
    .results.map((m) => m.id);
const userTimezone = async (who: Session) =>
  (
    await queryRows<{ timezone: string }>(
      ctx.database.db,
      sql`SELECT timezone FROM users WHERE id = ${who.user.id}`,
    )
  )[0]?.timezone;
const authCheck = async (who: Session) =>
  (await who.inject({ method: 'GET', url: '/api/auth/check/' })).json<AuthCheckResponse>();

describe('applying to become a mentor', () => {
  it('creates an unlisted application the staff queue shows, and approval lists the mentor', async () => {
    const nina = await newApplicant('Nina');
    const zoneBefore = await userTimezone(nina);
    const res = await submitApplication(
      nina,
      await validForm(lookups, {
        bio: `<p onclick="x()">${'Scales and songs. '.repeat(8)}<script>alert(1)</script></p>`,
      }),
    );
    expect(res.statusCode).toBe(201);
    const { mentor_id } = res.json<{ mentor_id: number }>();
    expect(mentor_id).toBeGreaterThan(0);

    const check = await authCheck(nina);
    expect(check.user).toMatchObject({ is_mentor: true, mentor_id });
    // The wizard's zone is the mentor's teaching zone; the account's own zone is left as it was.
    expect(await userTimezone(nina)).toBe(zoneBefore);

    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`SELECT m.is_verified, m.approved_at, m.referral_code, m.timezone, m.amount_cents, m.offer_trial, m.headline,
        m.bio, m.search_text, u.profile_picture FROM mentors m JOIN users u ON u.id = m.user_id WHERE m.id = ${mentor_id}`,
    );
    expect(row).toMatchObject({
      is_verified: false,
      approved_at: null,
      timezone: 'Europe/Berlin',
      amount_cents: 4500,
      offer_trial: true,
      headline: HEADLINE,
      bio: `<p>${'Scales and songs. '.repeat(8)}</p>`,
    });
    expect(row?.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(row?.search_text).toContain('improvisation');
    expect(row?.search_text).toContain('piano');

    // Weekday codes are stored as 0 = Monday .. 6 = Sunday, in the mentor's zone.
    const hours = await queryRows<{ weekday: number; start_time: string; end_time: string }>(
      ctx.database.db,
      sql`SELECT weekday, to_char(start_time, 'HH24:MI') AS start_time, to_char(end_time, 'HH24:MI') AS end_time
        FROM mentor_availability WHERE mentor_id = ${mentor_id} ORDER BY weekday, start_time`,
    );
    expect(hours).toEqual([
      { weekday: 0, start_time: '09:00', end_time: '12:00' },
      { weekday: 0, start_time: '12:00', end_time: '13:30' },
      { weekday: 6, start_time: '18:00', end_time: '20:00' },
    ]);

    // The photo is a JPEG we wrote, under a name we chose, served at its /media/ URL.
    const photoUrl = String(row?.profile_picture);
    expect(check.user?.profile_picture).toBe(photoUrl);
    expect(photoUrl).toMatch(/^\/media\/photos\/\d+-[0-9a-f]{24}\.jpg$/);
    const served = await ctx.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');

    const mail = await latestMailTo(ctx, nina.user.email);
    expect(mail?.subject).toContain('We received your mentor application');
    expect(mail?.text).toContain('1-3 business days');

    // Waiting for staff: in the queue with the photo and the data, not in the public list.
    const pending = (await queue()).find((a) => a.mentor_id === mentor_id);
    expect(pending).toMatchObject({
      profile_photo: photoUrl,
      headline: HEADLINE,
      amount_cents: 4500,
      timezone: 'Europe/Berlin',
      sessions: [
        { session_time: 30, timeout_time: 0 },
        { session_time: 60, timeout_time: 10 },
      ],
    });
    expect(pending?.skills.map((s) => s.name)).toEqual(['Piano']);
    expect(pending?.styles.map((s) => s.name)).toEqual(['Blues', 'Jazz']);
    expect(await listedIds()).not.toContain(mentor_id);

    const approved = await staff.inject({
      method: 'POST',
      url: `/api/admin/applications/${mentor_id}/approve/`,
    });
    expect(approved.statusCode).toBe(200);
    expect(await listedIds()).toContain(mentor_id);
    // A listed mentor cannot apply again either.
    const again = await submitApplication(nina, await validForm(lookups));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: mentorApplicationMessages.alreadyApplied });
  });

  it('accepts a PNG photo and stores it as a JPEG', async () => {
    const form = await validForm(lookups, {
      profile_photo: { data: await pngPhoto(200, 200), filename: 'me.png', type: 'image/png' },
    });
    const res = await submitApplication(await newApplicant(), form);
    expect(res.statusCode).toBe(201);
  });

  it('refuses a second application while the first is pending, changing nothing', async () => {
    const ola = await newApplicant('Ola');
    expect((await submitApplication(ola, await validForm(lookups))).statusCode).toBe(201);
    const before = await applicationState(ctx, dataDir.dir);
    const again = await submitApplication(ola, await validForm(lookups, { headline: `${HEADLINE} again` }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: mentorApplicationMessages.alreadyApplied });
    expect(await applicationState(ctx, dataDir.dir)).toEqual(before);
  });

  it('needs a signed-in user and the CSRF header', async () => {
    const form = await validForm(lookups);
    const signedIn = await newApplicant();
    const before = await applicationState(ctx, dataDir.dir);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/mentors/create/',
      payload: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toHaveProperty('detail');
    const noCsrf = await submitApplication(signedIn, form, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(await applicationState(ctx, dataDir.dir)).toEqual(before);
  });
});

describe('a rejected applicant applies again', () => {
  it('updates their application, clears the rejection and puts it back in the queue', async () => {
    const rui = await newApplicant('Rui');
    const first = await submitApplication(rui, await validForm(lookups));
    const { mentor_id } = first.json<{ mentor_id: number }>();
    const rejected = await staff.inject({
      method: 'POST',
      url: `/api/admin/applications/${mentor_id}/reject/`,
      payload: { reason: 'Please show more of your teaching experience.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await queue()).map((a) => a.mentor_id)).not.toContain(mentor_id);

    const again = await submitApplication(
      rui,
      await validForm(lookups, {
        skills: JSON.stringify([lookups.skill.Guitar, lookups.skill.Voice]),
        amount_cents: '6000',
        offer_trial: 'false',
        sessions: JSON.stringify([{ session_time: 90, timeout_time: 15 }]),
        available_times: JSON.stringify([{ weekday: 'Fri', time_slots: [{ start: '10:00', end: '11:00' }] }]),
      }),
    );
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ mentor_id });

    const [row] = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`SELECT is_verified, rejected_at, rejection_reason, amount_cents, offer_trial FROM mentors WHERE id = ${mentor_id}`,
    );
    expect(row).toEqual({
      is_verified: false,
      rejected_at: null,
      rejection_reason: null,
      amount_cents: 6000,
      offer_trial: false,
    });
    const back = (await queue()).find((a) => a.mentor_id === mentor_id);
    expect(back?.skills.map((s) => s.name)).toEqual(['Guitar', 'Voice']);
    expect(back?.sessions).toEqual([{ session_time: 90, timeout_time: 15 }]);
    expect(back?.availability).toEqual([{ weekday: 4, start_time: '10:00', end_time: '11:00' }]);
    // Pending again, so a third submission is a second application.
    const third = await submitApplication(rui, await validForm(lookups));
    expect(third.statusCode).toBe(400);
  });
});

describe('two submissions at once', () => {
  it('makes one application: one 201, one 400, one mentor row, one mail', async () => {
    const tess = await newApplicant('Tess');
    const [a, b] = await Promise.all([
      submitApplication(tess, await validForm(lookups)),
      submitApplication(tess, await validForm(lookups)),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json()).toMatchObject({ detail: mentorApplicationMessages.alreadyApplied });
    const rows = await queryRows<{ count: string | number }>(
      ctx.database.db,
      sql`SELECT count(*) AS count FROM mentors m JOIN users u ON u.id = m.user_id WHERE u.email = ${tess.user.email}`,
    );
    expect(Number(rows[0]?.count)).toBe(1);
    const mails = await queryRows<{ count: string | number }>(
      ctx.database.db,
      sql`SELECT count(*) AS count FROM outbox_emails WHERE to_address = ${tess.user.email}
        AND subject LIKE 'We received%'`,
    );
    expect(Number(mails[0]?.count)).toBe(1);
    // The refused submission's photo, if it got as far as storing one, is removed again.
    const photos = (await storedPhotos(dataDir.dir)).filter((name) => name.startsWith(`${tess.user.id}-`));
    expect(photos).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('documents the call as a multipart form with the photo as a file and R1 errors', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    }>();
    const op = doc.paths['/api/mentors/create/']?.post;
    const form = JSON.stringify(op?.requestBody);
    expect(form).toContain('multipart/form-data');
    expect(form).toMatch(/"profile_photo":\{[^}]*"format":"binary"/);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['201', '400', '401']));
  });
});
