/**
 * POST /api/mentors/create/ refuses every bad field of the wizard's form with 400 in the R1 shape, keyed by
 * the form's field name with the wizard's sentence as the detail, and changes nothing: no mentor row, no
 * stored photo, no mail. The limits themselves are accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mentorApplicationMessages as m,
  photoMessages,
  settingsMessages,
  type ApiError,
} from '@app/contract';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { seedLookups, type Lookups } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import {
  applicationState,
  multipart,
  submitApplication,
  tempDataDir,
  validForm,
  type ApplicationForm,
} from './fixtures/mentor-application.ts';
import { corruptJpeg, exeRenamed, oversizedJpeg, svgImage } from './fixtures/photos.ts';

let ctx: TestContext;
let lookups: Lookups;
let applicant: Session;
let dataDir: { dir: string; dispose: () => Promise<void> };
let seq = 0;

beforeAll(async () => {
  dataDir = await tempDataDir();
  ctx = await createTestContext({ env: { DATA_DIR: dataDir.dir } });
  lookups = await seedLookups(ctx.database);
  await registerAndConfirm(ctx, 'applicant@example.com');
  applicant = await login(ctx.app, 'applicant@example.com');
});
afterAll(async () => {
  await ctx.close();
  await dataDir.dispose();
});

const asJpeg = (data: Buffer) => ({ data, filename: 'photo.jpg', type: 'image/jpeg' });
const text = (n: number) => 'abcdefghij'.repeat(Math.ceil(n / 10)).slice(0, n);
/** n characters of text in far more markup than text, the way a pasted or heavily formatted text looks. */
const markedUp = (n: number) =>
  `<p>${[...text(n)].map((c) => `<strong><em>${c}</em></strong>`).join('')}</p>${'<p><br></p>'.repeat(50)}`;
const week = (...slots: [string, string][]) =>
  JSON.stringify([{ weekday: 'Tue', time_slots: slots.map(([start, end]) => ({ start, end })) }]);

type Case = [name: string, field: string, message: string, overrides: () => Promise<ApplicationForm>];
const bad = (name: string, field: string, message: string, overrides: ApplicationForm): Case => [
  name,
  field,
  message,
  () => Promise.resolve(overrides),
];

const cases: Case[] = [
  [
    'an SVG photo',
    'profile_photo',
    photoMessages.invalidType,
    async () => ({ profile_photo: asJpeg(await svgImage()) }),
  ],
  [
    'a renamed executable',
    'profile_photo',
    photoMessages.invalidType,
    async () => ({ profile_photo: asJpeg(await exeRenamed()) }),
  ],
  [
    'a corrupt JPEG',
    'profile_photo',
    photoMessages.invalidType,
    async () => ({ profile_photo: asJpeg(await corruptJpeg()) }),
  ],
  [
    'a photo over 2 MB',
    'profile_photo',
    photoMessages.tooLarge,
    async () => ({ profile_photo: asJpeg(await oversizedJpeg()) }),
  ],
  bad('no photo', 'profile_photo', m.photoRequired, { profile_photo: undefined }),
  bad('a 39-character headline', 'headline', m.headlineTooShort, { headline: text(39) }),
  bad('a 101-character headline', 'headline', m.headlineTooLong, { headline: text(101) }),
  bad('a headline padded with spaces', 'headline', m.headlineTooShort, { headline: `   ${text(39)}      ` }),
  bad('99 characters of text in lots of markup', 'bio', m.bioTooShort, { bio: markedUp(99) }),
  bad('2001 characters of introduction', 'bio', m.bioTooLong, { bio: `<p>${text(2001)}</p>` }),
  bad('an introduction that is only a script', 'bio', m.bioTooShort, {
    bio: `<script>${text(500)}</script>`,
  }),
  bad('overlapping slots', 'available_times', settingsMessages.slotOverlap, {
    available_times: week(['09:00', '12:00'], ['11:30', '13:00']),
  }),
  bad('an inverted slot', 'available_times', settingsMessages.slotOrder, {
    available_times: week(['14:00', '10:00']),
  }),
  bad('a slot off the half hour', 'available_times', settingsMessages.slotGrid, {
    available_times: week(['09:15', '10:00']),
  }),
  bad('no slot at all', 'available_times', m.availabilityRequired, {
    available_times: JSON.stringify([{ weekday: 'Mon', time_slots: [] }]),
  }),
  bad('available times that are not JSON', 'available_times', m.notJson('available_times'), {
    available_times: '[{',
  }),
  bad('unknown skill ids', 'skills', m.unknownIds('skill', [99_999, 99_998]), { skills: '[99999, 99998]' }),
  bad('no skill', 'skills', m.skillsRequired, { skills: '[]' }),
  bad('skills that are not ids', 'skills', m.idList('skills'), { skills: '["Piano"]' }),
  bad('no style', 'styles', m.stylesRequired, { styles: undefined }),
  bad('no language', 'languages', m.languagesRequired, { languages: '[]' }),
  bad('a price of 0', 'amount_cents', m.rateRequired, { amount_cents: '0' }),
  bad('a price of 500.01 euros', 'amount_cents', m.rateRange, { amount_cents: '50001' }),
  bad('a price of 12.50 euros', 'amount_cents', m.rateRange, { amount_cents: '1250' }),
  bad('a price of 501 euros', 'amount_cents', m.rateRange, { amount_cents: '50100' }),
  bad('a price that is not a number', 'amount_cents', m.rateRequired, { amount_cents: 'forty' }),
  bad('no 18+ confirmation', 'agreed_to_terms_and_is_18', m.mustBe18, { agreed_to_terms_and_is_18: 'false' }),
  bad('an unknown time zone', 'timezone', settingsMessages.unknownTimezone, {
    timezone: 'Mars/Olympus_Mons',
  }),
  bad('no session length', 'sessions', settingsMessages.sessionsRequired, { sessions: '[]' }),
  bad('a session length twice', 'sessions', settingsMessages.sessionsDuplicate, {
    sessions: JSON.stringify([
      { session_time: 60, timeout_time: 0 },
      { session_time: 60, timeout_time: 5 },
    ]),
  }),
  bad('a 45-minute session', 'sessions', settingsMessages.sessionTime, {
    sessions: JSON.stringify([{ session_time: 45, timeout_time: 0 }]),
  }),
  bad('a 7-minute break', 'sessions', settingsMessages.sessionBreak, {
    sessions: JSON.stringify([{ session_time: 60, timeout_time: 7 }]),
  }),
  bad('a trial without the 30-minute session', 'offer_trial', m.trialNeedsShortSession, {
    offer_trial: 'true',
    sessions: JSON.stringify([{ session_time: 60, timeout_time: 0 }]),
  }),
  bad('offer_trial that is not a boolean', 'offer_trial', m.flag('offer_trial'), { offer_trial: 'yes' }),
];

