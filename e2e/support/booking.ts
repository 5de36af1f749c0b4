/**
 * What the booking journeys share: finding a seeded mentor, walking the booking dialog the way a student
 * does (instrument, length, the first free time of the week shown), and paying on the test checkout.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface SeededMentor {
  id: number;
  name: string;
  skills: string[];
}

/** A seeded approved mentor by full name (the demo catalogue is the same in every fresh database). */
export async function mentorNamed(request: APIRequestContext, fullName: string): Promise<SeededMentor> {
  const res = await request.get('/api/mentors/list/', {
    params: { search: fullName.split(' ')[0]!, page_size: 50 },
  });
  expect(res.ok()).toBeTruthy();
  const { results } = (await res.json()) as {
    results: { id: number; user: { full_name: string }; skills: { name: string }[] }[];
  };
  const mentor = results.find((m) => m.user.full_name === fullName);
  expect(mentor, `seeded mentor ${fullName}`).toBeTruthy();
  return { id: mentor!.id, name: fullName, skills: mentor!.skills.map((s) => s.name) };
}

export function bookingDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /Book a lesson/ });
}

/** Opens the profile and the booking dialog from the mentor card's "Book a lesson". */
export async function openBookingDialog(page: Page, mentor: SeededMentor): Promise<Locator> {
  await page.goto(`/mentor/${mentor.id}`);
  await page.getByRole('button', { name: 'Book a lesson' }).first().click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Choose an instrument' })).toBeVisible();
  return dialog;
}

/** Steps 0-2: an instrument, a length (or the free trial) and the first free time of the first free day. */
export async function chooseLessonAndTime(
  dialog: Locator,
  options: { instrument: string; minutes?: number; trial?: boolean; eachStep?: () => Promise<void> },
): Promise<string> {
  const check = options.eachStep ?? (() => Promise.resolve());
  // The radios are visually hidden inside their card-like labels: a person clicks the label.
  await dialog.getByText(options.instrument, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: options.instrument })).toBeChecked();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Choose a lesson length' })).toBeVisible();
  await check();
  if (options.trial) {
    await dialog.getByRole('button', { name: /Free trial/ }).click();
  } else {
    await dialog.getByText(`${options.minutes ?? 60} minutes`, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expect(dialog.getByRole('heading', { name: 'Pick a date and time' })).toBeVisible();
  const firstTime = dialog.locator('section[aria-labelledby^="slots-"] button').first();
  await expect(firstTime).toBeVisible({ timeout: 10_000 });
  await check();
  const label = (await firstTime.innerText()).trim();
  await firstTime.click();
  await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
  await expect(dialog.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  return label;
}

export const TEST_CARD_PAYS = '4242 4242 4242 4242';
export const TEST_CARD_DECLINED = '4000 0000 0000 0002';

/** Fills the test checkout's card form and presses Pay. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Sam Student');
  await page.getByRole('button', { name: /^Pay / }).click();
}
