/**
 * Issue 5, item 8: the lesson room. The demo student books and pays a lesson with the demo mentor (Maya
 * Mentor, whose account the suite can sign in to); the shared dev clock moves into the join window; both
 * join through the video-call call and the room URL, in two browser contexts of a Chromium with a fake
 * camera and microphone, and each page is connected and plays the other's live video and audio. The
 * mentor's Mute silences them for the student; screen sharing replaces the camera and gives it back; when
 * the mentor leaves, the student waits again. axe runs on the room page and on the "incomplete link" page.
 *
 * Issue 19: each joins through the device check (preview, microphone level, test sound, a microphone chosen
 * and remembered; axe, keyboard, 390 px). The room opens in Music for an instrument lesson; the mentor switches to
 * Speech and back to Music, and the test reads both peer connections' descriptions (Opus stereo=1 and
 * sprop-stereo=1 both ways in Music, mono in Speech) and both getUserMedia calls (voice filters off in
 * Music) while the call stays up on the same connections. A reload rejoins without the device check. Then
 * a real TURN server (coturn) started by the test relays the call (iceTransportPolicy relay, selected
 * candidate pair of type relay, the quality indicator says "relayed").
 */
import {
  defaultSoundMode,
  lessonRoomMessages,
  soundModeMessages,
  type RoomEnterResponse,
} from '@app/contract';
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
import { expectSoundMode, passDeviceCheck } from '../support/room-sound.ts';
import { ICE_OVERRIDE_KEY, probeCalls, selectedPairTypes } from '../support/call-probe.ts';
import { startTurnServer } from '../support/turn-server.ts';

test.use(withFakeMedia);

test('student and mentor see and hear each other in the lesson room', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await presetCookieConsent(context);
  await context.addInitScript(probeCalls);
  await signInByApi(context, DEMO.student.email, DEMO.student.password);

  // The student books and pays a lesson with Maya Keller, the demo mentor account.
  const maya = await mentorNamed(request, 'Maya Keller');
  const dialog = await openBookingDialog(page, maya);
  // An instrument lesson, so the room opens in Music (issue 19).
  const instrument = maya.skills.find((skill) => defaultSoundMode(skill) === 'music')!;
  await chooseLessonAndTime(dialog, { instrument, minutes: 60 });
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
    await mentorContext.addInitScript(probeCalls);
    await joinRoom(context, page, bookingId, { deviceCheck: false });
    await passDeviceCheck(page, { phone: true, chooseMicrophone: true });
    await expect(page.locator('main')).toHaveAttribute('data-connection-state', 'waiting');
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for Maya Keller to join' }),
    ).toBeVisible();
    await joinRoom(mentorContext, mentorPage, bookingId, { deviceCheck: false });
    await passDeviceCheck(mentorPage);

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
    // The microphone chosen at the device check is the one in use, and the connection is direct.
    const remembered = await page.evaluate(() => localStorage.getItem('app.roomDevices'));
    expect(JSON.parse(remembered ?? '{}')).toHaveProperty('microphoneId');
    await expect(page.getByRole('combobox', { name: 'Microphone' })).toHaveValue(
      (JSON.parse(remembered!) as { microphoneId: string }).microphoneId,
    );
    await expect(page.getByTestId('call-quality')).toHaveAttribute('data-route', 'direct');

    // The sound mode: Music by default for an instrument lesson, then Speech and Music again, set by the mentor.
    const connections = await expectSoundMode([page, mentorPage], 'music');
    await expect(page.getByRole('note')).toHaveText(soundModeMessages.headphones);
    const speech = mentorPage.getByRole('radio', { name: 'Speech' });
    await speech.focus();
    await mentorPage.keyboard.press('Space');
    await expect(speech).toBeChecked();
    await expectSoundMode([page, mentorPage], 'speech', connections);
    await expect(page.getByRole('note')).toHaveCount(0);
    await mentorPage.getByRole('radio', { name: 'Music' }).click();
    await expectSoundMode([page, mentorPage], 'music', connections);
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

    // A reload goes straight back into the call (no device check), in the mode the mentor chose last.
    await page.reload();
    await expectSeesAndHears(page);
    await expect(page.locator('[data-sound-mode]')).toHaveAttribute('data-sound-mode', 'music');

    // A real TURN server relays the call when both sides may use nothing else.
    const turn = await startTurnServer();
    try {
      const override = JSON.stringify({ iceServers: turn.iceServers, iceTransportPolicy: 'relay' });
      for (const p of [page, mentorPage]) {
        await p.evaluate(
          ([key, value]) => sessionStorage.setItem(key!, value!),
          [ICE_OVERRIDE_KEY, override],
        );
      }
      await mentorPage.reload();
      await page.reload();
      await expectSeesAndHears(page);
      await expectSeesAndHears(mentorPage);
      for (const p of [page, mentorPage]) {
        await expect.poll(() => selectedPairTypes(p), { timeout: 10_000 }).toMatchObject({ local: 'relay' });
        await expect(p.getByTestId('call-quality')).toHaveAttribute('data-route', 'relayed', {
          timeout: 10_000,
        });
      }
    } finally {
      await turn.stop();
    }

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
