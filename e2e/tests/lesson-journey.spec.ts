/**
 * Issue 5, "Done when", as a new student would try it, beside the demo mentor (Maya Keller) in a second
 * browser context, both with a fake camera and microphone: book and pay a lesson two weeks ahead, prepare
 * for it, ask for another time and have the mentor accept, join at the window (the student from the lesson
 * card, the mentor from the navbar) and see and hear each other, review after the end. Then a second lesson
 * is cancelled 3 days ahead and refunded in full, a third 1 day ahead and refunded half, each checked in the
 * ledger and the mails. The dev clock is shared by the run and only moves forward: times are relative to it.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { soundModeMessages, type Booking } from '@app/contract';
import {
  advanceClock,
  DEMO,
  expect,
  presetCookieConsent,
  readLatestEmail,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import {
  bookAndPayByApi,
  chooseLessonAndTime,
  mentorNamed,
  openBookingDialog,
  payWithCard,
  TEST_CARD_PAYS,
} from '../support/booking.ts';
import { expectSeesAndHears, MEDIA_PERMISSIONS, withFakeMedia } from '../support/lesson-room.ts';

test.use(withFakeMedia);

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

async function lesson(page: Page, id: number): Promise<Booking> {
  return (await (await page.request.get(`/api/lessons/bookings/${id}/`)).json()) as Booking;
}

interface Person {
  context: BrowserContext;
  email: string;
  password: string;
}

/** Moves the shared clock to `seconds` after `instant` (never back), then everyone signs in again. */
async function clockTo(page: Page, instant: string, seconds: number, people: Person[]): Promise<void> {
  const { now } = await advanceClock(page.request, 0);
  const ahead = (Date.parse(instant) + seconds * 1000 - Date.parse(now)) / 1000;
  await advanceClock(page.request, Math.max(0, Math.ceil(ahead)));
  // Access tokens are short-lived and were issued by the old time.
  for (const person of people) await signInByApi(person.context, person.email, person.password);
}

async function cancelFromCard(page: Page, id: number, expectedRefund: number): Promise<void> {
  await page.goto('/my-lessons');
  const card = page.getByRole('article').filter({ hasText: `LES-${id}` });
  await card.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this lesson?' });
  await expect(dialog).toContainText(euros(expectedRefund));
  await dialog.getByRole('button', { name: 'Cancel lesson' }).click();
  await expect(page.getByRole('status')).toContainText(
    `The lesson has been cancelled and ${euros(expectedRefund)} will be refunded.`,
  );
}

