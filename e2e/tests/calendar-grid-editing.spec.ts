/**
 * Editing on the calendar grid (issue 22 item 1), as a teacher would: the demo mentor drags a time off
 * with the mouse and drags its bottom edge longer, a student's booking dialog loses those hours, the mentor
 * cancels it after the confirmation, adds extra availability by keyboard only, and on a 390 px phone the
 * calendar opens on one day and a swipe goes to the next. Axe on the grid and its dialogs.
 */
import type { Locator, Page } from '@playwright/test';
import { mentorNamed, openBookingDialog } from '../support/booking.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import {
  DAY_MS,
  longDay,
  mondayOf,
  openCalendarAt,
  openTimes,
  signedInContext,
  weekInDialog,
} from '../support/mentor-journey.ts';

const HOUR_PX = 40;
const longDate = (ms: number) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(ms);
const freeTime = (page: Page, day: number) =>
  page.getByRole('button', { name: new RegExp(`^Free time on ${longDate(day)}`) });

/** The page's y of a minute of the day in a column (its free-time surface starts at 00:00). */
async function yOf(surface: Locator, minute: number): Promise<number> {
  const box = (await surface.boundingBox())!;
  return box.y + (minute / 60) * HOUR_PX;
}

/** Arrow keys from where the keyboard cursor is (read from its name) to a minute of the day. */
async function moveCursorTo(page: Page, minute: number) {
  const cursor = page.getByRole('button', { name: /selected$/ });
  await expect(cursor).toBeFocused();
  const label = (await cursor.getAttribute('aria-label'))!;
  const [hh, mm] = label
    .match(/(\d\d):(\d\d) – /)!
    .slice(1)
    .map(Number) as [number, number];
  const steps = (minute - (hh * 60 + mm)) / 30;
  for (let i = 0; i < Math.abs(steps); i += 1) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
}

async function dragMouse(page: Page, x: number, fromY: number, toY: number) {
  await page.mouse.move(x, fromY);
  await page.mouse.down();
  await page.mouse.move(x, (fromY + toY) / 2, { steps: 4 });
  await page.mouse.move(x, toY, { steps: 4 });
  await page.mouse.up();
}

