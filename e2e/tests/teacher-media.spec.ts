/**
 * Issue 20 part A (ADR 67): a mentor adds an intro video, levels and a recorded sample in settings; a
 * visitor opens the profile, sees the video (privacy-enhanced player), the levels, the facts and the 7-day
 * preview, and plays the sample; the card on /listings plays it too. Axe on the settings and the profile,
 * and the profile at 390 px without sideways scrolling.
 */
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  signInByApi,
  DEMO_PASSWORD,
} from '../support/fixtures.ts';
import { mentorNamed } from '../support/booking.ts';

const ZOE = 'Zoë Hartmann';
const ZOE_EMAIL = 'zoe.hartmann@example.com';

/** A 2-second 440 Hz tone as a mono 16-bit WAV, made here so that no binary file is committed. */
function toneWav(seconds = 2, rate = 8000): Buffer {
  const pcm = Buffer.alloc(seconds * rate * 2);
  for (let i = 0; i < seconds * rate; i++) {
    pcm.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

test.beforeEach(async ({ context }) => {
  await presetCookieConsent(context);
});

test('a mentor adds a video, levels and a sample; a visitor sees the facts and plays the sample', async ({
  page,
  browser,
  request,
}) => {
  const zoe = await mentorNamed(request, ZOE);

  // The mentor, in settings.
  await signInByApi(page.context(), ZOE_EMAIL, DEMO_PASSWORD);
  await page.goto('/settings?tab=profile');
  const form = page.getByRole('form', { name: 'Your mentor profile' });
  await form.getByLabel('Intro video (YouTube or Vimeo address)').fill('https://example.com/not-a-video');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Enter a YouTube or Vimeo video address').first()).toBeVisible();
  await form.getByLabel('Intro video (YouTube or Vimeo address)').fill('https://vimeo.com/76979871');
  const levels = form.getByRole('group', { name: 'Levels taught' });
  for (const level of ['Beginner', 'Intermediate', 'Advanced'])
    await levels.getByLabel(level).setChecked(false);
  await levels.getByLabel('Beginner').check();
  await form.getByRole('group', { name: 'Ages taught' }).getByLabel('Teens').check();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Mentor profile updated successfully')).toBeVisible();

  const samples = page.getByRole('form', { name: 'Add an audio sample' });
  await samples.getByLabel('Sample title').fill('Cello warm-up');
  await samples.getByLabel('Recording').setInputFiles({
    name: 'warm-up.wav',
    mimeType: 'audio/wav',
    buffer: toneWav(),
  });
  await samples.getByRole('button', { name: 'Add sample' }).click();
  await expect(page.getByText('Audio sample added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your audio samples' })).toContainText('Cello warm-up (0:02)');
  await expectNoSeriousA11yViolations(page);

  // A visitor, on the profile.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await presetCookieConsent(visitorContext);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/mentor/${zoe.id}`);
  await expect(visitor.getByRole('heading', { name: `Hear and see ${ZOE}` })).toBeVisible();
  const video = visitor.frameLocator(`iframe[title="Intro video of ${ZOE}"]`);
  expect(video).toBeTruthy();
  await expect(visitor.locator(`iframe[title="Intro video of ${ZOE}"]`)).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871?dnt=1',
  );
  const facts = visitor.getByRole('region', { name: 'Before you book' });
  await expect(facts.getByText('Levels taught')).toBeVisible();
  await expect(facts.getByText('Beginner', { exact: true })).toBeVisible();
  await expect(facts.getByText(/^(Adults, )?Teens$/)).toBeVisible();
  await expect(facts.getByText('Lessons taught')).toBeVisible();
  await expect(facts.getByText('Member since')).toBeVisible();
  await expect(facts.getByRole('listitem')).toHaveCount(7);
  // The sticky panel keeps the price and "Book a lesson" in view on a wide screen.
  const panel = visitor.getByRole('region', { name: 'Book a lesson' });
  await expect(panel.getByRole('button', { name: 'Book a lesson' })).toBeVisible();
  await visitor.mouse.wheel(0, 1500);
  await expect(panel).toBeInViewport();

  const audio = visitor.getByRole('list', { name: 'Audio samples' }).locator('audio');
  await expect(audio).toHaveAttribute('aria-labelledby', /sample-/);
  await expect(visitor.getByText('Cello warm-up')).toBeVisible();
  const played = await audio.evaluate(async (el: HTMLAudioElement) => {
    el.muted = true;
    await el.play();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { paused: el.paused, duration: el.duration };
  });
  expect(played.paused).toBe(false);
  expect(Math.round(played.duration)).toBe(2);
  await expectNoSeriousA11yViolations(visitor);

  // The card on /listings plays the first sample.
  await visitor.goto(`/listings?has_media=true&level=beginner&search=${encodeURIComponent('Zoë')}`);
  const play = visitor.getByRole('button', { name: 'Play the sample "Cello warm-up"' });
  await play.click();
  await expect(visitor.getByRole('button', { name: 'Pause the sample "Cello warm-up"' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // At 390 px the profile reads without sideways scrolling.
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto(`/mentor/${zoe.id}`);
  await expect(visitor.getByRole('heading', { name: `Hear and see ${ZOE}` })).toBeVisible();
  await expect(panel).toBeHidden();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(
    true,
  );
  await expectNoSeriousA11yViolations(visitor);
  await visitorContext.close();
});
