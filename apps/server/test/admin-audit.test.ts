/**
 * The staff audit log (issue 21 item 6, ADR 69): every staff action writes one row in the transaction of its
 * change (who, what, which record, before and after, reason, when); a refused action writes none; the table
 * refuses UPDATE, DELETE and TRUNCATE in the database itself; GET /api/admin/audit/ searches by action and
 * actor (e-mail in any case, or id), newest first, 50 a page. Runs on PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, auditMessages, type AuditPage, type SupportTicketResponse } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { addMentor, seedLookups } from './catalogue-fixtures.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const NOW = '2026-11-21T12:00:00Z';
let ctx: TestContext;
let staff: Session;
let otherStaff: Session;
let student: Session;

beforeAll(async () => {
  ctx = await createTestContext({ now: NOW });
  await seedLookups(ctx.database);
  for (const email of ['staff@example.com', 'other.staff@example.com', 'student@example.com']) {
    await registerAndConfirm(ctx, email);
  }
  await ctx.database.db.execute(
    sql`UPDATE users SET is_staff = true WHERE email IN ('staff@example.com', 'other.staff@example.com')`,
  );
  staff = await login(ctx.app, 'staff@example.com');
  otherStaff = await login(ctx.app, 'other.staff@example.com');
  student = await login(ctx.app, 'student@example.com');
});
afterAll(() => ctx.close());

const rowCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM staff_audit_log`))[0]!
    .n;

const search = async (query = '', who: Session = staff) => {
  const res = await who.inject({ method: 'GET', url: `/api/admin/audit/${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};

async function pendingMentor(lastName: string): Promise<number> {
  const { id } = await addMentor(
    ctx.database,
    { firstName: 'Ada', lastName, email: `${lastName.toLowerCase()}@example.com`, isVerified: false },
    new Date(NOW),
  );
  return id;
}

describe('staff actions write the audit log', () => {
  it('records an approval and a rejection with who, the record, before and after, and the reason', async () => {
    const approved = await pendingMentor('Approved');
    const rejected = await pendingMentor('Rejected');
    expect(
      (await staff.inject({ method: 'POST', url: `/api/admin/applications/${approved}/approve/` }))
        .statusCode,
    ).toBe(200);
    const reject = await otherStaff.inject({
      method: 'POST',
      url: `/api/admin/applications/${rejected}/reject/`,
      payload: { reason: '  No teaching videos yet  ' },
    });
    expect(reject.statusCode).toBe(200);

    const [approval] = (await search('?action=application.approve')).entries;
    expect(approval).toMatchObject({
      actor_id: staff.user.id,
      actor_email: 'staff@example.com',
      action: 'application.approve',
      record_type: 'mentor',
      record_id: String(approved),
      before: { status: 'pending' },
      after: { status: 'approved' },
      reason: '',
      at: NOW.replace('Z', '.000Z'),
    });
    const [rejection] = (await search('?action=application.reject')).entries;
    expect(rejection).toMatchObject({
      actor_email: 'other.staff@example.com',
      record_id: String(rejected),
      after: { status: 'rejected' },
      reason: 'No teaching videos yet',
    });
  });

  it('writes no row for a refused action (the change and its row share one transaction)', async () => {
    const mentor = await pendingMentor('Twice');
    await staff.inject({ method: 'POST', url: `/api/admin/applications/${mentor}/approve/` });
    const before = await rowCount();
    const again = await staff.inject({ method: 'POST', url: `/api/admin/applications/${mentor}/approve/` });
    expect(again.statusCode).toBe(400);
    const unknown = await staff.inject({ method: 'POST', url: '/api/admin/support-tickets/999999/close/' });
    expect(unknown.statusCode).toBe(404);
    const duplicate = await staff.inject({
      method: 'POST',
      url: '/api/admin/promo-codes/',
      payload: { code: 'ONCE', percent_off: 10 },
    });
    expect(duplicate.statusCode).toBe(201);
    const refused = await staff.inject({
      method: 'POST',
      url: '/api/admin/promo-codes/',
      payload: { code: 'once', percent_off: 10 },
    });
    expect(refused.statusCode).toBe(409);
    expect(await rowCount()).toBe(before + 1);
  });

  it('records a created promo code and a ticket closed and reopened', async () => {
    const created = await staff.inject({
      method: 'POST',
      url: '/api/admin/promo-codes/',
      payload: { code: 'AUDIT15', description: '15% off', percent_off: 15 },
    });
    expect(created.statusCode).toBe(201);
    const [promo] = (await search('?action=promo_code.create')).entries;
    expect(promo).toMatchObject({
      record_type: 'promo_code',
      record_id: String(created.json<{ id: number }>().id),
      before: null,
      after: { code: 'AUDIT15', percent_off: 15 },
    });

    const opened = await ctx.app.inject({
      method: 'POST',
      url: '/api/support/',
      payload: { type: 'other', message: 'Where is my receipt?', email: 'visitor@example.com' },
    });
    const ticket = Number(opened.json<SupportTicketResponse>().reference_number.slice(4));
    await staff.inject({ method: 'POST', url: `/api/admin/support-tickets/${ticket}/close/` });
    await staff.inject({ method: 'POST', url: `/api/admin/support-tickets/${ticket}/reopen/` });
    const closed = (await search('?action=support_ticket.close')).entries[0];
    const reopened = (await search('?action=support_ticket.reopen')).entries[0];
    expect(closed).toMatchObject({
      record_id: String(ticket),
      before: { status: 'open' },
      after: { status: 'closed' },
    });
    expect(reopened).toMatchObject({ before: { status: 'closed' }, after: { status: 'open' } });
  });
});

describe('the audit log is append-only in the database', () => {
  it.each([
    ['UPDATE', sql`UPDATE staff_audit_log SET reason = 'rewritten'`],
    ['DELETE', sql`DELETE FROM staff_audit_log`],
    ['TRUNCATE', sql`TRUNCATE staff_audit_log`],
  ])('refuses %s and keeps every row', async (_name, statement) => {
    const before = await queryRows<{ id: number; reason: string }>(
      ctx.database.db,
      sql`SELECT id, reason FROM staff_audit_log ORDER BY id`,
    );
    expect(before.length).toBeGreaterThan(0);
    await expect(ctx.database.db.execute(statement)).rejects.toThrow();
    const after = await queryRows<{ id: number; reason: string }>(
      ctx.database.db,
      sql`SELECT id, reason FROM staff_audit_log ORDER BY id`,
    );
    expect(after).toEqual(before);
  });
});

describe('GET /api/admin/audit/', () => {
  it('answers 401 to a visitor and 403 to a student', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/' })).statusCode).toBe(401);
    expect((await student.inject({ method: 'GET', url: '/api/admin/audit/' })).statusCode).toBe(403);
  });

  it('finds the actions of one staff member by e-mail in any case or by id, newest first', async () => {
    const byEmail = await search('?actor=OTHER.Staff@example.com');
    expect(byEmail.entries.length).toBeGreaterThan(0);
    expect(byEmail.entries.every((e) => e.actor_email === 'other.staff@example.com')).toBe(true);
    const byId = await search(`?actor=${staff.user.id}`);
    expect(byId.entries.every((e) => e.actor_id === staff.user.id)).toBe(true);
    const ids = byId.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await search('?actor=99999999999')).entries).toEqual([]);
    expect((await search('?actor=nobody@example.com')).entries).toEqual([]);
  });

  it('pages 50 rows at a time with the cursor of the last row', async () => {
    const base = await rowCount();
    await ctx.database.db.execute(sql`
      INSERT INTO staff_audit_log (actor_id, actor_email, action, record_type, record_id, reason, created_at)
      SELECT ${staff.user.id}, 'staff@example.com', 'user.suspend', 'user', g::text, 'bulk', ${NOW}::timestamptz
      FROM generate_series(1, 60) AS g`);
    const first = await search('?action=user.suspend');
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.next_before).toBe(first.entries.at(-1)!.id);
    const second = await search(`?action=user.suspend&before=${first.next_before}`);
    expect(second.entries).toHaveLength(10);
    expect(second.next_before).toBeNull();
    expect(second.entries[0]!.id).toBeLessThan(first.entries.at(-1)!.id);
    expect(await rowCount()).toBe(base + 60);
  });

  it.each([
    ['?action=user.delete', auditMessages.actionInvalid],
    ['?before=0', undefined],
    ['?before=abc', undefined],
    [`?actor=${'a'.repeat(255)}`, auditMessages.actorTooLong],
  ])('refuses %s with a 400', async (query, message) => {
    const res = await staff.inject({ method: 'GET', url: `/api/admin/audit/${query}` });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.body).toContain(message);
  });
});
