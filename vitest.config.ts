import { defineConfig } from 'vitest/config';

// One runner, three projects: the contract's pure schemas, the server (inject against a real
// database), and the web app's components in happy-dom. Browser journeys live in e2e/ (Playwright).
export default defineConfig({
  test: {
    // Each server test file boots its own embedded database; two cores, so keep parallelism modest.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
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
