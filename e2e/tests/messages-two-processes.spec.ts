/**
 * Issue 7's "Done when" on several processes: two servers on one fresh PostgreSQL database (ADR 25), the
 * student's browser on the first and the mentor's on the second. A message sent through one process arrives
 * live in the other browser (realtime fan-out through LISTEN/NOTIFY), the red dot appears, and the reply goes
 * back. The suite's own server (playwright.config.ts) is not used here.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { DEMO } from '../support/env.ts';
import {
  expectNoSeriousA11yViolations,
  firstLinkIn,
  presetCookieConsent,
  readLatestEmail,
  signIn,
  strongPassword,
  uniqueEmail,
} from '../support/helpers.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const PG_SERVER = process.env.E2E_PG_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432';
const PORTS = (process.env.E2E_CLUSTER_PORTS ?? '4321,4322').split(',').map(Number) as [number, number];
const DB_NAME = process.env.E2E_CLUSTER_DB ?? `e2e_two_processes_${process.pid}`;

interface Server {
  base: string;
  child: ChildProcess;
  dataDir: string;
}
const servers: Server[] = [];

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `npm start`'s script on `port`, with DATABASE_URL on the shared database; resolves once healthy. */
async function startServer(port: number): Promise<Server> {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-cluster-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: `${PG_SERVER}/${DB_NAME}`,
    },
  });
  const server = { base, child, dataDir };
  servers.push(server);
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (res) => res.status,
          () => 0,
        ),
      {
        message: `server on ${port} up`,
        timeout: 120_000,
      },
    )
    .toBe(200);
  return server;
}

async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  // One after the other: the first migrates and seeds the demo accounts, the second finds them.
  await startServer(PORTS[0]);
  await startServer(PORTS[1]);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  for (const server of servers.splice(0)) await stopServer(server);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
});

/** A signed-in browser on `server`: a seeded demo account, or a new student registered there. */
async function browserOn(browser: Browser, server: Server, who: keyof typeof DEMO | 'new student') {
  const context: BrowserContext = await browser.newContext({ baseURL: server.base });
  await presetCookieConsent(context);
  const page: Page = await context.newPage();
  const account = who === 'new student' ? await registerOn(context, server) : DEMO[who];
  await signIn(page, account.email, account.password);
  const check = await context.request.get('/api/auth/check/');
  const { user } = (await check.json()) as { user: { id: number } };
  return { context, page, userId: user.id };
}

/** registerByApi's steps, with this server's Origin (the helpers name the suite's own server). */
async function registerOn(context: BrowserContext, server: Server) {
  const account = { email: uniqueEmail('cluster'), password: strongPassword() };
  const res = await context.request.post('/api/users/register/', {
    data: {
      ...account,
      password2: account.password,
      first_name: 'Robin',
      last_name: 'Tester',
      is_mentor: false,
    },
    headers: { Origin: server.base, 'X-Timezone': 'UTC' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await readLatestEmail(context.request, account.email, {
    subject: 'Confirm your email address',
  });
  const token = new URL(firstLinkIn(mail.text)).searchParams.get('token') ?? '';
  expect((await context.request.get(`/api/users/confirm-email/${encodeURIComponent(token)}/`)).ok()).toBe(
    true,
  );
  return account;
}

test('a message crosses from one server process to the other, live, and the reply comes back', async ({
  browser,
}) => {
  const [first, second] = servers as [Server, Server];
  const student = await browserOn(browser, first, 'new student');
  const mentor = await browserOn(browser, second, 'mentor');

  // The mentor waits on the second process; nothing unread.
  await mentor.page.goto('/messages');
  await expect(mentor.page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const nav = mentor.page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  // The same roles and labels as messages.spec.ts.
  const room = mentor.page
    .getByRole('region', { name: 'Messages' })
    .getByRole('button', { name: /^Robin T\./ });
  await expect(room).toHaveCount(0);

  // The new student writes from the first process (a virtual conversation until the first message).
  await student.page.goto(`/messages?user=${mentor.userId}`);
  const studentBox = student.page.getByLabel('Message', { exact: true });
  await studentBox.fill('Hello from process one');
  await studentBox.press('Enter');
  const studentLog = student.page.getByRole('log');
  await expect(studentLog.getByText('Hello from process one')).toBeVisible();

  // Without reloading: the new room in the mentor's list and the red dot in the navbar.
  await expect(room).toBeVisible();
  await expect(room).toContainText('Hello from process one');
  await expect(nav.getByRole('link', { name: 'Messages (unread messages)' })).toBeVisible();
  await expectNoSeriousA11yViolations(mentor.page);

  // Opened with the keyboard: the message is there and the dot clears.
  await room.focus();
  await mentor.page.keyboard.press('Enter');
  const mentorLog = mentor.page.getByRole('log');
  await expect(mentorLog.getByText('Hello from process one')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // The reply goes through the second process and shows up live in the student's chat on the first.
  const mentorBox = mentor.page.getByLabel('Message', { exact: true });
  await mentorBox.fill('Hi Robin, happy to help!');
  await mentorBox.press('Enter');
  await expect(mentorLog.getByText('Hi Robin, happy to help!')).toBeVisible();
  await expect(studentLog.getByText('Hi Robin, happy to help!')).toBeVisible();

  // And one more from the student, live in the mentor's open chat.
  await studentBox.fill('Great, see you on Friday.');
  await studentBox.press('Enter');
  await expect(mentorLog.getByText('Great, see you on Friday.')).toBeVisible();
  await expectNoSeriousA11yViolations(student.page);

  await student.context.close();
  await mentor.context.close();
});