test('a teacher edits time off and extra time on the grid, by mouse, keyboard and swipe', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  test.setTimeout(120_000);
  const clock = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  // Nine weeks ahead, a Wednesday: clear of the weeks other journeys use, inside the 90-day horizon.
  const wednesday = mondayOf(Date.parse(clock.now)) + 63 * DAY_MS + 2 * DAY_MS;
  const maya = await mentorNamed(request, 'Maya Keller');
  const mentor = await signedInContext(browser, DEMO.mentor.email, DEMO.mentor.password);
  try {
    const calendar = await mentor.newPage();
    await calendar.setViewportSize({ width: 1280, height: 900 });
    await openCalendarAt(calendar, wednesday);
    const grid = calendar.getByRole('region', { name: 'Calendar grid' });
    // The grid opened at the mentor's hours (08:00 UTC), not at midnight.
    await expect.poll(() => grid.evaluate((el) => el.scrollTop)).toBeGreaterThan(6 * HOUR_PX);
    await grid.evaluate((el, top) => (el.scrollTop = top), 9 * HOUR_PX);

    // Drag 10:00 -> 12:00 on empty time: the dialog proposes that range, as time off.
    const surface = freeTime(calendar, wednesday);
    const x = (await surface.boundingBox())!.x + 30;
    await dragMouse(calendar, x, (await yOf(surface, 600)) + 4, (await yOf(surface, 710)) + 4);
    const add = calendar.getByRole('dialog', { name: 'Add to your calendar' });
    await expect(add.getByText(/10:00 – 12:00 \(UTC\)/)).toBeVisible();
    await expectNoSeriousA11yViolations(calendar);
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(add).toBeHidden();
    const timeOff = calendar.getByRole('button', { name: 'Time off, 10:00 – 12:00' });
    await expect(timeOff).toBeVisible();

    // Its bottom edge dragged to 13:00.
    const edge = calendar.locator('li', { has: timeOff }).locator('[data-edge="end"]');
    const handle = (await edge.boundingBox())!;
    await dragMouse(calendar, handle.x + 20, handle.y + handle.height / 2, await yOf(surface, 780));
    const longer = calendar.getByRole('button', { name: 'Time off, 10:00 – 13:00' });
    await expect(longer).toBeVisible();

    // The student's booking dialog (UTC) has no times from 10:00 to 12:00 that day.
    await loginAs('student');
    const booking = await openBookingDialog(page, maya);
    await openTimes(booking, maya.skills[0]!);
    await weekInDialog(booking, mondayOf(wednesday));
    await booking.getByRole('button', { name: longDay(wednesday), exact: true }).click();
    await expect(booking.getByRole('button', { name: '08:00', exact: true })).toBeVisible();
    for (const hour of ['10:00', '11:00', '12:00'])
      await expect(booking.getByRole('button', { name: hour, exact: true })).toHaveCount(0);

    // Cancelled after the confirmation.
    await longer.click();
    const details = calendar.getByRole('dialog', { name: 'Time off' });
    await details.getByRole('button', { name: 'Cancel time off' }).click();
    await expect(details.getByText(/Cancel this time off\?/)).toBeVisible();
    await expectNoSeriousA11yViolations(calendar);
    await details.getByRole('button', { name: 'Yes, cancel time off' }).click();
    await expect(details).toBeHidden();
    await expect(longer).toHaveCount(0);

    // Keyboard only: from the grid, Tab to the free time, move to Thursday 18:00, extend to 19:00, Enter.
    await grid.focus();
    await calendar.keyboard.press('Tab');
    await moveCursorTo(calendar, 18 * 60);
    for (let i = 0; i < 3; i += 1) await calendar.keyboard.press('ArrowRight');
    await calendar.keyboard.press('Shift+ArrowDown');
    await expect(freeTime(calendar, wednesday + DAY_MS)).toHaveAccessibleName(/18:00 – 19:00 selected$/);
    await calendar.keyboard.press('Enter');
    await expect(add).toBeVisible();
    await calendar.keyboard.press('Tab');
    await expect(add.getByRole('radio', { name: 'Time off' })).toBeFocused();
    await calendar.keyboard.press('ArrowDown');
    await expect(add.getByRole('radio', { name: 'Extra availability' })).toBeChecked();
    await calendar.keyboard.press('Tab');
    await expect(add.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
    await calendar.keyboard.press('Enter');
    await expect(add).toBeHidden();
    const extra = calendar.getByRole('button', { name: 'Extra slot, 18:00 – 19:00' });
    await expect(extra).toBeVisible();
    // Its end one step later by keys, then opened and removed by keys.
    await extra.focus();
    await calendar.keyboard.press('Shift+ArrowDown');
    const later = calendar.getByRole('button', { name: 'Extra slot, 18:00 – 19:30' });
    await expect(later).toBeVisible();
    await later.focus();
    await calendar.keyboard.press('Enter');
    const extraDialog = calendar.getByRole('dialog', { name: 'Extra Availability' });
    await expect(extraDialog).toBeVisible();
    await extraDialog.getByRole('button', { name: 'Remove extra slot' }).focus();
    await calendar.keyboard.press('Enter');
    await extraDialog.getByRole('button', { name: 'Yes, remove extra slot' }).focus();
    await calendar.keyboard.press('Enter');
    await expect(later).toHaveCount(0);

    // Weekly hours by keyboard only: the mode, then Monday 19:00-20:00 every week (and removed again).
    await calendar.getByRole('button', { name: 'Weekly hours' }).focus();
    await calendar.keyboard.press('Enter');
    await expect(calendar.getByText(/kept in \(Europe\/Berlin\)/)).toBeVisible();
    await grid.focus();
    await calendar.keyboard.press('Tab');
    await moveCursorTo(calendar, 19 * 60);
    await calendar.keyboard.press('Shift+ArrowDown');
    await calendar.keyboard.press('Enter');
    const weekly = calendar.getByRole('dialog', { name: 'Add weekly hours' });
    await expect(weekly.getByText(/Mondays 19:00 – 20:00 \(Europe\/Berlin\)/)).toBeVisible();
    await expectNoSeriousA11yViolations(calendar);
    await weekly.getByRole('button', { name: 'Add weekly hours' }).focus();
    await calendar.keyboard.press('Enter');
    await expect(weekly).toBeHidden();
    const evening = calendar.getByRole('button', { name: 'Availability, 19:00 – 20:00' });
    await expect(evening).toBeVisible();
    await evening.focus();
    await calendar.keyboard.press('Enter');
    const removeWeekly = calendar.getByRole('dialog', { name: 'Remove weekly hours' });
    await removeWeekly.getByRole('button', { name: 'Yes, remove weekly hours' }).focus();
    await calendar.keyboard.press('Enter');
    await expect(evening).toHaveCount(0);

    // A 390 px phone opens on today's day view; a swipe left is the next day, right comes back.
    const phone = await mentor.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/calendar');
    const today = Date.parse(clock.now.slice(0, 10));
    const heading = phone.getByRole('heading', { level: 2, name: longDate(today) });
    await expect(heading).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Next day' })).toBeVisible();
    const swipe = async (from: number, to: number) => {
      const area = freeTime(
        phone,
        Date.parse((await phone.locator('h3').first().getAttribute('id'))!.slice(13)),
      );
      const box = (await area.boundingBox())!;
      const at = (clientX: number) => ({
        pointerId: 9,
        pointerType: 'touch',
        isPrimary: true,
        clientX,
        clientY: box.y + 200,
      });
      await area.dispatchEvent('pointerdown', at(box.x + from));
      await area.dispatchEvent('pointerup', at(box.x + to));
    };
    await swipe(250, 60);
    await expect(phone.getByRole('heading', { level: 2, name: longDate(today + DAY_MS) })).toBeVisible();
    await swipe(60, 250);
    await expect(heading).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(phone);
  } finally {
    await mentor.close();
  }
});
