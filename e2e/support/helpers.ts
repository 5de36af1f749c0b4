/**
 * Helpers every journey uses. Locators go through accessible roles and labels; waits go through
 * Playwright's auto-waiting assertions or expect.poll, never through sleeps (the one quiet window is networkSettled's).
 */
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { createHash, randomBytes } from 'node:crypto';
import { BASE_URL } from './env.ts';

// ---------------------------------------------------------------------------------------------- a11y

/**
 * What axe would see of a page, short of its words: every element's tag, role, classes, attribute names and
 * whether it holds text, plus the address, the viewport and the check's options. Two pages alike in all of
 * this get the same verdict from the WCAG rules (contrast comes from the classes), so a worker checks each
 * such page once: the journeys visit the same screens many times, and axe was a third of their time.
 */
const checkedPages = new Set<string>();
async function pageShape(page: Page, options: object): Promise<string> {
  const outline = await page.evaluate(() => {
    const parts: string[] = [];
    const elements = document.querySelectorAll('body *');
    for (let i = 0; i < elements.length; i += 1) {
      const el = elements[i]!;
      const attributes: string[] = [];
      for (let a = 0; a < el.attributes.length; a += 1) {
        const attribute = el.attributes[a]!;
        attributes.push(attribute.name === 'class' ? attribute.value : attribute.name);
      }
      let text = false;
      for (let n = 0; n < el.childNodes.length && !text; n += 1) {
        const child = el.childNodes[n]!;
        text = child.nodeType === 3 && Boolean(child.textContent?.trim());
      }
      parts.push(`${el.tagName}${text ? '+' : ''}[${attributes.join(' ')}]`);
    }
    return parts.join('');
  });
  const url = new URL(page.url());
  return createHash('sha256')
    .update(JSON.stringify([url.pathname, url.search, page.viewportSize(), options, outline]))
    .digest('hex');
}

/** How long the page must make no request to count as settled. */
const QUIET_MS = 100;

/**
 * Waits until the page has loaded and then made no request for QUIET_MS. Playwright's 'networkidle' waits
 * 500 ms of quiet every time, and the journeys check a page over 300 times: that idle half-second was about a
 * fifth of their time. A request that began before this call is seen when it ends (a new resource timing
 * entry restarts the quiet window).
 */
async function networkSettled(page: Page): Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const resources = () => page.evaluate(() => performance.getEntriesByType('resource').length);
    let seen = await resources();
    for (;;) {
      await page.waitForTimeout(QUIET_MS);
      const now = await resources();
      if (inFlight === 0 && now === seen && Date.now() - lastActivity >= QUIET_MS) return;
      seen = now;
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Runs axe (WCAG 2.x A and AA) on the current page and fails on any serious or critical violation,
 * listing each one with its help text and the offending elements. A page shaped exactly like one already
 * checked in this worker is not checked again (pageShape).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[]; disableRules?: string[] } = {},
): Promise<void> {
  // Let entrance animations end first (e.g. the cookie dialog fades in for 250 ms): axe measures colour
  // contrast as painted, so a half-transparent button would read as a contrast failure. Endless ones
  // (spinners) are left alone.
  // Lazily loaded parts (the cookie dialog's chunk) arrive after the first paint: wait for the network to
  // settle and two frames, so their transitions have started before we wait for them to end.
  await networkSettled(page);
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return end !== undefined && Number.isFinite(Number(end));
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
  const shape = await pageShape(page, options);
  if (checkedPages.has(shape)) return;
  // Legacy mode runs axe.run() in the page itself. The default (runPartial in every frame, then finishRun)
  // opens and closes a blank page for every check, which took about a third of the journeys' time; the
  // only thing it adds is reaching into cross-origin frames, and ours hold third-party players only.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `      - ${n.target.join(' ')}\n        ${n.failureSummary?.replace(/\n/g, '\n        ') ?? ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      ... and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n');
  // Compare a short summary so the failure shows the readable report above, not axe's raw objects.
  const summary = serious.map((v) => `${v.impact}: ${v.id} (${v.nodes.length} element(s))`);
  expect(summary, `Serious accessibility violations on ${page.url()}:\n${report}\n`).toEqual([]);
  checkedPages.add(shape);
}

