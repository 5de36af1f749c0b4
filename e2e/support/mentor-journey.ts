/**
 * What the mentor-side journeys of issue 6 share: registering through the form, a second signed-in
 * browser, a week of the booking dialog, a day of the calendar, the dashboard's cards and figures
 * (/insights), a booking's ledger and the built-in provider's onboarding page.
 */
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Insights } from '@app/contract';
import { BASE_URL } from './env.ts';
import {
  firstLinkIn,
  presetCookieConsent,
  readLatestEmail,
  signInByApi,
  type TestAccount,
} from './helpers.ts';
import { chooseInstrument } from './booking.ts';

// ---------------------------------------------------------------------------------------------- dates

export const DAY_MS = 86_400_000;
/** The UTC calendar date of an instant, e.g. 2026-12-16. */
export const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Midnight UTC of the Monday of the week holding `ms`. */
export const mondayOf = (ms: number) => {
  const midnight = Date.parse(ymd(ms));
  return midnight - ((new Date(midnight).getUTCDay() + 6) % 7) * DAY_MS;
};
/** A day as the booking dialog names its day buttons, e.g. "Wednesday, 16 December" (UTC). */
export const longDay = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(ms);
/** A day as the calendar names its day columns, e.g. "Wed 16 Dec" (UTC). */
export const shortDay = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(ms);

/** A GET answered 200, parsed. */
export async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `GET ${url} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The server's clock (GET /api/dev/clock/) in milliseconds: journeys pick their days relative to it. */
export async function serverNow(page: Page): Promise<number> {
  return Date.parse((await getJson<{ now: string }>(page.request, '/api/dev/clock/')).now);
}

// ---------------------------------------------------------------------------------------------- accounts

/**
 * Registers on the Register tab as a visitor does and opens the confirmation link mailed to the
 * development outbox; the account can sign in afterwards.
 */
export async function registerThroughForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/login?tab=register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password').fill(account.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?registered=true$/);
  const mail = await readLatestEmail(page.request, account.email, { subject: 'Confirm your email address' });
  await page.goto(firstLinkIn(mail.text));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
}

/** A second browser (another person) with the cookie choice made and signed in through the API. */
export async function signedInContext(
  browser: Browser,
  email: string,
  password: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, timezoneId: 'UTC', locale: 'en-US' });
  await presetCookieConsent(context);
  await signInByApi(context, email, password);
  return context;
}

// ---------------------------------------------------------------------------------------------- booking

/** Steps 0-1 of the booking dialog (an instrument, 60 minutes), up to the times. */
export async function openTimes(dialog: Locator, instrument: string) {
  await chooseInstrument(dialog, instrument);
  await dialog.getByText('60 minutes', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Pick a date and time' })).toBeVisible();
}

/** Pages the booking dialog forward until the week starting on `monday` is shown; its 7 day buttons. */
export async function weekInDialog(dialog: Locator, monday: number): Promise<Locator> {
  const first = dialog.getByRole('button', { name: longDay(monday), exact: true });
  for (let i = 0; i < 10 && !(await first.isVisible()); i += 1) {
    await dialog.getByRole('button', { name: 'Next week' }).click();
  }
  await expect(first).toBeVisible();
  return dialog.getByRole('list', { name: 'Days of the week' }).getByRole('button');
}

/** How many 60-minute lessons a mentor can still be booked for on a UTC day (the server's own count). */
export async function freeTimesOn(
  request: APIRequestContext,
  mentorId: number,
  day: number,
): Promise<number> {
  const { sessions } = await getJson<{ sessions: { id: number; session_time: number }[] }>(
    request,
    `/api/mentors/${mentorId}/`,
  );
  const sessionId = sessions.find((s) => s.session_time === 60)!.id;
  const query = `mentor_id=${mentorId}&session_id=${sessionId}&start_date=${ymd(day)}&end_date=${ymd(day)}`;
  const free = await getJson<{ available_slots: unknown[] }>(
    request,
    `/api/mentors/available-times/?${query}`,
  );
  return free.available_slots.length;
}

// ---------------------------------------------------------------------------------------------- calendar

/** The column of a day in /calendar's week view: a region named like "Wed 16 Dec". */
export const calendarColumn = (page: Page, day: number): Locator =>
  page.getByRole('region', { name: shortDay(day), exact: true });

/** Opens /calendar and pages forward (at most 10 weeks) to the week holding `day`; that day's column. */
export async function openCalendarAt(page: Page, day: number): Promise<Locator> {
  const column = calendarColumn(page, day);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  for (let i = 0; i < 10 && !(await column.isVisible()); i += 1) {
    await page.getByRole('button', { name: 'Next week' }).click();
  }
  await expect(column).toBeVisible();
  return column;
}

// ---------------------------------------------------------------------------------------------- insights

export const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

/** The dashboard's figures as the server computes them (GET /api/mentors/insights/). */
export function readInsights(page: Page): Promise<Insights> {
  return getJson<Insights>(page.request, '/api/mentors/insights/');
}

/** A card of /insights by its title, and the figure it shows. */
export const insightCard = (page: Page, name: string): Locator =>
  page.getByRole('region', { name, exact: true });
export const insightFigure = (page: Page, name: string): Locator =>
  insightCard(page, name).getByTestId('figure');
export const payoutButton = (page: Page) => page.getByRole('button', { name: /^Request payout of / });

// ---------------------------------------------------------------------------------------------- payouts

export interface LedgerTransaction {
  kind: 'payment' | 'refund' | 'payout';
  reference: string | null;
  entries: { account: string; amount_cents: number }[];
}

/** A booking's ledger transactions, oldest first (GET /api/dev/ledger/, development only). */
export function bookingLedger(request: APIRequestContext, bookingId: number): Promise<LedgerTransaction[]> {
  return getJson<LedgerTransaction[]>(request, `/api/dev/ledger/?booking_id=${bookingId}`);
}

/** Fills in the built-in test provider's onboarding page (/connect/test/...) and submits it. */
export async function completeTestProviderPage(page: Page, accountHolder: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment provider' })).toBeVisible();
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Account holder name').fill(accountHolder);
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}
