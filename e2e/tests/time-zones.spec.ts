/**
 * Issue 17 item 1 (ADR 49): a student whose browser runs in America/New_York books a lesson with Lena Wagner,
 * whose hours are kept in Europe/Berlin, and sees every time in New York time with the zone named: the picker,
 * the checkout, the success page, the My Lessons card and the reschedule dialog; the booking mail and its
 * invitation say the same (the invitation's DTSTART in UTC), Lena's mail is in Berlin time. Then the student
 * picks Asia/Tokyo in settings (axe on the settings page) and My Lessons follows. Lena, in a browser in
 * Europe/Berlin, sees the lesson on her My Lessons in Berlin time; once the shared clock reaches the join window,
 * each of them opens the lesson room and reads its time in their own zone (Tokyo, Berlin). At 1280x800; the
 * settings page is rechecked at 390x844 (no sideways scroll, axe, the zone's field) without booking again
 * (ADR 65).
 */
import { soundModeMessages, type Booking } from '@app/contract';
import {
  advanceClock,
  apiHeaders,
  BASE_URL,
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  listEmails,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signIn,
  signInByApi,
  test,
  type Email,
} from '../support/fixtures.ts';
import {
  chooseLessonAndTime,
  mentorNamed,
  openBookingDialog,
  payWithCard,
  TEST_CARD_PAYS,
} from '../support/booking.ts';

const DESKTOP = { width: 1280, height: 800 } as const;

test.use({ timezoneId: 'America/New_York' });

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

/** "01:00" and "GMT-5": an instant's wall-clock time and offset in a zone, read independently of the app. */
function inZone(iso: string, zone: string): { hhmm: string; gmt: string } {
  const date = new Date(iso);
  const hhmm = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  const gmt = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')!.value;
  return { hhmm, gmt };
}

