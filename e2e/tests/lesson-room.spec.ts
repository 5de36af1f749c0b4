/**
 * Issue 5, item 8: the lesson room. The demo student books and pays a lesson with the demo mentor (Maya
 * Mentor, whose account the suite can sign in to); the shared dev clock moves into the join window; both
 * join through the video-call call and the room URL, in two browser contexts of a Chromium with a fake
 * camera and microphone, and each page is connected and plays the other's live video and audio. The
 * mentor's Mute silences them for the student; musician mode renegotiates without dropping the call;
 * screen sharing replaces the camera and gives it back; when the mentor leaves, the student waits again.
 * axe runs on the room page and on the "incomplete link" page.
 */
import { lessonRoomMessages, type RoomEnterResponse } from '@app/contract';
import {
  apiHeaders,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import {
  chooseLessonAndTime,
  mentorNamed,
  openBookingDialog,
  payWithCard,
  TEST_CARD_PAYS,
} from '../support/booking.ts';
import {
  expectSeesAndHears,
  joinRoom,
  mentorAndStudentSignedIn,
  moveClockToJoinWindow,
  remoteAudioPeak,
  withFakeMedia,
} from '../support/lesson-room.ts';

test.use(withFakeMedia);

test('student and mentor see and hear each other in the lesson room', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  await signInByApi(context, DEMO.student.email, DEMO.student.password);

  // The student books and pays a lesson with Maya Keller, the demo mentor account.
  const maya = await mentorNamed(request, 'Maya Keller');
  const dialog = await openBookingDialog(page, maya);
  await chooseLessonAndTime(dialog, { instrument: maya.skills[0]!, minutes: 60 });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await payWithCard(page, TEST_CARD_PAYS);
  await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
  const bookingId = Number(/\/bookings\/(\d+)\//.exec(page.url())![1]);
  const booking = (await (await page.request.get(`/api/lessons/bookings/${bookingId}/`)).json()) as {
    date_time: { start: string; available_at: string };
  };

  // Without a room link's token the page says so (and nothing else happens).
  await page.goto(`/lesson/${bookingId}`);
  await expect(page.getByRole('alert')).toHaveText(lessonRoomMessages.noLink);
  await expectNoSeriousA11yViolations(page);

  // Before the window the join call is refused; then the shared clock moves to 5 minutes before the start.
  const early = await page.request.post(`/api/lessons/bookings/${bookingId}/video-call/`, {
    headers: await apiHeaders(page.request),
  });
  expect(early.status()).toBe(403);
  await moveClockToJoinWindow(request, booking.date_time.start);
  // Sessions were signed at the old time: both sign in again by the moved clock.
  const { mentorContext, mentorPage } = await mentorAndStudentSignedIn(browser, context);
  try {
    await joinRoom(context, page, bookingId);
    await expect(page.locator('main')).toHaveAttribute('data-connection-state', 'waiting');
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for Maya Keller to join' }),
    ).toBeVisible();
    await joinRoom(mentorContext, mentorPage, bookingId);

    await expectSeesAndHears(page);
    await expectSeesAndHears(mentorPage);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lesson with Maya Keller');
    await expectNoSeriousA11yViolations(page);
    await expectNoSeriousA11yViolations(mentorPage);

    // The controls are toggle buttons; musician mode renegotiates and the call stays up.
    // When the mentor mutes, the student hears nothing; unmuted, the sound is back.
    const mute = mentorPage.getByRole('button', { name: 'Mute', exact: true });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => remoteAudioPeak(page), { timeout: 15_000 }).toBeLessThan(0.001);
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => remoteAudioPeak(page), { timeout: 15_000 }).toBeGreaterThan(0.01);
    const musician = page.getByRole('button', { name: 'Musician mode' });
    await musician.focus();
    await page.keyboard.press('Enter');
    await expect(musician).toHaveAttribute('aria-pressed', 'true');
    await expectSeesAndHears(mentorPage);
    await expectSeesAndHears(page);

    // Screen sharing (the fake picker chooses a screen) replaces the camera, and the camera comes back.
    // What the student sends is what their own preview shows.
    const sentVideo = () =>
      page.evaluate(() => {
        const preview = document.querySelector<HTMLVideoElement>('[data-testid="local-video"]');
        const stream = preview?.srcObject instanceof MediaStream ? preview.srcObject : null;
        return stream?.getVideoTracks()[0]?.label ?? '';
      });
    const camera = await sentVideo();
    const share = page.getByRole('button', { name: 'Share screen' });
    await share.click();
    await expect(share).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(sentVideo).not.toBe(camera);
    await expectSeesAndHears(mentorPage);
    await share.click();
    await expect(share).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(sentVideo).toBe(camera);
    await expectSeesAndHears(mentorPage);

    // The enter call answers this participant's view of the lesson.
    const entered = await page.evaluate(() => document.title);
    expect(entered).toContain('Lesson Room');
    const roomAnswer = await mentorContext.request.post(`/api/lessons/rooms/${bookingId}/enter/`, {
      data: { token: 'forged.token' },
      headers: await apiHeaders(mentorContext.request),
    });
    expect(roomAnswer.status()).toBe(403);
    expect(((await roomAnswer.json()) as Partial<RoomEnterResponse> & { detail: string }).detail).toBe(
      lessonRoomMessages.invalidLink,
    );

    // The mentor leaves: back on My Lessons, and the student waits for them again.
    await mentorPage.getByRole('button', { name: 'Leave' }).click();
    await expect(mentorPage).toHaveURL(/\/my-lessons$/);
    await expect(page.locator('main')).toHaveAttribute('data-connection-state', 'waiting', {
      timeout: 15_000,
    });
  } finally {
    await mentorContext.close();
  }
});
