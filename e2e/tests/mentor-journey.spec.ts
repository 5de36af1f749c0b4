/**
 * Issue 6, "done when", tried as a new user would, in one test with several browsers: Odile registers,
 * applies to teach through every step of /become-mentor (reloading halfway), staff approve her, students
 * find her, she takes a day off, a student books and pays a lesson on another day, she sees it in her
 * calendar, and 7 days after it ended she connects a payment account and withdraws her earnings. The
 * ledger and the dashboard agree to the cent.
 */
import {
  applicationMessages,
  onboardingTexts,
  payoutMessages,
  type Booking,
  type PaymentHistoryPage,
  type TaxRateResponse,
} from '@app/contract';
import { TEST_CARD_PAYS, bookingDialog, mentorNamed, payWithCard } from '../support/booking.ts';
import { readCards } from '../support/discovery.ts';
import {
  DEMO,
  advanceClock,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  readLatestEmail,
  registerByApi,
  signIn,
  signInByApi,
  strongPassword,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import {
  DAY_MS,
  bookingLedger,
  calendarColumn,
  completeTestProviderPage,
  euros,
  freeTimesOn,
  getJson,
  insightCard,
  insightFigure,
  longDay,
  mondayOf,
  openCalendarAt,
  openTimes,
  payoutButton,
  readInsights,
  registerThroughForm,
  serverNow,
  signedInContext,
  weekInDialog,
  ymd,
} from '../support/mentor-journey.ts';
import {
  INTRODUCTION,
  expectSaved,
  introductionEditor,
  pngPhoto,
  press,
  stepHeading,
} from '../support/onboarding.ts';

// A retry runs on the same server, where the first attempt's Odile may already be listed: a surname of its
// own per attempt (letters only, so search reads it as one word).
const SURNAME_TAIL = Array.from({ length: 3 }, () =>
  String.fromCharCode(97 + Math.floor(Math.random() * 26)),
);
const ODILE = {
  firstName: 'Odile',
  lastName: `Varga${SURNAME_TAIL.join('')}`,
  email: uniqueEmail('odile'),
  password: strongPassword(),
};
const NAME = `${ODILE.firstName} ${ODILE.lastName}`;
const HEADLINE = 'Bebop and ballad piano for grown-ups who always wanted to swing';

test('a new mentor applies, is approved, found, booked and paid, and withdraws the earnings', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await presetCookieConsent(context);

  await test.step('Odile registers, confirms her e-mail and applies through every step', async () => {
    await registerThroughForm(page, ODILE);
    await signIn(page, ODILE.email, ODILE.password);
    await page.goto('/become-mentor');
    await expect(stepHeading(page, 'About you')).toBeVisible();
    await page.getByRole('button', { name: 'Piano', exact: true }).click();
    await page.getByRole('group', { name: 'Music styles' }).getByRole('button', { name: 'Jazz' }).click();
    await page.getByRole('group', { name: 'Languages' }).getByRole('button', { name: 'English' }).click();
    await page.getByRole('checkbox', { name: /at least 18 years old/ }).check();
    await press(page, onboardingTexts.saveAndContinue);

    await expect(stepHeading(page, 'Profile photo')).toBeVisible();
    await page
      .getByLabel('Upload a profile photo')
      .setInputFiles({ name: 'odile.png', mimeType: 'image/png', buffer: await pngPhoto() });
    await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
    await press(page, onboardingTexts.saveAndContinue);

    await expect(stepHeading(page, 'Profile description')).toBeVisible();
    await introductionEditor(page).click();
    await page.keyboard.type(INTRODUCTION);
    await page.getByRole('textbox', { name: onboardingTexts.createYourHeadline }).fill(HEADLINE);
    await press(page, onboardingTexts.saveAndContinue);

    // Weekly hours on every day: Monday to Friday start with 09:00-17:00, the weekend is switched on.
    await expect(stepHeading(page, 'Availability')).toBeVisible();
    await page.getByLabel('Time zone').selectOption('Europe/Budapest');
    for (const day of ['Saturday', 'Sunday']) await page.getByRole('switch', { name: day }).click();
    await expect(page.getByLabel('Sunday, slot 1, From')).toHaveValue('09:00');
  });

  await test.step('a reload on the availability step brings everything back', async () => {
    await expectSaved(page, (stored) => JSON.stringify(stored).includes('"day":"Sun","slots":[{'));
    await page.reload();
    await expect(stepHeading(page, 'Availability')).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Budapest');
    for (const day of ['Monday', 'Friday', 'Saturday', 'Sunday'])
      await expect(page.getByRole('switch', { name: day })).toHaveAttribute('aria-checked', 'true');
    await press(page, 'Back');
    await expect(introductionEditor(page)).toHaveText(INTRODUCTION);
    await expect(page.getByRole('textbox', { name: onboardingTexts.createYourHeadline })).toHaveValue(
      HEADLINE,
    );
    await press(page, 'Back');
    const preview = page.getByRole('img', { name: 'Preview of your profile photo' });
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(320);
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    await steps.getByRole('link', { name: /About you/ }).click();
    const piano = page.getByRole('button', { name: 'Piano', exact: true });
    await expect(piano).toHaveAttribute('aria-pressed', 'true');
    await steps.getByRole('link', { name: /Availability/ }).click();
    // The step has changed before its button is pressed: "About you" has a "Save and continue" too.
    await expect(stepHeading(page, 'Availability')).toBeVisible();
    await press(page, onboardingTexts.saveAndContinue);
  });

  await test.step('the hourly rate, then Submit: the application is sent', async () => {
    await expect(stepHeading(page, 'Hourly rate')).toBeVisible();
    await page.getByLabel('Hourly rate (€)').fill('45');
    await press(page, 'Submit application');
    await expect(stepHeading(page, onboardingTexts.applicationSubmitted)).toBeVisible({ timeout: 15_000 });
  });

  // The student first looks around as a visitor: Odile is not listed while she waits for approval.
  const studentContext = await browser.newContext();
  await presetCookieConsent(studentContext);
  const student = await studentContext.newPage();
  const search = async () => {
    await student.goto(`/listings?search=${encodeURIComponent(ODILE.lastName)}`);
    return readCards(student);
  };
  expect((await search()).map((c) => c.name)).not.toContain(NAME);

  await test.step('staff find the application with its photo and approve it', async () => {
    const staffContext = await signedInContext(browser, DEMO.staff.email, DEMO.staff.password);
    const staff = await staffContext.newPage();
    await staff.goto('/admin/applications');
    const application = staff.getByRole('article', { name: NAME });
    const photo = application.getByRole('img', { name: `Photo of ${NAME}` });
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(application).toContainText(HEADLINE);
    await application.getByRole('button', { name: `Approve ${NAME}` }).click();
    await staff
      .getByRole('dialog', { name: `Approve ${NAME}?` })
      .getByRole('button', { name: 'Approve and list' })
      .click();
    await expect(staff.getByRole('status').getByText(applicationMessages.approved(NAME))).toBeVisible();
    await staffContext.close();
    await readLatestEmail(request, ODILE.email, { subject: 'application is approved' });
  });

  await test.step('a visitor now finds Odile by name in the listings', async () => {
    const card = (await search()).find((c) => c.name === NAME);
    expect(card?.text).toContain(HEADLINE);
  });
  const odile = await mentorNamed(request, NAME);

  // A whole day off three weeks ahead (clear of the days other journeys jump to), and the lesson the day after.
  const dayOff = mondayOf(await serverNow(page)) + 23 * DAY_MS;
  const lessonDay = dayOff + DAY_MS;
  await test.step('Odile takes a whole day off in her calendar', async () => {
    // The day has free times before (else the dialog's check below could not fail).
    expect(await freeTimesOn(request, odile.id, dayOff)).toBeGreaterThan(0);
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Add time off' });
    await form.getByLabel('Start date').fill(ymd(dayOff));
    await form.getByLabel('Start time').fill('00:00');
    await form.getByLabel('End date').fill(ymd(lessonDay));
    await form.getByLabel('End time').fill('00:00');
    await form.getByRole('button', { name: 'Add time off' }).click();
    await expect(form.getByText('Time off added.')).toBeVisible();
  });

  const learner = await registerByApi(request, { prefix: 'odile-student', firstName: 'Bruno' });
  await signInByApi(studentContext, learner.email, learner.password);
  let bookingId = 0;
  await test.step('a student finds no times on the day off, books the day after and pays by card', async () => {
    await student.goto(`/mentor/${odile.id}`);
    await student.getByRole('button', { name: 'Book a lesson' }).first().click();
    const dialog = bookingDialog(student);
    await openTimes(dialog, 'Piano');
    await weekInDialog(dialog, mondayOf(dayOff));
    // Once the week's times are in (the day after has some), the day off has none.
    const next = dialog.getByRole('button', { name: longDay(lessonDay), exact: true });
    await expect(next).toBeEnabled({ timeout: 10_000 });
    await expect(dialog.getByRole('button', { name: longDay(dayOff), exact: true })).toBeDisabled();
    await next.click();
    await dialog.locator('section[aria-labelledby^="slots-"] button').first().click();
    await dialog.getByRole('button', { name: 'Continue to Checkout' }).click();
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(student).toHaveURL(/\/checkout\/test\/cs_test_/);
    await expect(student.getByText(NAME)).toBeVisible();
    await payWithCard(student, TEST_CARD_PAYS);
    await expect(student).toHaveURL(/\/bookings\/\d+\/success/);
    bookingId = Number(/\/bookings\/(\d+)\//.exec(student.url())![1]);
  });
  const booking = await getJson<Booking>(student.request, `/api/lessons/bookings/${bookingId}/`);
  // The hourly rate Odile typed is what the student paid for 60 minutes.
  expect(booking).toMatchObject({ status: 'paid', session_minutes: 60, amount_cents: 4500 });
  expect(booking.date_time.start.slice(0, 10)).toBe(ymd(lessonDay));
  await studentContext.close();

  await test.step("Odile sees the lesson with the student's name in her calendar", async () => {
    const day = await openCalendarAt(page, lessonDay);
    const [start, end] = [booking.date_time.start, booking.date_time.end].map((t) => t.slice(11, 16));
    // Bruno's first lesson with Odile carries the first-lesson mark (M6).
    const lesson = `Confirmed lesson: Piano with Bruno Tester, first lesson, ${start} – ${end}`;
    await expect(day.getByRole('button', { name: lesson, exact: true })).toBeVisible();
    await expect(calendarColumn(page, dayOff).getByRole('button', { name: /^Time off/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  const earnings = booking.payment_details.mentor_earnings_cents;
  await test.step('7 days after the lesson the earnings are available on the dashboard', async () => {
    const now = await serverNow(page);
    await advanceClock(
      page.request,
      Math.ceil((Date.parse(booking.date_time.end) - now) / 1000) + 7 * 86_400 + 3_600,
    );
    // The session was issued before the jump: Odile signs in again.
    await signInByApi(context, ODILE.email, ODILE.password);
    await page.goto('/insights');
    await expect(insightFigure(page, 'Current balance')).toHaveText(euros(earnings));
    await expect(insightFigure(page, 'Pending balance')).toHaveText('€0.00');
    await expect(insightFigure(page, 'Lifetime earnings')).toHaveText(euros(earnings));
    await expect(insightFigure(page, 'Completed sessions')).toHaveText('1');
    // No payment account yet: the payout waits for one (M3).
    await expect(payoutButton(page)).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('Odile connects a payment account and withdraws the whole balance', async () => {
    await insightCard(page, 'Current balance')
      .getByRole('button', { name: 'Connect payment account' })
      .click();
    await expect(page).toHaveURL(/\/connect\/test\//);
    await completeTestProviderPage(page, NAME);
    await expect(page).toHaveURL(/\/insights$/);
    await expect(payoutButton(page)).toHaveText(`Request payout of ${euros(earnings)}`);
    await payoutButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Request payout' });
    await dialog.getByRole('button', { name: 'Confirm payout' }).click();
    await expect(page.getByText(payoutMessages.payoutRequested)).toBeVisible();
    await expect(insightFigure(page, 'Current balance')).toHaveText('€0.00');
    await expect(insightFigure(page, 'Lifetime payouts')).toHaveText(euros(earnings));
  });

  await test.step('the ledger balances and the dashboard agrees with it', async () => {
    const fee = await getJson<TaxRateResponse>(page.request, `/api/mentors/tax-rate/?mentor_id=${odile.id}`);
    const paid = booking.payment_details.total_amount_cents;
    expect(earnings).toBe(paid - Math.round(paid * fee.tax_rate));
    const ledger = await bookingLedger(request, bookingId);
    expect(ledger.map((t) => t.kind)).toEqual(['payment']);
    const entries = ledger[0]!.entries;
    expect(entries.reduce((sum, e) => sum + e.amount_cents, 0)).toBe(0);
    expect(entries).toContainEqual({ account: 'provider_clearing', amount_cents: paid });
    expect(entries).toContainEqual({ account: 'mentor_payable', amount_cents: -earnings });
    // The payout has no booking: the mentor's payments history shows it next to the earning.
    const history = await getJson<PaymentHistoryPage>(page.request, '/api/users/settings/payments/');
    expect(
      history.results
        .map(({ kind, amount_cents, status }) => ({ kind, amount_cents, status }))
        .sort((a, b) => a.kind.localeCompare(b.kind)),
    ).toEqual([
      { kind: 'earning', amount_cents: earnings, status: 'completed' },
      { kind: 'payout', amount_cents: earnings, status: 'completed' },
    ]);
    expect(await readInsights(page)).toMatchObject({
      currentBalance: 0,
      pendingBalance: 0,
      lifetimeEarnings: earnings,
      totalLifetimePayouts: earnings,
      totalCompletedSessions: 1,
    });
  });
});
