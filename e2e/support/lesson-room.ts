/**
 * What the lesson room journeys share: Chromium with a fake camera and microphone (granted without a
 * prompt), and the check that a room page is connected and plays the other person's live video and sound.
 *
 *   test.use(withFakeMedia);
 *   const other = await browser.newContext({ permissions: MEDIA_PERMISSIONS });
 *   await expectSeesAndHears(page);
 */
import type { APIRequestContext, Browser, BrowserContext, LaunchOptions, Page } from '@playwright/test';
import { lessonRoomMessages, soundModeMessages, type VideoCallResponse } from '@app/contract';
import config from '../playwright.config.ts';
import {
  advanceClock,
  apiHeaders,
  BASE_URL,
  DEMO,
  expect,
  presetCookieConsent,
  signInByApi,
} from './fixtures.ts';

export const MEDIA_PERMISSIONS = ['camera', 'microphone'];

/** For test.use: the suite's Chromium flags plus the fake devices, and camera and microphone granted. */
export const withFakeMedia: { permissions: string[]; launchOptions: LaunchOptions } = {
  permissions: MEDIA_PERMISSIONS,
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      // A generated camera picture and a beeping microphone.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      // Rooms are opened with page.goto or after an API call, not a click: let the sound play at once.
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
};

/** Moves the shared dev clock to 5 minutes before the lesson's start (it only moves forward). */
export async function moveClockToJoinWindow(request: APIRequestContext, startUtc: string): Promise<void> {
  const { now } = await advanceClock(request, 0);
  const untilJoin = (Date.parse(startUtc) - 5 * 60_000 - Date.parse(now)) / 1000;
  await advanceClock(request, Math.max(0, Math.ceil(untilJoin)));
}

/**
 * The demo mentor's browser context (fake media granted, UTC) and page, signed in by the current clock; the
 * student's context is signed in again too (sessions signed before the clock moved have expired).
 */
export async function mentorAndStudentSignedIn(
  browser: Browser,
  studentContext: BrowserContext,
): Promise<{ mentorContext: BrowserContext; mentorPage: Page }> {
  const mentorContext = await browser.newContext({
    baseURL: BASE_URL,
    permissions: MEDIA_PERMISSIONS,
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  await presetCookieConsent(mentorContext);
  const mentorPage = await mentorContext.newPage();
  await signInByApi(studentContext, DEMO.student.email, DEMO.student.password);
  await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
  return { mentorContext, mentorPage };
}

/**
 * Joins through the video-call call (API-29) and opens the room URL with its token, as My Lessons does, then
 * presses Join on the device check (issue 19) unless `deviceCheck: false` leaves that page to the caller.
 */
export async function joinRoom(
  context: BrowserContext,
  page: Page,
  bookingId: number,
  { deviceCheck = true }: { deviceCheck?: boolean } = {},
): Promise<void> {
  const res = await context.request.post(`/api/lessons/bookings/${bookingId}/video-call/`, {
    headers: await apiHeaders(context.request),
  });
  expect(res.status(), await res.text()).toBe(200);
  const { room_url: roomUrl, token } = (await res.json()) as VideoCallResponse;
  expect(roomUrl).toBe(`${BASE_URL}/lesson/${bookingId}`);
  await page.goto(`${roomUrl}?t=${encodeURIComponent(token)}`);
  if (!deviceCheck) return;
  await page.getByRole('button', { name: soundModeMessages.join }).click({ timeout: 15_000 });
  await expect(page.locator('main')).toHaveAttribute('data-connection-state', /.+/);
}

/**
 * The server clock's offset from this machine's clock (which the browsers share), measured as the room's
 * metronome does: the middle of the shortest of a few round trips to GET /api/time/.
 */
export async function serverClockOffset(request: APIRequestContext): Promise<number> {
  let best = { trip: Infinity, offset: 0 };
  for (let i = 0; i < 5; i += 1) {
    const sent = performance.timeOrigin + performance.now();
    const { now_ms: serverMs } = (await (await request.get('/api/time/')).json()) as { now_ms: number };
    const received = performance.timeOrigin + performance.now();
    if (received - sent < best.trip)
      best = { trip: received - sent, offset: serverMs - (sent + received) / 2 };
  }
  return best.offset;
}

export interface RemoteMedia {
  state: string | null;
  tracks: { kind: string; readyState: string; muted: boolean }[];
  videoWidth: number;
  paused: boolean;
}

/** What the room page shows of the other person: the connection state and the remote video element. */
export function remoteMedia(page: Page): Promise<RemoteMedia> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    const stream = video?.srcObject instanceof MediaStream ? video.srcObject : null;
    return {
      state: main?.getAttribute('data-connection-state') ?? null,
      tracks: (stream?.getTracks() ?? []).map((t) => ({
        kind: t.kind,
        readyState: t.readyState,
        muted: t.muted,
      })),
      videoWidth: video?.videoWidth ?? 0,
      paused: video?.paused ?? true,
    };
  });
}

/**
 * The loudest sample of the other person's sound over up to 3 seconds (the fake microphone beeps), read
 * through Web Audio from the track the page plays: above zero means sound arrives, not just a track.
 */
export function remoteAudioPeak(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    const track = video?.srcObject instanceof MediaStream ? video.srcObject.getAudioTracks()[0] : undefined;
    if (!track) return 0;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let peak = 0;
    const until = performance.now() + 3000;
    while (performance.now() < until && peak < 0.05) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      analyser.getFloatTimeDomainData(samples);
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
    }
    await context.close();
    return peak;
  });
}

/**
 * Connected, with a live audio and video track whose media arrives (not muted), the video playing with a
 * size, and the other person's sound audible.
 */
export async function expectSeesAndHears(page: Page): Promise<void> {
  await expect(page.locator('main')).toHaveAttribute('data-connection-state', 'connected', {
    timeout: 30_000,
  });
  await expect(page.getByRole('status').filter({ hasText: lessonRoomMessages.connected })).toBeVisible();
  await expect
    .poll(
      async () => {
        const media = await remoteMedia(page);
        const live = (kind: string) =>
          media.tracks.some((t) => t.kind === kind && t.readyState === 'live' && !t.muted);
        return live('audio') && live('video') && media.videoWidth > 0 && !media.paused;
      },
      { message: 'the remote audio and video are live and the video plays', timeout: 20_000 },
    )
    .toBe(true);
  expect(await remoteAudioPeak(page), "the other person's sound arrives").toBeGreaterThan(0.01);
}
