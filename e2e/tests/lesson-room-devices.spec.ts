/**
 * Issue 19, items 2 and 9 in a real browser (ADR 62, ADR 63, ADR 66): the device check's messages when the
 * camera and microphone are refused and when none exists, and the lesson timer's gentle warning 5 minutes
 * before the end. Chromium decides these itself, so each case runs in a browser set up for it: fake devices
 * with the permission prompt refused (no grant, no fake prompt), and no devices at all (this test machine
 * has no camera or microphone; the default browser has no fake ones).
 */
import { lessonRoomMessages, soundModeMessages } from '@app/contract';
import config from '../playwright.config.ts';
import {
  advanceClock,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import { joinRoom } from '../support/lesson-room.ts';

test('the device check says when the camera is refused or missing; the timer warns 5 minutes before the end', async ({
  page,
  context,
  playwright,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  await signInByApi(context, DEMO.student.email, DEMO.student.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const lesson = await bookAndPayByApi(page, maya);
  // The shared clock to 4 minutes before the lesson's end: the room is open, the timer in its warning.
  const { now } = await advanceClock(request, 0);
  const untilWarning = (Date.parse(lesson.endUtc) - 4 * 60_000 - Date.parse(now)) / 1000;
  await advanceClock(request, Math.max(0, Math.ceil(untilWarning)));
  // Sessions signed before the clock moved have expired.
  await signInByApi(context, DEMO.student.email, DEMO.student.password);

  // No camera or microphone on this machine: the device check says so, and the lesson can still be joined.
  await context.grantPermissions(['camera', 'microphone']);
  await joinRoom(context, page, lesson.bookingId, { deviceCheck: false });
  await expect(page.getByText(lessonRoomMessages.noDevices)).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: soundModeMessages.join }).click();
  const timer = page.getByRole('status').filter({ hasText: /5 minutes left in this lesson/ });
  await expect(timer).toHaveText(/^5 minutes left in this lesson\. The room closes at \d\d:\d\d/);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Leave' }).click();

  // Fake devices, but the permission prompt is refused: the device check says they are blocked.
  const refusing = await playwright.chromium.launch({
    ...config.use?.launchOptions,
    args: [...(config.use?.launchOptions?.args ?? []), '--use-fake-device-for-media-stream'],
  });
  try {
    const blocked = await refusing.newContext({ baseURL: config.use?.baseURL, timezoneId: 'UTC' });
    await presetCookieConsent(blocked);
    await signInByApi(blocked, DEMO.student.email, DEMO.student.password);
    const blockedPage = await blocked.newPage();
    await joinRoom(blocked, blockedPage, lesson.bookingId, { deviceCheck: false });
    await expect(blockedPage.getByText(lessonRoomMessages.cameraBlocked)).toBeVisible({ timeout: 15_000 });
    await expect(blockedPage.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoSeriousA11yViolations(blockedPage);
  } finally {
    await refusing.close();
  }
});
