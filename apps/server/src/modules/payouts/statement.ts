/**
 * GET /api/mentors/earnings/statement/?month=yyyy-mm (issue 17 item 8, ADR 54): the month's statement of the
 * mentor's earnings account as CSV, one row per ledger transaction that moved it in that month of the
 * mentor's zone (payments, refunds, payouts). Amounts come from the transaction's entries, so the net column
 * sums to the account's movement for the month.
 */
import {
  bookingReference,
  formatInZone,
  STATEMENT_COLUMNS,
  statementFilename,
  type StatementStatus,
} from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mentorMovements, type MovementRow } from '../ledger/index.ts';
import { monthRange, mentorZone, personName, unlockAt } from './earnings.ts';
import { csvText, decimalMoney, type Cell } from './statement-csv.ts';

const DEFAULT_CURRENCY = 'EUR';

function statusOf(row: MovementRow, now: Date): StatementStatus {
  if (row.kind === 'payout') return row.reference ? 'paid_out' : 'payout_pending';
  if (row.kind === 'refund') return 'refunded';
  return row.end_at && unlockAt(row.end_at) > now ? 'pending' : 'available';
}

function rowOf(row: MovementRow, zone: string, now: Date): Cell[] {
  const inZone = (at: Date | string) => formatInZone(new Date(at).getTime(), zone);
  const lesson = row.booking_id !== null;
  return [
    inZone(row.created_at),
    row.kind,
    // A lesson's movements carry its booking reference; a payout the provider's transfer id once it exists.
    lesson ? bookingReference(Number(row.booking_id)) : (row.reference ?? ''),
    row.start_at ? inZone(row.start_at) : '',
    lesson ? personName(row.student_first, row.student_last) : '',
    decimalMoney(Number(row.gross)),
    decimalMoney(Number(row.discount)),
    decimalMoney(Number(row.fee)),
    decimalMoney(Number(row.net)),
    (row.currency ?? DEFAULT_CURRENCY).toUpperCase(),
    statusOf(row, now),
  ];
}

/** The statement's text for one month of one mentor. */
export async function statementCsv(db: Db, mentorId: number, month: string, now: Date): Promise<string> {
  const zone = await mentorZone(db, mentorId);
  const { from, to } = monthRange(zone, month);
  const rows = await mentorMovements(db, mentorId, from, to);
  return csvText([[...STATEMENT_COLUMNS], ...rows.map((row) => rowOf(row, zone, now))]);
}

/** Sends it as a download: text/csv with a file name, never cached or sniffed. */
export async function sendStatement(
  reply: FastifyReply,
  db: Db,
  mentorId: number,
  month: string,
  now: Date,
): Promise<FastifyReply> {
  const text = await statementCsv(db, mentorId, month, now);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${statementFilename(month)}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(text);
}
