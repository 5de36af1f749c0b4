import { defineConfig } from 'vitest/config';

// Component tests read dates as the browser shows them, in its zone: pin it so every machine agrees.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    // Each file still gets a fresh global (a vm context) but the workers keep their module cache and
    // happy-dom loaded: the web suite takes less than half the time of the forks pool (ADR 38). In a vm
    // context the window is the global object, so the page needs an address for its cookies.
    pool: 'vmThreads',
    environmentOptions: { happyDOM: { url: 'http://localhost:3000' } },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    passWithNoTests: true,
  },
});
