// `npm test`: every Vitest project (contract, server, web), then the Playwright journeys in Chromium.
// Streams both runners' output, then prints one line "N passed, N failed" (the sum) and exits non-zero
// if anything failed.
//
//   TEST_DATABASE_URL=postgres://...  server tests on PostgreSQL (each test file makes its own database)
//   SKIP_E2E=1                        skip Playwright
//   ONLY_SERVER=1                     Vitest's server project only (no browser tests)
//   ONLY_E2E=1                        Playwright only (E2E_DATABASE_URL: its server on PostgreSQL)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

// The journeys run in the headless shell (e2e/playwright.config.ts); the full browser is for Lighthouse.
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
const CHROMIUM_PACKAGES = ['chromium', 'chromium-headless-shell'];
const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const totals = { passed: 0, failed: 0 };

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
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

function vitest() {
  const file = join(reports, 'vitest.json');
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`];
  if (process.env.ONLY_SERVER === '1') args.push('--project', 'server');
  const code = run('npx', args);
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
  console.log('Installing Debian chromium and chromium-headless-shell for the browser tests...');
  return (
    run('apt-get', ['update', '-qq']) === 0 &&
    run('apt-get', ['install', '-y', '-qq', ...CHROMIUM_PACKAGES]) === 0
  );
}

function playwright() {
  if (!ensureChromium()) return add('playwright', { passed: 0, failed: 0 }, 1);
  const file = join(reports, 'playwright.json');
  const code = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON_REPORT: file,
  });
  const report = readJson(file);
  playwrightFileTimes(report?.suites);
  const stats = report?.stats;
  add('playwright', stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected }, code);
}

if (process.env.ONLY_E2E !== '1') vitest();
if (process.env.SKIP_E2E !== '1' && process.env.ONLY_SERVER !== '1') playwright();
rmSync(reports, { recursive: true, force: true });
printSlowest();

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
