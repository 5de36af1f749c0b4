/**
 * What the lesson room journeys share: Chromium with a fake camera and microphone (granted without a
 * prompt), and the check that a room page is connected and plays the other person's live video and sound.
 *
 *   test.use(withFakeMedia);
 *   const other = await browser.newContext({ permissions: MEDIA_PERMISSIONS });
 *   await expectSeesAndHears(page);
 */
import type { LaunchOptions, Page } from '@playwright/test';
import { lessonRoomMessages } from '@app/contract';
import config from '../playwright.config.ts';
import { expect } from './fixtures.ts';

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
