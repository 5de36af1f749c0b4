/**
 * Issue 19's steps of the lesson room journey: passing the device check, and the sound mode as both
 * pages' peer connections and microphones show it.
 */
import type { Page } from '@playwright/test';
import { soundModeMessages, type SoundMode } from '@app/contract';
import { expect, expectNoSeriousA11yViolations } from './fixtures.ts';
import { lastAudioConstraints, opusFmtp } from './call-probe.ts';

/**
 * The device check: the camera preview plays, the microphone level moves (the fake microphone beeps), the
 * test sound plays; optionally at 390 px with axe and another microphone chosen. Joins by keyboard.
 */
export async function passDeviceCheck(
  page: Page,
  options: { phone?: boolean; chooseMicrophone?: boolean } = {},
): Promise<void> {
  const desktop = page.viewportSize();
  if (options.phone) await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: soundModeMessages.deviceCheckTitle })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
  await expect
    .poll(() => page.getByTestId('local-video').evaluate((v) => (v as HTMLVideoElement).videoWidth), {
      message: 'the camera preview plays',
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  const meter = page.getByRole('meter', { name: soundModeMessages.microphoneLevel });
  await expect
    .poll(() => meter.evaluate((m) => (m as HTMLMeterElement).value), {
      message: 'the microphone level moves',
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: soundModeMessages.testSound }).click();
  if (options.chooseMicrophone) {
    const microphone = page.getByRole('combobox', { name: 'Microphone' });
    const values = await microphone
      .locator('option')
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    await microphone.selectOption(values.at(-1)!);
    await expect(microphone).toHaveValue(values.at(-1)!);
  }
  if (options.phone) {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'nothing wider than a phone',
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);
  }
  const join = page.getByRole('button', { name: soundModeMessages.join });
  await join.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toHaveAttribute('data-connection-state', /.+/);
  if (options.phone && desktop) await page.setViewportSize(desktop);
}

/**
 * Both pages in the mode: shown, Opus stereo=1 and sprop-stereo=1 (Music) or 0 (Speech) in the local and
 * the remote description of each page's connection, so both directions; the last microphone opened with
 * the voice filters off (Music) or on (Speech). With `connections`, no page opened a new peer connection
 * (the call was renegotiated, not dropped). Answers each page's connection count.
 */
export async function expectSoundMode(
  pages: Page[],
  mode: SoundMode,
  connections?: number[],
): Promise<number[]> {
  const stereo = mode === 'music' ? '1' : '0';
  const filters = mode === 'speech';
  const counts: number[] = [];
  for (const page of pages) {
    await expect(page.locator('[data-sound-mode]')).toHaveAttribute('data-sound-mode', mode);
    await expect
      .poll(
        async () => {
          const { local, remote } = await opusFmtp(page);
          const has = (lines: string[]) =>
            lines.length > 0 &&
            lines.every((l) => l.includes(`;stereo=${stereo}`) || l.includes(` stereo=${stereo}`)) &&
            lines.every((l) => l.includes(`sprop-stereo=${stereo}`));
          return has(local) && has(remote);
        },
        { message: `Opus stereo=${stereo} both ways in ${mode}`, timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(() => lastAudioConstraints(page), { message: `the microphone in ${mode}`, timeout: 10_000 })
      .toMatchObject({ echoCancellation: filters, noiseSuppression: filters, autoGainControl: filters });
    if (mode === 'music') expect(await lastAudioConstraints(page)).toMatchObject({ channelCount: 2 });
    await expect(page.locator('main')).toHaveAttribute('data-connection-state', 'connected');
    counts.push((await opusFmtp(page)).connections);
  }
  if (connections) expect(counts, 'the same peer connections: the call was not dropped').toEqual(connections);
  return counts;
}