describe('a bad application is refused and changes nothing', () => {
  it.each(cases)('%s: 400 on %s', async (_name, field, message, overrides) => {
    const before = await applicationState(ctx, dataDir.dir);
    const res = await submitApplication(applicant, await validForm(lookups, await overrides()));
    expect(res.statusCode).toBe(400);
    const body = res.json<ApiError>();
    expect(body.errors?.[field]).toContain(message);
    expect(body.detail).toBe(message);
    expect(await applicationState(ctx, dataDir.dir)).toEqual(before);
  });

  it('lists every bad field at once, the first as the detail', async () => {
    const res = await submitApplication(
      applicant,
      await validForm(lookups, { skills: '[]', headline: 'short', amount_cents: '0' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: m.skillsRequired,
      errors: { skills: [m.skillsRequired], headline: [m.headlineTooShort], amount_cents: [m.rateRequired] },
    });
  });

  it('refuses a repeated field, a second file and a JSON body', async () => {
    const before = await applicationState(ctx, dataDir.dir);
    const form = await validForm(lookups);
    const { payload, contentType } = await multipart({ ...form, extra: form.profile_photo });
    const extraFile = await applicant.inject({
      method: 'POST',
      url: '/api/mentors/create/',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(extraFile.statusCode).toBe(400);
    expect(extraFile.json()).toMatchObject({ errors: { extra: [m.unexpectedFile] } });

    const repeated = new FormData();
    repeated.append('headline', 'one');
    repeated.append('headline', 'two');
    const encoded = new Response(repeated);
    const twice = await applicant.inject({
      method: 'POST',
      url: '/api/mentors/create/',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ errors: { headline: [m.repeatedField] } });

    const broken = await applicant.inject({
      method: 'POST',
      url: '/api/mentors/create/',
      payload: '--abc\r\nContent-Disposition: form-data; name="headline"\r\n\r\nunterminated',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(broken.statusCode, broken.body).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode, broken.body).toBeLessThan(500);

    const json = await applicant.inject({
      method: 'POST',
      url: '/api/mentors/create/',
      payload: { headline: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: m.notMultipart });
    expect(await applicationState(ctx, dataDir.dir)).toEqual(before);
  });
});

describe('the limits themselves are accepted', () => {
  it('a 40-character headline and 100 characters of introduction in markup', async () => {
    seq += 1;
    await registerAndConfirm(ctx, `edge-${seq}@example.com`);
    const edge = await login(ctx.app, `edge-${seq}@example.com`);
    const res = await submitApplication(
      edge,
      await validForm(lookups, { headline: `  ${text(40)}  `, bio: markedUp(100), amount_cents: '100' }),
    );
    expect(res.statusCode).toBe(201);
  });

  it('a 100-character headline, 2000 characters of introduction and 500 euros', async () => {
    seq += 1;
    await registerAndConfirm(ctx, `edge-${seq}@example.com`);
    const edge = await login(ctx.app, `edge-${seq}@example.com`);
    const res = await submitApplication(
      edge,
      await validForm(lookups, { headline: text(100), bio: `<p>${text(2000)}</p>`, amount_cents: '50000' }),
    );
    expect(res.statusCode).toBe(201);
  });
});
