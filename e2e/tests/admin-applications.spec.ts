/**
 * The staff queue of mentor applications (M1), end to end: staff open Applications in the staff area,
 * review a seeded applicant's profile, approve it after confirmation, the applicant is mailed, and the new
 * mentor is then found by a student's search on /listings. Paul Neumann is approved here; Sean Murphy's
 * pasted bio stays pending for hostile-bio.spec.ts.
 */
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  readLatestEmail,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { readCards } from '../support/discovery.ts';

const APPLICANT = 'Paul Neumann';
const APPLICANT_EMAIL = 'paul.neumann@example.com';

test('staff approve a seeded application and the new mentor is found in search', async ({
  page,
  context,
  browser,
  request,
}) => {
  await presetCookieConsent(context);

  await test.step('not listed while the application waits', async () => {
    await page.goto(`/listings?search=${encodeURIComponent('Neumann')}`);
    const cards = await readCards(page);
    expect(cards.map((c) => c.name)).not.toContain(APPLICANT);
  });

  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();
  await test.step('staff review and approve the application', async () => {
    await staff.goto('/admin');
    const nav = staff.getByRole('navigation', { name: 'Staff area sections' });
    await expect(nav.getByRole('link').first()).toHaveText('Dashboard');
    await nav.getByRole('link', { name: 'Applications' }).click();
    await expect(staff).toHaveURL(/\/admin\/applications$/);
    await expect(staff.getByRole('heading', { level: 2, name: 'Mentor applications' })).toBeVisible();
    const application = staff.getByRole('article', { name: APPLICANT });
    await expect(application.getByRole('img', { name: `Photo of ${APPLICANT}` })).toBeVisible();
    await expect(application).toContainText(APPLICANT_EMAIL);
    await expect(application).toContainText('Weekly availability');
    // Keyboard: the Approve button opens the confirmation, which is confirmed with Enter.
    await application.getByRole('button', { name: `Approve ${APPLICANT}` }).focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog', { name: `Approve ${APPLICANT}?` });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await dialog.getByRole('button', { name: 'Approve and list' }).click();
    await expect(
      staff.getByRole('status').getByText(`${APPLICANT} is approved and now listed.`),
    ).toBeVisible();
    await expect(staff.getByRole('article', { name: APPLICANT })).toHaveCount(0);
  });
  await staffContext.close();

  await test.step('the applicant is mailed', async () => {
    const mail = await readLatestEmail(request, APPLICANT_EMAIL, { subject: 'application is approved' });
    expect(mail.text).toContain('/mentor/');
  });

  await test.step('the new mentor is found in /listings search', async () => {
    await page.goto(`/listings?search=${encodeURIComponent('Neumann')}`);
    const cards = await readCards(page);
    expect(cards.map((c) => c.name)).toContain(APPLICANT);
  });
});
