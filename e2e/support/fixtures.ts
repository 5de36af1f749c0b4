/**
 * The `test` every journey imports: Playwright's, plus
 * - `loginAs(role)`: signs the page's browser context in as a seeded demo account (API, fast);
 * - a guard that fails the test when the page throws an uncaught error (opt out: test.use({ allowPageErrors: true }))
 *   and prints the browser console's errors when a test fails;
 * - `page.goto` and `page.reload` that return once the app answers (<html data-app-ready>): a public page
 *   arrives drawn by the server (ADR 44) and its buttons do nothing until the app has taken it over, so a
 *   click right after the page appeared would be lost. Not with `waitUntil: 'commit'`, nor without
 *   JavaScript, nor for a page that is not the app's.
 */
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, type DemoRole } from './env.ts';
import { signInByApi } from './helpers.ts';

interface Fixtures {
  loginAs: (role: DemoRole) => Promise<void>;
  allowPageErrors: boolean;
  pageErrorGuard: void;
}

type GotoOptions = Parameters<Page['goto']>[1];

/** Contexts whose pages run no JavaScript: there is no app to wait for. */
const withoutScripts = new WeakSet<BrowserContext>();

/** After a navigation: waits for the app, when the page is the app's and may run it. */
async function waitForApp(page: Page, options: GotoOptions): Promise<void> {
  if (options?.waitUntil === 'commit' || withoutScripts.has(page.context())) return;
  if (!(await page.locator('#root').count())) return;
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

const waiting = new WeakSet<Page>();

function waitForAppOnNavigation(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page, options);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page, options);
    return response;
  };
}

function withAppWaits(context: BrowserContext, javaScriptEnabled: boolean | undefined): BrowserContext {
  if (javaScriptEnabled === false) withoutScripts.add(context);
  context.on('page', waitForAppOnNavigation);
  return context;
}

export const test = base.extend<Fixtures>({
  allowPageErrors: [false, { option: true }],

  // The test's own context, and every context or page a test opens beside it (a second student...).
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(withAppWaits(context, javaScriptEnabled));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) =>
        withAppWaits(await newContext(options), options?.javaScriptEnabled);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled === false) withoutScripts.add(page.context());
        waitForAppOnNavigation(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],

  loginAs: async ({ context }, use) => {
    await use(async (role) => {
      const { email, password } = DEMO[role];
      await signInByApi(context, email, password);
    });
  },

  pageErrorGuard: [
    async ({ page, allowPageErrors }, use, testInfo) => {
      const errors: string[] = [];
      const consoleErrors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.stack ?? err.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(`${msg.text()} (${msg.location().url})`);
      });
      await use();
      // A failing test shows what the browser console complained about (CSP, failed requests, React).
      if (testInfo.status !== testInfo.expectedStatus && consoleErrors.length) {
        await testInfo.attach('browser console errors', {
          body: consoleErrors.join('\n'),
          contentType: 'text/plain',
        });
        console.log(`browser console errors:\n  ${consoleErrors.join('\n  ')}`);
      }
      if (!allowPageErrors) expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { DEMO, DEMO_PASSWORD, BASE_URL } from './env.ts';
export * from './helpers.ts';
