// `npm test`: every Vitest project (contract, server, web) and the Playwright journeys in Chromium, side by
// side: each runner alone leaves about half of two cores idle (a journey waits on its browser and its server
// in turn), together they keep both busy (ADR 65). Vitest's output streams; Playwright's is kept in a file and
// printed once both have ended. Then one line "N passed, N failed" (the sum); exits non-zero if anything failed.
//
//   TEST_SERIAL=1                     one runner after the other (both streamed), as before
//
//   TEST_DATABASE_URL=postgres://...  server tests on PostgreSQL (each test file makes its own database)
//   SKIP_E2E=1                        skip Playwright
//   ONLY_SERVER=1                     Vitest's server project only (no browser tests)
//   ONLY_E2E=1                        Playwright only (E2E_DATABASE_URL: its server on PostgreSQL)
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

// The journeys run in the headless shell (e2e/playwright.config.ts); the full browser is for Lighthouse;
// coturn's turnserver relays the lesson room's TURN journey (ADR 62).
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell', '/usr/bin/turnserver'];
const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell', 'coturn'];
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const totals = { passed: 0, failed: 0 };

/**
 * Runs a command to its end and resolves with its exit code; its output streams, or goes to `outputFile`
 * (printed by the caller) when the command runs beside another one.
 */
function run(command, args, env = {}, outputFile = undefined) {
  console.log(`\n$ ${command} ${args.join(' ')}${outputFile ? ' (its output follows when it ends)' : ''}`);
  const out = outputFile ? openSync(outputFile, 'w') : 'inherit';
  const child = spawn(command, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.once('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
    child.once('close', (code) => {
      if (outputFile) closeSync(out);
      resolve(code ?? 1);
    });
  });
}

/** Apt runs before the journeys, on its own: it must finish before any browser starts. */
function runNow(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Adds a runner's counts; a runner that failed without reporting a failed test counts as one failure. */
function add(name, counts, exitCode) {
  let { passed, failed } = counts ?? { passed: 0, failed: 0 };
  if (exitCode !== 0 && failed === 0) {
    console.error(
      `${name} exited with code ${exitCode} without a failed test (crash, build or server error).`,
    );
    failed = 1;
  }
  console.log(`${name}: ${passed} passed, ${failed} failed`);
  totals.passed += passed;
  totals.failed += failed;
}

const fileTimes = []; // [milliseconds, runner, file] of every test file, for the slowest ten

/** Prints the ten test files that took longest, so a slow addition shows in every run's output. */
function printSlowest() {
  if (fileTimes.length === 0) return;
  console.log('\nThe 10 slowest test files:');
  for (const [ms, runner, file] of fileTimes.sort((a, b) => b[0] - a[0]).slice(0, 10)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${runner}  ${file}`);
  }
}

/** Sums a Playwright suite's test durations (every retry counted) under its file. */
function playwrightFileTimes(suites) {
  for (const suite of suites ?? []) {
    let ms = 0;
    const walk = (node) => {
      for (const spec of node.specs ?? [])
        for (const test of spec.tests ?? []) for (const result of test.results ?? []) ms += result.duration;
      for (const child of node.suites ?? []) walk(child);
    };
    walk(suite);
    fileTimes.push([ms, 'playwright', suite.file]);
  }
}

async function vitest() {
  const file = join(reports, 'vitest.json');
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`];
  if (process.env.ONLY_SERVER === '1') args.push('--project', 'server');
  const code = await run('npx', args);
  const report = readJson(file);
  for (const result of report?.testResults ?? [])
    fileTimes.push([result.endTime - result.startTime, 'vitest', relative(process.cwd(), result.name)]);
  // A test file that fails to load has no failed test in it, but is a failure all the same.
  const brokenFiles =
    report?.testResults?.filter(
      (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
    ).length ?? 0;
  add(
    'vitest',
    report && { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles },
    code,
  );
}

function ensureChromium() {
  if (CHROMIUM.every((path) => existsSync(path))) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `${CHROMIUM.join(' or ')} is missing. Install Debian's (sudo apt-get install -y ${CHROMIUM_PACKAGES.join(' ')}) or set SKIP_E2E=1.`,
    );
    return false;
  }
  console.log(`Installing Debian's ${CHROMIUM_PACKAGES.join(', ')} for the browser tests...`);
  return (
    runNow('apt-get', ['update', '-qq']) === 0 &&
    runNow('apt-get', ['install', '-y', '-qq', ...CHROMIUM_PACKAGES]) === 0
  );
}

/** Starts the journeys; resolves with a function that prints their output (when kept) and adds their counts. */
async function playwright(outputFile) {
  const file = join(reports, 'playwright.json');
  const code = await run(
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    // The whole suite: the lesson room's journeys after the rest (e2e/playwright.config.ts).
    { E2E_JSON_REPORT: file, E2E_ROOM_LAST: '1' },
    outputFile,
  );
  return () => {
    if (outputFile) console.log(`\n$ npx playwright test (output)\n${readFileSync(outputFile, 'utf8')}`);
    playwrightCounts(file, code);
  };
}

function playwrightCounts(file, code) {
  const report = readJson(file);
  playwrightFileTimes(report?.suites);
  const stats = report?.stats;
  add('playwright', stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected }, code);
}

const wantVitest = process.env.ONLY_E2E !== '1';
let wantPlaywright = process.env.SKIP_E2E !== '1' && process.env.ONLY_SERVER !== '1';
if (wantPlaywright && !ensureChromium()) {
  add('playwright', { passed: 0, failed: 0 }, 1);
  wantPlaywright = false;
}
if (process.env.TEST_SERIAL === '1' || !wantVitest || !wantPlaywright) {
  if (wantVitest) await vitest();
  if (wantPlaywright) (await playwright())();
} else {
  const [, finishPlaywright] = await Promise.all([vitest(), playwright(join(reports, 'playwright.log'))]);
  finishPlaywright();
}
rmSync(reports, { recursive: true, force: true });
printSlowest();

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
