/**
 * The staff user's page (issue 21 item 2, ADR 75): an account's sign-ins, payments and refunds, tickets and
 * reviews; a mentor's headline, bio and lists edited by staff with the rules of the mentor's own settings;
 * a mentor hidden from search and booking (existing lessons untouched) and shown again; each write audited
 * with before and after in its transaction, each refusal a 4xx with nothing changed. Also the support side of
 * ADR 75: a user's answer mails the assignee (or the support address), and the staff list's "Assigned to me".
 * Runs on PGlite and on PostgreSQL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  applicationMessages,
  auditMessages,
  mentorApplicationMessages,
  peopleMessages as m,
  supportMessages,
  supportReferenceNumber,
  type AdminMentorResult,
  type AdminPersonActivity,
  type AdminSupportTicket,
  type MentorListResponse,
  type SupportTicketResponse,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { latestMailTo, login, type Session } from './auth-helpers.ts';
import { bookAs, bookLesson, lessonRequest, useBookingWorld } from './booking-fixtures.ts';

const world = useBookingWorld({ env: { SUPPORT_EMAIL: 'help@example.com' } });
let staff: Session;
let staffId: number;

beforeAll(async () => {
  const member = await world.newStudent();
  await world.ctx.database.db.execute(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
  staffId = member.user.id;
});

const db = () => world.ctx.database.db;
const auditCount = async (action: string) =>
  (
    await queryRows<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM staff_audit_log WHERE action = ${action}`,
    )
  )[0]!.n;
const activity = async (userId: number) => {
  const res = await staff.inject({ method: 'GET', url: `/api/admin/users/${userId}/activity/` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminPersonActivity>();
};
const edit = (userId: number, payload: object) =>
  staff.inject({ method: 'PATCH', url: `/api/admin/users/${userId}/mentor/`, payload });
const hide = (userId: number, payload: object) =>
  staff.inject({ method: 'POST', url: `/api/admin/users/${userId}/hide-mentor/`, payload });
const show = (userId: number) =>
  staff.inject({ method: 'POST', url: `/api/admin/users/${userId}/show-mentor/` });
const listedIds = async () => {
  const res = await world.ctx.app.inject({ method: 'GET', url: '/api/mentors/list/?page_size=50' });
  return res.json<MentorListResponse>().results.map((mentor) => mentor.id);
};
const mayaRow = async () =>
  (
    await queryRows<{ headline: string; bio: string; is_verified: boolean; hidden_at: Date | null }>(
      db(),
      sql`SELECT headline, bio, is_verified, hidden_at FROM mentors WHERE id = ${world.maya.id}`,
    )
  )[0]!;
const HEADLINE = 'Patient jazz guitar teacher for adults who start late';
const BIO = `<p>${'I teach jazz and blues guitar to adults, from the first chords to improvising. '.repeat(3)}</p>`;

describe('access', () => {
  it('answers 401 to visitors and 403 to students and mentors on every call of the user’s page', async () => {
    const id = world.maya.userId;
    const calls = [
      { method: 'GET' as const, url: `/api/admin/users/${id}/activity/` },
      { method: 'PATCH' as const, url: `/api/admin/users/${id}/mentor/`, payload: { headline: HEADLINE } },
      { method: 'POST' as const, url: `/api/admin/users/${id}/hide-mentor/`, payload: { reason: 'x' } },
      { method: 'POST' as const, url: `/api/admin/users/${id}/show-mentor/` },
      { method: 'GET' as const, url: '/api/admin/support-tickets/?assignee=me' },
    ];
    for (const call of calls) {
      expect((await world.ctx.app.inject(call)).statusCode).toBe(401);
      expect((await world.student.inject(call)).statusCode).toBe(403);
      expect((await world.mentor.inject(call)).statusCode).toBe(403);
    }
    expect(await mayaRow()).toMatchObject({ is_verified: true, hidden_at: null });
    expect(await auditCount('mentor.hide')).toBe(0);
  });
});

describe('GET /api/admin/users/{id}/activity/', () => {
  it('lists sign-ins, payments and refunds, tickets and reviews, newest first', async () => {
    const student = await world.newStudent();
    const booking = await bookLesson(world, student, '2026-11-25T10:00:00Z');
    const ticket = await student.inject({
      method: 'POST',
      url: '/api/support/',
      payload: { type: 'other', message: 'My lesson link does not open.', email: student.user.email },
    });
    expect(ticket.statusCode).toBe(201);
    const now = world.ctx.clock.now();
    await db().execute(sql`INSERT INTO reviews (reviewer_id, mentor_id, teaching_ability, communication,
      expertise, message, created_at, updated_at)
      VALUES (${student.user.id}, ${world.maya.id}, 5, 4, 4, 'Clear and kind.', ${now}, ${now})`);

    const mine = await activity(student.user.id);
    expect(mine.sign_ins.length).toBeGreaterThanOrEqual(1);
    expect(mine.sign_ins[0]).toMatchObject({ ended_at: null });
    expect(mine.payments).toEqual([
      expect.objectContaining({ kind: 'payment', booking_id: booking, booking_reference: `LES-${booking}` }),
    ]);
    expect(mine.payments[0]!.amount_cents).toBeGreaterThan(0);
    expect(mine.tickets).toEqual([
      expect.objectContaining({ status: 'open', excerpt: 'My lesson link does not open.' }),
    ]);
    expect(mine.reviews_written).toEqual([
      expect.objectContaining({ other_name: 'Maya Lopez', other_user_id: world.maya.userId, rating: 4.3 }),
    ]);
    expect(mine.reviews_received).toEqual([]);
    expect(mine.mentor).toBeNull();

    const maya = await activity(world.maya.userId);
    expect(maya.reviews_received.map((r) => r.other_user_id)).toContain(student.user.id);
    expect(maya.mentor).toMatchObject({ mentor_id: world.maya.id, listed: true, approved: true });
    expect(
      (await staff.inject({ method: 'GET', url: '/api/admin/users/99999999/activity/' })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/admin/users/{id}/mentor/', () => {
  it('applies the rules of the mentor’s own settings and changes nothing on a refusal', async () => {
    const before = await mayaRow();
    const short = await edit(world.maya.userId, { headline: 'Too short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: Record<string, string[]> }>().errors.headline).toEqual([
      mentorApplicationMessages.headlineTooShort,
    ]);
    const noSkills = await edit(world.maya.userId, { headline: HEADLINE, skills: [] });
    expect(noSkills.statusCode).toBe(400);
    expect(noSkills.json<{ errors: Record<string, string[]> }>().errors.skills).toEqual([
      mentorApplicationMessages.skillsRequired,
    ]);
    expect((await edit(world.maya.userId, { skills: [99_999] })).statusCode).toBe(400);
    expect((await edit(world.maya.userId, { amount_cents: 100 })).statusCode).toBe(400);
    const nothing = await edit(world.maya.userId, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<{ detail: string }>().detail).toBe(m.nothingToChange);
    const student = await edit(world.student.user.id, { headline: HEADLINE });
    expect(student.statusCode).toBe(400);
    expect(student.json<{ detail: string }>().detail).toBe(m.notAMentor);
    expect(await mayaRow()).toEqual(before);
    expect(await auditCount('mentor.edit')).toBe(0);
  });

  it('saves the headline, bio and lists, audited with before and after; the public profile follows', async () => {
    const before = await mayaRow();
    const skills = [world.lookups.skill.Guitar!, world.lookups.skill.Piano!].sort((a, b) => a - b);
    const res = await edit(world.maya.userId, {
      headline: `  <b>${HEADLINE}</b> `,
      bio: `${BIO}<script>alert(1)</script>`,
      skills,
      levels: ['beginner'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<AdminMentorResult>();
    expect(result.message).toBe(m.profileSaved('Maya Lopez'));
    expect(result.mentor).toMatchObject({ headline: HEADLINE, skills, levels: ['beginner'] });
    expect(result.mentor.bio).not.toContain('script');
    const [audit] = await queryRows<{ actor_id: number; before: Record<string, unknown>; after: unknown }>(
      db(),
      sql`SELECT actor_id, before, after FROM staff_audit_log WHERE action = 'mentor.edit'
        AND record_id = ${String(world.maya.userId)}`,
    );
    expect(audit!.actor_id).toBe(staffId);
    expect(audit!.before).toMatchObject({ headline: before.headline });
    expect(Object.keys(audit!.before).sort()).toEqual(['bio', 'headline', 'levels', 'skills']);
    expect(audit!.after).toMatchObject({ headline: HEADLINE, skills, levels: ['beginner'] });
    const profile = await world.ctx.app.inject({ method: 'GET', url: `/api/mentors/${world.maya.id}/` });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(HEADLINE);
  });
});

describe('hide and show a mentor', () => {
  it('refuses an empty reason, a student, showing a listed mentor; nothing changes', async () => {
    const empty = await hide(world.maya.userId, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(auditMessages.reasonRequired);
    expect((await hide(world.student.user.id, { reason: 'spam' })).statusCode).toBe(400);
    const notHidden = await show(world.maya.userId);
    expect(notHidden.statusCode).toBe(400);
    expect(notHidden.json<{ detail: string }>().detail).toBe(m.notHidden);
    expect(await mayaRow()).toMatchObject({ is_verified: true, hidden_at: null });
    expect((await auditCount('mentor.hide')) + (await auditCount('mentor.show'))).toBe(0);
  });

  it('hides: off the list, profile 404, not bookable, lessons untouched, not an application; audited', async () => {
    const student = await world.newStudent();
    const lesson = await bookLesson(world, student, '2026-11-26T10:00:00Z');
    expect(await listedIds()).toContain(world.maya.id);
    const res = await hide(world.maya.userId, { reason: ' Profile under review ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminMentorResult>().mentor).toMatchObject({
      listed: false,
      hidden_reason: 'Profile under review',
    });
    expect(await listedIds()).not.toContain(world.maya.id);
    expect(
      (await world.ctx.app.inject({ method: 'GET', url: `/api/mentors/${world.maya.id}/` })).statusCode,
    ).toBe(404);
    const book = await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-27T10:00:00Z'));
    expect(book.statusCode).toBeGreaterThanOrEqual(400);
    expect(book.statusCode).toBeLessThan(500);
    const [kept] = await queryRows<{ status: string }>(
      db(),
      sql`SELECT status FROM bookings WHERE id = ${lesson}`,
    );
    expect(kept!.status).toBe('paid');
    const queue = await staff.inject({ method: 'GET', url: '/api/admin/applications/' });
    expect(queue.json<{ mentor_id: number }[]>().map((a) => a.mentor_id)).not.toContain(world.maya.id);
    const approve = await staff.inject({
      method: 'POST',
      url: `/api/admin/applications/${world.maya.id}/approve/`,
    });
    expect(approve.statusCode).toBe(400);
    expect(approve.json<{ detail: string }>().detail).toBe(applicationMessages.alreadyApproved);
    const [audit] = await queryRows<{ reason: string; before: unknown; after: unknown }>(
      db(),
      sql`SELECT reason, before, after FROM staff_audit_log WHERE action = 'mentor.hide'`,
    );
    expect(audit).toEqual({
      reason: 'Profile under review',
      before: { listed: true, hidden: false },
      after: { listed: false, hidden: true },
    });
    const twice = await hide(world.maya.userId, { reason: 'again' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ detail: string }>().detail).toBe(m.alreadyHidden);
  });

  it('keeps a hidden mentor hidden through a suspension and reinstatement; show refuses while suspended', async () => {
    const userId = world.maya.userId;
    const suspend = await staff.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/suspend/`,
      payload: { reason: 'Checking' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const refused = await show(userId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(m.suspendedStaysHidden);
    expect(
      (await staff.inject({ method: 'POST', url: `/api/admin/users/${userId}/reinstate/` })).statusCode,
    ).toBe(200);
    expect(await listedIds()).not.toContain(world.maya.id);
    expect(await mayaRow()).toMatchObject({ is_verified: false });
  });

  it('shows her again: listed and bookable, audited', async () => {
    const res = await show(world.maya.userId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminMentorResult>().message).toBe(m.shown('Maya Lopez'));
    expect(await listedIds()).toContain(world.maya.id);
    expect(await mayaRow()).toMatchObject({ is_verified: true, hidden_at: null });
    expect(await auditCount('mentor.show')).toBe(1);
    const book = await bookAs(await world.newStudent(), lessonRequest(world, '2026-11-27T10:00:00Z'));
    expect(book.statusCode, book.body).toBe(201);
  });
});

describe('support: the answer mail and "Assigned to me"', () => {
  async function ticketOf(who: Session): Promise<number> {
    const res = await who.inject({
      method: 'POST',
      url: '/api/support/',
      payload: { type: 'other', message: 'A question about my invoice.', email: who.user.email },
    });
    expect(res.statusCode).toBe(201);
    return Number(res.json<SupportTicketResponse>().reference_number.slice(4));
  }
  const answer = (who: Session, id: number) =>
    who.inject({
      method: 'POST',
      url: `/api/support/requests/${id}/answer/`,
      payload: { message: 'Here is the invoice number.' },
    });

  it('mails the support address when nobody is assigned, and the assignee once someone is', async () => {
    const student = await world.newStudent();
    const id = await ticketOf(student);
    expect((await answer(student, id)).statusCode).toBe(200);
    const toSupport = await latestMailTo(world.ctx, 'help@example.com');
    expect(toSupport?.subject).toContain(supportMessages.answerMailSubject(supportReferenceNumber(id)));
    expect(toSupport?.text).toContain('Here is the invoice number.');

    const assign = await staff.inject({
      method: 'POST',
      url: `/api/admin/support/${id}/assign/`,
      payload: { assignee_id: staffId },
    });
    expect(assign.statusCode).toBe(200);
    expect((await answer(student, id)).statusCode).toBe(200);
    const toAssignee = await latestMailTo(world.ctx, staff.user.email);
    expect(toAssignee?.subject).toContain(supportMessages.answerMailSubject(supportReferenceNumber(id)));
    expect(toAssignee?.text).toContain(`/admin/support-tickets/${id}`);
  });

  it('filters the staff list by the caller as assignee', async () => {
    const student = await world.newStudent();
    const unassigned = await ticketOf(student);
    const all = await staff.inject({ method: 'GET', url: '/api/admin/support-tickets/' });
    expect(all.json<AdminSupportTicket[]>().map((t) => t.id)).toContain(unassigned);
    const res = await staff.inject({ method: 'GET', url: '/api/admin/support-tickets/?assignee=me' });
    expect(res.statusCode).toBe(200);
    const tickets = res.json<AdminSupportTicket[]>();
    expect(tickets.length).toBeGreaterThan(0);
    expect(tickets.every((t) => t.assignee_id === staffId)).toBe(true);
    expect(tickets.map((t) => t.id)).not.toContain(unassigned);
    const bad = await staff.inject({ method: 'GET', url: '/api/admin/support-tickets/?assignee=you' });
    expect(bad.statusCode).toBe(400);
  });
});
