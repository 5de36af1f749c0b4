/**
 * The `test` every journey imports: Playwright's, plus
 * - `loginAs(role)`: signs the page's browser context in as a seeded demo account (API, fast);
 * - a guard that fails the test when the page throws an uncaught error (opt out: test.use({ allowPageErrors: true }))
 *   and prints the browser console's errors when a test fails.
 */
import { test as base, expect } from '@playwright/test';
import { DEMO, type DemoRole } from './env.ts';
import { signInByApi } from './helpers.ts';

interface Fixtures {
  loginAs: (role: DemoRole) => Promise<void>;
  allowPageErrors: boolean;
  pageErrorGuard: void;
}

export const test = base.extend<Fixtures>({
  allowPageErrors: [false, { option: true }],

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
