/**
 * Each mentor's own booking rules (issue 22 item 4), tried as a new teacher would: the demo mentor sets a
 * minimum notice on the Availability tab (on a 390 px phone, by keyboard, axe-clean) that reaches into
 * tomorrow, and a student's booking dialog no longer offers tomorrow's early times. The demo mentor is
 * shared by the suite, so the rules are put back afterwards.
 */
import { bookingRuleMessages as m } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { mentorNamed, openBookingDialog } from '../support/booking.ts';
import { apiHeaders, DEMO, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import {
  DAY_MS,
  getJson,
  longDay,
  mondayOf,
  openTimes,
  signedInContext,
  weekInDialog,
  ymd,
} from '../support/mentor-journey.ts';

const HOUR_MS = 3_600_000;

/** The UTC starts of the mentor's 60-minute times on a UTC date, as the server lists them. */
async function startsOn(request: APIRequestContext, mentorId: number, day: number): Promise<string[]> {
  const { sessions } = await getJson<{ sessions: { id: number; session_time: number }[] }>(
    request,
    `/api/mentors/${mentorId}/`,
  );
  const sessionId = sessions.find((s) => s.session_time === 60)!.id;
  const query = `mentor_id=${mentorId}&session_id=${sessionId}&start_date=${ymd(day)}&end_date=${ymd(day)}`;
  const free = await getJson<{ available_slots: { start_utc: string }[] }>(
    request,
    `/api/mentors/available-times/?${query}`,
  );
  return free.available_slots.map((s) => s.start_utc);
}

const hhmm = (iso: string) => iso.slice(11, 16);

test('a minimum notice reaching into tomorrow takes its early times out of the booking dialog', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  test.setTimeout(90_000);
  const clock = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  const now = Date.parse(clock.now);
  const tomorrow = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS;
  const maya = await mentorNamed(request, 'Maya Keller');
  const before = await startsOn(request, maya.id, tomorrow);
  expect(before.length, 'tomorrow needs at least two free times').toBeGreaterThan(1);
  // Whole hours of notice that reach the middle of tomorrow's times (24 h when the clock allows it).
  const middle = Date.parse(before[Math.max(1, Math.floor(before.length / 2))]!);
  const notice = Math.min(72, Math.ceil((middle - now) / HOUR_MS));
  const early = before.filter((s) => Date.parse(s) < now + notice * HOUR_MS);
  expect(early.length).toBeGreaterThan(0);

  const mentor = await signedInContext(browser, DEMO.mentor.email, DEMO.mentor.password);
  try {
    const mentorPage = await mentor.newPage();
    await mentorPage.setViewportSize({ width: 390, height: 844 });
    await mentorPage.goto('/settings?tab=availability');
    const form = mentorPage.getByRole('form', { name: m.heading });
    const field = form.getByLabel(m.minNoticeLabel);
    await expect(field).toHaveValue('2');
    // By keyboard: an out-of-range value is refused on the field, then the chosen notice is saved.
    await field.focus();
    await mentorPage.keyboard.press('ControlOrMeta+A');
    await mentorPage.keyboard.type('80');
    await mentorPage.keyboard.press('Enter');
    await expect(form.getByText(m.range(0, 72))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(mentorPage);
    await mentorPage.keyboard.press('ControlOrMeta+A');
    await mentorPage.keyboard.type(String(notice));
    await mentorPage.keyboard.press('Enter');
    await expect(form.getByText(m.saved)).toBeVisible();
    // Nothing wider than the phone.
    const overflow = await mentorPage.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(mentorPage);

    const after = await startsOn(request, maya.id, tomorrow);
    for (const start of after) expect(Date.parse(start)).toBeGreaterThanOrEqual(now + notice * HOUR_MS);
    expect(after).not.toContain(early[0]);

    // The student's dialog (shown in UTC) agrees.
    await loginAs('student');
    const dialog = await openBookingDialog(page, maya);
    await openTimes(dialog, maya.skills[0]!);
    await weekInDialog(dialog, mondayOf(tomorrow));
    await dialog.getByRole('button', { name: longDay(tomorrow), exact: true }).click();
    const times = dialog.getByRole('button', { pressed: false });
    await expect(times.getByText(hhmm(after[0]!), { exact: true })).toBeVisible();
    for (const start of early) {
      await expect(dialog.getByRole('button', { name: hhmm(start), exact: true })).toHaveCount(0);
    }
  } finally {
    const res = await mentor.request.put('/api/mentors/booking-rules/', {
      data: { min_notice_hours: 2, horizon_days: 90, buffer_minutes: 0, max_lessons_per_day: null },
      headers: await apiHeaders(mentor.request),
    });
    expect(res.ok()).toBeTruthy();
    await mentor.close();
  }
});
