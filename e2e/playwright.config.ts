import { defineConfig, devices } from '@playwright/test';
import { existsSync, statfsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BASE_URL, E2E_BASE_PORT, serverUrlOf } from './support/env.ts';

const CI = Boolean(process.env.CI);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Four workers on two cores: a journey mostly waits (on its browser, its server, an expectation's next
// poll); with two workers the suite used a quarter of two cores' time (ADR 65), with four about half.
const WORKERS = Number(process.env.E2E_WORKERS ?? 4);
// Debian's chromium-headless-shell: the same Chromium build as a lean headless-only program, the one
// Playwright itself runs headless journeys in. It takes about half the CPU of the full browser in its new
// headless mode (browser process a third, renderers two thirds), and CPU is what the journeys wait for on
// two cores. E2E_BROWSER picks another binary (e.g. /usr/bin/chromium).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER =
  process.env.E2E_BROWSER ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
/** Journeys with two live pages that measure time between them (the `room` project below). */
const ROOM_JOURNEYS = [/lesson-room[^/]*\.spec\.ts$/, /messages-two-processes\.spec\.ts$/];
const SHM_ROOM =
  existsSync('/dev/shm') && statfsSync('/dev/shm').bavail * statfsSync('/dev/shm').bsize > 2 ** 30;

/**
 * Browser journeys against the real server in Debian's Chromium (Playwright never downloads a browser
 * here). One server per worker, each on a fresh DATA_DIR (or a fresh PostgreSQL database) with the seeded
 * demo accounts, so the workers run side by side without sharing data (support/env.ts).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Each worker with its own server.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  // A journey's own limit; CI runs four servers and browsers beside the other tests on two cores: twice the room.
  timeout: CI ? 60_000 : 30_000,
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
    // The app honours the reduced-motion setting (styles.css, motion-safe: classes): no dialog slides in
    // and no scroll glides, so Playwright never waits for an element to stop moving before it clicks.
    // The accessibility file keeps motion on (its pages are checked as most people see them).
    reducedMotion: 'reduce',
    // Recording a trace costs about a third of a journey's time: only a retry (of a test that failed once)
    // records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: BROWSER,
      // Playwright moves Chromium's shared memory to /tmp files by default (for containers with a tiny
      // /dev/shm); with room in /dev/shm that only costs time (about a tenth of the suite here).
      ignoreDefaultArgs: SHM_ROOM ? ['--disable-dev-shm-usage'] : [],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Sparkplug's baseline code only, no optimising tiers: a journey's page lives for seconds, too short
        // for Maglev's or TurboFan's compile work to pay back; the renderers' CPU drops by about 8% (ADR 65).
        '--js-flags=--max-opt=1',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ROOM_JOURNEYS },
    // The lesson room's journeys measure time between two pages (a metronome beat within 20 ms of the
    // shared grid, a pointer followed, a call relayed through TURN): on two cores they pass alone and miss
    // beside three other journeys, so they run one at a time, and in the whole suite (`npm test` sets
    // E2E_ROOM_LAST) after the rest. Not always: a dependency runs whole, even for one room file (ADR 78).
    {
      name: 'room',
      testMatch: ROOM_JOURNEYS,
      workers: 1,
      dependencies: process.env.E2E_ROOM_LAST === '1' ? ['chromium'] : [],
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, slot) => ({
    // serve.mjs makes a fresh DATA_DIR (and database), runs scripts/start.mjs (builds the web app if
    // needed) and removes them after.
    command: 'node e2e/serve.mjs',
    cwd: repoRoot,
    url: `${serverUrlOf(slot)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !CI,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    env: {
      PORT: String(E2E_BASE_PORT + slot),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: serverUrlOf(slot),
      // Issue 22 item 3: the journey's calendar feed is served by a local server the test starts.
      EXTERNAL_CALENDAR_ALLOW_PRIVATE: 'true',
      // Empty means unset: PGlite, unless E2E_DATABASE_URL names a PostgreSQL server and database, of which
      // serve.mjs makes a fresh copy per server.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    },
  })),
});
