/**
 * Recurring time off (issue 22 item 1, ADR 77), tried as a new teacher would: on the calendar of a 390 px
 * phone the demo mentor adds "every <tomorrow's weekday> from <a free hour> to an hour later" in their own
 * zone (an inverted range is refused first), sees it listed, and that hour is gone from a student's
 * booking dialog; removing it gives the hour back. Axe-clean calendar and booking dialog. The demo mentor
 * is shared by the suite, so whatever is left is removed afterwards.
 */
import { recurringTimeOffMessages as m, type RecurringTimeOffList } from '@app/contract';
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

const URL = '/api/mentors/recurring-time-off/';

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

/** The weekday name and HH:MM of an instant on the wall clock of a zone. */
function wallClock(zone: string, ms: number): { weekday: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { weekday: part('weekday'), time: `${part('hour')}:${part('minute')}` };
}

test("a recurring time off added on the calendar leaves the student's booking times", async ({
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
  expect(before.length, 'tomorrow needs free times').toBeGreaterThan(1);
  const busy = before[Math.floor(before.length / 2)]!;
  // A time an hour or more away stays (the time off is one hour long).
  const other = before.find((s) => Math.abs(Date.parse(s) - Date.parse(busy)) >= 3_600_000);
  expect(other, 'tomorrow needs a second free time').toBeDefined();

  const mentor = await signedInContext(browser, DEMO.mentor.email, DEMO.mentor.password);
  try {
    const { timezone, items } = await getJson<RecurringTimeOffList>(mentor.request, URL);
    expect(items).toEqual([]);
    const from = wallClock(timezone, Date.parse(busy));
    const to = wallClock(timezone, Date.parse(busy) + 3_600_000);

    const mentorPage = await mentor.newPage();
    await mentorPage.setViewportSize({ width: 390, height: 844 });
    await mentorPage.goto('/calendar');
    const section = mentorPage.getByRole('region', { name: m.heading });
    await expect(section.getByText(m.none)).toBeVisible();
    await expect(section.getByText(m.inYourZone(timezone))).toBeVisible();
    const form = section.getByRole('form', { name: m.add });
    await form.getByLabel(m.weekdayLabel).selectOption({ label: from.weekday });
    // An end before the start is refused on the field, before anything is sent.
    await form.getByLabel(m.startLabel).fill(to.time);
    await form.getByLabel(m.endLabel).fill(from.time);
    await form.getByRole('button', { name: m.add }).click();
    await expect(form.getByText(m.endNotAfterStart)).toBeVisible();
    await expect(form.getByLabel(m.endLabel)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(m.startLabel).fill(from.time);
    await form.getByLabel(m.endLabel).fill(to.time);
    await form.getByLabel(m.endLabel).press('Enter');
    await expect(section.getByText(m.added)).toBeVisible();
    const row = section.getByRole('listitem').filter({ hasText: `Every ${from.weekday}, ${from.time} to` });
    await expect(row).toBeVisible();
    const overflow = await mentorPage.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(mentorPage);

    expect(await startsOn(request, maya.id, tomorrow)).not.toContain(busy);
    // The calendar answer carries the occurrence as time off, so the grid shows it.
    const calendar = await getJson<{ items: { type: string; id: number | null; start: string }[] }>(
      mentor.request,
      `/api/lessons/calendar/?start_date=${ymd(tomorrow)}&end_date=${ymd(tomorrow)}`,
    );
    expect(calendar.items).toContainEqual(
      expect.objectContaining({ type: 'time_off', id: null, start: busy.replace(/\.\d{3}Z$/, 'Z') }),
    );

    // The student's dialog (shown in UTC) agrees; axe with the dialog open.
    await loginAs('student');
    const dialog = await openBookingDialog(page, maya);
    await openTimes(dialog, maya.skills[0]!);
    await weekInDialog(dialog, mondayOf(tomorrow));
    await dialog.getByRole('button', { name: longDay(tomorrow), exact: true }).click();
    await expect(dialog.getByRole('button', { name: hhmm(other!), exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: hhmm(busy), exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Removing it gives the hour back.
    await row.getByRole('button', { name: /^Remove: / }).click();
    await expect(section.getByText(m.none)).toBeVisible();
    expect(await startsOn(request, maya.id, tomorrow)).toContain(busy);
  } finally {
    const left = await getJson<RecurringTimeOffList>(mentor.request, URL);
    for (const item of left.items) {
      const res = await mentor.request.delete(`${URL}${item.id}/`, {
        headers: await apiHeaders(mentor.request),
      });
      expect(res.ok()).toBeTruthy();
    }
    await mentor.close();
  }
});
