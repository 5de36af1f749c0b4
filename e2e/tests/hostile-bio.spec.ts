/**
 * A bio with markup pasted in renders inert (CARD: sanitised bio and headline). The demo data has one such
 * application awaiting approval: its bio holds a <script> and an <img onerror>. The applicant sees their own
 * pending profile and staff review it (rule C1), so both must see the text with none of it running.
 */
import { test, expect, presetCookieConsent } from '../support/fixtures.ts';
import { DEMO, DEMO_PASSWORD } from '../support/env.ts';
import { signInByApi } from '../support/helpers.ts';
import type { BrowserContext, Page } from '@playwright/test';

const APPLICANT = 'sean.murphy@example.com';

async function applicantMentorId(context: BrowserContext): Promise<number> {
  await signInByApi(context, APPLICANT, DEMO_PASSWORD);
  const check = (await (await context.request.get('/api/auth/check/')).json()) as {
    user: { mentor_id: number | null };
  };
  expect(check.user.mentor_id, 'the applicant has a mentor profile').not.toBeNull();
  return check.user.mentor_id!;
}

async function expectInertBio(page: Page, mentorId: number) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/mentor/${mentorId}`);
  const bio = page.getByText(/have played in pubs across Ireland/).first();
  await expect(bio).toBeVisible();
  // Allowed formatting survives; the script and the event handler do not.
  await expect(page.locator('main b', { hasText: 'folk' }).first()).toBeVisible();
  expect(await page.locator('main script').count()).toBe(0);
  expect(await page.locator('main img[onerror], main [onerror]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pastedBioRan?: boolean }).__pastedBioRan)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('an applicant sees their pending profile with pasted markup rendered inert', async ({
  context,
  page,
}) => {
  const id = await applicantMentorId(context);
  await expectInertBio(page, id);
});

test('staff review the same application safely', async ({ browser }) => {
  const applicant = await browser.newContext();
  const id = await applicantMentorId(applicant);
  await applicant.close();

  const staff = await browser.newContext();
  await presetCookieConsent(staff);
  await signInByApi(staff, DEMO.staff.email, DEMO.staff.password);
  await expectInertBio(await staff.newPage(), id);
  await staff.close();
});
