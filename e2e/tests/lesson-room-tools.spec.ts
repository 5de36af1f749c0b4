/**
 * Issue 19 items 4, 8, 9: the lesson room's tools with two Chromium pages (fake camera and microphone). The
 * student starts the shared metronome and both pages play it: each page's first scheduled beat, taken back
 * to this machine's clock through the page's own estimate of the server clock and then to the server's clock
 * as the test measures it, falls within 20 ms of the shared start. The student's recording is announced to
 * the mentor before it starts and shown while it runs. The timer shows the end with its zone. axe, the
 * keyboard and a 390 px wide page on the tools.
 */
import type { Page } from '@playwright/test';
import { roomToolMessages } from '@app/contract';
import {
  advanceClock,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  test,
  BASE_URL,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';
import { joinRoom, MEDIA_PERMISSIONS, serverClockOffset, withFakeMedia } from '../support/lesson-room.ts';

test.use(withFakeMedia);

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
  const { now } = await advanceClock(request, 0);
  const untilJoin = (Date.parse(lesson.startUtc) - 5 * 60_000 - Date.parse(now)) / 1000;
  await advanceClock(request, Math.max(0, Math.ceil(untilJoin)));

  const mentorContext = await browser.newContext({
    baseURL: BASE_URL,
    permissions: MEDIA_PERMISSIONS,
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  try {
    await presetCookieConsent(mentorContext);
    const mentorPage = await mentorContext.newPage();
    await signInByApi(context, DEMO.student.email, DEMO.student.password);
    await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
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
    expect(Math.abs(heardAt(student, student.beats[0]!) - student.startMs)).toBeLessThan(20);
    expect(Math.abs(heardAt(mentor, mentor.beats[0]!) - mentor.startMs)).toBeLessThan(20);
    for (const [reading, who] of [
      [student, 'student'],
      [mentor, 'mentor'],
    ] as const) {
      for (const beat of reading.beats) {
        const sinceStart = heardAt(reading, beat) - reading.startMs;
        const fromGrid = sinceStart - Math.round(sinceStart / 500) * 500;
        expect(Math.abs(fromGrid), `${who}'s beats fall on the 120 BPM grid`).toBeLessThan(20);
      }
    }

    // Either side stops it: the mentor does, from the tools bar.
    await mentorPage
      .getByRole('group', { name: 'Lesson tools' })
      .getByRole('button', { name: 'Stop metronome' })
      .click();
    await expect(page.getByTestId('metronome-status')).toHaveAttribute('data-running', 'false');
    await expect(page.getByTestId('metronome-status')).toContainText(
      roomToolMessages.metronomeStoppedBy('Maya Keller'),
    );
  } finally {
    await mentorContext.close();
  }
});
