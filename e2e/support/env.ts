/**
 * Where the suite's server listens. Shared by playwright.config.ts and the helpers (Origin header),
 * so a different port is one variable: E2E_PORT.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The seeded demo accounts (README); every fresh database has them. */
export const DEMO_PASSWORD = 'lesson-demo-2026';
export const DEMO = {
  student: { email: 'student@example.com', password: DEMO_PASSWORD },
  mentor: { email: 'mentor@example.com', password: DEMO_PASSWORD },
  staff: { email: 'staff@example.com', password: DEMO_PASSWORD },
} as const;
export type DemoRole = keyof typeof DEMO;
