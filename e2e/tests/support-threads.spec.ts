/**
 * Support tickets as threads (issue 21 item 4, ADR 69 "Support threads"), end to end: a user opens a ticket;
 * staff assign it to themselves, reply and add an internal note; the user gets the reply by mail, sees it
 * (not the note) on My requests and answers; staff see the answer; the audit log shows the staff actions.
 * axe on both pages, and both at 390 px wide.
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
} from '../support/fixtures.ts';
import type { Page } from '@playwright/test';

const REPLY = 'Please sign out and in again, then open the lesson link.';
const NOTE = 'Checked the room logs: the link was fine.';
const ANSWER = 'That worked, thank you!';

async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
}

test('a ticket as a thread: staff reply and note, the user answers on My requests', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'threads' });
  await signInByApi(context, account.email, account.password);

  await page.goto('/support');
  await page.getByLabel('Reason').selectOption({ label: 'Technical difficulties' });
  await page.getByLabel('Message').fill('The lesson link does not open.');
  await page.getByRole('button', { name: 'Submit request' }).click();
  const reference = (await page.getByText(/^Reference #: SUP-\d{6}$/).textContent())!.replace(
    'Reference #: ',
    '',
  );

  const staffContext = await browser.newContext();
  await presetCookieConsent(staffContext);
  await signInByApi(staffContext, DEMO.staff.email, DEMO.staff.password);
  const staff = await staffContext.newPage();

  await test.step('staff open the thread, assign it, reply and add a note', async () => {
    await staff.goto('/admin/support-tickets');
    await staff.getByRole('link', { name: reference }).click();
    await expect(staff.getByRole('heading', { level: 2, name: `Ticket ${reference}` })).toBeVisible();
    await staff.getByLabel('Assigned to').selectOption({ label: DEMO.staff.email });
    await staff.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(staff.getByText('Assignment saved.')).toBeVisible();
    await staff.getByRole('textbox', { name: 'Reply to the user' }).fill(REPLY);
    await staff.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText('Reply sent.')).toBeVisible();
    await expect(staff.getByText('Waiting for the user')).toBeVisible();
    await staff.getByRole('textbox', { name: 'Internal note' }).fill(NOTE);
    await staff.getByRole('button', { name: 'Add note' }).click();
    await expect(staff.getByText('Note added.')).toBeVisible();
    await expect(staff.getByRole('listitem').filter({ hasText: NOTE })).toContainText('(Internal note)');
    await expectNoSeriousA11yViolations(staff);
  });

  await test.step('the user gets the reply by mail, sees it (not the note) and answers', async () => {
    const mail = await readLatestEmail(request, account.email, { subject: reference });
    expect(mail.text).toContain(REPLY);
    expect(mail.text).not.toContain(NOTE);
    expect(mail.text).toContain('/support/requests');
    await page.goto('/support');
    await page.getByRole('link', { name: 'My requests' }).click();
    await expect(page).toHaveURL(/\/support\/requests$/);
    const thread = page.getByRole('article', { name: new RegExp(reference) });
    await expect(thread).toContainText(REPLY);
    await expect(thread).toContainText('Waiting for the user');
    await expect(page.getByText(NOTE)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await thread.getByRole('textbox', { name: `Your answer (${reference})` }).fill(ANSWER);
    await thread.getByRole('button', { name: 'Send answer' }).click();
    await expect(thread.getByText('Answer sent.')).toBeVisible();
    await expect(thread).toContainText(ANSWER);
    await expect(thread).toContainText('Status: Open');
    await fitsPhone(page);
  });

  await test.step('staff see the answer, and the audit log has every staff action', async () => {
    await staff.reload();
    await expect(staff.getByRole('listitem').filter({ hasText: ANSWER })).toBeVisible();
    await expect(staff.getByText('Open', { exact: true })).toBeVisible();
    await fitsPhone(staff);
    await staff.setViewportSize({ width: 1280, height: 800 });
    const id = String(Number(reference.slice(4)));
    await staff.goto(`/admin/audit?record_type=support_ticket&record_id=${id}`);
    for (const action of ['Ticket assigned', 'Ticket replied to', 'Internal note added']) {
      await expect(staff.getByRole('row').filter({ hasText: action })).toContainText(DEMO.staff.email);
    }
    await expectNoSeriousA11yViolations(staff);
  });
  await staffContext.close();
});
