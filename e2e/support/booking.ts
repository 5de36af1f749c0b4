/**
 * What the booking journeys share: finding a seeded mentor, walking the booking dialog the way a student
 * does (instrument unless the mentor has one, length, the first free time of the week shown), and paying
 * on the test checkout.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiHeaders } from './helpers.ts';

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
  // A mentor with one instrument starts at the length (ADR 51).
  await expect(
    dialog
      .getByRole('heading', { name: 'Choose an instrument' })
      .or(dialog.getByRole('heading', { name: 'Choose a lesson length' })),
  ).toBeVisible();
  return dialog;
}

/**
 * Step 0: the instrument, when there is a choice. A mentor with one instrument has no instrument step (ADR 51),
 * so wait for whichever step the dialog opens on. Ends on the length step.
 */
export async function chooseInstrument(dialog: Locator, instrument: string): Promise<void> {
  const instrumentStep = dialog.getByRole('heading', { name: 'Choose an instrument' });
  const lengthStep = dialog.getByRole('heading', { name: 'Choose a lesson length' });
  await expect(instrumentStep.or(lengthStep)).toBeVisible();
  if (await instrumentStep.isVisible()) {
    // The radios are visually hidden inside their card-like labels: a person clicks the label.
    await dialog.getByText(instrument, { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: instrument })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expect(lengthStep).toBeVisible();
}

/** Steps 0-2: an instrument, a length (or the free trial) and the first free time of the first free day. */
export async function chooseLessonAndTime(
  dialog: Locator,
  options: {
    instrument: string;
    minutes?: number;
    trial?: boolean;
    /** How many weeks to page forward before picking (a lesson far enough ahead to be moved, say). */
    weeksAhead?: number;
    eachStep?: () => Promise<void>;
  },
): Promise<string> {
  const check = options.eachStep ?? (() => Promise.resolve());
  await chooseInstrument(dialog, options.instrument);
  await check();
  if (options.trial) {
    await dialog.getByRole('button', { name: /Free trial/ }).click();
  } else {
    await dialog.getByText(`${options.minutes ?? 60} minutes`, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await expect(dialog.getByRole('heading', { name: 'Pick a date and time' })).toBeVisible();
  for (let week = 0; week < (options.weeksAhead ?? 0); week += 1) {
    await dialog.getByRole('button', { name: 'Next week' }).click();
  }
  const firstTime = dialog.locator('section[aria-labelledby^="slots-"] button').first();
  // The journeys share a development clock that others move forward: late in the week shown (by the
  // server's clock) no day may have a free time left, as for a student on a Sunday evening. Then the next
  // week, as that student would.
  const noTimes = dialog.getByText('No available time slots for this date.');
  for (let week = 0; week < 2; week += 1) {
    await expect(firstTime.or(noTimes)).toBeVisible({ timeout: 10_000 });
    if (await firstTime.isVisible()) break;
    await dialog.getByRole('button', { name: 'Next week' }).click();
  }
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
  await page.getByLabel('Name on card').fill('Sam Taylor');
  await page.getByRole('button', { name: /^Pay / }).click();
}

export interface PaidLesson {
  bookingId: number;
  startUtc: string;
  endUtc: string;
  amountCents: number;
}

/**
 * Books (through the API, as the page's signed-in student) the mentor's first free 60-minute lesson
 * between `fromDays` and `toDays` days after the server's clock, and pays it on the test checkout. The
 * clock is shared and only moves forward, so times are picked relative to it.
 */
export async function bookAndPayByApi(
  page: Page,
  mentor: SeededMentor,
  { fromDays = 0, toDays = 3 }: { fromDays?: number; toDays?: number } = {},
): Promise<PaidLesson> {
  const headers = () => apiHeaders(page.request);
  const profile = (await (await page.request.get(`/api/mentors/${mentor.id}/`)).json()) as {
    sessions: { id: number; session_time: number }[];
    skills: { id: number }[];
  };
  const sessionId = profile.sessions.find((s) => s.session_time === 60)!.id;
  const { now } = (await (await page.request.get('/api/dev/clock/')).json()) as { now: string };
  const day = (ahead: number) => new Date(Date.parse(now) + ahead * 86_400_000).toISOString().slice(0, 10);
  const slots = (
    (await (
      await page.request.get('/api/mentors/available-times/', {
        params: {
          mentor_id: mentor.id,
          session_id: sessionId,
          start_date: day(fromDays),
          end_date: day(toDays),
        },
      })
    ).json()) as { available_slots: { start_utc: string; end_utc: string }[] }
  ).available_slots;
  expect(slots.length, `free times of ${mentor.name} in the coming days`).toBeGreaterThan(0);
  const slot = slots[0]!;
  const booked = await page.request.post('/api/lessons/book/', {
    data: {
      mentor_id: mentor.id,
      session_id: sessionId,
      skill_id: profile.skills[0]!.id,
      ...slot,
      free_trial: false,
    },
    headers: await headers(),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const answer = (await booked.json()) as {
    booking_id: number;
    payment_link: string;
    total_amount_cents: number;
  };
  const paid = await page.request.post(
    `/api/payments/test-checkout/${answer.payment_link.split('/').at(-1)}/pay/4242424242424242`,
    { headers: await headers() },
  );
  expect(paid.ok(), await paid.text()).toBeTruthy();
  return {
    bookingId: answer.booking_id,
    startUtc: slot.start_utc,
    endUtc: slot.end_utc,
    amountCents: answer.total_amount_cents,
  };
}