/** The phone the journeys check a screen at (an iPhone 12-14's CSS viewport). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** Two animation frames: the browser has laid out and painted what a viewport change made. */
async function afterLayout(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Checks the screen a journey is on at 390x844 without walking the journey again (ADR 65 addendum): the
 * page is resized, must not scroll sideways, must pass axe as it stands there, and then `extra` runs the
 * phone-only checks (it may also do what only the phone has, e.g. open the phone menu, but should leave
 * the screen as it found it). The earlier viewport is restored, also when a check fails. A phone twin of
 * each journey cost about 185 s of a CI run, most of it replaying flows whose screens differ only in width.
 * The page keeps its desktop context: no touch and no mobile meta-viewport emulation; the app's pages are
 * width=device-width, so the layout is the 390 px one (a desktop scrollbar, if drawn, only narrows it).
 */
export async function recheckAtPhone(
  page: Page,
  extra?: () => Promise<void>,
  a11y: Parameters<typeof expectNoSeriousA11yViolations>[1] = {},
): Promise<void> {
  const previous = page.viewportSize();
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(PHONE_VIEWPORT.width);
    await afterLayout(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `the page scrolls sideways at ${PHONE_VIEWPORT.width} px: ${page.url()}`,
      })
      .toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, a11y);
    if (extra) await extra();
  } finally {
    if (previous) {
      await page.setViewportSize(previous);
      await afterLayout(page);
    }
  }
}

// ---------------------------------------------------------------------------------------------- data

/** A fresh address for this test run, e.g. uniqueEmail('reg') -> reg-1a2b3c4d5e@example.com. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`.toLowerCase();
}

// ---------------------------------------------------------------------------------------------- api

/**
 * Headers for an unsafe call the way the web app sends them (rule R2): the CSRF double-submit token
 * from the auth check, the Origin and a time zone. On a context's request, the csrftoken cookie is
 * stored in the browser context too.
 */
export async function apiHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const check = await request.get('/api/auth/check/');
  expect(check.ok(), `GET /api/auth/check/ answered ${check.status()}`).toBeTruthy();
  const { csrftoken } = (await check.json()) as { csrftoken: string };
  return { 'X-CSRFToken': csrftoken, Origin: BASE_URL, 'X-Timezone': 'UTC' };
}

// ---------------------------------------------------------------------------------------------- mail

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * The newest e-mail to `to` in the development outbox (GET /api/dev/emails/?to=), waiting until one
 * exists (optionally with a matching subject). Use a uniqueEmail() per test so "newest" is yours.
 */
export async function readLatestEmail(
  request: APIRequestContext,
  to: string,
  options: { subject?: string | RegExp; timeout?: number } = {},
): Promise<Email> {
  const matches = (mail: Email) =>
    options.subject === undefined ||
    (typeof options.subject === 'string'
      ? mail.subject.includes(options.subject)
      : options.subject.test(mail.subject));
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/emails/', { params: { to } });
        expect(res.ok(), `GET /api/dev/emails/ answered ${res.status()}`).toBeTruthy();
        found = ((await res.json()) as Email[]).find(matches);
        return found !== undefined;
      },
      {
        message: `an e-mail to ${to}${options.subject ? ` with subject ${String(options.subject)}` : ''}`,
        timeout: options.timeout ?? 10_000,
      },
    )
    .toBe(true);
  return found!;
}

