/**
 * Where the suite's servers listen. Every Playwright worker has a server (and a database) of its own, so
 * workers never see each other's data: worker slot i talks to the server on E2E_PORT + i. Playwright sets
 * TEST_PARALLEL_INDEX in a worker before it loads the config or a test, so BASE_URL is the worker's own
 * server everywhere (the config's baseURL, the helpers' Origin header).
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 3100);
export const serverUrlOf = (slot: number) => `http://127.0.0.1:${E2E_BASE_PORT + slot}`;
export const BASE_URL = serverUrlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The seeded demo accounts (README); every fresh database has them. */
export const DEMO_PASSWORD = 'lesson-demo-2026';
export const DEMO = {
  student: { email: 'student@example.com', password: DEMO_PASSWORD },
  mentor: { email: 'mentor@example.com', password: DEMO_PASSWORD },
  staff: { email: 'staff@example.com', password: DEMO_PASSWORD },
} as const;
export type DemoRole = keyof typeof DEMO;
