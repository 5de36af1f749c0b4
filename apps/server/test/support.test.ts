/**
 * Support tickets (K4, API-58): visitors and signed-in users open tickets (SUP-000123), mailed to the
 * support address; the booking reference is required for two reasons and must be the sender's own lesson;
 * every bad input is a 400 on its field with nothing stored; visitors are rate limited per IP; staff list
 * the tickets, everyone else is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  supportMessages,
  SUPPORT_TYPES,
  type AdminSupportTicket,
  type ApiError as ApiErrorBody,
  type SupportTicketResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld({ env: { RATE_LIMIT_PER_HOUR: '3', SUPPORT_EMAIL: 'help@example.com' } });
let staff: Session;
let lessonId: number;
let studentEmail: string;
let ipCounter = 0;
/** A fresh client address, so the visitor quota of one test does not spill into the next. */
const freshIp = () => `203.0.113.${++ipCounter}`;

beforeAll(async () => {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
  lessonId = await bookLesson(world, world.student, '2026-11-25T10:00:00Z');
  studentEmail = world.student.user.email;
});

const visitorPost = (payload: object, ip = freshIp()) =>
  world.ctx.app.inject({ method: 'POST', url: '/api/support/', payload, remoteAddress: ip });
const ticketCount = async () =>
  (
    await queryRows<{ n: number }>(world.ctx.database.db, sql`SELECT count(*)::int AS n FROM support_tickets`)
  )[0]!.n;
const staffList = async () =>
  (await staff.inject({ method: 'GET', url: '/api/admin/support-tickets/' })).json<AdminSupportTicket[]>();

