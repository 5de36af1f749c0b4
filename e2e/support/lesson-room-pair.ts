/**
 * Two people in one lesson room (ADR 64's journeys): the demo student books and pays a lesson with Maya
 * Keller, the shared dev clock moves to 5 minutes before its start, and both join through the video-call
 * call in two browser contexts with fake media. The caller closes `mentorContext` when done.
 */
import type { Browser, BrowserContext, Page, APIRequestContext } from '@playwright/test';
import {
  chooseLessonAndTime,
  mentorNamed,
  openBookingDialog,
  payWithCard,
  TEST_CARD_PAYS,
} from './booking.ts';
import { advanceClock, BASE_URL, DEMO, expect, presetCookieConsent, signInByApi } from './fixtures.ts';
import { expectSeesAndHears, joinRoom, MEDIA_PERMISSIONS } from './lesson-room.ts';

export interface RoomPair {
  bookingId: number;
  mentorContext: BrowserContext;
  mentorPage: Page;
}

/** The student (`page`) and the mentor (a new context) connected in a freshly booked lesson's room. */
export async function studentAndMentorInRoom({
  page,
  context,
  browser,
  request,
}: {
  page: Page;
  context: BrowserContext;
  browser: Browser;
  request: APIRequestContext;
}): Promise<RoomPair> {
  await presetCookieConsent(context);
  await signInByApi(context, DEMO.student.email, DEMO.student.password);
  const maya = await mentorNamed(request, 'Maya Keller');
  const dialog = await openBookingDialog(page, maya);
  await chooseLessonAndTime(dialog, { instrument: maya.skills[0]!, minutes: 60 });
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await payWithCard(page, TEST_CARD_PAYS);
  await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
  const bookingId = Number(/\/bookings\/(\d+)\//.exec(page.url())![1]);
  const booking = (await (await page.request.get(`/api/lessons/bookings/${bookingId}/`)).json()) as {
    date_time: { start: string };
  };
  const { now } = await advanceClock(request, 0);
  const untilJoin = (Date.parse(booking.date_time.start) - 5 * 60_000 - Date.parse(now)) / 1000;
  await advanceClock(request, Math.max(0, Math.ceil(untilJoin)));

  const mentorContext = await browser.newContext({
    baseURL: BASE_URL,
    permissions: MEDIA_PERMISSIONS,
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  await presetCookieConsent(mentorContext);
  const mentorPage = await mentorContext.newPage();
  // Sessions were signed at the old time: sign in again by the moved clock.
  await signInByApi(context, DEMO.student.email, DEMO.student.password);
  await signInByApi(mentorContext, DEMO.mentor.email, DEMO.mentor.password);
  await joinRoom(context, page, bookingId);
  await joinRoom(mentorContext, mentorPage, bookingId);
  await expectSeesAndHears(page);
  await expectSeesAndHears(mentorPage);
  return { bookingId, mentorContext, mentorPage };
}

/**
 * A small PDF of `pages` pages, each a coloured square in another place, written with its cross-reference
 * table so pdf.js reads it as it is (no binary fixture in the repository).
 */
export function pdfOfPages(pages: number): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i++) {
    const content = `0.${i + 2} 0.3 0.8 rg ${60 + i * 120} 500 200 200 re f`;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${4 + i * 2} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
