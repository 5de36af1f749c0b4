/**
 * Issue 20's "Done when", tried as a new user would (ADR 71): a new student on /listings filters piano
 * teachers for beginners available on weekday evenings (every filter lands in the address and the list
 * narrows), plays the first sample from a card (the audio really plays), opens a profile with an intro
 * video (the privacy-enhanced player's address; there is no internet here) and the sticky booking panel
 * (in view after scrolling at 1280 px), and books through the test checkout. Then a mentor adds a sample
 * in settings and hears it on their public profile; a fourth one is refused with the clear message.
 * Axe on every page on the way, and the phone's width where the page changes most.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { bookingMessages, routeOf, teacherMediaMessages as t } from '@app/contract';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  recheckAtPhone,
  registerByApi,
  signInByApi,
} from '../support/fixtures.ts';
import {
  TEST_CARD_PAYS,
  bookingDialog,
  chooseLessonAndTime,
  mentorNamed,
  payWithCard,
} from '../support/booking.ts';
import { toneWav } from '../support/audio.ts';

interface ListAnswer {
  count: number;
  results: { id: number; user: { full_name: string }; has_video: boolean; first_sample: unknown }[];
}

/** The list call with the page's own address parameters: what the page must show. */
async function listFor(request: APIRequestContext, page: Page): Promise<ListAnswer> {
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  const res = await request.get(routeOf('mentors.list').path, { params: { page: 1, ...params } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ListAnswer;
}

const countText = (n: number) => `${n} ${n === 1 ? 'mentor' : 'mentors'}`;

/** Applies the panel's choices and waits until the list shows the answer for the new address. */
async function applyAndCount(page: Page, request: APIRequestContext, url: RegExp): Promise<ListAnswer> {
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(url);
  const answer = await listFor(request, page);
  await expect(
    page.getByRole('region', { name: 'Mentors' }).getByText(countText(answer.count)),
  ).toBeVisible();
  return answer;
}

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

// A student in Berlin: "evening" is 17:00-21:00 there (the demo's Maya teaches until 18:00 Berlin time).
test.describe(() => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('a new student finds a piano teacher for beginners on weekday evenings by ear, and books', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The card's player is one Audio element the page makes and never puts in the document: keep a hand on
    // every media element that starts playing, to ask whether sound really runs.
    await context.addInitScript(() => {
      const proto = HTMLMediaElement.prototype;
      const play = Object.getOwnPropertyDescriptor(proto, 'play')!.value as (
        this: HTMLMediaElement,
      ) => Promise<void>;
      proto.play = function (this: HTMLMediaElement) {
        (window as unknown as { lastPlayed?: HTMLMediaElement }).lastPlayed = this;
        return play.call(this);
      };
    });
    const account = await registerByApi(request, { prefix: 'by-ear' });
    await signInByApi(context, account.email, account.password);

    await page.goto('/listings');
    // A new account is asked once for a referral code.
    const referral = page.getByRole('dialog', { name: 'Were you referred by a mentor?' });
    await referral.getByRole('button', { name: 'Skip' }).click();
    await expect(referral).toBeHidden();
    const everyone = await listFor(request, page);
    await expect(
      page.getByRole('region', { name: 'Mentors' }).getByText(countText(everyone.count)),
    ).toBeVisible();

    // Piano.
    await page.getByRole('button', { name: /^Instrument\b/ }).click();
    const instruments = page.getByRole('dialog', { name: 'Instrument' });
    await instruments.getByRole('searchbox', { name: 'Search Instrument' }).fill('Piano');
    await instruments.getByRole('checkbox', { name: 'Piano', exact: true }).check();
    await page.keyboard.press('Escape');
    const piano = await applyAndCount(page, request, /instrument=/);
    expect(piano.count).toBeLessThan(everyone.count);

    // For beginners.
    await page.getByRole('group', { name: 'Level' }).getByRole('checkbox', { name: 'Beginner' }).check();
    const beginners = await applyAndCount(page, request, /level=beginner/);
    expect(beginners.count).toBeLessThanOrEqual(piano.count);

    // Available on weekday evenings, in the student's zone.
    const days = page.getByRole('group', { name: 'Available on' });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await days.getByRole('checkbox', { name: day }).check();
    await page
      .getByRole('group', { name: 'Time of day' })
      .getByRole('checkbox', { name: /^Evening/ })
      .check();
    const evenings = await applyAndCount(
      page,
      request,
      /days=Mon%2CTue%2CWed%2CThu%2CFri&time_of_day=evening&tz=Europe%2FBerlin/,
    );
    await expect(page).toHaveURL(/instrument=.*level=beginner/);
    expect(evenings.count, 'piano teachers for beginners on weekday evenings').toBeGreaterThan(0);
    expect(evenings.count).toBeLessThan(piano.count);
    await expectNoSeriousA11yViolations(page);
    await recheckAtPhone(page);

    // The first sample on a card plays.
    const play = page.getByRole('button', { name: /^Play the sample "/ }).first();
    const title = /^Play the sample "(.*)"$/.exec((await play.getAttribute('aria-label')) ?? '')![1]!;
    await play.click();
    await expect(page.getByRole('button', { name: t.pauseSample(title) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const playing = () =>
      page.evaluate(() => {
        const audio = (window as unknown as { lastPlayed?: HTMLMediaElement }).lastPlayed;
        return audio ? { paused: audio.paused, time: audio.currentTime } : null;
      });
    await expect.poll(playing).toMatchObject({ paused: false });
    const started = (await playing())!.time;
    await expect.poll(async () => (await playing())!.time, { timeout: 10_000 }).toBeGreaterThan(started);
    await page.getByRole('button', { name: t.pauseSample(title) }).click();
    await expect.poll(playing).toMatchObject({ paused: true });

    // A profile with an intro video.
    const teacher = evenings.results.find((m) => m.has_video);
    expect(teacher, 'a teacher with an intro video on the first page').toBeTruthy();
    const name = teacher!.user.full_name;
    await page
      .getByRole('region', { name: 'Mentors' })
      .getByRole('link', { name, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/mentor/${teacher!.id}$`));
    await expect(page.getByRole('heading', { name: `Hear and see ${name}` })).toBeVisible();
    await expect(page.locator(`iframe[title="Intro video of ${name}"]`)).toHaveAttribute(
      'src',
      /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+\?dnt=1)$/,
    );
    await expectNoSeriousA11yViolations(page);

    // The sticky panel keeps the price and "Book a lesson" in view.
    const panel = page.getByRole('region', { name: 'Book a lesson' });
    await expect(panel.getByRole('button', { name: 'Book a lesson' })).toBeVisible();
    await page.mouse.wheel(0, 1600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect(panel).toBeInViewport();
    await recheckAtPhone(page, async () => {
      await expect(panel).toBeHidden();
    });

    // Books from the panel, through the test checkout.
    await panel.getByRole('button', { name: 'Book a lesson' }).click();
    const dialog = bookingDialog(page);
    await chooseLessonAndTime(dialog, { instrument: 'Piano', minutes: 60 });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\/cs_test_/);
    await expect(page.getByText(name)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await payWithCard(page, TEST_CARD_PAYS);
    await expect(page).toHaveURL(/\/bookings\/\d+\/success/);
    await expect(page.getByText(bookingMessages.lessonBooked)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const id = /\/bookings\/(\d+)\//.exec(page.url())![1];
    const booking = await page.request.get(`/api/lessons/bookings/${id}/`);
    expect(await booking.json()).toMatchObject({ status: 'paid', session_minutes: 60 });
  });
});

test('a mentor adds a sample in settings and hears it on their profile; a fourth is refused', async ({
  page,
  browser,
  loginAs,
  request,
}) => {
  test.slow();
  await loginAs('mentor');
  const settings = async (tab: Page) => {
    await tab.goto('/settings?tab=profile');
    await expect(tab.getByRole('heading', { name: 'Audio samples' })).toBeVisible();
  };
  await settings(page);
  const mine = page.getByRole('list', { name: 'Your audio samples' });
  const had = await mine.getByRole('listitem').count();
  expect(had, 'the demo mentor starts with room for two more samples').toBeLessThanOrEqual(1);

  const addSample = async (tab: Page, sampleTitle: string) => {
    const form = tab.getByRole('form', { name: 'Add an audio sample' });
    await form.getByLabel('Sample title').fill(sampleTitle);
    await form.getByLabel('Recording').setInputFiles({
      name: `${sampleTitle.toLowerCase().replace(/\W+/g, '-')}.wav`,
      mimeType: 'audio/wav',
      buffer: toneWav(),
    });
    await form.getByRole('button', { name: 'Add sample' }).click();
  };
  await addSample(page, 'Evening etude');
  await expect(page.getByText(t.sampleAdded)).toBeVisible();
  await expect(mine).toContainText('Evening etude (0:02)');
  await expectNoSeriousA11yViolations(page);

  // On the public profile, with a labelled player that plays.
  const { id: mentorId } = await mentorNamed(request, 'Maya Keller');
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await presetCookieConsent(visitor.context());
  await visitor.goto(`/mentor/${mentorId}`);
  const samples = visitor.getByRole('list', { name: 'Audio samples' });
  const item = samples.getByRole('listitem').filter({ hasText: 'Evening etude' });
  await expect(item).toBeVisible();
  const player = item.locator('audio');
  await expect(player).toHaveAttribute('controls', '');
  const labelId = (await player.getAttribute('aria-labelledby'))!;
  await expect(visitor.locator(`[id="${labelId}"]`)).toContainText('Evening etude');
  const state = await player.evaluate(async (el: HTMLAudioElement) => {
    el.muted = true;
    await el.play();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { paused: el.paused, duration: Math.round(el.duration) };
  });
  expect(state).toEqual({ paused: false, duration: 2 });
  await expectNoSeriousA11yViolations(visitor);
  await visitor.context().close();

  // A second tab, opened while there was room, and the third sample added in the first.
  const other = await page.context().newPage();
  await settings(other);
  const room = 3 - (had + 1);
  for (let n = 0; n < room; n++) {
    await addSample(page, `Study ${n + 1}`);
    await expect(mine).toContainText(`Study ${n + 1}`);
  }
  await expect(page.getByText(t.sampleTooMany)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Add an audio sample' })).toHaveCount(0);
  // The older tab still offers the form: the server refuses the fourth with the clear message.
  await addSample(other, 'One too many');
  await expect(other.getByText(t.sampleTooMany)).toBeVisible();
  await expect(other.getByLabel('Recording')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(other);
  await other.close();
  await recheckAtPhone(page);
});
