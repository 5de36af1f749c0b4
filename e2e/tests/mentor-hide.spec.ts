/**
 * Staff edit a mentor's headline and hide them (issue 21 item 2, ADR 75): from the mentor's page in the back
 * office, the headline is saved with the mentor's own rules, the mentor is hidden with a reason, the public
 * list no longer shows them, and the audit log has both actions. They are shown again at the end. axe on
 * every page visited.
 */
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  DEMO,
  test,
} from '../support/fixtures.ts';
import { readCards } from '../support/discovery.ts';

// A seeded mentor no other journey books or counts on by name.
const HIDDEN = 'Kenji Watanabe';
const HEADLINE = 'Calm classical guitar lessons for grown-up beginners';

test('staff edit a mentor’s headline, hide them and find both in the audit log', async ({ browser }) => {
  test.setTimeout(120_000);
  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();
  const visitorContext = await browser.newContext();
  await presetCookieConsent(visitorContext);
  const visitor = await visitorContext.newPage();
  const listed = async () => {
    await visitor.goto(`/listings?search=${encodeURIComponent(HIDDEN.split(' ')[0]!)}`);
    return (await readCards(visitor)).map((card) => card.name);
  };

  await test.step('edit the headline from the mentor’s page', async () => {
    await staff.goto(`/admin/people?search=${encodeURIComponent(HIDDEN)}`);
    await staff.getByRole('link', { name: HIDDEN }).click();
    await expect(staff.getByRole('heading', { level: 3, name: 'Mentor profile' })).toBeVisible();
    await expect(staff.getByText('Listed: in search and bookable')).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await staff.getByRole('button', { name: 'Edit profile' }).click();
    const form = staff.getByRole('form', { name: 'Edit the mentor profile' });
    await form.getByLabel('Headline').fill('Too short');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(form.getByText(/at least \d+ characters/)).toBeVisible();
    await expectNoSeriousA11yViolations(staff);
    await form.getByLabel('Headline').fill(HEADLINE);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(staff.getByRole('status')).toContainText(`${HIDDEN}'s profile is saved.`);
    await expect(staff.getByText(HEADLINE)).toBeVisible();
  });

  await test.step('hide the mentor: the public list no longer shows them', async () => {
    expect(await listed()).toContain(HIDDEN);
    await staff.getByRole('button', { name: 'Hide from search' }).click();
    const dialog = staff.getByRole('dialog', { name: `Hide ${HIDDEN}?` });
    await dialog.getByLabel('Reason (required)').fill('Profile photo under review');
    await expectNoSeriousA11yViolations(staff);
    await dialog.getByRole('button', { name: 'Hide mentor' }).click();
    await expect(staff.getByRole('status')).toContainText(`${HIDDEN} is hidden from search and booking`);
    await expect(staff.getByText(/Hidden since .*Profile photo under review/)).toBeVisible();
    // The public list keeps a visitor's answer up to 10 s (ADR 43).
    await expect.poll(listed, { timeout: 30_000 }).not.toContain(HIDDEN);
  });

  await test.step('the audit log has both actions', async () => {
    await staff
      .getByRole('navigation', { name: 'Staff area sections' })
      .getByRole('link', { name: 'Audit log' })
      .click();
    const edited = staff.getByRole('row').filter({ hasText: 'Mentor profile edited' }).first();
    await expect(edited).toContainText(HEADLINE);
    const hidden = staff.getByRole('row').filter({ hasText: 'Mentor hidden' }).first();
    await expect(hidden).toContainText('Profile photo under review');
    await expect(hidden).toContainText(DEMO.staff.email);
    await expectNoSeriousA11yViolations(staff);
  });

  await test.step('show the mentor again', async () => {
    await staff.goto(`/admin/people?search=${encodeURIComponent(HIDDEN)}`);
    await staff.getByRole('link', { name: HIDDEN }).click();
    await staff.getByRole('button', { name: 'Show in search' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Show mentor' }).click();
    await expect(staff.getByRole('status')).toContainText(`${HIDDEN} is listed again.`);
    await expect.poll(listed, { timeout: 30_000 }).toContain(HIDDEN);
  });
  await staffContext.close();
  await visitorContext.close();
});
