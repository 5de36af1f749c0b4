/**
 * The account calls of settings: changing the password (API-36, A2, other sign-ins end) and deleting the
 * account (API-37, A10: refused while bookings are live, otherwise anonymised at once, the e-mail freed,
 * every session ended). Refusals are 400s in the R1 shape that change nothing. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookingReference, settingsMessages } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import { login, registerUser, TEST_PASSWORD, type Session } from './auth-helpers.ts';
import { bookLesson, useBookingWorld } from './booking-fixtures.ts';
import { addMentor } from './catalogue-fixtures.ts';
import { expectRefused, put, settingsOf } from './settings-fixtures.ts';

const world = useBookingWorld();
const NEW_PASSWORD = 'Brass-Quartet-Evening-77';

const changePassword = (who: Session, old_password: string, new_password: string) =>
  put(who, '/api/users/change-password/', { old_password, new_password });
const deleteAccount = (who: Session, email: string) =>
  who.inject({ method: 'POST', url: '/api/users/delete/', payload: { email } });

async function userRow(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    world.ctx.database.db,
    sql`SELECT email, first_name, last_name, password_hash, google_sub, profile_picture, deleted_at, purge_after
        FROM users WHERE id = ${id}`,
  );
  return row!;
}

describe('PUT /api/users/change-password/', () => {
  it('changes the password, ends the other sign-ins and keeps this one', async () => {
    const here = await world.newStudent();
    const email = here.user.email;
    const elsewhere = await login(world.ctx.app, email);
    const res = await changePassword(here, TEST_PASSWORD, NEW_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: settingsMessages.passwordChanged });
    expect((await here.inject({ method: 'GET', url: '/api/users/settings/' })).statusCode).toBe(200);
    expect((await elsewhere.inject({ method: 'GET', url: '/api/users/settings/' })).statusCode).toBe(401);
    await expect(login(world.ctx.app, email)).rejects.toThrow(/400|401/);
    expect((await login(world.ctx.app, email, { password: NEW_PASSWORD })).user.email).toBe(email);
  });

  it.each([
    [
      'a wrong current password',
      TEST_PASSWORD + 'x',
      NEW_PASSWORD,
      'old_password',
      settingsMessages.oldPasswordWrong,
    ],
    ['a short new password', TEST_PASSWORD, 'Ab1-x', 'new_password', undefined],
    ['an all-digit new password', TEST_PASSWORD, '4815162342', 'new_password', undefined],
    ['a common new password', TEST_PASSWORD, 'password123', 'new_password', undefined],
    ['a new password like the name', TEST_PASSWORD, 'student123', 'new_password', undefined],
    [
      'the same password again',
      TEST_PASSWORD,
      TEST_PASSWORD,
      'new_password',
      settingsMessages.passwordUnchanged,
    ],
    ['an empty field', '', NEW_PASSWORD, 'old_password', undefined],
  ])(
    'refuses %s and the old password still works',
    async (_what, oldPassword, newPassword, field, detail) => {
      const who = await world.newStudent();
      expectRefused(await changePassword(who, oldPassword, newPassword), field, detail);
      expect((await login(world.ctx.app, who.user.email)).user.id).toBe(who.user.id);
    },
  );

  it('counts wrong current passwords as failed logins (A6)', async () => {
    const who = await world.newStudent();
    for (let i = 0; i < 5; i++)
      expect((await changePassword(who, 'wrong-guess', NEW_PASSWORD)).statusCode).toBe(400);
    const blocked = await changePassword(who, TEST_PASSWORD, NEW_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/users/delete/', () => {
  it('refuses a wrong or missing e-mail and changes nothing', async () => {
    const who = await world.newStudent();
    const before = await settingsOf(who);
    expectRefused(
      await deleteAccount(who, 'someone.else@example.com'),
      'email',
      settingsMessages.deleteEmailWrong,
    );
    expectRefused(await deleteAccount(who, '  '), 'email');
    expect(await settingsOf(who)).toEqual(before);
  });

  it('refuses while the user has a live booking as student, listing it', async () => {
    const who = await world.newStudent();
    const id = await bookLesson(world, who, '2026-11-25T09:00:00Z');
    const pending = await bookLesson(world, who, '2026-11-25T13:00:00Z', { pay: false });
    const res = await deleteAccount(who, who.user.email.toUpperCase());
    const references = [bookingReference(id), bookingReference(pending)];
    expectRefused(res, 'bookings', settingsMessages.deleteActiveBookings(references));
    expect(res.json<{ errors: { bookings: string[] } }>().errors.bookings).toEqual(references);
    expect((await settingsOf(who)).user.email).toBe(who.user.email);
  });

  it('refuses while a mentor has a live booking with a student', async () => {
    const student = await world.newStudent();
    const id = await bookLesson(world, student, '2026-11-26T09:00:00Z');
    const res = await deleteAccount(world.mentor, world.maya.email);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { bookings: string[] } }>().errors.bookings).toContain(bookingReference(id));
    expect((await settingsOf(world.mentor)).mentor?.is_verified).toBe(true);
  });

  it('anonymises a student at once: sessions end, the e-mail is free again, lessons stay', async () => {
    const who = await world.newStudent();
    const email = who.user.email;
    const other = await login(world.ctx.app, email);
    const lesson = await bookLesson(world, who, '2026-11-27T09:00:00Z');
    expect(
      (await who.inject({ method: 'PUT', url: `/api/lessons/bookings/${lesson}/cancel/` })).statusCode,
    ).toBe(200);
    await put(who, '/api/users/profile/', { first_name: 'Robin' });

    const res = await deleteAccount(who, ` ${email} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: settingsMessages.deleteSucceeded });
    const cleared = res.cookies.filter((c) => ['access_token', 'refresh_token'].includes(c.name));
    expect(cleared.map((c) => c.value)).toEqual(['', '']);

    const row = await userRow(who.user.id);
    expect(row).toMatchObject({
      email: `deleted-${who.user.id}@deleted.invalid`,
      first_name: 'Deleted',
      last_name: 'User',
      password_hash: null,
      google_sub: null,
      profile_picture: null,
    });
    expect(new Date(row.deleted_at as string).toISOString()).toBe(world.ctx.clock.now().toISOString());
    expect(new Date(row.purge_after as string).toISOString()).toBe('2027-05-23T08:00:00.000Z');
    // Every sign-in has ended, including one that never saw the answer's cookies.
    expect((await other.inject({ method: 'GET', url: '/api/users/settings/' })).statusCode).toBe(401);
    const check = await other.inject({ method: 'GET', url: '/api/auth/check/' });
    expect(check.json()).toMatchObject({ is_authenticated: false });
    await expect(login(world.ctx.app, email)).rejects.toThrow();
    // The lesson stays in the mentor's history, with the anonymised student.
    const [booking] = await queryRows<{ student_id: number }>(
      world.ctx.database.db,
      sql`SELECT student_id FROM bookings WHERE id = ${lesson}`,
    );
    expect(booking?.student_id).toBe(who.user.id);
    // The address can register again as a new account.
    expect((await registerUser(world.ctx.app, email)).statusCode).toBe(201);
  });

  it('unlists a deleted mentor and removes their weekly hours', async () => {
    const now = world.ctx.clock.now();
    const email = 'leaving.mentor@example.com';
    const user = await insertUser(
      world.ctx.database.db,
      {
        email,
        firstName: 'Lea',
        lastName: 'Leaving',
        passwordHash: await hashPassword(TEST_PASSWORD),
        emailConfirmedAt: now,
      },
      now,
    );
    const { id: mentorId } = await addMentor(
      world.ctx.database,
      {
        firstName: 'Lea',
        lastName: 'Leaving',
        userId: user.id,
        skillIds: [world.lookups.skill.Drums!],
        availability: [{ weekday: 0, startTime: '09:00', endTime: '12:00' }],
      },
      now,
    );
    const search = async () =>
      (await world.ctx.app.inject({ method: 'GET', url: '/api/mentors/list/?search=leaving' })).json<{
        results: { id: number }[];
      }>().results;
    expect((await search()).map((r) => r.id)).toEqual([mentorId]);
    const lea = await login(world.ctx.app, email);
    expect((await deleteAccount(lea, email)).statusCode).toBe(200);
    expect(await search()).toEqual([]);
    const [mentor] = await queryRows<{ is_verified: boolean; hours: number }>(
      world.ctx.database.db,
      sql`SELECT is_verified, (SELECT count(*)::int FROM mentor_availability WHERE mentor_id = m.id) AS hours
          FROM mentors m WHERE m.id = ${mentorId}`,
    );
    expect(mentor).toEqual({ is_verified: false, hours: 0 });
    expect((await world.ctx.app.inject({ method: 'GET', url: `/api/mentors/${mentorId}/` })).statusCode).toBe(
      404,
    );
  });
});