/** The mail about booking `reference`, waiting until it is in the development outbox. */
async function mailAbout(
  request: Parameters<typeof listEmails>[0],
  to: string,
  reference: string,
): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(async () => {
      found = (await listEmails(request, to)).find((m) => m.text.includes(reference));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

test('a New York student books a Berlin mentor and sees New York times, named, then picks Tokyo', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const account = await registerByApi(request, { prefix: 'zone' });
  // Through the form, as a person does: the app tells the server the device's zone.
  await signIn(page, account.email, account.password);
  const lena = await mentorNamed(request, 'Lena Wagner');
  const profile = (await (await request.get(`/api/mentors/${lena.id}/`)).json()) as { timezone?: string };
  expect(profile.timezone).toBe('Europe/Berlin');

  // The picker: its times are New York times and it says so.
  const dialog = await openBookingDialog(page, lena);
  let pickerChecked = false;
  const slotLabel = await chooseLessonAndTime(dialog, {
    instrument: lena.skills[0]!,
    minutes: 60,
    // Two picker weeks ahead: more than a week after the server's clock, which other journeys on this
    // worker's server have moved forward (a lesson in next week's first hours could be under B7's 24 h).
    weeksAhead: 2,
    eachStep: async () => {
      if (!(await dialog.getByRole('heading', { name: 'Pick a date and time' }).isVisible())) return;
      await expect(dialog.getByText(/^Times are shown in New York time, GMT-[45]\./)).toBeVisible();
      pickerChecked = true;
    },
  });
  expect(pickerChecked).toBe(true);

  // Checkout names the zone next to the chosen time.
  await expect(dialog.getByText(new RegExp(`at ${slotLabel} \\(New York time, GMT-[45]\\)$`))).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await payWithCard(page, TEST_CARD_PAYS);
  await expect(page).toHaveURL(/\/bookings\/\d+\/success/);

  const id = /\/bookings\/(\d+)\//.exec(page.url())![1]!;
  const booking = (await (await page.request.get(`/api/lessons/bookings/${id}/`)).json()) as Booking;
  const start = booking.date_time.start;
  const ny = inZone(start, 'America/New_York');
  const berlin = inZone(start, 'Europe/Berlin');
  const tokyo = inZone(start, 'Asia/Tokyo');
  expect(ny.hhmm).toBe(slotLabel);
  const nyNamed = `${ny.hhmm} (New York time, ${ny.gmt})`;

  // The success page.
  await expect(page.getByText(new RegExp(`at ${escape(nyNamed)}$`))).toBeVisible();

  // My Lessons: the card, then the reschedule dialog (its current time and its picker's zone).
  await page.goto('/my-lessons');
  const card = page.getByRole('article').filter({ hasText: `LES-${id}` });
  await expect(card.getByText(new RegExp(`, ${escape(nyNamed)}$`))).toBeVisible();
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule lesson' });
  await expect(reschedule.getByText(new RegExp(`now .*, ${escape(nyNamed)}$`))).toBeVisible();
  await expect(reschedule.getByText(/^Times are shown in New York time, GMT-[45]\./)).toBeVisible();
  await reschedule.getByRole('button', { name: 'Keep current time' }).click();
  await expect(reschedule).toBeHidden();

  // The mails: the student's in New York time, the invitation in UTC with the start named; Lena's in Berlin time.
  const mail = await mailAbout(request, account.email, `LES-${id}`);
  expect(mail.text).toContain(`at ${nyNamed}`);
  const ics = mail.attachments[0]!.content.replace(/\r\n /g, '');
  expect(ics).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d+/, '')}`);
  expect(ics).toContain(`at ${ny.hhmm} (New York time\\, ${ny.gmt})`);
  const toLena = await mailAbout(request, 'lena.wagner@example.com', `LES-${id}`);
  expect(toLena.text).toContain(`at ${berlin.hhmm} (Berlin time, ${berlin.gmt})`);

  // Settings: pick Tokyo; My Lessons follows.
  await page.goto('/settings?tab=account');
  const zone = page.getByLabel('Show times in');
  await expect(zone).toHaveValue('');
  await expect(zone.locator('option').first()).toHaveText(
    /^Use this device's zone \(detected: America\/New_York, /,
  );
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () => expect(zone).toBeVisible());
  await zone.selectOption('Asia/Tokyo');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByText('Time zone saved.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await recheckAtPhone(page, () => expect(page.getByText('Time zone saved.')).toBeVisible());
  await page.goto('/my-lessons');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: `LES-${id}` })
      .getByText(new RegExp(`, ${escape(`${tokyo.hhmm} (Tokyo time, ${tokyo.gmt})`)}$`)),
  ).toBeVisible();

  // Lena's side, in a browser in Berlin: her lesson card in Berlin time.
  const berlinNamed = `${berlin.hhmm} (Berlin time, ${berlin.gmt})`;
  const lenaContext = await browser.newContext({
    baseURL: BASE_URL,
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
    viewport: DESKTOP,
    permissions: ['camera', 'microphone'],
  });
  try {
    await presetCookieConsent(lenaContext);
    const lenaPage = await lenaContext.newPage();
    await signInByApi(lenaContext, 'lena.wagner@example.com', DEMO_PASSWORD);
    await lenaPage.goto('/my-lessons');
    const lenaCard = lenaPage.getByRole('article').filter({ hasText: `LES-${id}` });
    await expect(lenaCard.getByText(new RegExp(`, ${escape(berlinNamed)}$`))).toBeVisible();

    // The lesson room: the shared clock moves to 5 minutes before the start; sessions are signed again.
    const { now } = await advanceClock(request, 0);
    await advanceClock(
      request,
      Math.max(0, Math.ceil((Date.parse(start) - 5 * 60_000 - Date.parse(now)) / 1000)),
    );
    await signInByApi(context, account.email, account.password);
    await signInByApi(lenaContext, 'lena.wagner@example.com', DEMO_PASSWORD);
    const tokyoNamed = `${tokyo.hhmm} (Tokyo time, ${tokyo.gmt})`;
    for (const [who, roomPage, named] of [
      [context, page, tokyoNamed],
      [lenaContext, lenaPage, berlinNamed],
    ] as const) {
      const call = await who.request.post(`/api/lessons/bookings/${id}/video-call/`, {
        headers: await apiHeaders(who.request),
      });
      expect(call.status(), await call.text()).toBe(200);
      const { room_url: roomUrl, token } = (await call.json()) as { room_url: string; token: string };
      await roomPage.goto(`${roomUrl}?t=${encodeURIComponent(token)}`);
      await roomPage.getByRole('button', { name: soundModeMessages.join }).click();
      await expect(roomPage.getByText(new RegExp(`${escape(named)} to \\d\\d:\\d\\d`))).toBeVisible();
    }
  } finally {
    await lenaContext.close();
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
