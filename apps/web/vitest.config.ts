import { defineConfig } from 'vitest/config';

// Component tests read dates as the browser shows them, in its zone: pin it so every machine agrees.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    passWithNoTests: true,
  },
});
