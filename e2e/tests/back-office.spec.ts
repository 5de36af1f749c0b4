/**
 * The staff back office (issue 21, ADR 69), tried as staff would: from the dashboard, suspend a mentor with
 * two future lessons (both cancelled and refunded, the student mailed, the mentor gone from search and unable
 * to sign in, ADR 75),
 * refund half of another lesson from its booking page (the ledger shows it, the student is mailed), find
 * both in the audit log with the values before and after, and reinstate the mentor. axe on every page, and
 * the pages at 390 px wide.
 */
import {
  apiHeaders,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  readLatestEmail,
  registerByApi,
  signInByApi,
  DEMO,
  DEMO_PASSWORD,
  test,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import { readCards } from '../support/discovery.ts';

// Seeded mentors no other journey books or counts on by name.
const SUSPENDED = 'Noah Kelly';
const REFUNDED = 'Lucas Oliveira';
const SUSPENDED_EMAIL = 'noah.kelly@example.com';

test('staff suspend a mentor, refund half a lesson and find both in the audit log', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  const student = await registerByApi(request, { prefix: 'backoffice' });
  await signInByApi(context, student.email, student.password);
  const suspended = await mentorNamed(request, SUSPENDED);
  const refunded = await mentorNamed(request, REFUNDED);
  const lost = await bookAndPayByApi(page, suspended, { fromDays: 1, toDays: 7 });
  const alsoLost = await bookAndPayByApi(page, suspended, { fromDays: 8, toDays: 14 });
  const kept = await bookAndPayByApi(page, refunded, { fromDays: 1, toDays: 7 });

  // Search as a visitor sees it (the new student's page has the referral question open).
  const visitorContext = await browser.newContext();
  await presetCookieConsent(visitorContext);
  const visitor = await visitorContext.newPage();

  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();

  await test.step('the dashboard and the staff bar', async () => {
    await staff.goto('/admin');
    await expect(staff.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeVisible();
    await expect(
      staff.getByRole('region', { name: 'This week' }).getByRole('link', { name: /Lessons/ }),
    ).toBeVisible();
    const bar = staff.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'My Lessons' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(staff);
  });

  await test.step('suspend the mentor: the future lesson is cancelled and refunded', async () => {
    await staff
      .getByRole('navigation', { name: 'Staff area sections' })
      .getByRole('link', { name: 'People' })
      .click();
    await staff.getByLabel('Name, e-mail or account id').fill(SUSPENDED);
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff.getByRole('link', { name: SUSPENDED })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.getByRole('link', { name: SUSPENDED }).click();
    await expect(staff.getByRole('heading', { level: 2, name: SUSPENDED })).toBeVisible();
    await expect(staff.getByRole('row', { name: new RegExp(`LES-${lost.bookingId}`) })).toContainText('paid');
    await expectNoSeriousA11yViolations(staff);
    await staff.getByRole('button', { name: 'Suspend' }).click();
    const dialog = staff.getByRole('dialog', { name: `Suspend ${SUSPENDED}?` });
    await dialog.getByLabel('Reason (required)').fill('Repeatedly rude to students');
    await expectNoSeriousA11yViolations(staff);
    await dialog.getByRole('button', { name: 'Suspend account' }).click();
    await expect(staff.getByRole('status')).toContainText(
      `${SUSPENDED} is suspended and signed out everywhere`,
    );
    for (const lesson of [lost, alsoLost]) {
      await expect(staff.getByRole('row', { name: new RegExp(`LES-${lesson.bookingId}`) })).toContainText(
        'canceled',
      );
    }
    await expect(staff.getByText('Repeatedly rude to students')).toBeVisible();
    const mail = await readLatestEmail(request, student.email, {
      subject: `Lesson cancelled: LES-${lost.bookingId}`,
    });
    expect(mail.text).toContain('Our team cancelled');
    expect(mail.text).toContain('A refund of');
    const second = await readLatestEmail(request, student.email, {
      subject: `Lesson cancelled: LES-${alsoLost.bookingId}`,
    });
    expect(second.text).toContain('A refund of');
  });

  await test.step('the suspended mentor cannot sign in', async () => {
    const signIn = await request.post('/api/auth/login/', {
      data: { email: SUSPENDED_EMAIL, password: DEMO_PASSWORD, remember_me: false },
      headers: await apiHeaders(request),
    });
    expect(signIn.status()).toBe(403);
    expect(await signIn.text()).toContain('This account is suspended');
  });

  await test.step('the suspended mentor is gone from search', async () => {
    await visitor.goto(`/listings?search=${encodeURIComponent(SUSPENDED.split(' ')[0]!)}`);
    expect((await readCards(visitor)).map((c) => c.name)).not.toContain(SUSPENDED);
  });

  await test.step('refund half of another lesson from its booking page', async () => {
    await staff
      .getByRole('navigation', { name: 'Staff area sections' })
      .getByRole('link', { name: 'Bookings' })
      .click();
    await staff.getByLabel('Reference, name or e-mail').fill(`LES-${kept.bookingId}`);
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff.getByRole('link', { name: `LES-${kept.bookingId}` })).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.getByRole('link', { name: `LES-${kept.bookingId}` }).click();
    await expect(
      staff.getByRole('heading', { level: 2, name: `Booking LES-${kept.bookingId}` }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.getByRole('button', { name: 'Refund' }).click();
    const dialog = staff.getByRole('dialog', { name: `Refund LES-${kept.bookingId}?` });
    const half = Math.floor(kept.amountCents / 2);
    await dialog.getByLabel(/^Amount/).fill((half / 100).toFixed(2));
    await dialog.getByLabel(/^Reason/).fill('The sound failed for half the lesson');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    const euros = `€${(half / 100).toFixed(2)}`;
    await expect(staff.getByRole('status')).toContainText(`${euros} of LES-${kept.bookingId} is refunded`);
    await expect(staff.getByRole('row', { name: /refund/ }).first()).toBeVisible();
    const mail = await readLatestEmail(request, student.email, {
      subject: `Refund for LES-${kept.bookingId}`,
    });
    expect(mail.text).toContain(euros);
    expect(mail.text).toContain('The sound failed for half the lesson');
  });

  await test.step('both are in the audit log with before and after, also at 390 px', async () => {
    await staff
      .getByRole('navigation', { name: 'Staff area sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const suspension = staff.getByRole('row').filter({ hasText: 'Account suspended' }).first();
    await expect(suspension).toContainText(DEMO.staff.email);
    await expect(suspension).toContainText('Repeatedly rude to students');
    await expect(suspension).toContainText(`LES-${lost.bookingId}`);
    const refund = staff.getByRole('row').filter({ hasText: 'Booking refunded' }).first();
    await expect(refund).toContainText(`booking ${kept.bookingId}`);
    await expect(refund).toContainText(`refunded_amount_cents0 → ${Math.floor(kept.amountCents / 2)}`);
    await expectNoSeriousA11yViolations(staff);
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.getByLabel('Action').selectOption({ label: 'Booking refunded' });
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff.getByRole('row').filter({ hasText: 'Account suspended' })).toHaveCount(0);
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(staff);
  });

  await test.step('reinstate the mentor: listed again', async () => {
    await staff.goto('/admin/people?search=' + encodeURIComponent(SUSPENDED));
    await staff.getByRole('link', { name: SUSPENDED }).click();
    await staff.getByRole('button', { name: 'Reinstate' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Reinstate account' }).click();
    await expect(staff.getByRole('status')).toContainText(`${SUSPENDED} is reinstated`);
    const overflow = await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The public list keeps a visitor's answer up to 10 s (ADR 43): a signed-in read is never cached.
    await expect
      .poll(async () => {
        await visitor.goto(`/listings?search=${encodeURIComponent(SUSPENDED.split(' ')[0]!)}`);
        return (await readCards(visitor)).map((c) => c.name);
      })
      .toContain(SUSPENDED);
  });
  await staffContext.close();
  await visitorContext.close();
});
