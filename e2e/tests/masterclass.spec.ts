/**
 * Masterclass (MASTER-01..19, NAV-09, K5), end to end on a fresh `npm start`: the demo data's upcoming
 * class shows in the navbar banner and on /meet-and-greet; a visitor reserves a seat and the confirmation
 * mail arrives; a signed-in student reserves one with the account; staff create a masterclass in the staff
 * area and it shows in their list and in the public list. axe on the page and the staff page.
 */
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  readLatestEmail,
  registerByApi,
  signInByApi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts';
import { ensureUpcomingClass, serverNow, upcomingClasses } from '../support/masterclasses.ts';

test('visitor and student reserve seats; staff create a masterclass', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  // The test machine is offline: the embedded player answers from a stub instead of hanging the page.
  for (const ctx of [context]) {
    await ctx.route(/^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title><p>Video</p>' }),
    );
  }
  // The current class: the demo one on a fresh server, else one staff add (the seed's own test covers the
  // demo class).
  const now = await serverNow(request);
  const upcoming = () => upcomingClasses(request);
  const [demo] = await ensureUpcomingClass(browser, request);
  expect(demo, 'an upcoming masterclass').toBeTruthy();

  // The banner under the navbar leads to the page.
  await page.goto('/listings');
  const banner = page.getByText(`Live masterclass: ${demo!.name}`);
  await expect(banner).toBeVisible();
  await page.getByRole('link', { name: 'Go to event →' }).click();
  await expect(page).toHaveURL(/\/meet-and-greet$/);
  await expect(page.getByRole('heading', { level: 1, name: demo!.name })).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByText(`${demo!.slots_left} slots left`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A visitor: the first reserve button brings the form into focus.
  await page.getByRole('button', { name: "Reserve your spot — it's free" }).first().click();
  await expect(page.getByRole('form', { name: 'Reserve your free spot' })).toBeFocused();
  const visitorEmail = uniqueEmail('mc-visitor');
  await page.getByLabel('Email').fill(visitorEmail);
  await page.getByPlaceholder('Enter name (Optional)').fill('Vera Visitor');
  await page.getByLabel('I am 18 or older, or I am joining under parental supervision.').check();
  await page.getByRole('button', { name: 'Reserve free spot' }).click();
  await expect(page.getByText('Successfully joined the masterclass!')).toBeVisible();
  await expect(page.getByText(/^Starts:/)).toBeVisible();
  await expect(page.getByText(`${demo!.slots_left - 1} slots left`)).toBeVisible();
  const mail = await readLatestEmail(request, visitorEmail, { subject: 'Your seat is confirmed' });
  expect(mail.text).toContain(demo!.name);

  // A signed-in student: no name or e-mail fields; the account's address gets the mail.
  const account = await registerByApi(request, { prefix: 'mc-student' });
  const studentContext = await browser.newContext();
  await presetCookieConsent(studentContext);
  await signInByApi(studentContext, account.email, account.password);
  const studentPage = await studentContext.newPage();
  await studentPage.goto('/meet-and-greet');
  await expect(studentPage.getByText(`You are joining as ${account.email}.`)).toBeVisible();
  await expect(studentPage.getByLabel('Email')).toHaveCount(0);
  await studentPage.getByLabel('I am 18 or older, or I am joining under parental supervision.').check();
  await studentPage.getByRole('button', { name: 'Reserve free spot' }).click();
  await expect(studentPage.getByText('Successfully joined the masterclass!')).toBeVisible();
  await readLatestEmail(request, account.email, { subject: 'Your seat is confirmed' });
  // Twice: the K5 refusal in red.
  await studentPage.reload();
  await studentPage.getByLabel('I am 18 or older, or I am joining under parental supervision.').check();
  await studentPage.getByRole('button', { name: 'Reserve free spot' }).click();
  await expect(studentPage.getByText('You have already joined this masterclass.')).toBeVisible();
  await studentContext.close();

  // Staff create one in the staff area.
  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staffPage = await staffContext.newPage();
  await staffPage.goto('/admin/masterclasses');
  await expect(staffPage.getByRole('heading', { name: 'Masterclasses' })).toBeVisible();
  await expect(staffPage.getByRole('rowheader', { name: demo!.name })).toBeVisible();
  await staffPage.getByRole('button', { name: 'New masterclass' }).click();
  const later = new Date(now + 21 * 86_400_000).toISOString().slice(0, 10);
  await staffPage.getByLabel('Name').fill('Jazz voicings live');
  await staffPage.getByLabel('Description', { exact: true }).fill('Shell voicings for standards.');
  await staffPage.getByLabel(/Preview video/).fill('https://www.youtube.com/watch?v=abcdef12345');
  await staffPage.getByLabel(/Join link/).fill('https://meet.example.com/jazz');
  await staffPage.getByLabel(/^Start/).fill(`${later}T18:30`);
  await staffPage.getByLabel('Time zone').selectOption('America/New_York');
  await staffPage.getByRole('button', { name: 'Save masterclass' }).click();
  // A watch page is not embeddable: the field says how to fix it.
  await expect(staffPage.getByText('Use a YouTube or Vimeo embed address').first()).toBeVisible();
  await staffPage.getByLabel(/Preview video/).fill('https://www.youtube-nocookie.com/embed/abcdef12345');
  await expectNoSeriousA11yViolations(staffPage);
  await staffPage.getByRole('button', { name: 'Save masterclass' }).click();
  await expect(staffPage.getByRole('rowheader', { name: 'Jazz voicings live' })).toBeVisible();
  await staffContext.close();
  // Three weeks out: listed after the current class.
  const names = (await upcoming()).map((c) => c.name);
  expect(names[0]).toBe(demo!.name);
  expect(names).toContain('Jazz voicings live');
});
