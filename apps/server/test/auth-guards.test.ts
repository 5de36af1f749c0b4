/**
 * The pieces other modules build on: the declared access (user, staff), request.user, request.timezone and the
 * CSRF check (rule R2). This file builds its own app so that it can add probe routes after the auth module,
 * exactly as a later module would be registered; the database is PGlite in memory.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_COOKIE, CSRF_COOKIE } from '@app/contract';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/seed.ts';
import type { Endpoint } from '@app/contract';
import { handle } from '../src/platform/endpoints.ts';
import { FixedClock } from '../src/platform/clock.ts';
import { OutboxMailer } from '../src/platform/mail/mailer.ts';
import { login, type Session } from './auth-helpers.ts';
import { openTestDatabase } from './helpers.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PUBLIC_URL: 'http://localhost:3000',
  SEED_PASSWORD: 'Seeded-Cello-2026',
  // The demo catalogue writes portraits under DATA_DIR/uploads.
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'auth-guards-')),
});
const password = config.SEED_PASSWORD;

describe('authentication for other modules, CSRF and time zones', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: App;
  let student: Session;
  let staff: Session;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const clock = new FixedClock('2026-03-02T10:00:00Z');
    await seedDemoData(database, config, clock);
    app = await buildApp({ config, database, clock, mailer: new OutboxMailer(database, clock) });
    // Probes declared like every endpoint, so the pipeline's access check (not a hand-written one) answers.
    const probe = (path: string, access: Endpoint['access']) =>
      ({ method: 'GET', path, access, summary: 'probe', tags: [], responses: {} }) as unknown as Endpoint;
    handle(app, probe('/api/probe/me/', 'user'), ({ user, request, reply }) =>
      reply.send({ id: user!.id, zone: request.timezone }),
    );
    handle(app, probe('/api/probe/staff/', 'staff'), ({ user, reply }) => reply.send({ id: user!.id }));
    app.get('/api/probe/optional/', (request) => ({ signed_in: request.user !== null }));
    app.post('/api/probe/write/', (request) => ({ by: request.user?.email ?? null }));
    await app.ready();
    student = await login(app, 'student@example.com', { password });
    staff = await login(app, 'staff@example.com', { password });
  });
  afterAll(async () => {
    await app.close();
    await dispose();
  });

  describe('the demo seed', () => {
    it('creates the three confirmed demo accounts, only Stella as staff and Maya as the mentor', async () => {
      const all = await database.db.select().from(users).orderBy(users.id);
      const rows = DEMO_ACCOUNTS.map((a) => all.find((r) => r.email === a.email)!);
      expect(rows.map((r) => [r.email, r.firstName, r.lastName, r.isStaff, r.isMentor])).toEqual(
        DEMO_ACCOUNTS.map((a) => [
          a.email,
          a.firstName,
          a.lastName,
          a.isStaff,
          a.email === 'mentor@example.com',
        ]),
      );
      expect(rows.every((r) => r.emailConfirmedAt !== null)).toBe(true);
    });

    it('is idempotent: a second run changes nothing', async () => {
      const before = await database.db.select().from(users);
      await seedDemoData(database, config);
      expect(await database.db.select().from(users)).toEqual(before);
    });

    it('lets the mentor account sign in with SEED_PASSWORD', async () => {
      const maya = await login(app, 'mentor@example.com', { password });
      expect(maya.user.email).toBe('mentor@example.com');
    });
  });

  describe('declared access user and staff, and request.user', () => {
    it('answers 401 in the R1 shape to a visitor', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/probe/me/' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    });

    it('answers 401 with an expiry message to a stale or forged access cookie', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/probe/me/',
        cookies: { [ACCESS_COOKIE]: 'x.y' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ detail: string }>().detail).toMatch(/expired/);
    });

    it('gives the handler the signed-in user', async () => {
      const res = await student.inject({ method: 'GET', url: '/api/probe/me/' });
      expect(res.json()).toEqual({ id: student.user.id, zone: 'UTC' });
      expect((await student.inject({ method: 'GET', url: '/api/probe/optional/' })).json()).toEqual({
        signed_in: true,
      });
      expect((await app.inject({ method: 'GET', url: '/api/probe/optional/' })).json()).toEqual({
        signed_in: false,
      });
    });

    it('lets staff through a staff endpoint and answers 403 to a student', async () => {
      expect((await staff.inject({ method: 'GET', url: '/api/probe/staff/' })).json()).toEqual({
        id: staff.user.id,
      });
      const res = await student.inject({ method: 'GET', url: '/api/probe/staff/' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: expect.any(String) as string });
    });
  });

  describe('X-Timezone', () => {
    it.each([
      ['Europe/Berlin', 'Europe/Berlin'],
      ['America/Argentina/Buenos_Aires', 'America/Argentina/Buenos_Aires'],
      ['Not/AZone', 'UTC'],
      ['', 'UTC'],
    ])('reads %j as %s', async (header, zone) => {
      const res = await student.inject({
        method: 'GET',
        url: '/api/probe/me/',
        headers: { 'x-timezone': header },
      });
      expect(res.json<{ zone: string }>().zone).toBe(zone);
    });
  });

  describe('CSRF (rule R2)', () => {
    const write = (session: Session, headers: Record<string, string> = {}, csrf = true) =>
      session.inject({ method: 'POST', url: '/api/probe/write/', payload: {}, headers, csrf });

    it('accepts an unsafe call with the matching header and the right Origin', async () => {
      const res = await write(student, { origin: 'http://localhost:3000' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ by: 'student@example.com' });
    });

    it('accepts an unsafe call with the matching header and no Origin header', async () => {
      expect((await write(student)).statusCode).toBe(200);
    });

    it('refuses a signed-in unsafe call without X-CSRFToken: 403 "CSRF Failed: ..."', async () => {
      const res = await write(student, {}, false);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ detail: string }>().detail).toMatch(/^CSRF Failed: /);
    });

    it('refuses a header that does not match the cookie', async () => {
      const res = await write(student, { 'x-csrftoken': 'z'.repeat(43) });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ detail: string }>().detail).toBe('CSRF Failed: CSRF token incorrect.');
    });

    it('accepts the origin the request was sent to, when it is not PUBLIC_URL (127.0.0.1 vs localhost)', async () => {
      const res = await write(student, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' });
      expect(res.statusCode).toBe(200);
    });

    it('refuses an Origin that is neither PUBLIC_URL nor the request host', async () => {
      const res = await write(student, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:4000' });
      expect(res.statusCode).toBe(403);
    });

    it('refuses a foreign Origin even with the right token', async () => {
      const res = await write(student, { origin: 'https://evil.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ detail: string }>().detail).toMatch(/^CSRF Failed: Origin checking failed/);
    });

    it('refuses when the CSRF cookie is gone', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/probe/write/',
        payload: {},
        cookies: { [ACCESS_COOKIE]: student.jar.get(ACCESS_COOKIE) ?? '' },
        headers: { 'x-csrftoken': student.jar.get(CSRF_COOKIE) ?? '' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('protects logout and refresh, which act on the session', async () => {
      for (const url of ['/api/auth/logout/', '/api/auth/refresh/']) {
        const res = await student.inject({ method: 'POST', url, payload: {}, csrf: false });
        expect(res.statusCode).toBe(403);
      }
      expect((await student.inject({ method: 'GET', url: '/api/auth/check/' })).json()).toMatchObject({
        is_authenticated: true,
      });
    });

    it('does not require the header from a caller without a session cookie', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/probe/write/', payload: {} });
      expect(res.json()).toEqual({ by: null });
    });

    it('exempts login (credentials in the body) even when stale session cookies are sent', async () => {
      const res = await student.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'student@example.com', password },
        csrf: false,
      });
      expect(res.statusCode).toBe(200);
    });

    it('never checks safe methods', async () => {
      expect((await student.inject({ method: 'GET', url: '/api/probe/me/', csrf: false })).statusCode).toBe(
        200,
      );
    });
  });

  it('reads the staff flag from the database on every call: a demoted staff member loses access at once', async () => {
    await database.db.update(users).set({ isStaff: false }).where(eq(users.email, 'staff@example.com'));
    expect((await staff.inject({ method: 'GET', url: '/api/probe/staff/' })).statusCode).toBe(403);
  });
});
