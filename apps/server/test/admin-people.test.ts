/**
 * The back office's people (issue 21 item 2, ADR 69): staff search accounts, open one, suspend with a reason
 * and reinstate. A suspended mentor's sessions end at once, they cannot sign in, they leave search and cannot
 * be booked, and their future lessons are cancelled with full refunds (the provider's through the outbox)
 * and mails; all in one transaction with its audit row. Suspending oneself or another staff member, an empty
 * reason, and deciding twice are 4xx with nothing changed. Runs on PGlite and on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  auditMessages,
  backOfficeMessages as m,
  messages,
  type AdminPeople,
  type AdminPersonDetail,
  type MentorListResponse,
  type SuspensionResult,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, TEST_PASSWORD, type Session } from './auth-helpers.ts';
import { bookAs, bookLesson, ledgerSum, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld();
let staff: Session;
let otherStaffId: number;

beforeAll(async () => {
  const member = await world.newStudent();
  const other = await world.newStudent();
  await world.ctx.database.db.execute(
    sql`UPDATE users SET is_staff = true WHERE id IN (${member.user.id}, ${other.user.id})`,
  );
  staff = await login(world.ctx.app, member.user.email);
  otherStaffId = other.user.id;
});

const suspend = (id: number, payload: unknown, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/users/${id}/suspend/`, payload: payload as object });
const reinstate = (id: number, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/users/${id}/reinstate/` });
const suspendedAt = async (id: number) =>
  (
    await queryRows<{ suspended_at: Date | null }>(
      world.ctx.database.db,
      sql`SELECT suspended_at FROM users WHERE id = ${id}`,
    )
  )[0]!.suspended_at;
const listedIds = async () => {
  const res = await world.ctx.app.inject({ method: 'GET', url: '/api/mentors/list/?page_size=50' });
  return res.json<MentorListResponse>().results.map((mentor) => mentor.id);
};

describe('the people search and an account’s page', () => {
  it('finds accounts by name or e-mail fragment in any case, or by id', async () => {
    const byName = await staff.inject({ method: 'GET', url: '/api/admin/users/?search=mAyA' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json<AdminPeople>().people.map((p) => p.id)).toContain(world.maya.userId);
    const maya = byName.json<AdminPeople>().people.find((p) => p.id === world.maya.userId)!;
    expect(maya).toMatchObject({ full_name: 'Maya Lopez', role: 'mentor', suspended_at: null });
    const byId = await staff.inject({
      method: 'GET',
      url: `/api/admin/users/?search=${world.student.user.id}`,
    });
    expect(byId.json<AdminPeople>().people.map((p) => p.id)).toContain(world.student.user.id);
    const none = await staff.inject({ method: 'GET', url: '/api/admin/users/?search=%25nobody%25' });
    expect(none.json<AdminPeople>().people).toEqual([]);
  });

  it('answers 401 to visitors and 403 to students and mentors on every people call', async () => {
    const id = world.student.user.id;
    const calls = [
      { method: 'GET' as const, url: '/api/admin/users/' },
      { method: 'GET' as const, url: `/api/admin/users/${id}/` },
      { method: 'POST' as const, url: `/api/admin/users/${id}/suspend/`, payload: { reason: 'x' } },
      { method: 'POST' as const, url: `/api/admin/users/${id}/reinstate/` },
    ];
    for (const call of calls) {
      expect((await world.ctx.app.inject(call)).statusCode).toBe(401);
      expect((await world.student.inject(call)).statusCode).toBe(403);
      expect((await world.mentor.inject(call)).statusCode).toBe(403);
    }
    expect(await suspendedAt(id)).toBeNull();
  });
});

describe('POST /api/admin/users/{id}/suspend/', () => {
  it('refuses an empty reason, oneself, another staff member and an unknown account, changing nothing', async () => {
    const before = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM staff_audit_log`,
    );
    const empty = await suspend(world.student.user.id, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(auditMessages.reasonRequired);
    expect((await suspend(world.student.user.id, {})).statusCode).toBe(400);
    const self = await suspend(staff.user.id, { reason: 'testing' });
    expect(self.statusCode).toBe(400);
    expect(self.json<{ detail: string }>().detail).toBe(m.cannotSuspendSelf);
    const colleague = await suspend(otherStaffId, { reason: 'testing' });
    expect(colleague.statusCode).toBe(400);
    expect(colleague.json<{ detail: string }>().detail).toBe(m.cannotSuspendStaff);
    expect((await suspend(99_999_999, { reason: 'x' })).statusCode).toBe(404);
    expect((await reinstate(world.student.user.id)).statusCode).toBe(400);
    for (const id of [world.student.user.id, staff.user.id, otherStaffId])
      expect(await suspendedAt(id)).toBeNull();
    const after = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM staff_audit_log`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('suspends a mentor: signed out, no sign-in, gone from search, unbookable, future lessons refunded', async () => {
    const student = await world.newStudent();
    const first = await bookLesson(world, student, '2026-11-25T10:00:00Z');
    const second = await bookLesson(world, student, '2026-11-26T10:00:00Z');
    expect(await listedIds()).toContain(world.maya.id);
    const ledgerBefore = await ledgerSum(world);

    const res = await suspend(world.maya.userId, { reason: '  Abusive messages to students  ' });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<SuspensionResult>();
    expect(result.cancelled_lessons).toEqual([`LES-${first}`, `LES-${second}`]);
    expect(result.message).toBe(m.suspended('Maya Lopez', 2));
    expect(result.person).toMatchObject({ suspension_reason: 'Abusive messages to students' });

    // Her live session ends at once, and she cannot sign in again.
    expect((await world.mentor.inject({ method: 'GET', url: '/api/auth/check/' })).json()).toMatchObject({
      is_authenticated: false,
    });
    const signIn = await world.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: world.maya.email, password: TEST_PASSWORD, remember_me: false },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json<{ detail: string }>().detail).toBe(messages.accountSuspended);
    // Gone from search, and cannot be booked.
    expect(await listedIds()).not.toContain(world.maya.id);
    const book = await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-27T10:00:00Z'));
    expect(book.statusCode).toBeGreaterThanOrEqual(400);
    expect(book.statusCode).toBeLessThan(500);

    // Both lessons cancelled by staff with a full refund, at the provider and in the ledger; mailed.
    const lessons = await queryRows<{
      id: number;
      status: string;
      canceled_by: string;
      refunded: number;
      amount: number;
    }>(
      world.ctx.database.db,
      sql`SELECT id, status, canceled_by, refunded_amount_cents AS refunded, amount_cents AS amount FROM bookings
        WHERE id IN (${first}, ${second}) ORDER BY id`,
    );
    for (const lesson of lessons) {
      expect(lesson).toMatchObject({ status: 'canceled', canceled_by: 'staff' });
      expect(lesson.refunded).toBe(lesson.amount);
    }
    const refunds = await queryRows<{ amount_cents: number; idempotency_key: string }>(
      world.ctx.database.db,
      sql`SELECT amount_cents, idempotency_key FROM test_refunds WHERE idempotency_key LIKE '%staff-cancel-refund'
        ORDER BY idempotency_key`,
    );
    expect(refunds.map((r) => r.idempotency_key)).toEqual([
      `booking-${first}-staff-cancel-refund`,
      `booking-${second}-staff-cancel-refund`,
    ]);
    expect(refunds.map((r) => r.amount_cents)).toEqual(lessons.map((l) => l.amount));
    expect(await ledgerSum(world)).toBe(ledgerBefore);
    const mail = await latestMailTo(world.ctx, student.user.email);
    expect(mail?.subject).toContain('Lesson cancelled');
    expect(mail?.text).toContain('Our team cancelled');

    // The audit row, and the account page.
    const [audit] = await queryRows<{ actor_id: number; reason: string; before: unknown; after: unknown }>(
      world.ctx.database.db,
      sql`SELECT actor_id, reason, before, after FROM staff_audit_log
        WHERE action = 'user.suspend' AND record_id = ${String(world.maya.userId)}`,
    );
    expect(audit).toMatchObject({
      actor_id: staff.user.id,
      reason: 'Abusive messages to students',
      before: { suspended: false, listed: true },
      after: { suspended: true, listed: false, cancelled_lessons: [`LES-${first}`, `LES-${second}`] },
    });
    const page = await staff.inject({ method: 'GET', url: `/api/admin/users/${world.maya.userId}/` });
    const detail = page.json<AdminPersonDetail>();
    expect(detail.person.suspended_at).not.toBeNull();
    expect(detail.lessons.filter((l) => l.status === 'canceled').map((l) => l.reference)).toEqual(
      expect.arrayContaining([`LES-${first}`, `LES-${second}`]),
    );
    // Not an application waiting for a decision.
    const queue = await staff.inject({ method: 'GET', url: '/api/admin/applications/' });
    expect(queue.json<{ mentor_id: number }[]>().map((a) => a.mentor_id)).not.toContain(world.maya.id);

    const again = await suspend(world.maya.userId, { reason: 'twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json<{ detail: string }>().detail).toBe(m.alreadySuspended);
  });

  it('reinstates: she signs in again and is listed again', async () => {
    const res = await reinstate(world.maya.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json<SuspensionResult>().message).toBe(m.reinstated('Maya Lopez'));
    world.mentor = await login(world.ctx.app, world.maya.email);
    expect(await listedIds()).toContain(world.maya.id);
    const [audit] = await queryRows<{ after: unknown }>(
      world.ctx.database.db,
      sql`SELECT after FROM staff_audit_log WHERE action = 'user.reinstate'`,
    );
    expect(audit?.after).toEqual({ suspended: false, listed: true });
  });
});
