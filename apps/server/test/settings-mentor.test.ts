/**
 * A mentor's profile in settings (M4, API-38): its limits (price in whole euros 1-500, headline and bio
 * counted without markup, known lookups, the video provider), JSON or multipart. It answers the updated
 * object; each refusal is a 400 in the R1 shape that changes nothing. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { mentorApplicationMessages, settingsMessages, type SettingsMentor } from '@app/contract';
import { multipart } from './fixtures/mentor-application.ts';
import {
  expectRefused,
  expectUnchanged,
  GOOD_BIO,
  GOOD_HEADLINE,
  put,
  settingsOf,
  useSettingsWorld,
} from './settings-fixtures.ts';

const world = useSettingsWorld();
const UPDATE = '/api/mentors/update/';

/** The whole profile form as the page sends it (SETTINGS-16), with changes. */
function profileForm(changes: Record<string, unknown> = {}) {
  return {
    skills: JSON.stringify([world.lookups.skill.Guitar]),
    styles: JSON.stringify([world.lookups.style.Rock]),
    languages: JSON.stringify([world.lookups.language.English]),
    offer_trial: true,
    amount_cents: 5000,
    headline: GOOD_HEADLINE,
    bio: GOOD_BIO,
    different_call_platform: false,
    different_call_platform_name: null,
    different_call_platform_url: null,
    ...changes,
  };
}

