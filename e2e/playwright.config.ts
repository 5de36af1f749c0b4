import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { BASE_URL, E2E_PORT } from './support/env.ts';

const CI = Boolean(process.env.CI);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Browser journeys against the real server (one per run, fresh DATA_DIR, seeded demo accounts) in
 * Debian's Chromium. Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Two cores and one shared server: two workers at most; tests must not depend on each other's data.
  workers: Number(process.env.E2E_WORKERS ?? (CI ? 1 : 2)),
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // 'list' for people; JSON for scripts/test.mjs, which sums the counts of every runner.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? './playwright-report/results.json' }],
  ],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // serve.mjs makes a fresh DATA_DIR, runs scripts/start.mjs (builds the web app if needed) and removes it after.
    command: 'node e2e/serve.mjs',
    cwd: repoRoot,
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
      // Empty means unset for the server's config: PGlite unless E2E_DATABASE_URL names a PostgreSQL database.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  },
});