describe('POST /api/support/', () => {
  it('takes a visitor’s ticket, answers its reference and mails the support address', async () => {
    const res = await visitorPost({
      type: 'help_us_improve',
      message: '  Please add a dark mode.  ',
      booking_reference: '',
      email: ' visitor@example.com ',
    });
    expect(res.statusCode).toBe(201);
    const { reference_number } = res.json<SupportTicketResponse>();
    expect(reference_number).toMatch(/^SUP-\d{6}$/);
    const [ticket] = await staffList();
    expect(ticket).toMatchObject({
      reference_number,
      type: 'help_us_improve',
      message: 'Please add a dark mode.',
      email: 'visitor@example.com',
      user_id: null,
      user_name: null,
      booking_id: null,
      status: 'open',
    });
    expect(reference_number).toBe(`SUP-${String(ticket!.id).padStart(6, '0')}`);
    const mail = await latestMailTo(world.ctx, 'help@example.com');
    expect(mail?.subject).toContain(`${reference_number}: Help Us Improve`);
    expect(mail?.text).toContain('Please add a dark mode.');
    expect(mail?.text).toContain('visitor@example.com');
  });

  it('takes a signed-in student’s booking issue about their own lesson (as LES-{id})', async () => {
    const res = await world.student.inject({
      method: 'POST',
      url: '/api/support/',
      payload: {
        type: 'booking_issues',
        message: 'The link does not work.',
        booking_reference: `LES-${lessonId}`,
        email: studentEmail,
      },
    });
    expect(res.statusCode).toBe(201);
    const [ticket] = await staffList();
    expect(ticket).toMatchObject({
      type: 'booking_issues',
      booking_id: lessonId,
      booking_reference: `LES-${lessonId}`,
      user_id: world.student.user.id,
    });
    expect(ticket!.user_name).toMatch(/^Student/);
    expect((await latestMailTo(world.ctx, 'help@example.com'))?.text).toContain(`Lesson: LES-${lessonId}`);
  });

  it('lets the lesson’s mentor refer to it too, and a visitor with the student’s e-mail', async () => {
    const asMentor = await world.mentor.inject({
      method: 'POST',
      url: '/api/support/',
      payload: {
        type: 'refund',
        message: 'Student asks for a refund.',
        booking_reference: String(lessonId),
        email: world.maya.email,
      },
    });
    expect(asMentor.statusCode).toBe(201);
    const visitor = await visitorPost({
      type: 'refund',
      message: 'I was charged twice.',
      booking_reference: `les-${lessonId}`,
      email: studentEmail.toUpperCase(),
    });
    expect(visitor.statusCode).toBe(201);
    expect((await staffList())[0]).toMatchObject({ booking_id: lessonId, user_id: null });
  });

  it('needs no CSRF header from a visitor without a session, but does from a signed-in browser', async () => {
    const payload = { type: 'other', message: 'Hi', email: studentEmail };
    const before = await ticketCount();
    const res = await world.student.inject({ method: 'POST', url: '/api/support/', payload, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(await ticketCount()).toBe(before);
  });

  const valid = { type: 'other', message: 'Hello', email: 'someone@example.com' };
  const badInputs: [string, object, string, string][] = [
    ['an unknown reason', { ...valid, type: 'complaints' }, 'type', supportMessages.typeInvalid],
    ['a missing reason', { message: 'Hi', email: 'a@example.com' }, 'type', supportMessages.typeInvalid],
    ['an empty message', { ...valid, message: '   ' }, 'message', supportMessages.messageRequired],
    [
      'a too long message',
      { ...valid, message: 'x'.repeat(5001) },
      'message',
      supportMessages.messageTooLong,
    ],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'email', supportMessages.emailInvalid],
    ['a missing e-mail', { type: 'other', message: 'Hi' }, 'email', supportMessages.emailInvalid],
    [
      'no reference for a booking issue',
      { ...valid, type: 'booking_issues' },
      'booking_reference',
      supportMessages.referenceRequired,
    ],
    [
      'a blank reference for a refund',
      { ...valid, type: 'refund', booking_reference: ' ' },
      'booking_reference',
      supportMessages.referenceRequired,
    ],
    [
      'a malformed reference',
      { ...valid, type: 'refund', booking_reference: 'LES-abc' },
      'booking_reference',
      supportMessages.referenceMalformed,
    ],
  ];
  it.each(badInputs)(
    'refuses %s with a 400 on its field and stores nothing',
    async (_name, payload, field, text) => {
      const before = await ticketCount();
      const res = await world.student.inject({ method: 'POST', url: '/api/support/', payload });
      expect(res.statusCode).toBe(400);
      const body = res.json<{ detail: string; errors: Record<string, string[]> }>();
      expect(body.errors[field]).toContain(text);
      expect(await ticketCount()).toBe(before);
    },
  );

  it('takes a message of exactly 5000 characters and refuses unknown keys', async () => {
    const ok = await visitorPost({ ...valid, message: 'y'.repeat(5000) });
    expect(ok.statusCode).toBe(201);
    const extra = await visitorPost({ ...valid, priority: 'high' });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses someone else’s lesson, for a signed-in user and for a visitor, and stores nothing', async () => {
    const other = await world.newStudent();
    const before = await ticketCount();
    const signedIn = await other.inject({
      method: 'POST',
      url: '/api/support/',
      payload: {
        type: 'refund',
        message: 'Refund please',
        booking_reference: `LES-${lessonId}`,
        email: studentEmail,
      },
    });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json<ApiErrorBody>().errors?.booking_reference).toEqual([
      supportMessages.referenceNotYours,
    ]);
    const visitor = await visitorPost({
      type: 'booking_issues',
      message: 'Help',
      booking_reference: `LES-${lessonId}`,
      email: other.user.email,
    });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json<ApiErrorBody>().errors?.booking_reference).toEqual([
      supportMessages.referenceNotYoursVisitor,
    ]);
    const unknownAccount = await visitorPost({
      type: 'refund',
      message: 'Help',
      booking_reference: `LES-${lessonId}`,
      email: 'nobody@example.com',
    });
    expect(unknownAccount.statusCode).toBe(400);
    const noSuchLesson = await world.student.inject({
      method: 'POST',
      url: '/api/support/',
      payload: { type: 'refund', message: 'Help', booking_reference: 'LES-999999', email: studentEmail },
    });
    expect(noSuchLesson.statusCode).toBe(400);
    expect(await ticketCount()).toBe(before);
  });

  it('limits a visitor’s tickets per IP with a 429 and Retry-After, but not signed-in users', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await visitorPost(valid, ip)).statusCode).toBe(201);
    const before = await ticketCount();
    const blocked = await visitorPost(valid, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({ detail: supportMessages.tooMany });
    expect(await ticketCount()).toBe(before);
    expect((await visitorPost(valid, freshIp())).statusCode).toBe(201);
    for (let i = 0; i < 4; i += 1) {
      const res = await world.student.inject({ method: 'POST', url: '/api/support/', payload: valid });
      expect(res.statusCode).toBe(201);
    }
  });

  it('accepts every one of the eight reasons', async () => {
    for (const type of SUPPORT_TYPES) {
      const reference = type === 'booking_issues' || type === 'refund' ? `LES-${lessonId}` : undefined;
      const res = await world.student.inject({
        method: 'POST',
        url: '/api/support/',
        payload: { type, message: `About ${type}`, email: studentEmail, booking_reference: reference },
      });
      expect(res.statusCode).toBe(201);
    }
  });
});

describe('GET /api/admin/support-tickets/', () => {
  it('is for staff only: 401 for a visitor, 403 for a student or mentor', async () => {
    const url = '/api/admin/support-tickets/';
    expect((await world.ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await world.student.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await world.mentor.inject({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('lists the tickets newest first', async () => {
    const res = await staff.inject({ method: 'GET', url: '/api/admin/support-tickets/' });
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminSupportTicket[]>();
    expect(list.length).toBeGreaterThan(10);
    const ids = list.map((t) => t.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
