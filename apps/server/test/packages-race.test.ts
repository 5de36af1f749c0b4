/**
 * Two bookings racing for a student's last lesson credit (issue 18 item 2): exactly one wins, the other
 * is refused with the clear 400 and nothing of it is stored; a used-up credit is refused the same way.
 * On PostgreSQL (TEST_DATABASE_URL) the two requests really run in parallel: the purchase row locked
 * FOR UPDATE in the booking's transaction decides.
 */
import { expect, it } from 'vitest';
import { packageMessages } from '@app/contract';
import { bookAs, countRows, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import type { Answer } from './package-fixtures.ts';
import { balances, buyAndPay, creditsOf, offerPackage } from './package-fixtures.ts';

const world = useBookingWorld();

it('of two bookings for the last credit exactly one wins; then the used-up credit is refused', async () => {
  const student = await world.newStudent();
  const offer = await offerPackage(world.mentor, {
    lessons: 5,
    session_id: world.maya.sessions[60],
    discount_percent: 0,
  });
  await buyAndPay(world, student, offer.id);
  for (const day of [24, 25, 26, 27]) {
    const res = await bookAs(student, lessonRequest(world, `2026-11-${day}T10:00:00Z`, { use_credit: true }));
    expect(res.statusCode).toBe(201);
  }
  const before = await countRows(world, 'bookings');
  const answers = await Promise.all(
    ['2026-11-28T10:00:00Z', '2026-11-29T10:00:00Z'].map((start) =>
      bookAs(student, lessonRequest(world, start, { use_credit: true })),
    ),
  );
  const codes = answers.map((a) => a.statusCode).sort();
  console.log(`[credit race on ${world.ctx.database.kind}] ${codes.join(', ')}`);
  expect(codes).toEqual([201, 400]);
  const loser = answers.find((a) => a.statusCode === 400)!;
  expect(loser.json<Answer>().errors.use_credit).toEqual([packageMessages.noCredit]);
  expect(await countRows(world, 'bookings')).toBe(before + 1);
  expect(await creditsOf(student)).toEqual([]);

  const usedUp = await bookAs(student, lessonRequest(world, '2026-11-30T10:00:00Z', { use_credit: true }));
  expect(usedUp.statusCode).toBe(400);
  expect(await countRows(world, 'bookings')).toBe(before + 1);
  const books = await balances(world);
  expect(books.unbalancedTransactions).toBe(0);
  expect(books.byAccount.student_credits).toBe(0);
});