describe('PUT /api/mentors/update/', () => {
  it('saves the whole form, answers the mentor object and the settings read shows it', async () => {
    const res = await put(
      world.mentor,
      UPDATE,
      profileForm({
        skills: JSON.stringify([world.lookups.skill.Drums, world.lookups.skill.Guitar]),
        styles: [world.lookups.style.Jazz, world.lookups.style.Blues],
        languages: JSON.stringify([world.lookups.language.German]),
        offer_trial: false,
        amount_cents: 6500,
        headline: 'Jazz drums and guitar grooves for ambitious players',
        different_call_platform: true,
        different_call_platform_name: 'Zoom',
        different_call_platform_url: 'https://zoom.us/j/123456789',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const mentor = res.json<SettingsMentor>();
    expect(mentor).toMatchObject({
      amount_cents: 6500,
      offer_trial: false,
      headline: 'Jazz drums and guitar grooves for ambitious players',
      different_call_platform: true,
      different_call_platform_name: 'Zoom',
      different_call_platform_url: 'https://zoom.us/j/123456789',
      skills: [
        { id: world.lookups.skill.Drums, name: 'Drums' },
        { id: world.lookups.skill.Guitar, name: 'Guitar' },
      ],
      styles: [
        { id: world.lookups.style.Blues, name: 'Blues' },
        { id: world.lookups.style.Jazz, name: 'Jazz' },
      ],
      languages: [{ id: world.lookups.language.German, name: 'German' }],
      is_verified: true,
    });
    expect((await settingsOf(world.mentor)).mentor).toEqual(mentor);
    // Search (C2) finds the mentor by the new skill and headline at once.
    const found = await world.ctx.app.inject({
      method: 'GET',
      url: '/api/mentors/list/?search=grooves drums',
    });
    expect(found.json<{ results: { id: number }[] }>().results.map((r) => r.id)).toContain(world.mentorId);
    // Choosing Default clears the link (SETTINGS-13).
    const back = await put(world.mentor, UPDATE, profileForm());
    expect(back.json<SettingsMentor>()).toMatchObject({
      different_call_platform: false,
      different_call_platform_name: null,
      different_call_platform_url: null,
      offer_trial: true,
    });
  });

  it('accepts the same form as multipart fields (an empty provider when switched off), and a partial update keeps the rest', async () => {
    const form = profileForm({ amount_cents: '7000', offer_trial: 'true' });
    const { payload, contentType } = await multipart(
      Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v === null ? '' : String(v)])),
    );
    const res = await world.mentor.inject({
      method: 'PUT',
      url: UPDATE,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SettingsMentor>().amount_cents).toBe(7000);
    const partial = await put(world.mentor, UPDATE, { amount_cents: 5000 });
    expect(partial.json<SettingsMentor>()).toMatchObject({
      amount_cents: 5000,
      headline: GOOD_HEADLINE,
      offer_trial: true,
    });
  });

  it('keeps only the allowed markup of the bio and stores the headline as text', async () => {
    const res = await put(world.mentor, UPDATE, {
      headline: `<b>${GOOD_HEADLINE}</b><script>alert(1)</script>`,
      bio: `<p onclick="steal()">${GOOD_BIO}</p><img src=x onerror="alert(1)"><a href="javascript:x">link</a>`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mentor = res.json<SettingsMentor>();
    expect(mentor.headline).toBe(GOOD_HEADLINE);
    expect(mentor.bio).not.toMatch(/onclick|onerror|<img|<a|script|javascript/);
    expect(mentor.bio).toContain('<strong>guitar</strong>');
    await put(world.mentor, UPDATE, { bio: GOOD_BIO });
  });

  const tooShortWithMarkup = `<p><strong>${'a'.repeat(99)}</strong></p>`;
  it.each([
    ['a price of 0', { amount_cents: 0 }, 'amount_cents', undefined],
    ['a price of 501 euros', { amount_cents: 50100 }, 'amount_cents', undefined],
    ['a price of 12.50 euros', { amount_cents: 1250 }, 'amount_cents', undefined],
    ['a price that is not a number', { amount_cents: 'lots' }, 'amount_cents', undefined],
    [
      'a headline of 39 characters',
      { headline: 'x'.repeat(39) },
      'headline',
      mentorApplicationMessages.headlineTooShort,
    ],
    [
      'a headline of 101 characters',
      { headline: 'x'.repeat(101) },
      'headline',
      mentorApplicationMessages.headlineTooLong,
    ],
    [
      'a headline long only with markup',
      { headline: `<em>${'x'.repeat(30)}</em><br><br><br><br>` },
      'headline',
      mentorApplicationMessages.headlineTooShort,
    ],
    [
      'a bio of 99 characters in markup',
      { bio: tooShortWithMarkup },
      'bio',
      mentorApplicationMessages.bioTooShort,
    ],
    [
      'a bio over 2000 characters',
      { bio: `<p>${'b'.repeat(2001)}</p>` },
      'bio',
      mentorApplicationMessages.bioTooLong,
    ],
    [
      'unknown skill ids',
      { skills: '[1, 9999, 8888]' },
      'skills',
      settingsMessages.unknownIds('skill', [9999, 8888]),
    ],
    [
      'unknown language ids',
      { languages: [9999] },
      'languages',
      settingsMessages.unknownIds('language', [9999]),
    ],
    ['no styles', { styles: '[]' }, 'styles', mentorApplicationMessages.stylesRequired],
    ['an id list that is not JSON', { skills: '1,2' }, 'skills', undefined],
    [
      'a platform without its link',
      { different_call_platform: true, different_call_platform_name: 'Zoom' },
      'different_call_platform_url',
      undefined,
    ],
    [
      'a platform with a script link',
      {
        different_call_platform: true,
        different_call_platform_name: 'Other',
        different_call_platform_url: 'javascript:alert(1)',
      },
      'different_call_platform_url',
      undefined,
    ],
    [
      'an unknown platform',
      {
        different_call_platform: true,
        different_call_platform_name: 'Skype',
        different_call_platform_url: 'https://skype.com/x',
      },
      'different_call_platform_name',
      undefined,
    ],
    [
      'a link without the platform switch',
      {
        different_call_platform: undefined,
        different_call_platform_name: undefined,
        different_call_platform_url: 'https://zoom.us/j/1',
      },
      'different_call_platform',
      undefined,
    ],
    ['offer_trial that is not a boolean', { offer_trial: 'yes' }, 'offer_trial', undefined],
  ])('refuses %s and changes nothing', async (_what, changes, field, detail) => {
    await expectUnchanged(world.mentor, async () => {
      expectRefused(await put(world.mentor, UPDATE, profileForm(changes)), field, detail);
    });
  });

  it('refuses a file in the profile form', async () => {
    const { payload, contentType } = await multipart({
      headline: GOOD_HEADLINE,
      bio: { data: Buffer.from('x'), filename: 'bio.txt', type: 'text/plain' },
    });
    const res = await world.mentor.inject({
      method: 'PUT',
      url: UPDATE,
      payload,
      headers: { 'content-type': contentType },
    });
    expectRefused(res, 'bio');
  });
});
