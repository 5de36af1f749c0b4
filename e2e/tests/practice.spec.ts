/**
 * Notes and practice after a lesson (issue 18 item 3), end to end: a student pays for a lesson with the demo
 * mentor, the shared development clock moves past its end, the mentor writes notes with two assignments from
 * the lesson card and attaches a small PDF to one of them (ADR 60), the student downloads it and logs
 * practice on /practice, and the mentor sees the log under the assignment and on /students (the last notes
 * and the practice since on the card, every note on the student's page). axe on the notes editor (with the
 * attachment), /practice and the student's page; /practice and /students again at 390 px.
 */
import { readFileSync } from 'node:fs';
import {
  DEMO,
  advanceClock,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  tabTo,
  test,
} from '../support/fixtures.ts';
import { bookAndPayByApi, mentorNamed } from '../support/booking.ts';

const SCALE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

test('the mentor writes notes with two assignments, the student logs practice, the mentor sees it', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);
  // A name of its own, so the mentor's /students card is this student's among the demo mentor's many.
  const firstName = `Pia${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
  const account = await registerByApi(request, { prefix: 'practice', firstName });
  await signInByApi(context, account.email, account.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const lesson = await bookAndPayByApi(page, maya, { fromDays: 0, toDays: 3 });
  const reference = `LES-${lesson.bookingId}`;
  const { now } = (await (await request.get('/api/dev/clock/')).json()) as { now: string };
  await advanceClock(request, Math.ceil((Date.parse(lesson.endUtc) - Date.parse(now)) / 1000) + 30 * 60);

  const mentorContext = await browser.newContext();
  await presetCookieConsent(mentorContext);
  await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
  const mentor = await mentorContext.newPage();
  await mentor.goto('/my-lessons?tab=completed');
  const card = mentor.getByRole('article').filter({ hasText: reference });
  await card.getByRole('link', { name: 'Notes and practice' }).click();
  await expect(mentor.getByRole('heading', { level: 1, name: 'Notes and practice' })).toBeVisible();
  await mentor.getByLabel('Lesson notes').fill('Lovely phrasing. Keep the wrist relaxed.');
  await mentor.getByRole('button', { name: 'Add an assignment' }).click();
  await mentor.getByRole('button', { name: 'Add an assignment' }).click();
  const first = mentor.getByRole('group', { name: 'Assignment 1' });
  await first.getByLabel('Title').fill('G major scale');
  await first.getByLabel('Minutes per day (optional)').fill('15');
  await mentor.getByRole('group', { name: 'Assignment 2' }).getByLabel('Title').fill('Chord changes G-C-D');
  await expectNoSeriousA11yViolations(mentor);
  await mentor.getByRole('button', { name: 'Save notes and practice' }).click();
  await expect(mentor.getByText('Notes and practice saved. The student has been told.')).toBeVisible();
  // Saved assignments take files: sheet music as a PDF, judged by its bytes on the server.
  await first.getByLabel('Attach sheet music or audio').setInputFiles({
    name: 'G major scale.pdf',
    mimeType: 'application/pdf',
    buffer: SCALE_PDF,
  });
  await expect(first.getByText('File attached. G major scale.pdf')).toBeVisible();
  await expect(first.getByRole('link', { name: 'G major scale.pdf (1 KB)' })).toBeVisible();
  await expectNoSeriousA11yViolations(mentor);

  await page.goto('/practice');
  await expect(page.getByRole('heading', { level: 1, name: 'Practice' })).toBeVisible();
  await expect(page.getByText('Lovely phrasing. Keep the wrist relaxed.')).toBeVisible();
  const scale = page.getByRole('region', { name: 'G major scale' });
  const downloading = page.waitForEvent('download');
  await scale.getByRole('link', { name: 'G major scale.pdf (1 KB)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('G major scale.pdf');
  expect(readFileSync(await download.path()).equals(SCALE_PDF)).toBe(true);
  await scale.getByLabel('Minutes practised').fill('20');
  await scale.getByLabel('Comment (optional)').fill('Slow with the metronome');
  await scale.getByRole('button', { name: 'Log practice' }).click();
  await expect(scale.getByText('This week: 20 minutes')).toBeVisible();
  await expect(scale.getByText(/20 minutes – Slow with the metronome/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chord changes G-C-D' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await mentor.reload();
  const logged = mentor.getByRole('region', { name: 'G major scale' });
  await expect(logged.getByText(/20 minutes – Slow with the metronome/)).toBeVisible();
  await expect(logged.getByRole('button', { name: 'Log practice' })).toHaveCount(0);
  // The attachment by keyboard at 390 px: Remove asks first, Keep it leaves the file and the focus on Remove.
  await mentor.setViewportSize({ width: 390, height: 844 });
  const files = mentor.getByRole('group', { name: 'Assignment 1' });
  await files.getByRole('link', { name: 'G major scale.pdf (1 KB)' }).focus();
  const remove = files.getByRole('button', { name: 'Remove G major scale.pdf' });
  await tabTo(mentor, remove, 3);
  await mentor.keyboard.press('Enter');
  await expect(files.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await expectNoSeriousA11yViolations(mentor);
  await mentor.keyboard.press('Enter');
  await expect(remove).toBeFocused();
  expect(
    await mentor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

  await mentor.goto('/students');
  const student = mentor.getByRole('listitem').filter({ hasText: `${firstName} Tester` });
  await expect(student.getByText('Lovely phrasing. Keep the wrist relaxed.')).toBeVisible();
  await expect(student.getByText('Practice assignments: G major scale; Chord changes G-C-D')).toBeVisible();
  await expect(student.getByText('20 min in 1 session')).toBeVisible();
  await student.getByRole('link', { name: `${firstName} Tester`, exact: true }).click();
  const notes = mentor.getByRole('region', { name: 'Notes and practice' });
  await expect(notes.getByRole('article', { name: new RegExp(reference) })).toBeVisible();
  await expect(notes.getByText(/20 minutes – Slow with the metronome/)).toBeVisible();
  await expect(notes.getByRole('link', { name: 'G major scale.pdf (1 KB)' })).toBeVisible();
  await expectNoSeriousA11yViolations(mentor);
  await mentorContext.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'G major scale' }).getByText('This week: 20 minutes'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
