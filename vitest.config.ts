import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Server test files that take many times longer than the rest (each starts server processes or runs
 * thousands of generated cases; the run prints the 10 slowest). On a fresh clone Vitest has no timings yet
 * and starts the largest files first, which put these near the end, so one worker ran them alone while
 * the other had finished: they start first instead.
 */
const LONGEST_FIRST = [
  'outbox-crash.test.ts',
  'fuzz-api.test.ts',
  'platform-start-script.test.ts',
  'platform-server.test.ts',
  'slots-properties.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index < 0 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: every other file keeps Vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Server test files that never use TEST_DATABASE_URL's database: pure computations, or a real server
 * process on the embedded database by design. The PostgreSQL run (CI's second) would repeat them exactly,
 * for about 35 s of file time, so it leaves them to the PGlite run.
 */
const SAME_ON_EVERY_DATABASE = [
  'test/platform-server.test.ts',
  'test/platform-start-script.test.ts',
  'test/slots-properties.test.ts',
];

// One runner, three projects: the contract's pure schemas, the server (inject against a real
// database), and the web app's components in happy-dom. Browser journeys live in e2e/ (Playwright).
export default defineConfig({
  test: {
    // Each server test file boots its own embedded database; two cores, so keep parallelism modest.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          exclude: process.env.TEST_DATABASE_URL
            ? [...configDefaults.exclude, ...SAME_ON_EVERY_DATABASE]
            : configDefaults.exclude,
          testTimeout: 30_000,
          // Test files share each worker's module cache: the app is imported once per worker, not per file
          // (about half the server run). Every file still builds its own app on its own database.
          isolate: false,
          hookTimeout: 60_000,
          // Fails a test that runs two queries at once on one pg client (a transaction's).
          setupFiles: ['./test/setup/one-query-at-a-time.ts'],
          // Migrates once per run; each test file copies that database (test/helpers.ts).
          globalSetup: ['./test/setup/migrated-template.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
