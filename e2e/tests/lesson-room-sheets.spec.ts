/**
 * Issue 19, items 6 and 7 (ADR 64, ADR 66): sheet music and chat in the lesson room. A damaged PDF is refused
 * at once; the mentor shares a PDF, the server draws its pages and both pages show them as images; the
 * mentor turns to page 2 by keyboard and the student's page follows; the mentor's pointer (mouse, then pen)
 * shows on the student's page; a photo the student shares is shown to the mentor as it is, and the student
 * removes it again (the mentor cannot); a chat line of the student reaches the mentor. axe runs on both rooms with the file shown; the mentor's
 * shared screen brings its sound to the student's call and takes it away again; the student's room is
 * checked at 390 px wide, and afterwards the lesson's card lists the file and the chat.
 */
import { lessonRoomMessages, roomFileMessages, screenShareMessages } from '@app/contract';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { expectSeesAndHears, withFakeMedia } from '../support/lesson-room.ts';
import { pdfOfPages, studentAndMentorInRoom } from '../support/lesson-room-pair.ts';

test.use(withFakeMedia);

/** A 1×1 PNG: an image file checked by its bytes like any photo of a page. */
const PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test('the mentor shows a PDF page by page, points at it, and the student follows; the chat is kept', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { bookingId, mentorContext, mentorPage } = await studentAndMentorInRoom({
    page,
    context,
    browser,
    request,
  });
  try {
    // A file that says it is a PDF but cannot be read is refused at once, with what to do; nothing is shared.
    await mentorPage.getByLabel('Share sheet music').setInputFiles({
      name: 'broken.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
    });
    await expect(
      mentorPage.getByRole('alert').filter({ hasText: roomFileMessages.pdfUnreadable }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(mentorPage.getByText('No files shared yet.')).toBeVisible();

    await mentorPage
      .getByLabel('Share sheet music')
      .setInputFiles({ name: 'Etude in G.pdf', mimeType: 'application/pdf', buffer: pdfOfPages(3) });

    // Both see page 1 of 3 drawn; the student is told who turns the pages.
    const mentorSheet = mentorPage.getByRole('figure', { name: 'Shared: Etude in G.pdf' });
    const studentSheet = page.getByRole('figure', { name: 'Shared: Etude in G.pdf' });
    await expect(mentorSheet.getByRole('status')).toHaveText('Page 1 of 3', { timeout: 20_000 });
    await expect(studentSheet.getByRole('status')).toHaveText('Page 1 of 3 · Maya Keller turns the pages', {
      timeout: 20_000,
    });
    // The page is an image the server drew: no PDF engine in the browser.
    await expect(studentSheet.getByRole('img', { name: 'Etude in G.pdf, page 1' })).toHaveAttribute(
      'data-rendered-page',
      '1',
    );
    expect(await page.evaluate(() => document.querySelectorAll('canvas').length)).toBe(0);
    // Only the presenter turns pages.
    await expect(studentSheet.getByRole('button', { name: 'Next page' })).toHaveCount(0);

    // The mentor turns the page by keyboard; the student's page draws page 2.
    const next = mentorSheet.getByRole('button', { name: 'Next page' });
    await next.focus();
    await mentorPage.keyboard.press('Enter');
    await expect(mentorSheet.getByRole('status')).toHaveText('Page 2 of 3');
    await expect(studentSheet.getByRole('status')).toContainText('Page 2 of 3');
    await expect(studentSheet.getByRole('img', { name: 'Etude in G.pdf, page 2' })).toHaveAttribute(
      'data-rendered-page',
      '2',
    );

    // The mentor points at the page: the student sees the highlight at the same place.
    const mentorPageImage = mentorSheet.getByRole('img', { name: 'Etude in G.pdf, page 2' });
    await expect(mentorPageImage).toHaveAttribute('data-rendered-page', '2');
    const box = (await mentorPageImage.boundingBox())!;
    await mentorPageImage.click({ position: { x: box.width / 4, y: box.height / 4 } });
    const studentPointer = studentSheet.locator('[data-pointer]');
    // Where the student's highlight is, in whole percent of the page.
    const pointedAt = () =>
      studentPointer.evaluate((el: HTMLElement) =>
        [el.style.left, el.style.top].map((value) => Math.round(Number.parseFloat(value))),
      );
    await expect.poll(pointedAt).toEqual([25, 25]);
    // A pen (or a finger) points the same way: pointer events, not only mouse clicks.
    await mentorPageImage.dispatchEvent('pointerdown', {
      pointerType: 'pen',
      isPrimary: true,
      bubbles: true,
      clientX: box.x + box.width * 0.75,
      clientY: box.y + box.height / 2,
    });
    await expect.poll(pointedAt).toEqual([75, 50]);

    // The student shares a photo of a page: now the student presents it, shown as it is on both sides.
    await page.getByLabel('Share sheet music').setInputFiles({
      name: 'bar 4.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PIXEL_PNG, 'base64'),
    });
    const photo = mentorPage
      .getByRole('figure', { name: 'Shared: bar 4.png' })
      .getByRole('img', { name: 'bar 4.png' });
    await expect(photo).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await expect(
      mentorPage.getByRole('figure', { name: 'Shared: bar 4.png' }).getByRole('status'),
    ).toHaveText('Page 1 of 1 · Sam Taylor turns the pages');
    // Only the student, who shared the photo, may remove it; it goes from both pages (and from the view).
    await expect(mentorPage.getByRole('button', { name: 'Remove bar 4.png' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove bar 4.png' }).click();
    await expect(mentorPage.getByRole('button', { name: 'Show bar 4.png to both' })).toHaveCount(0);
    await expect(mentorPage.getByRole('figure', { name: 'Shared: bar 4.png' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Show bar 4.png to both' })).toHaveCount(0);

    // The mentor shows the PDF again, at its first page.
    await mentorPage.getByRole('button', { name: 'Show Etude in G.pdf to both' }).click();
    await expect(studentSheet.getByRole('status')).toContainText('Page 1 of 3');

    // A chat line of the student reaches the mentor.
    await page.getByLabel('Message').fill('Can we play bar 4 again?');
    await page.getByLabel('Message').press('Enter');
    await expect(mentorPage.getByRole('log')).toContainText('Can we play bar 4 again?');
    await expect(page.getByRole('log')).toContainText('You');

    await expectNoSeriousA11yViolations(page);
    await expectNoSeriousA11yViolations(mentorPage);

    // The mentor shares a screen with its sound (the fake capture has some): the student's call gets a
    // second audio track next to the microphone, and loses it when sharing stops.
    const remoteAudioTracks = () =>
      page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        const stream = video?.srcObject instanceof MediaStream ? video.srcObject : null;
        return stream?.getAudioTracks().filter((t) => t.readyState === 'live').length ?? 0;
      });
    expect(await remoteAudioTracks()).toBe(1);
    const share = mentorPage.getByRole('button', { name: 'Share screen' });
    await share.click();
    await expect(mentorPage.getByText(screenShareMessages.withSound)).toBeVisible();
    await expect.poll(remoteAudioTracks, { timeout: 15_000 }).toBe(2);
    await share.click();
    await expect(share).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(remoteAudioTracks, { timeout: 15_000 }).toBe(1);
    await expectSeesAndHears(page);

    // On a phone the room scrolls; nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(studentSheet.getByRole('status')).toContainText('Page 1 of 3');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Show Etude in G.pdf to both' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: lessonRoomMessages.connected })).toBeVisible();

    // Afterwards the lesson's card keeps the file (a private download) and the chat.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(/\/my-lessons$/);
    const card = page.locator(`article[aria-labelledby="lesson-${bookingId}"]`);
    await card.getByText('Files and chat from the lesson room').click();
    const file = card.getByRole('link', { name: 'Etude in G.pdf' });
    await expect(file).toBeVisible();
    await expect(card.getByRole('group', { name: 'Chat from the lesson room' })).toContainText(
      'Can we play bar 4 again?',
    );
    const download = await page.request.get((await file.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    await expectNoSeriousA11yViolations(page);
  } finally {
    await mentorContext.close();
  }
});