/** The booking's refund in the ledger: one balanced transaction taking `cents` back out of the provider. */
async function expectRefundInLedger(page: Page, id: number, cents: number): Promise<void> {
  const res = await page.request.get('/api/dev/ledger/', { params: { booking_id: id } });
  expect(res.ok()).toBeTruthy();
  const ledger = (await res.json()) as {
    kind: string;
    entries: { account: string; amount_cents: number }[];
  }[];
  expect(ledger.map((t) => t.kind)).toEqual(['payment', 'refund']);
  for (const t of ledger) expect(t.entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
  const refund = ledger[1]!.entries.find((e) => e.account === 'provider_clearing');
  expect(refund?.amount_cents).toBe(-cents);
}

test('a new student books, prepares, reschedules, meets the mentor in the room, reviews, and cancels two more', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await presetCookieConsent(context);
  const student = await registerByApi(request, { prefix: 'journey' });
  await signInByApi(context, student.email, student.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const mentorContext = await browser.newContext({ permissions: MEDIA_PERMISSIONS });
  await presetCookieConsent(mentorContext);
  await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
  const mentorPage = await mentorContext.newPage();
  const people: Person[] = [
    { context, ...student },
    { context: mentorContext, ...DEMO.mentor },
  ];

  try {
    // Book and pay two weeks ahead, through the dialog and the test checkout.
    const dialog = await openBookingDialog(page, maya);
    await chooseLessonAndTime(dialog, { instrument: maya.skills[0]!, minutes: 60, weeksAhead: 2 });
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await payWithCard(page, TEST_CARD_PAYS);
    await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
    const id = Number(/\/bookings\/(\d+)\//.exec(page.url())![1]);
    const reference = `LES-${id}`;

    // Prepare: the questionnaire's answers reach the mentor's view of the lesson.
    await page.getByRole('link', { name: 'Prepare for your lesson' }).click();
    await page.getByText('Intermediate', { exact: true }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .getByLabel('What would you like to achieve?')
      .fill('Play "Autumn Leaves" with a walking bass.');
    await page.getByRole('button', { name: 'Continue to My Lessons' }).click();
    await expect(page).toHaveURL(/\/my-lessons$/);
    await mentorPage.goto('/my-lessons');
    const mentorCard = mentorPage.getByRole('article').filter({ hasText: reference });
    await mentorCard.getByRole('button', { name: 'Details' }).click();
    await expect(mentorPage.getByRole('dialog')).toContainText('Play "Autumn Leaves" with a walking bass.');
    await mentorPage.keyboard.press('Escape');

    // Reschedule: the student asks for another day, the mentor accepts, the lesson moves.
    const card = page.getByRole('article').filter({ hasText: reference });
    await card.getByRole('button', { name: 'Reschedule' }).click();
    const modal = page.getByRole('dialog', { name: 'Reschedule lesson' });
    const days = modal.getByRole('list', { name: 'Days' }).getByRole('button');
    await days.and(page.locator(':enabled')).nth(1).click();
    await modal
      .getByRole('button', { name: /^\d\d:\d\d$/ })
      .first()
      .click();
    await modal.getByRole('button', { name: 'Confirm new time' }).click();
    await expect(card.getByText('Waiting for your mentor to accept the new time.')).toBeVisible();
    const newStart = (await lesson(page, id)).reschedule_request!.start_utc;
    await mentorPage.reload();
    await mentorCard.getByRole('button', { name: 'Accept' }).click();
    await expect(mentorPage.getByText('The lesson has been moved to the new time.')).toBeVisible();
    const moved = await lesson(page, id);
    expect(moved.date_time.start).toBe(newStart);
    const movedMail = await readLatestEmail(request, student.email, {
      subject: `Lesson moved: ${reference}`,
    });
    expect(movedMail.attachments.map((a) => a.filename)).toContain(`lesson-${reference}.ics`);

    // Five minutes before the new start both join: the student from the card, the mentor from the navbar.
    await clockTo(page, newStart, -5 * 60, people);
    await page.goto('/my-lessons');
    await card.getByRole('button', { name: 'Join' }).click();
    await expect(page).toHaveURL(new RegExp(`/lesson/${id}\\?t=`));
    await mentorPage.goto('/my-lessons');
    await mentorPage
      .getByRole('button', { name: /^Starting in \d+ min/ })
      .first()
      .click();
    await expect(mentorPage).toHaveURL(new RegExp(`/lesson/${id}\\?t=`));
    // Past the device check (issue 19) into the call.
    for (const p of [page, mentorPage]) await p.getByRole('button', { name: soundModeMessages.join }).click();
    await expectSeesAndHears(page);
    await expectSeesAndHears(mentorPage);
    await mentorPage.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('button', { name: 'Leave' }).click();

    // After the end the lesson is completed and the student reviews the mentor.
    await clockTo(page, moved.date_time.end_lesson, 60, people);
    await page.goto('/my-lessons?tab=completed');
    await card.getByRole('link', { name: 'Review' }).first().click();
    await expect(page).toHaveURL(/\/my-lessons\/review\?booking_id=/);
    for (const rating of ['Teaching ability', 'Communication', 'Expertise']) {
      await page.getByRole('group', { name: rating }).locator('label').nth(4).click();
    }
    await page.getByLabel('Describe your experience (optional)').fill('Patient and precise. Great lesson.');
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thank you! Your review has been submitted.')).toBeVisible();

    // A second lesson cancelled 3 or more days ahead: refunded in full.
    const early = await bookAndPayByApi(page, maya, { fromDays: 3, toDays: 9 });
    await cancelFromCard(page, early.bookingId, early.amountCents);
    await expectRefundInLedger(page, early.bookingId, early.amountCents);
    const earlyMail = await readLatestEmail(request, student.email, {
      subject: `Lesson cancelled: LES-${early.bookingId}`,
    });
    expect(earlyMail.text).toContain(`A refund of ${euros(early.amountCents)}`);

    // A third lesson cancelled within 48 hours: refunded half.
    const late = await bookAndPayByApi(page, maya, { fromDays: 0, toDays: 1 });
    const half = Math.round(late.amountCents / 2);
    await cancelFromCard(page, late.bookingId, half);
    await expectRefundInLedger(page, late.bookingId, half);
    const lateMail = await readLatestEmail(request, student.email, {
      subject: `Lesson cancelled: LES-${late.bookingId}`,
    });
    expect(lateMail.text).toContain(`A refund of ${euros(half)}`);
  } finally {
    await mentorContext.close();
  }
});
