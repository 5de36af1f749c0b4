/**
 * The staff side of support tickets (K4): staff close a ticket once it is answered and may reopen it; the
 * list filters by status. Staff only (401 signed out, 403 for everyone else, both before the input is
 * read), 404 for an unknown ticket, close and reopen idempotent; bad input is a 400 that changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  supportMessages,
  type AdminSupportTicket,
  type ApiError as ApiErrorBody,
  type SupportTicketResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
let staff: Session;
let student: Session;
let ticketIds: number[] = [];

async function openTicket(message: string): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/support/',
    payload: { type: 'other', message, email: 'visitor@example.com' },
  });
  expect(res.statusCode).toBe(201);
  return Number(res.json<SupportTicketResponse>().reference_number.slice(4));
}

beforeAll(async () => {
  ctx = await createTestContext();
  await registerAndConfirm(ctx, 'staff@example.com');
  await registerAndConfirm(ctx, 'student@example.com');
  await ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE email = 'staff@example.com'`);
  staff = await login(ctx.app, 'staff@example.com');
  student = await login(ctx.app, 'student@example.com');
  ticketIds = [await openTicket('First question'), await openTicket('Second question')];
});

afterAll(async () => {
  await ctx.close();
});

const statuses = async () =>
  Object.fromEntries(
    (
      await queryRows<{ id: number; status: string }>(
        ctx.database.db,
        sql`SELECT id, status FROM support_tickets ORDER BY id`,
      )
    ).map((row) => [row.id, row.status]),
  );
const post = (who: Session, id: number | string, action: 'close' | 'reopen') =>
  who.inject({ method: 'POST', url: `/api/admin/support-tickets/${id}/${action}/` });
const list = async (query = '') => {
  const res = await staff.inject({ method: 'GET', url: `/api/admin/support-tickets/${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<AdminSupportTicket[]>();
};

describe('POST /api/admin/support-tickets/{id}/close/ and /reopen/', () => {
  it('closes a ticket and answers it with its new status; closing again changes nothing (200)', async () => {
    const [first] = ticketIds;
    const res = await post(staff, first!, 'close');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminSupportTicket>()).toMatchObject({
      id: first,
      reference_number: `SUP-${String(first).padStart(6, '0')}`,
      message: 'First question',
      status: 'closed',
    });
    const again = await post(staff, first!, 'close');
    expect(again.statusCode).toBe(200);
    expect(again.json<AdminSupportTicket>().status).toBe('closed');
    expect(await statuses()).toEqual({ [first!]: 'closed', [ticketIds[1]!]: 'open' });
  });

  it('reopens a closed ticket; reopening an open one is a no-op 200', async () => {
    const [first, second] = ticketIds;
    const res = await post(staff, first!, 'reopen');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminSupportTicket>().status).toBe('open');
    expect((await post(staff, second!, 'reopen')).statusCode).toBe(200);
    expect(await statuses()).toEqual({ [first!]: 'open', [second!]: 'open' });
  });

  it('is for staff only: 401 signed out, 403 for a student, before the id is even read', async () => {
    const before = await statuses();
    for (const action of ['close', 'reopen'] as const) {
      const url = `/api/admin/support-tickets/${ticketIds[0]}/${action}/`;
      expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
      expect((await post(student, ticketIds[0]!, action)).statusCode).toBe(403);
      // A malformed id still meets the 401/403 first.
      const bad = `/api/admin/support-tickets/abc/${action}/`;
      expect((await ctx.app.inject({ method: 'POST', url: bad })).statusCode).toBe(401);
      expect((await post(student, 'abc', action)).statusCode).toBe(403);
    }
    expect(await statuses()).toEqual(before);
  });

  it('answers 404 for an unknown ticket and 400 for a malformed id, changing nothing', async () => {
    const before = await statuses();
    const missing = await post(staff, 999_999, 'close');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ApiErrorBody>().detail).toBe(supportMessages.ticketNotFound);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await post(staff, id, 'close');
      expect(res.statusCode, id).toBe(400);
      expect(res.json<ApiErrorBody>().errors).toHaveProperty('id');
    }
    expect(await statuses()).toEqual(before);
  });

  it('needs the CSRF header like every unsafe call', async () => {
    const res = await staff.inject({
      method: 'POST',
      url: `/api/admin/support-tickets/${ticketIds[0]}/close/`,
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    expect((await statuses())[ticketIds[0]!]).toBe('open');
  });
});

describe('GET /api/admin/support-tickets/?status=', () => {
  it('filters open and closed tickets; all (or no filter) lists both', async () => {
    const [first, second] = ticketIds;
    await post(staff, second!, 'close');
    expect((await list('?status=open')).map((t) => t.id)).toEqual([first]);
    expect((await list('?status=closed')).map((t) => t.id)).toEqual([second]);
    expect((await list('?status=all')).map((t) => t.id)).toEqual([second, first]);
    expect((await list()).map((t) => t.id)).toEqual([second, first]);
  });

  it('refuses an unknown status with a 400 on the field, after the staff check', async () => {
    const res = await staff.inject({ method: 'GET', url: '/api/admin/support-tickets/?status=pending' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().errors?.status).toEqual([supportMessages.filterInvalid]);
    const url = '/api/admin/support-tickets/?status=pending';
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await student.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});
