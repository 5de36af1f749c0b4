/**
 * The settings page as the demo mentor (SETTINGS-12..22, PAYOUT-01..04): the profile's headline and price
 * show on the public profile, the weekly hours and lesson lengths are saved and read back, and the
 * payments history lists a lesson's earnings. The demo mentor is shared by the whole suite, so every
 * change is put back afterwards, and the tests here run one after the other.
 */
import { bookingReference, settingsMessages, type SettingsResponse } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import {
  apiHeaders,
  BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

async function readSettings(request: APIRequestContext): Promise<SettingsResponse> {
  const res = await request.get('/api/users/settings/');
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as SettingsResponse;
}

async function put(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const res = await request.put(path, { data, headers: await apiHeaders(request) });
  expect(res.ok(), `PUT ${path} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
}

test.beforeEach(async ({ context, loginAs }) => {
  await presetCookieConsent(context);
  await loginAs('mentor');
});

test('the mentor edits headline and price and sees them on the public profile', async ({ page }) => {
  const before = (await readSettings(page.request)).mentor!;
  const { user } = (await (await page.request.get('/api/auth/check/')).json()) as {
    user: { mentor_id: number };
  };
  const headline = 'Jazz piano and theory for grown-ups, from the first chord to standards';
  try {
    await page.goto('/settings?tab=profile');
    const form = page.getByRole('form', { name: 'Your mentor profile' });
    await expect(page.getByText(settingsMessages.profileVerified)).toBeVisible();
    await expect(page.getByText(before.referral_code, { exact: true })).toBeVisible();
    // The introduction opens in the onboarding's rich-text editor with the stored text.
    await expect(form.getByRole('textbox', { name: 'About you' })).toContainText(
      before.bio
        .replace(/<[^>]*>/g, ' ')
        .trim()
        .split(/\s+/)
        .slice(0, 4)
        .join(' '),
    );
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText(settingsMessages.noChanges)).toBeVisible();
    const price = form.getByLabel('Hourly price (€)');
    await price.fill('');
    await price.pressSequentially('5000');
    // 5000 is out of range: it stays as typed, with the range message at once under the field (ADR 55; a
    // save was tried above, so the form's outcome line repeats it).
    await expect(price).toHaveValue('5000');
    await expect(price).toHaveAccessibleDescription(new RegExp(settingsMessages.priceOutOfRange));
    await price.fill('');
    await price.pressSequentially('52');
    await form.getByLabel('Headline').fill(headline);
    await form.getByLabel('Video provider').selectOption('Zoom');
    await expect(form.getByLabel('Zoom meeting link')).toBeVisible();
    await form.getByLabel('Video provider').selectOption('Default');
    await expect(form.getByLabel('Zoom meeting link')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText(settingsMessages.mentorUpdated)).toBeVisible();

    await page.goto(`/mentor/${user.mentor_id}`);
    await expect(page.getByText(headline)).toBeVisible();
    await expect(page.getByText('€52.00').first()).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).first().click();
    await expect(page).toHaveURL(/\/settings\?tab=profile/);
    await expect(page.getByRole('form', { name: 'Your mentor profile' }).getByLabel('Headline')).toHaveValue(
      headline,
    );
  } finally {
    await put(page.request, '/api/mentors/update/', {
      headline: before.headline,
      amount_cents: before.amount_cents,
    });
  }
});

test('the mentor changes weekly hours and lesson lengths, and they are read back', async ({ page }) => {
  const before = await readSettings(page.request);
  try {
    await page.goto('/settings?tab=availability');
    const hours = page.getByRole('form', { name: 'Weekly availability' });
    await expect(hours.getByRole('switch', { name: 'Saturday' })).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousA11yViolations(page);

    // An evening hour on Saturday, after the day's 09:00-18:00.
    await hours.getByRole('button', { name: 'Add time slot on Saturday' }).click();
    await expect(hours.getByLabel('Saturday, slot 2, From')).toHaveValue('18:00');
    await hours.getByLabel('Saturday, slot 2, From').selectOption('17:00');
    await expect(hours.getByText(settingsMessages.slotOverlap).first()).toBeVisible();
    await hours.getByLabel('Saturday, slot 2, From').selectOption('19:00');
    await hours.getByLabel('Saturday, slot 2, To').selectOption('20:30');
    await expect(hours.getByText(settingsMessages.slotOverlap)).toHaveCount(0);
    await hours.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByText(settingsMessages.availabilityUpdated)).toBeVisible();

    const lengths = page.getByRole('form', { name: 'Lesson lengths' });
    await lengths.getByLabel('Break after 120 minutes lessons').selectOption('15');
    await lengths.getByRole('button', { name: 'Save lesson lengths' }).click();
    await expect(page.getByText(settingsMessages.sessionsUpdated)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Saturday, slot 2, From')).toHaveValue('19:00');
    await expect(page.getByLabel('Saturday, slot 2, To')).toHaveValue('20:30');
    await expect(page.getByLabel('Break after 120 minutes lessons')).toHaveValue('15');
    const saved = await readSettings(page.request);
    expect(saved.availability!.available_times.find((d) => d.weekday === 'Sat')!.time_slots).toEqual([
      { start: '09:00', end: '18:00' },
      { start: '19:00', end: '20:30' },
    ]);
    expect(saved.session_settings).toContainEqual({ session_minutes: 120, timeout_minutes: 15 });
  } finally {
    await put(page.request, '/api/mentors/update-availability/', before.availability);
    await put(page.request, '/api/mentors/update-sessions-times/', {
      sessions: before.session_settings.map((s) => ({
        session_time: s.session_minutes,
        timeout_time: s.timeout_minutes,
      })),
    });
  }
});

test('the mentor sees a paid lesson in the payments history and the payout countries', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // A fresh student pays for a lesson about two weeks ahead (clear of the weeks other journeys use).
  const payer = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC', locale: 'en-US' });
  const student = await registerByApi(payer.request, { prefix: 'settings-payer' });
  await signInByApi(payer, student.email, student.password);
  const maya = await mentorNamed(payer.request, 'Maya Keller');
  const lesson = await bookAndPayByApi(await payer.newPage(), maya, { fromDays: 10, toDays: 14 });
  await payer.close();

  await page.goto('/settings?tab=payments');
  await expect(page.getByRole('heading', { name: 'Payment account' })).toBeVisible();
  await expect(page.getByText(settingsMessages.paymentsDisclaimer)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Payout countries' })).toContainText('Liechtenstein');
  const row = page
    .getByRole('table', { name: /Payment history/ })
    .getByRole('row')
    .filter({ hasText: bookingReference(lesson.bookingId) });
  await expect(row).toContainText('Lesson earnings');
  await expect(row).toContainText('Pending');
  await expectNoSeriousA11yViolations(page);
});
