/**
 * Support tickets as threads (issue 21 item 4, ADR 69 "Support threads"): a staff reply is mailed to the
 * ticket's address through the outbox and sets the ticket waiting; an internal note only staff see; assign to
 * a staff member; the user's My requests (own tickets only, no internal notes) and their answer (open again).
 * Every staff write has its audit row; bad input and closed tickets are 4xx with nothing changed. Runs on
 * PGlite and on PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  supportMessages as m,
  type AdminSupportThread,
  type AuditPage,
  type MyRequest,
  type SupportTicketResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
let staff: Session;
let student: Session;
let other: Session;
let staffId: number;
let studentId: number;

async function openTicket(who: Session, message: string, email: string): Promise<number> {
  const res = await who.inject({
    method: 'POST',
    url: '/api/support/',
    payload: { type: 'other', message, email },
  });
  expect(res.statusCode).toBe(201);
  return Number(res.json<SupportTicketResponse>().reference_number.slice(4));
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of ['staff@example.com', 'student@example.com', 'other@example.com']) {
    await registerAndConfirm(ctx, email);
  }
  await ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE email = 'staff@example.com'`);
  staff = await login(ctx.app, 'staff@example.com');
  student = await login(ctx.app, 'student@example.com');
  other = await login(ctx.app, 'other@example.com');
  const ids = await queryRows<{ id: number; email: string }>(
    ctx.database.db,
    sql`SELECT id, email FROM users`,
  );
  staffId = ids.find((row) => row.email === 'staff@example.com')!.id;
  studentId = ids.find((row) => row.email === 'student@example.com')!.id;
});

afterAll(async () => {
  await ctx.close();
});

const staffPost = (id: number, action: string, payload: Record<string, unknown>) =>
  staff.inject({ method: 'POST', url: `/api/admin/support/${id}/${action}/`, payload });
const answer = (who: Session, id: number, message: string) =>
  who.inject({ method: 'POST', url: `/api/support/requests/${id}/answer/`, payload: { message } });
const mine = async (who: Session) => {
  const res = await who.inject({ method: 'GET', url: '/api/support/requests/' });
  expect(res.statusCode).toBe(200);
  return res.json<MyRequest[]>();
};
const state = async (id: number) => {
  const [ticket] = await queryRows<{ status: string; assignee_id: number | null }>(
    ctx.database.db,
    sql`SELECT status, assignee_id FROM support_tickets WHERE id = ${id}`,
  );
  const [{ n }] = (await queryRows<{ n: number }>(
    ctx.database.db,
    sql`SELECT count(*)::int AS n FROM support_ticket_messages WHERE ticket_id = ${id}`,
  )) as [{ n: number }];
  return { ...ticket, messages: n };
};
const audit = async (action: string) => {
  const res = await staff.inject({ method: 'GET', url: `/api/admin/audit/?action=${action}` });
  return res.json<AuditPage>().entries;
};

describe('a ticket as a thread', () => {
  it('staff reply (mailed, waiting), note (staff only), the user answers (open), all audited', async () => {
    const id = await openTicket(student, 'My lesson link does not work.', 'student@example.com');

    const replied = await staffPost(id, 'reply', { message: '  Please try the link again now.  ' });
    expect(replied.statusCode).toBe(200);
    const thread = replied.json<AdminSupportThread>();
    expect(thread.status).toBe('waiting');
    expect(thread.messages).toEqual([
      expect.objectContaining({ from_staff: true, internal: false, body: 'Please try the link again now.' }),
    ]);
    const mail = await latestMailTo(ctx, 'student@example.com');
    expect(mail?.subject).toContain(m.replyMailSubject(thread.reference_number));
    expect(mail?.text).toContain('Please try the link again now.');
    expect(mail?.text).toContain('/support/requests');

    const waiting = await staff.inject({ method: 'GET', url: '/api/admin/support-tickets/?status=waiting' });
    expect(waiting.json<AdminSupportThread[]>().map((ticket) => ticket.id)).toEqual([id]);

    const noted = await staffPost(id, 'note', { message: 'Checked the room logs: fine.' });
    expect(noted.statusCode).toBe(200);
    expect(noted.json<AdminSupportThread>()).toMatchObject({ status: 'waiting' });
    expect(noted.json<AdminSupportThread>().messages.map((x) => x.internal)).toEqual([false, true]);
    // The note is not mailed: the newest mail to the user is still the reply.
    expect((await latestMailTo(ctx, 'student@example.com'))?.text).toBe(mail?.text);

    const [request] = await mine(student);
    expect(request).toMatchObject({ id, status: 'waiting', message: 'My lesson link does not work.' });
    expect(request!.messages.map((x) => x.body)).toEqual(['Please try the link again now.']);
    expect(request!.messages[0]!.author_name).toBeNull();

    const answered = await answer(student, id, 'It works now, thank you.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json<MyRequest>().status).toBe('open');
    const seen = await staff.inject({ method: 'GET', url: `/api/admin/support/${id}/` });
    expect(seen.json<AdminSupportThread>().messages.map((x) => [x.from_staff, x.body])).toEqual([
      [true, 'Please try the link again now.'],
      [true, 'Checked the room logs: fine.'],
      [false, 'It works now, thank you.'],
    ]);

    expect((await audit('support_ticket.reply'))[0]).toMatchObject({
      actor_id: staffId,
      record_type: 'support_ticket',
      record_id: String(id),
      before: { status: 'open' },
      after: { status: 'waiting' },
    });
    expect((await audit('support_ticket.note'))[0]).toMatchObject({ record_id: String(id) });
  });

  it('assigns to a staff member and back to nobody, audited; a non-staff assignee is a 400', async () => {
    const id = await openTicket(student, 'Assign me.', 'student@example.com');
    const assigned = await staffPost(id, 'assign', { assignee_id: staffId });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<AdminSupportThread>()).toMatchObject({
      assignee_id: staffId,
      assignee_email: 'staff@example.com',
      staff_members: [{ id: staffId, email: 'staff@example.com' }],
    });
    const refused = await staffPost(id, 'assign', { assignee_id: studentId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { assignee_id: [m.assigneeNotStaff] } });
    expect((await state(id)).assignee_id).toBe(staffId);
    const cleared = await staffPost(id, 'assign', { assignee_id: null });
    expect(cleared.json<AdminSupportThread>().assignee_id).toBeNull();
    const rows = (await audit('support_ticket.assign')).filter((row) => row.record_id === String(id));
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ assignee_id: staffId }, { assignee_id: null }],
      [{ assignee_id: null }, { assignee_id: staffId }],
    ]);
  });
});

describe('bad input and rules', () => {
  it('refuses empty and too long messages (400) with nothing written', async () => {
    const id = await openTicket(student, 'Bad input.', 'student@example.com');
    for (const message of ['', '   ', 'x'.repeat(5001)]) {
      expect((await staffPost(id, 'reply', { message })).statusCode).toBe(400);
      expect((await staffPost(id, 'note', { message })).statusCode).toBe(400);
      expect((await answer(student, id, message)).statusCode).toBe(400);
    }
    expect(await state(id)).toMatchObject({ status: 'open', messages: 0 });
    expect((await audit('support_ticket.reply')).some((row) => row.record_id === String(id))).toBe(false);
  });

  it('a closed ticket takes no reply from staff nor answer from the user (409); a note still goes in', async () => {
    const id = await openTicket(student, 'Closed soon.', 'student@example.com');
    await staff.inject({ method: 'POST', url: `/api/admin/support-tickets/${id}/close/` });
    const staffReply = await staffPost(id, 'reply', { message: 'Late reply' });
    expect(staffReply.statusCode).toBe(409);
    expect(staffReply.json()).toMatchObject({ detail: m.threadClosedStaff });
    const userAnswer = await answer(student, id, 'Late answer');
    expect(userAnswer.statusCode).toBe(409);
    expect(userAnswer.json()).toMatchObject({ detail: m.threadClosedUser });
    expect(await state(id)).toMatchObject({ status: 'closed', messages: 0 });
    expect((await staffPost(id, 'note', { message: 'Closed by mistake?' })).statusCode).toBe(200);
  });

  it("someone else's ticket is a 404 and never on their My requests; an unknown ticket is a 404 for staff", async () => {
    const id = await openTicket(student, 'Private.', 'student@example.com');
    const res = await answer(other, id, 'Let me in');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: m.requestNotFound });
    expect((await mine(other)).map((ticket) => ticket.id)).not.toContain(id);
    expect((await staffPost(999999, 'reply', { message: 'Hello' })).statusCode).toBe(404);
    expect((await staff.inject({ method: 'GET', url: '/api/admin/support/999999/' })).statusCode).toBe(404);
  });

  it('visitors get 401 and a student gets 403 on the staff calls', async () => {
    const id = await openTicket(student, 'Access.', 'student@example.com');
    for (const action of ['reply', 'note']) {
      const visitor = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/support/${id}/${action}/`,
        payload: { message: 'x' },
      });
      expect(visitor.statusCode).toBe(401);
      const asStudent = await student.inject({
        method: 'POST',
        url: `/api/admin/support/${id}/${action}/`,
        payload: { message: 'x' },
      });
      expect(asStudent.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/support/requests/' })).statusCode).toBe(401);
    expect(await state(id)).toMatchObject({ status: 'open', messages: 0 });
  });
});