/** The first http(s) link in a text (an e-mail body), without trailing punctuation. */
export function firstLinkIn(text: string): string {
  const match = /https?:\/\/[^\s<>"')\]]+/.exec(text);
  if (!match) throw new Error(`No link found in:\n${text}`);
  return match[0].replace(/[.,;:!?]+$/, '');
}

// ---------------------------------------------------------------------------------------------- clock

/**
 * Moves the server's clock forward (POST /api/dev/clock/); jobs that became due run before it answers.
 * Answers the server's new time. The clock is shared by the whole run and never goes back.
 */
export async function advanceClock(request: APIRequestContext, seconds: number): Promise<{ now: string }> {
  const res = await request.post('/api/dev/clock/', { data: { advance_seconds: seconds } });
  expect(res.ok(), `POST /api/dev/clock/ answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { now: string };
}

// ---------------------------------------------------------------------------------------------- auth

/** Signs in through the login form, the way a person does, and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Signs in without the UI: POST /api/auth/login/ through the context's own request object, whose
 * cookies are the browser context's, so the next page.goto() is signed in.
 */
export async function signInByApi(
  context: BrowserContext,
  email: string,
  password: string,
  rememberMe = false,
): Promise<void> {
  const res = await context.request.post('/api/auth/login/', {
    data: { email, password, remember_me: rememberMe },
    headers: await apiHeaders(context.request),
  });
  expect(
    res.ok(),
    `POST /api/auth/login/ for ${email} answered ${res.status()}: ${await res.text()}`,
  ).toBeTruthy();
}

// ---------------------------------------------------------------------------------------------- journeys

/** The web app's localStorage key of the cookie choice (the only key that survives logout, AUTH-36). */
export const COOKIE_CONSENT_KEY = 'app.cookieConsent';

/**
 * Stores a cookie choice before any page of the context loads (unless one is stored already), so the
 * consent dialog does not cover the page in journeys that are not about it.
 */
export async function presetCookieConsent(
  context: BrowserContext,
  choice: { analytics: boolean; advertising: boolean } = { analytics: false, advertising: false },
): Promise<void> {
  const value = JSON.stringify({
    ...choice,
    essential: true,
    timestamp: new Date().toISOString(),
    consent: true,
  });
  await context.addInitScript(
    ([key, stored]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, stored);
      } catch {
        // about:blank and sandboxed documents have no storage.
      }
    },
    [COOKIE_CONSENT_KEY, value] as const,
  );
}

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A password the server's rules accept (long, not common, not numeric, unlike the e-mail). */
export function strongPassword(): string {
  return `Chord-${randomBytes(4).toString('hex')}-Progression`;
}

/**
 * Creates a student account through the API (POST /api/users/register/) and, unless `confirm` is false,
 * confirms it the way the mailed link does (GET /api/users/confirm-email/<token>/).
 */
export async function registerByApi(
  request: APIRequestContext,
  options: { prefix?: string; firstName?: string; confirm?: boolean } = {},
): Promise<TestAccount> {
  const account: TestAccount = {
    email: uniqueEmail(options.prefix ?? 'user'),
    password: strongPassword(),
    firstName: options.firstName ?? 'Robin',
    lastName: 'Tester',
  };
  const res = await request.post('/api/users/register/', {
    data: {
      email: account.email,
      password: account.password,
      password2: account.password,
      first_name: account.firstName,
      last_name: account.lastName,
      is_mentor: false,
    },
    headers: { Origin: BASE_URL, 'X-Timezone': 'UTC' },
  });
  expect(res.status(), `POST /api/users/register/ answered ${res.status()}: ${await res.text()}`).toBe(201);
  if (options.confirm !== false) {
    const mail = await readLatestEmail(request, account.email, { subject: 'Confirm your email address' });
    const token = new URL(firstLinkIn(mail.text)).searchParams.get('token');
    expect(token, 'the confirmation link carries a token').toBeTruthy();
    const confirm = await request.get(`/api/users/confirm-email/${encodeURIComponent(token!)}/`);
    expect(confirm.ok(), `confirming ${account.email} answered ${confirm.status()}`).toBeTruthy();
  }
  return account;
}

/** All e-mails to `to` in the dev outbox (newest first). */
export async function listEmails(request: APIRequestContext, to: string): Promise<Email[]> {
  const res = await request.get('/api/dev/emails/', { params: { to } });
  expect(res.ok(), `GET /api/dev/emails/ answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as Email[];
}

/**
 * The signed-in user's menu button in the navbar (NAV-07): its accessible name is "<first name>, account menu".
 */
export function userMenuButton(page: Page, firstName: string) {
  return page.getByRole('banner').getByRole('button', { name: `${firstName}, account menu`, exact: true });
}

/**
 * Presses Tab (Shift+Tab with `backward`), as a keyboard user does, until `target` has the focus; fails
 * after `maxPresses`. Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  maxPresses = 40,
  { backward = false }: { backward?: boolean } = {},
): Promise<number> {
  for (let presses = 1; presses <= maxPresses; presses++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const focused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return presses;
  }
  throw new Error(`${target.toString()} was not reached with ${maxPresses} presses of Tab`);
}

/** The stored cookie choice (localStorage app.cookieConsent), parsed; null when there is none. */
export async function storedCookieConsent(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), COOKIE_CONSENT_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}
