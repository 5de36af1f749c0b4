/**
 * Helpers of the mentor application journeys (/become-mentor): a real PNG made with sharp, the wizard's
 * stored data written straight into browser storage (to start a journey halfway), and clipboard events
 * for the introduction editor.
 */
import { onboardingTexts } from '@app/contract';
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './helpers.ts';

/** The web app's storage keys of the wizard (DATA-23; apps/web/src/shared/storage/keys.ts). */
export const ONBOARDING_KEY = 'app.onboarding';
export const ONBOARDING_PHOTO_KEY = 'app.onboardingPhoto';

/** A real PNG portrait-sized image, as a camera export would be (sharp, no file on disk). */
export async function pngPhoto(width = 320, height = 320): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 255, g: 135, b: 137 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2.4}" r="${width / 5}" fill="#f2c6a0"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
}

export const INTRODUCTION =
  'I have played jazz piano for twenty years in clubs across Europe. In my lessons we start from the songs you love ' +
  'and learn the harmony behind them, one small step at a time.';
export const HEADLINE = 'Jazz piano for curious grown-up beginners and returners';

/** A complete draft as the wizard stores it, ready to submit from the rate step. */
export function completeDraft(overrides: Record<string, unknown> = {}) {
  const slot = (id: string) => [{ id, from: '10:00', to: '14:00', error: null }];
  return {
    about: {
      firstName: '',
      lastName: '',
      email: '',
      instruments: ['Piano'],
      languages: ['English'],
      styles: ['Jazz'],
      phone: '',
      isOver18: true,
    },
    description: { introduction: `<p>${INTRODUCTION}</p>`, headline: HEADLINE },
    availability: {
      timezone: 'Europe/Berlin',
      availability: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({
        day,
        slots: day === 'Wed' ? slot('wed-1') : [],
      })),
      sessionLengths: [30, 60, 90, 120].map((duration) => ({ duration, break: 0, enabled: true })),
      offerTrial: false,
    },
    hourlyRate: '40',
    furthestStep: 'rate',
    ...overrides,
  };
}

/** Writes the wizard's data (and a photo) into the page's storage; the next load of /become-mentor reads them. */
export async function storeOnboarding(page: Page, draft: unknown, photo: Buffer | null): Promise<void> {
  await page.evaluate(
    ([key, photoKey, stored, base64]) => {
      window.localStorage.setItem(key, JSON.stringify(stored));
      if (base64)
        window.localStorage.setItem(
          photoKey,
          JSON.stringify({ file: { name: 'portrait.png', type: 'image/png', lastModified: 1, base64 } }),
        );
    },
    [ONBOARDING_KEY, ONBOARDING_PHOTO_KEY, draft, photo ? photo.toString('base64') : null] as const,
  );
}

export async function storedOnboarding(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), ONBOARDING_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** A step's heading in /become-mentor. */
export const stepHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

/** Presses a control with the keyboard: focus, then Enter (or Space). */
export async function press(page: Page, name: string, key: 'Enter' | 'Space' = 'Enter') {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press(key);
}

/** Pastes into `target` the way a browser does: a paste event carrying both HTML and plain text. */
export async function paste(target: Locator, data: { html?: string; text: string }): Promise<void> {
  await target.evaluate((element, { html, text }) => {
    const transfer = new DataTransfer();
    if (html) transfer.setData('text/html', html);
    transfer.setData('text/plain', text);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, data);
}

/** The introduction editor of the description step. */
export function introductionEditor(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Tell your story' });
}

/** Waits until the wizard has written its data (the autosave runs shortly after the last edit). */
export async function expectSaved(page: Page, check: (stored: Record<string, unknown>) => boolean) {
  await expect.poll(async () => check((await storedOnboarding(page)) ?? {}), { timeout: 5_000 }).toBe(true);
}

/**
 * On the login page a Submit sent the user to: signs in, finds the rate step again with the stored draft's
 * rate (completeDraft: 40) and submits the application.
 */
export async function signInAndSubmitFromRate(page: Page, account: { email: string; password: string }) {
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/become-mentor\?step=rate$/);
  await expect(page.getByLabel('Hourly rate (€)')).toHaveValue('40');
  await press(page, 'Submit application');
  await expect(stepHeading(page, onboardingTexts.applicationSubmitted)).toBeVisible({ timeout: 15_000 });
}
