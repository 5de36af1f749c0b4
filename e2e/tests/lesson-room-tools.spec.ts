/**
 * Issue 19 items 4, 8, 9: the lesson room's tools with two Chromium pages (fake camera and microphone). The
 * student starts the shared metronome and both pages play it: each page's first scheduled beat, taken back
 * to this machine's clock through the page's own estimate of the server clock and then to the server's clock
 * as the test measures it, falls within 20 ms of the shared start. The student's recording is announced to
 * the mentor before it starts and shown while it runs. The timer shows the end with its zone. axe, the
 * keyboard and a 390 px wide page on the tools.
 */
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { roomToolMessages } from '@app/contract';
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  test,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import {
  joinRoom,
  mentorAndStudentSignedIn,
  moveClockToJoinWindow,
  serverClockOffset,
  withFakeMedia,
} from '../support/lesson-room.ts';

/**
 * The fake microphone plays an A3 (220 Hz) sine from a file instead of Chromium's short beeps, so the tuner
 * has one clear note to read (one second, a whole number of periods, looped).
 */
function toneFile(hz: number): string {
  const rate = 48_000;
  const samples = Buffer.alloc(rate * 2);
  for (let i = 0; i < rate; i += 1) {
    samples.writeInt16LE(Math.round(12_000 * Math.sin((2 * Math.PI * hz * i) / rate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'tuner-')), `tone-${hz}.wav`);
  writeFileSync(file, Buffer.concat([header, samples]));
  return file;
}

test.use({
  ...withFakeMedia,
  launchOptions: {
    ...withFakeMedia.launchOptions,
    args: [...(withFakeMedia.launchOptions.args ?? []), `--use-file-for-fake-audio-capture=${toneFile(220)}`],
  },
});

interface MetronomeReading {
  startMs: number;
  beats: number[];
  offsetMs: number;
}

/** What a page's metronome status says: the shared start, its first scheduled beats and its clock offset. */
async function metronomeReading(page: Page): Promise<MetronomeReading> {
  const status = page.getByTestId('metronome-status');
  await expect(status).toHaveAttribute('data-running', 'true');
  await expect(status).toHaveAttribute('data-beats', /^\d+ \d+/, { timeout: 10_000 });
  await expect(status).toHaveAttribute('data-clock-offset-ms', /\d/);
  return {
    startMs: Number(await status.getAttribute('data-start-ms')),
    beats: (await status.getAttribute('data-beats'))!.split(' ').map(Number),
    offsetMs: Number(await status.getAttribute('data-clock-offset-ms')),
  };
}

test('the room tools: a shared metronome in time on both pages, the recording notice, the timer', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await presetCookieConsent(context);
  await signInByApi(context, DEMO.student.email, DEMO.student.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const lesson = await bookAndPayByApi(page, maya);
  await moveClockToJoinWindow(request, lesson.startUtc);
  const { mentorContext, mentorPage } = await mentorAndStudentSignedIn(browser, context);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await joinRoom(context, page, lesson.bookingId);
    await joinRoom(mentorContext, mentorPage, lesson.bookingId);
    for (const p of [page, mentorPage]) {
      await expect(p.locator('main')).toHaveAttribute('data-connection-state', 'connected', {
        timeout: 30_000,
      });
    }

    // The timer: the scheduled end in the viewer's zone, named (the mentor's page runs in UTC).
    await expect(mentorPage.getByText(/^Ends at \d\d:\d\d \(UTC/)).toBeVisible();

    // The student opens the metronome by keyboard, sets 120 BPM in 3/4 and starts it.
    const tools = page.getByRole('group', { name: 'Lesson tools' });
    await tools.getByRole('button', { name: 'Metronome' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Metronome' });
    await panel.getByLabel(/^Tempo/).fill('120');
    await panel.getByLabel(/^Tempo/).press('Enter');
    await panel.getByLabel('Time signature').selectOption('3/4');
    await expectNoSeriousA11yViolations(page);
    // At 390 px the room with the open panel fits the width, and the dark room grows downwards with its
    // content (the controls stay on its background, not below it).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const controlsInside = await page.evaluate(() => {
      const room = document.querySelector('main')!.getBoundingClientRect();
      const controls = document.querySelector('[aria-label="Call controls"]')!.getBoundingClientRect();
      return controls.bottom <= room.bottom;
    });
    expect(controlsInside).toBe(true);
    await panel.getByRole('button', { name: 'Start metronome' }).click();

    // Both pages play it; each tells what plays and who started it.
    await expect(page.getByTestId('metronome-status')).toHaveText(
      `${roomToolMessages.metronomePlaying(120, '3/4')} ${roomToolMessages.metronomeStartedBy('you')}`,
    );
    await expect(mentorPage.getByTestId('metronome-status')).toHaveText(
      `${roomToolMessages.metronomePlaying(120, '3/4')} ${roomToolMessages.metronomeStartedBy('Sam Taylor')}`,
    );
    const trueOffset = await serverClockOffset(request);
    const student = await metronomeReading(page);
    const mentor = await metronomeReading(mentorPage);
    expect(mentor.startMs, 'both pages share one start instant').toBe(student.startMs);
    // A page's beat by its own estimate of the server clock, back to this machine's clock (the pages and
    // the test share it), then to the server's clock as the test measured it.
    const heardAt = (reading: MetronomeReading, beat: number) => beat - reading.offsetMs + trueOffset;
    for (const [reading, who] of [
      [student, 'student'],
      [mentor, 'mentor'],
    ] as const) {
      // The first beats each page plays fall within 20 ms of the shared 120 BPM grid, from its first beat
      // on (a page that heard of the start late may join one beat in).
      const beatNumbers = reading.beats.map((beat) => (heardAt(reading, beat) - reading.startMs) / 500);
      expect(Math.round(beatNumbers[0]!), `${who}'s first beat`).toBeLessThanOrEqual(1);
      for (const number of beatNumbers) {
        expect(Math.abs(number - Math.round(number)) * 500, `${who}'s beat on the grid`).toBeLessThan(20);
      }
    }

    // The mentor's page reloads (it rejoins by itself): the metronome it missed meanwhile is told again by
    // the student's page when the mentor's arrives (ADR 66), with the same shared start.
    await mentorPage.reload();
    await expect(mentorPage.locator('main')).toHaveAttribute('data-connection-state', 'connected', {
      timeout: 30_000,
    });
    await expect(mentorPage.getByTestId('metronome-status')).toHaveText(
      `${roomToolMessages.metronomePlaying(120, '3/4')} ${roomToolMessages.metronomeStartedBy('Sam Taylor')}`,
      { timeout: 15_000 },
    );
    expect((await metronomeReading(mentorPage)).startMs).toBe(student.startMs);

    // Either side stops it: the mentor does, from the tools bar.
    await mentorPage
      .getByRole('group', { name: 'Lesson tools' })
      .getByRole('button', { name: 'Stop metronome' })
      .click();
    await expect(page.getByTestId('metronome-status')).toHaveAttribute('data-running', 'false');
    await expect(page.getByTestId('metronome-status')).toContainText(
      roomToolMessages.metronomeStoppedBy('Maya Keller'),
    );

    // The tuner hears the fake microphone's A3 and names it; against A = 466 Hz (500 is out of range) the
    // same 220 Hz is a G sharp (0.6 cents sharp of it).
    const mentorTools = mentorPage.getByRole('group', { name: 'Lesson tools' });
    await mentorTools.getByRole('button', { name: 'Tuner' }).click();
    const tuner = mentorPage.getByRole('region', { name: 'Tuner' });
    const reading = tuner.getByTestId('tuner-reading');
    await expect(reading).toHaveText(/^A3 in tune/, { timeout: 15_000 });
    expect(Math.abs(Number(await reading.getAttribute('data-hz')) - 220)).toBeLessThan(0.2);
    await tuner.getByLabel(/^Reference A/).fill('500');
    await tuner.getByLabel(/^Reference A/).press('Enter');
    await expect(tuner.getByLabel(/^Reference A/)).toHaveValue('466');
    await expect(reading).toHaveText(/^G♯3 (in tune|1 cent sharp|2 cents sharp)/);
    await expectNoSeriousA11yViolations(mentorPage);
    await mentorTools.getByRole('button', { name: 'Tuner' }).click();

    // The student records: asked first, the mentor is told before it starts and sees it while it runs.
    await tools.getByRole('button', { name: 'Record' }).click();
    const ask = page.getByRole('dialog', { name: 'Record this lesson?' });
    await expect(ask).toContainText(roomToolMessages.recordingConfirm('Maya Keller'));
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Start recording' }).click();
    const notice = mentorPage.getByTestId('other-recording');
    await expect(notice).toHaveText(roomToolMessages.recordingAnnounced('Sam Taylor'));
    await expect(page.getByTestId('my-recording')).toHaveText(
      roomToolMessages.recordingStarting('Maya Keller'),
    );
    await expect(notice).toHaveText(roomToolMessages.recordingRunning('Sam Taylor'), { timeout: 10_000 });
    await expect(page.getByTestId('my-recording')).toHaveText(roomToolMessages.recordingYours);
    await page.waitForTimeout(1500);
    const download = page.waitForEvent('download');
    await tools.getByRole('button', { name: 'Stop recording' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(new RegExp(`^lesson-${lesson.bookingId}-.*\\.webm$`));
    const file = await saved.path();
    expect(statSync(file).size, 'the recording holds video and sound').toBeGreaterThan(10_000);
    await expect(notice).toHaveText(roomToolMessages.recordingStoppedOther('Sam Taylor'));
    await expect(page.getByTestId('my-recording')).toHaveText(roomToolMessages.recordingSaved);

    // Leaving while recording saves what was recorded, and the mentor's notice goes with the student.
    await tools.getByRole('button', { name: 'Record' }).click();
    await ask.getByRole('button', { name: 'Start recording' }).click();
    await expect(notice).toHaveText(roomToolMessages.recordingRunning('Sam Taylor'), { timeout: 10_000 });
    const savedOnLeaving = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Leave' }).click();
    expect((await savedOnLeaving).suggestedFilename()).toMatch(/\.webm$/);
    await expect(notice).toHaveAttribute('data-recording', 'none', { timeout: 15_000 });
    await expect(notice).toHaveText('');
  } finally {
    await mentorContext.close();
  }
});
