/**
 * Lesson packages (issue 18 item 2): a mentor offers a 5-lesson package on their settings; a student buys
 * it from the profile on the test checkout, sees 5 credits in their settings, books two lessons with
 * credits (no payment step), cancels one more than 48 hours ahead from My Lessons and has 4 credits again.
 * axe on the new sections; the settings again at 390 px.
 */
import {
  apiHeaders,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { mentorNamed, payWithCard, TEST_CARD_PAYS } from '../support/booking.ts';

test('a student buys a 5-lesson package, books two lessons with credits and gets one back by cancelling early', async ({
  page,
  context,
  browser,
  request,
}) => {
  const mentor = await mentorNamed(request, 'Ananya Iyer');

  // The mentor offers the package on their settings (Payments tab, Packages).
  const mentorContext = await browser.newContext();
  await presetCookieConsent(mentorContext);
  await signInByApi(mentorContext, 'ananya.iyer@example.com', DEMO_PASSWORD);
  const mentorPage = await mentorContext.newPage();
  await mentorPage.goto('/settings?tab=payments');
  const offer = mentorPage.getByRole('form', { name: 'Add a package' });
  await offer.getByLabel('Lessons').selectOption('5');
  await offer.getByLabel('Length').selectOption({ label: '60 minutes' });
  await offer.getByLabel('Discount (%)').fill('10');
  await offer.getByRole('button', { name: 'Add package' }).click();
  await expect(mentorPage.getByRole('list', { name: 'Your packages' })).toContainText(
    '5 × 60 minutes, 10% off',
  );
  await expectNoSeriousA11yViolations(mentorPage);
  await mentorContext.close();

  // The student buys it from the profile through the provider's checkout.
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'packages' });
  await signInByApi(context, account.email, account.password);
  await page.goto(`/mentor/${mentor.id}`);
  const packages = page.getByRole('region', { name: 'Lesson packages' });
  await expect(packages).toContainText('per lesson, you save');
  await expectNoSeriousA11yViolations(page);
  await packages.getByRole('button', { name: 'Buy 5 × 60 min lessons' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await payWithCard(page, TEST_CARD_PAYS);
  await expect(page).toHaveURL(/\/settings\?tab=payments/);
  const credits = page.getByRole('list', { name: 'Your lesson credits' });
  await expect(credits).toContainText('Ananya Iyer, 60 minutes: 5 left, valid until');
  await expectNoSeriousA11yViolations(page);

  // Two lessons booked with credits: no payment link, paid at once.
  const profile = (await (await page.request.get(`/api/mentors/${mentor.id}/`)).json()) as {
    sessions: { id: number; session_time: number }[];
    skills: { id: number }[];
  };
  const sessionId = profile.sessions.find((s) => s.session_time === 60)!.id;
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  const day = (ahead: number) => new Date(Date.parse(now) + ahead * 86_400_000).toISOString().slice(0, 10);
  const slots = (
    (await (
      await page.request.get('/api/mentors/available-times/', {
        params: { mentor_id: mentor.id, session_id: sessionId, start_date: day(4), end_date: day(10) },
      })
    ).json()) as { available_slots: { start_utc: string; end_utc: string }[] }
  ).available_slots;
  expect(slots.length, 'free times 4 to 10 days ahead').toBeGreaterThan(1);
  const booked: number[] = [];
  for (const slot of [slots[0]!, slots.at(-1)!]) {
    const res = await page.request.post('/api/lessons/book/', {
      data: {
        mentor_id: mentor.id,
        session_id: sessionId,
        skill_id: profile.skills[0]!.id,
        ...slot,
        use_credit: true,
      },
      headers: await apiHeaders(page.request),
    });
    expect(res.status(), await res.text()).toBe(201);
    const answer = (await res.json()) as { booking_id: number; payment_link: string | null };
    expect(answer.payment_link).toBeNull();
    booked.push(answer.booking_id);
  }

  // Cancelled from My Lessons more than 48 hours ahead: the credit comes back.
  await page.goto('/my-lessons');
  const card = page.getByRole('article').filter({ hasText: `LES-${booked[0]}` });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this lesson?' })
    .getByRole('button', { name: 'Cancel lesson' })
    .click();
  await expect(page.getByRole('status')).toContainText('Your lesson credit is back.');

  await page.goto('/settings?tab=payments');
  await expect(credits).toContainText('Ananya Iyer, 60 minutes: 4 left');

  // The same at phone size.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(credits).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund unused credits' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
