/**
 * Nothing lost when a process dies (ADR 29): a real server process is killed with SIGKILL at random
 * moments while students book and pay 30 lessons on the built-in test provider. After a last restart,
 * every checkout the provider charged is a paid booking with one payment in the ledger and one
 * confirmation mail to each side, and nothing else was recorded twice. On PostgreSQL (TEST_DATABASE_URL)
 * the processes share a new database; on PGlite they share a data folder on disk.
 * The seed is fixed and printed, so a failing run can be replayed (CRASH_SEED=...).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { AvailableTimesResponse, BookResponse, MentorListResponse } from '@app/contract';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { seededRandom } from '../src/modules/mentors/portraits.ts';
import { HttpSession, startServerProcess, type ServerProcess } from './server-processes.ts';

const PAYMENTS = 30;
/** Kills 0.1-0.8 s apart (a restart of the compiled server takes about a second), spread over the payments. */
const KILLS = 6;
const SEED = Number(process.env.CRASH_SEED ?? 20261125);
const PASSWORD = 'lesson-demo-2026';

const serverUrl = process.env.TEST_DATABASE_URL;
const dbName = `crash_${randomBytes(6).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-crash-'));
const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : '';

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

function start(): Promise<ServerProcess> {
  return startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_PASSWORD: PASSWORD,
      ...(serverUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    180_000,
  );
}

/** Opens the shared database from this process once every server is gone. */
function openShared(): Promise<Database> {
  return serverUrl ? openDatabase({ url: databaseUrl, poolSize: 1 }) : openDatabase({ dataDir });
}

afterAll(async () => {
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

interface Lesson {
  student: string;
  start: string;
  end: string;
  checkoutId?: string;
  paid?: boolean;
}

describe('a server killed during payments', () => {
  it('records every charged checkout once and mails its confirmation once after a restart', async () => {
    if (serverUrl) await admin(`CREATE DATABASE ${dbName}`);
    const next = seededRandom(SEED); // the kill moments repeat run after run
    console.log(`outbox crash test: seed ${SEED} (CRASH_SEED=${SEED} replays it)`);
    let server = await start();

    // Maya (the demo mentor), her 60-minute session, a skill, and 30 free hours two days ahead and later.
    const visitor = new HttpSession(server.base);
    const list = (await (
      await visitor.call('GET', '/api/mentors/list/?search=Maya')
    ).json()) as MentorListResponse;
    const maya = list.results.find((m) => m.user.full_name.startsWith('Maya'))!;
    const session = maya.sessions.find((s) => s.session_time === 60)!;
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const times = (await (
      await visitor.call(
        'GET',
        `/api/mentors/available-times/?mentor_id=${maya.id}&session_id=${session.id}&start_date=${from}&end_date=${to}`,
      )
    ).json()) as AvailableTimesResponse;
    // Whole hours only, so no two lessons overlap with their breaks.
    const slots = times.available_slots
      .filter((s) => s.start_utc.includes(':00:00'))
      .filter((_, i) => i % 2 === 0);
    expect(slots.length).toBeGreaterThanOrEqual(PAYMENTS);
    const students = Array.from(
      { length: 20 },
      (_, i) => `student${String(i + 1).padStart(2, '0')}@example.com`,
    );
    const spare = slots.slice(PAYMENTS);
    const lessons: Lesson[] = slots.slice(0, PAYMENTS).map((s, i) => ({
      student: students[i % students.length]!,
      start: s.start_utc,
      end: s.end_utc,
    }));

    /** One lesson's booking and payment, repeated after a refused connection until it has an answer. */
    const pay = async (lesson: Lesson): Promise<void> => {
      // Until answered: a refused connection means the server is starting again, which takes seconds.
      const deadline = Date.now() + 180_000;
      while (lesson.paid === undefined && Date.now() < deadline) {
        try {
          const student = await HttpSession.signIn(server.base, lesson.student, PASSWORD);
          if (!lesson.checkoutId) {
            const res = await student.call('POST', '/api/lessons/book/', {
              mentor_id: maya.id,
              session_id: session.id,
              skill_id: maya.skills[0]!.id,
              start_utc: lesson.start,
              end_utc: lesson.end,
              free_trial: false,
            });
            if (res.status === 409) {
              // Booked by an attempt whose answer the kill swallowed (that booking's checkout simply
              // expires): this lesson takes another free hour.
              const other = spare.shift()!;
              Object.assign(lesson, { start: other.start_utc, end: other.end_utc });
              continue;
            }
            if (res.status !== 201) throw new Error(`book ${res.status}`);
            lesson.checkoutId = ((await res.json()) as BookResponse).payment_link!.split('/').at(-1)!;
          }
          const paid = await student.call(
            'POST',
            `/api/payments/test-checkout/${lesson.checkoutId}/pay/4242424242424242`,
          );
          // 409: an earlier attempt was charged (its answer was lost in the kill) - the check below decides.
          lesson.paid = paid.status === 200 || paid.status === 409;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };

    // Three students at a time, while the server is killed at random moments and started again.
    let done = false;
    let kills = 0;
    const killer = (async () => {
      while (!done && kills < KILLS) {
        await new Promise((r) => setTimeout(r, 100 + next() * 700));
        if (done) break;
        await server.kill();
        kills++;
        server = await start();
      }
    })();
    const queue = [...lessons];
    await Promise.all(
      [0, 1, 2].map(async () => {
        for (let lesson = queue.shift(); lesson; lesson = queue.shift()) await pay(lesson);
      }),
    );
    done = true;
    await killer;

    // A last process delivers what the dead ones left: their leases run out when the clock moves on.
    const staff = new HttpSession(server.base);
    const moved = await staff.call('POST', '/api/dev/clock/', { advance_seconds: 120 });
    expect(moved.status).toBe(200);
    await server.stop();

    const database = await openShared();
    try {
      const charged = await queryRows<{ id: string; booking_id: number }>(
        database.db,
        sql`SELECT id, booking_id FROM test_checkouts WHERE status = 'complete'`,
      );
      const recorded = await queryRows<{ checkout_id: string; status: string; payments: number }>(
        database.db,
        sql`SELECT b.checkout_id, b.status,
                   (SELECT count(*)::int FROM ledger_transactions t WHERE t.booking_id = b.id AND t.kind = 'payment') AS payments
            FROM bookings b WHERE b.paid_at IS NOT NULL`,
      );
      const mails = await queryRows<{ subject: string; to_address: string; n: number }>(
        database.db,
        sql`SELECT subject, to_address, count(*)::int AS n FROM outbox_emails
            WHERE subject LIKE 'Your lesson with % is booked%' OR subject LIKE 'New lesson booked:%'
            GROUP BY subject, to_address, text_body`,
      );
      const left = await queryRows<{ n: number }>(
        database.db,
        sql`SELECT count(*)::int AS n FROM outbox_jobs`,
      );
      const confirmations = mails.reduce((sum, m) => sum + m.n, 0);
      console.log(
        `outbox crash test: ${kills} kills, charged ${charged.length}, recorded ${recorded.length}, ` +
          `confirmation mails ${confirmations} (2 per lesson), outbox rows left ${left[0]!.n}`,
      );
      expect(kills).toBeGreaterThan(0);
      expect(lessons.filter((l) => l.paid).length).toBe(PAYMENTS);
      expect(charged.length).toBeGreaterThanOrEqual(PAYMENTS);
      expect(recorded.map((r) => r.checkout_id).sort()).toEqual(charged.map((c) => c.id).sort());
      for (const row of recorded) {
        expect(row.status).toBe('paid');
        expect(row.payments).toBe(1);
      }
      // Each lesson's two mails (student and mentor) once: no group of identical mails has two.
      expect(mails.every((m) => m.n === 1)).toBe(true);
      expect(confirmations).toBe(2 * charged.length);
      expect(left[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 600_000);
});
