/**
 * Busy times in from a mentor's other calendars (issue 22 item 3), tried as a new teacher would: the demo
 * mentor adds the address of a calendar (served by a local server this test starts, a weekly recurring
 * event over one of tomorrow's free hours) on the Availability tab of a 390 px phone, sees it read, and
 * that hour is gone from a student's booking dialog. Axe-clean; the calendar is removed again afterwards.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { externalCalendarMessages as m } from '@app/contract';
import type { APIRequestContext } from '@playwright/test';
import { mentorNamed, openBookingDialog } from '../support/booking.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
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
const icsTime = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A calendar with one weekly hour, starting at `start` (UTC). */
function weeklyFeed(start: number): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Journey//Busy//EN',
    'BEGIN:VEVENT',
    'UID:journey-weekly@test',
    `DTSTAMP:${icsTime(start - DAY_MS)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(start + 3_600_000)}`,
    'RRULE:FREQ=WEEKLY;COUNT=4',
    'SUMMARY:Orchestra rehearsal',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

test("a busy hour in the mentor's other calendar leaves the student's booking times", async ({
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

  const feed = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(weeklyFeed(Date.parse(busy)));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/calendar.ics`;

  const mentor = await signedInContext(browser, DEMO.mentor.email, DEMO.mentor.password);
  try {
    const mentorPage = await mentor.newPage();
    await mentorPage.setViewportSize({ width: 390, height: 844 });
    await mentorPage.goto('/settings?tab=availability');
    const section = mentorPage.getByRole('region', { name: m.heading });
    await expect(section.getByText(m.none)).toBeVisible();
    const form = section.getByRole('form', { name: m.add });
    // A wrong address is refused on the field, before anything is sent.
    await form.getByLabel(m.urlLabel).fill('calendar.example.com');
    await form.getByRole('button', { name: m.add }).click();
    await expect(form.getByText(m.notAnAddress)).toBeVisible();
    await form.getByLabel(m.urlLabel).fill(address);
    await form.getByLabel(m.urlLabel).press('Enter');
    await expect(section.getByText(m.added)).toBeVisible();
    const row = section.getByRole('listitem').filter({ hasText: address });
    await expect(row.getByText(/^Last read /)).toBeVisible();
    await expect(row.getByText(/Last try failed/)).toHaveCount(0);
    const overflow = await mentorPage.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(mentorPage);

    expect(await startsOn(request, maya.id, tomorrow)).not.toContain(busy);

    // The student's dialog (shown in UTC) agrees.
    await loginAs('student');
    const dialog = await openBookingDialog(page, maya);
    await openTimes(dialog, maya.skills[0]!);
    await weekInDialog(dialog, mondayOf(tomorrow));
    await dialog.getByRole('button', { name: longDay(tomorrow), exact: true }).click();
    await expect(dialog.getByRole('button', { name: hhmm(before[0]!), exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: hhmm(busy), exact: true })).toHaveCount(0);

    // Removing the calendar gives the hour back.
    await row.getByRole('button', { name: m.removeLabel(address) }).click();
    await expect(section.getByText(m.removed)).toBeVisible();
    await expect(section.getByText(m.none)).toBeVisible();
    expect(await startsOn(request, maya.id, tomorrow)).toContain(busy);
  } finally {
    await mentor.close();
    await new Promise<void>((resolve) => feed.close(() => resolve()));
  }
});
