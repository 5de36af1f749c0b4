/**
 * Issue 17 item 4, "No dead ends in booking" (ADR 0051), walked at 1280x800 with axe on each page, each of
 * those pages rechecked at 390x844 (no sideways scroll, axe) without walking the flow again (ADR 65):
 * a free trial already had with a mentor is not offered again (card, profile, dialog); a mentor with one
 * instrument starts the dialog at the length; a lesson card shows Join disabled with "Opens ..." before its
 * window; a visitor's heart completes the save after sign-in, back on the page; "Confirm new time" waits for
 * a time; and a waiting request for a new time can be withdrawn, which tells the mentor.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  apiHeaders,
  listEmails,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
  DEMO,
} from '../support/fixtures.ts';
import { bookAndPayByApi, bookingDialog, mentorNamed } from '../support/booking.ts';

const DESKTOP = { width: 1280, height: 800 } as const;

interface ListedMentor {
  id: number;
  user: { full_name: string };
  skills: { name: string }[];
  offer_trial: boolean;
}

/** Books (as the page's signed-in student) the mentor's first free trial in the coming days. */
async function bookTrialByApi(page: Page, mentorId: number): Promise<void> {
  const profile = (await (await page.request.get(`/api/mentors/${mentorId}/`)).json()) as {
    sessions: { id: number; session_time: number }[];
    skills: { id: number }[];
  };
  const sessionId = profile.sessions.find((s) => s.session_time === 30)!.id;
  const { now } = (await (await page.request.get('/api/dev/clock/')).json()) as { now: string };
  const day = (ahead: number) => new Date(Date.parse(now) + ahead * 86_400_000).toISOString().slice(0, 10);
  const slots = (
    (await (
      await page.request.get('/api/mentors/available-times/', {
        params: {
          mentor_id: mentorId,
          session_id: sessionId,
          start_date: day(2),
          end_date: day(8),
          free_trial: 'true',
        },
      })
    ).json()) as { available_slots: { start_utc: string; end_utc: string }[] }
  ).available_slots;
  expect(slots.length).toBeGreaterThan(0);
  const booked = await page.request.post('/api/lessons/book/', {
    data: {
      mentor_id: mentorId,
      session_id: sessionId,
      skill_id: profile.skills[0]!.id,
      ...slots[0]!,
      free_trial: true,
    },
    headers: await apiHeaders(page.request),
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('a used free trial is not offered again; one instrument starts at the length', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const student = await registerByApi(request, { prefix: 'trial' });
  await signInByApi(context, student.email, student.password);
  const maya = await mentorNamed(request, 'Maya Keller');

  // Before: the profile offers the trial.
  await page.goto(`/mentor/${maya.id}`);
  const lessons = page.getByRole('region', { name: 'Lessons and prices' });
  await expect(lessons.getByText('Free trial · 30 min')).toBeVisible();
  await expect(page.getByText('Offers Free Trial')).toBeVisible();

  await bookTrialByApi(page, maya.id);
  await page.reload();
  await expect(page.getByText('Free trial used')).toBeVisible();
  await expect(page.getByText('Offers Free Trial')).toHaveCount(0);
  await expect(lessons.getByText('Already used')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);

  await page.getByRole('button', { name: 'Book a lesson' }).first().click();
  const dialog = bookingDialog(page);
  await expect(dialog.getByRole('heading', { name: 'Choose an instrument' })).toBeVisible();
  await dialog.getByText(maya.skills[0]!, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Choose a lesson length' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Free trial/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A mentor with one instrument: the dialog starts at the length, 1 of 3, without a Back.
  const listed: ListedMentor[] = [];
  for (let p = 1; p <= 3; p += 1) {
    const res = await request.get('/api/mentors/list/', { params: { page_size: 50, page: p } });
    listed.push(...((await res.json()) as { results: ListedMentor[] }).results);
  }
  const single = listed.find((m) => m.skills.length === 1);
  expect(single, 'a seeded mentor who teaches one instrument').toBeTruthy();
  await page.goto(`/mentor/${single!.id}`);
  await page.getByRole('button', { name: 'Book a lesson' }).first().click();
  const one = bookingDialog(page);
  await expect(one.getByRole('heading', { name: 'Choose a lesson length' })).toBeVisible();
  await expect(one.getByText('Step 1 of 3')).toBeVisible();
  await expect(one.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await expect(one.getByRole('heading', { name: 'Choose an instrument' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);
});

test("a visitor's heart completes the save after signing in, back on the page", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const student = await registerByApi(request, { prefix: 'save' });
  await page.goto('/listings?instrument=Piano');
  const heart = page.getByRole('button', { name: /^Save / }).first();
  const label = (await heart.getAttribute('aria-label'))!;
  const name = label.replace(/^Save /, '');
  await heart.click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Back where the heart was pressed, the mark gone from the address, the mentor saved.
  await expect(page).toHaveURL(/\/listings\?instrument=Piano$/);
  // A new account may still add a referral code: its popup opens over the listings first (REFERRAL-01).
  const referral = page.getByRole('dialog', { name: 'Were you referred by a mentor?' });
  await expect(referral).toBeVisible();
  await referral.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: `Remove ${name} from saved` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);
  await page.goto('/saved');
  await expect(page.getByRole('heading', { name })).toBeVisible();
});

test('Join waits with its opening time; Confirm waits for a time; a request is withdrawn', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  const student = await registerByApi(request, { prefix: 'lesson' });
  await signInByApi(context, student.email, student.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const { bookingId: id } = await bookAndPayByApi(page, maya, { fromDays: 4, toDays: 10 });

  await page.goto('/my-lessons');
  const card = page.getByRole('article').filter({ hasText: `LES-${id}` });
  const join = card.getByRole('button', { name: 'Join' });
  await expect(join).toBeDisabled();
  await expect(card.getByText(/^Opens .*at \d\d:\d\d \(.+\)$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);

  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule lesson' });
  const confirm = dialog.getByRole('button', { name: 'Confirm new time' });
  await expect(dialog.getByRole('button', { name: /^\d\d:\d\d$/ }).first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByText(/Please select a time slot/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);
  const days = dialog.getByRole('list', { name: 'Days' }).getByRole('button');
  await days.and(page.locator(':enabled')).nth(2).click();
  await dialog
    .getByRole('button', { name: /^\d\d:\d\d$/ })
    .first()
    .click();
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();

  const withdraw = card.getByRole('button', { name: 'Withdraw request' });
  await expect(withdraw).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page);
  await withdraw.click();
  await expect(
    page.getByText('Your request for a new time has been withdrawn; the lesson stays at its time.'),
  ).toBeVisible();
  await expect(card.getByText(/Reschedule requested/)).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  // The mentor was told.
  await expect
    .poll(async () =>
      (await listEmails(request, DEMO.mentor.email)).some((m) =>
        m.subject.startsWith(`Request for a new time withdrawn: LES-${id}`),
      ),
    )
    .toBe(true);
});
