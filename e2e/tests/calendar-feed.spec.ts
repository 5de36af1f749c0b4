/**
 * Calendar feeds out (issue 22 item 2), tried as a new user would: a student with a paid lesson copies
 * their private calendar address on Settings > Account (390 px, axe-clean), a calendar app (no session)
 * fetches it and a real iCalendar parser finds the lesson; after "Get a new address" the old address
 * answers 404 and the new one works.
 */
import ICAL from 'ical.js';
import { request as playwrightRequest } from '@playwright/test';
import { calendarFeedMessages as m } from '@app/contract';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import {
  BASE_URL,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';

test('a student subscribes to their lessons and rotates the address', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
  const account = await registerByApi(page.request, { prefix: 'feed' });
  await signInByApi(context, account.email, account.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const lesson = await bookAndPayByApi(page, maya, { fromDays: 40, toDays: 45 });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings?tab=account');
  const address = page.getByLabel(m.addressLabel);
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await page.getByRole('button', { name: m.copy }).click();
  await expect(page.getByText(m.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A calendar app: no cookies at all.
  const app = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    const feed = await app.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const booked = events.find((e) => e.uid.startsWith(`booking-${lesson.bookingId}@`));
    expect(booked, 'the paid lesson is in the feed').toBeDefined();
    expect(booked!.startDate.toJSDate().toISOString()).toBe(new Date(lesson.startUtc).toISOString());
    expect(booked!.summary).toContain('Maya Keller');

    await page.getByRole('button', { name: m.rotate }).click();
    await expect(page.getByText(m.rotateConfirm)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: m.rotateYes }).click();
    await expect(page.getByText(m.rotated)).toBeVisible();
    await expect(address).not.toHaveValue(url);
    const fresh = await address.inputValue();
    expect((await app.get(new URL(url).pathname)).status()).toBe(404);
    expect((await app.get(new URL(fresh).pathname)).status()).toBe(200);
  } finally {
    await app.dispose();
  }
});
