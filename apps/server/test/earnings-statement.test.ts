/**
 * The mentor's lesson earnings and monthly statement (issue 17 item 8, ADR 54) through the real endpoints:
 * Maya (€50 an hour, fee 15%, Europe/Berlin; the clock is frozen on Monday 2026-11-23 09:00 Berlin) gets a
 * lesson paid with a €10 promo code, a lesson cancelled late (half back), one cancelled early (all back) and
 * one her student reported as a no-show that staff refunded. Each line and each CSV row is checked against
 * figures worked out by hand, and the statement's net column against the ledger.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  payoutMessages,
  STATEMENT_COLUMNS,
  type BookResponse,
  type CalendarResponse,
  type Earnings,
} from '@app/contract';
import { completeTestCheckout } from '../src/modules/payments/test-checkout.ts';
import { mentorAccountMovement } from '../src/modules/ledger/index.ts';
import { csvCell, decimalMoney } from '../src/modules/payouts/statement-csv.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookAs, bookLesson, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import { signInOtto } from './payouts-fixtures.ts';

const world = useBookingWorld();
const HOUR = 3_600_000;
const EARNINGS = '/api/mentors/earnings/';
const STATEMENT = '/api/mentors/earnings/statement/';
let staff: Session;
const ids = { promo: 0, late: 0, early: 0, noShow: 0 };

const exec = (query: ReturnType<typeof sql>) => world.ctx.database.db.execute(query);

/** Splits RFC 4180 text into rows of fields (quoted fields may hold commas, quotes and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

async function statement(who: Session, month: string) {
  const res = await who.inject({ method: 'GET', url: `${STATEMENT}?month=${month}` });
  return { res, rows: parseCsv(res.body) };
}

beforeAll(async () => {
  const member = await world.newStudent();
  await exec(sql`UPDATE users SET is_staff = true WHERE id = ${member.user.id}`);
  staff = await login(world.ctx.app, member.user.email);
  await exec(
    sql`INSERT INTO promo_codes (code, amount_off_cents, created_at) VALUES ('TENOFF', 1000, ${world.ctx.clock.now()})`,
  );
  // A name a spreadsheet would run as a formula, with a quote, a comma and a line break in it.
  await exec(
    sql`UPDATE users SET first_name = ${'=HYPERLINK("http://x.test")'}, last_name = ${'Doe, Jr.\nII'}
         WHERE id = ${world.student.user.id}`,
  );
  // Tuesday 10:00 Berlin with €10 off.
  const promo = await bookAs(
    world.student,
    lessonRequest(world, '2026-11-24T09:00:00Z', { promo_code: 'TENOFF' }),
  );
  ids.promo = promo.json<BookResponse>().booking_id;
  await completeTestCheckout(world.ctx.app, promo.json<BookResponse>().payment_link!.split('/').at(-1)!);
  // Tuesday 14:00 Berlin cancelled 29 h ahead (half back); Monday 30th cancelled a week ahead (all back).
  ids.late = await bookLesson(world, world.student, '2026-11-24T13:00:00Z');
  ids.early = await bookLesson(world, world.student, '2026-11-30T09:00:00Z');
  for (const id of [ids.late, ids.early]) {
    const res = await world.student.inject({ method: 'PUT', url: `/api/lessons/bookings/${id}/cancel/` });
    expect(res.statusCode, res.body).toBe(200);
  }
  // A lesson booked ahead, moved to have ended 5 hours ago (Monday 03:00 UTC), reported and refunded.
  ids.noShow = await bookLesson(world, world.student, '2026-11-26T09:00:00Z');
  const end = world.ctx.clock.now().getTime() - 5 * HOUR;
  await exec(
    sql`UPDATE bookings SET status = 'completed', start_at = ${new Date(end - HOUR)}, end_at = ${new Date(end)},
          hold_until = ${new Date(end + 15 * 60_000)} WHERE id = ${ids.noShow}`,
  );
  const report = await world.student.inject({
    method: 'POST',
    url: `/api/lessons/bookings/${ids.noShow}/no-show/`,
    payload: {},
  });
  expect(report.statusCode, report.body).toBe(201);
  const list = await staff.inject({ method: 'GET', url: '/api/admin/no-show-reports/' });
  const reportId = list
    .json<{ id: number; booking_id: number }[]>()
    .find((r) => r.booking_id === ids.noShow)!.id;
  const refund = await staff.inject({
    method: 'POST',
    url: `/api/admin/no-show-reports/${reportId}/refund/`,
  });
  expect(refund.statusCode, refund.body).toBe(200);
});

describe('who may read earnings and statements', () => {
  it.each([EARNINGS, `${STATEMENT}?month=2026-11`])('%s: 401 visitor, 403 student', async (url) => {
    expect((await world.ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const student = await world.student.inject({ method: 'GET', url });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toEqual({ detail: payoutMessages.onlyMentors });
  });

  it('refuses a missing or malformed month with 400 in the R1 shape', async () => {
    for (const url of [STATEMENT, `${STATEMENT}?month=2026-13`, `${EARNINGS}?month=11-2026`]) {
      const res = await world.mentor.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ errors: { month: [expect.any(String)] } });
    }
  });

  it("gives another mentor only their own (empty) month, never Maya's", async () => {
    const otto = await signInOtto(world);
    const { res, rows } = await statement(otto, '2026-11');
    expect(res.statusCode).toBe(200);
    expect(rows).toEqual([[...STATEMENT_COLUMNS]]);
    expect((await otto.inject({ method: 'GET', url: EARNINGS })).json<Earnings>().lines).toEqual([]);
  });
});

describe('the earnings list', () => {
  it('has one line per paid lesson by lesson date, with price, discount, fee, refunds, net and unlock', async () => {
    const res = await world.mentor.inject({ method: 'GET', url: EARNINGS });
    expect(res.statusCode, res.body).toBe(200);
    const earnings = res.json<Earnings>();
    expect(earnings).toMatchObject({ month: '2026-11', timezone: 'Europe/Berlin' });
    const line = (id: number) => earnings.lines.find((l) => l.booking_id === id);
    expect(earnings.lines.map((l) => l.booking_id)).toEqual([ids.noShow, ids.promo, ids.late, ids.early]);
    expect(line(ids.promo)).toEqual({
      booking_id: ids.promo,
      reference: `LES-${ids.promo}`,
      lesson_start: '2026-11-24T09:00:00Z',
      lesson_end: '2026-11-24T10:00:00Z',
      student_name: '=HYPERLINK("http://x.test") Doe, Jr.\nII',
      price_cents: 5000,
      // The platform bears the discount (B8): net is the price less the 15% fee.
      promo_discount_cents: 1000,
      platform_fee_cents: 750,
      refunded_cents: 0,
      net_cents: 4250,
      currency: 'eur',
      status: 'pending',
      available_on: '2026-12-01T10:00:00Z',
    });
    expect(line(ids.late)).toMatchObject({ refunded_cents: 2125, net_cents: 2125, status: 'pending' });
    expect(line(ids.early)).toMatchObject({
      refunded_cents: 4250,
      net_cents: 0,
      status: 'refunded',
      available_on: null,
    });
    expect(line(ids.noShow)).toMatchObject({ refunded_cents: 4250, net_cents: 0, status: 'refunded' });
    expect(earnings.totals).toEqual({
      price_cents: 20000,
      promo_discount_cents: 1000,
      platform_fee_cents: 3000,
      refunded_cents: 10625,
      net_cents: 6375,
    });
  });

  it('has an empty month before any lesson', async () => {
    const res = await world.mentor.inject({ method: 'GET', url: `${EARNINGS}?month=2026-10` });
    expect(res.json<Earnings>()).toMatchObject({ month: '2026-10', lines: [], totals: { net_cents: 0 } });
  });
});

describe('the monthly statement', () => {
  it('is a CSV download with one row per ledger movement of the month', async () => {
    const { res, rows } = await statement(world.mentor, '2026-11');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="earnings-statement-2026-11.csv"');
    expect(rows[0]).toEqual([...STATEMENT_COLUMNS]);
    const at = '2026-11-23T09:00:00+01:00';
    const name = '\'=HYPERLINK("http://x.test") Doe, Jr.\nII';
    const ref = (id: number) => `LES-${id}`;
    expect(rows.slice(1)).toEqual([
      [
        at,
        'payment',
        ref(ids.promo),
        '2026-11-24T10:00:00+01:00',
        name,
        '50.00',
        '10.00',
        '7.50',
        '42.50',
        'EUR',
        'pending',
      ],
      [
        at,
        'payment',
        ref(ids.late),
        '2026-11-24T14:00:00+01:00',
        name,
        '50.00',
        '0.00',
        '7.50',
        '42.50',
        'EUR',
        'pending',
      ],
      [
        at,
        'payment',
        ref(ids.early),
        '2026-11-30T10:00:00+01:00',
        name,
        '50.00',
        '0.00',
        '7.50',
        '42.50',
        'EUR',
        'pending',
      ],
      [
        at,
        'refund',
        ref(ids.late),
        '2026-11-24T14:00:00+01:00',
        name,
        '-25.00',
        '0.00',
        '-3.75',
        '-21.25',
        'EUR',
        'refunded',
      ],
      [
        at,
        'refund',
        ref(ids.early),
        '2026-11-30T10:00:00+01:00',
        name,
        '-50.00',
        '0.00',
        '-7.50',
        '-42.50',
        'EUR',
        'refunded',
      ],
      // The no-show lesson: paid when booked, moved into the past (ended 03:00 UTC), refunded by staff.
      [
        at,
        'payment',
        ref(ids.noShow),
        '2026-11-23T03:00:00+01:00',
        name,
        '50.00',
        '0.00',
        '7.50',
        '42.50',
        'EUR',
        'pending',
      ],
      [
        at,
        'refund',
        ref(ids.noShow),
        '2026-11-23T03:00:00+01:00',
        name,
        '-50.00',
        '0.00',
        '-7.50',
        '-42.50',
        'EUR',
        'refunded',
      ],
    ]);
  });

  it("nets to the mentor account's movement of the month in the ledger", async () => {
    const { rows } = await statement(world.mentor, '2026-11');
    const netCents = rows.slice(1).reduce((sum, row) => sum + Math.round(Number(row[8]) * 100), 0);
    const { from, to } = { from: new Date('2026-10-31T23:00:00Z'), to: new Date('2026-11-30T23:00:00Z') };
    expect(netCents).toBe(await mentorAccountMovement(world.ctx.database.db, world.maya.id, from, to));
    expect(netCents).toBe(6375);
  });

  it('quotes commas, quotes and line breaks and guards formula cells in the raw text', async () => {
    const { res } = await statement(world.mentor, '2026-11');
    expect(res.body).toContain(`,"'=HYPERLINK(""http://x.test"") Doe, Jr.\nII",`);
    expect(res.body.endsWith('\r\n')).toBe(true);
  });

  it('is only the header for a month without movements', async () => {
    const { res, rows } = await statement(world.mentor, '2026-12');
    expect(res.statusCode).toBe(200);
    expect(rows).toEqual([[...STATEMENT_COLUMNS]]);
  });
});

describe("the calendar's lesson: what the mentor earns", () => {
  it('is the ledger net for the mentor and null for the student', async () => {
    const url = '/api/lessons/calendar/?start_date=2026-11-23&end_date=2026-11-29';
    const items = (await world.mentor.inject({ method: 'GET', url })).json<CalendarResponse>().items;
    const earns = (id: number) =>
      items.find((i) => i.type === 'booking' && i.id === id)?.mentor_earnings_cents;
    expect(earns(ids.promo)).toBe(4250);
    expect(earns(ids.late)).toBe(2125);
    expect(earns(ids.noShow)).toBe(0);
    const seen = (await world.student.inject({ method: 'GET', url })).json<CalendarResponse>().items;
    expect(seen.find((i) => i.id === ids.promo)?.mentor_earnings_cents).toBeNull();
  });
});

describe('the CSV cells', () => {
  it('guards every formula start (OWASP) but not our own negative amounts', () => {
    expect(['+1', '-2', '@SUM(A1)', '=1', '\tx', '\rx', 'plain'].map(csvCell)).toEqual([
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'=1",
      "'\tx",
      `"'\rx"`,
      'plain',
    ]);
    expect(csvCell(decimalMoney(-5))).toBe('-0.05');
    expect(csvCell(decimalMoney(123456))).toBe('1234.56');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
});
