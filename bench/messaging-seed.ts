/**
 * Bulk data for bench/messaging.ts, written with set-based SQL (generate_series): STUDENTS bench students,
 * MENTORS bench mentors, about ROOMS conversation rooms with MESSAGES messages in all, and CLASSES
 * masterclasses with their attendees. The demo mentor Maya is the busy one (MAYA_ROOMS rooms); the demo
 * student Sam is a typical one (SAM_ROOMS rooms), and his room with Maya is the long one (BUSY_MESSAGES).
 *
 * Every room pairs a student with a mentor (K1: conversations start with a mentor). A room's shape (how many
 * messages, how far apart, when the last one was) is a function of its pair alone (`shape` below), so the
 * rooms, their messages and the members' read marks are three plain INSERT ... SELECTs that agree without
 * an UPDATE. Rooms and messages are inserted in time order, as a live system writes them, so one person's
 * rooms and one room's messages are spread over their tables (ids and pages). About one member in eight has the room's last 1-3 messages unread.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/server/src/db/client.ts';
import { seedBenchPeople } from './lessons-seed.ts';

export interface MessagingSeed {
  students: number;
  mentors: number;
  rooms: number;
  messages: number;
  mayaRooms: number;
  samRooms: number;
  busyMessages: number;
  classes: number;
  upcomingClasses: number;
}

export interface SeededMessaging {
  samId: number;
  mayaId: number;
  busyRoomId: number;
  /** The student of Maya's most recent other room: the one she answers in the write case. */
  mayaReplyToId: number;
  /** The next bench masterclass (the public page's first entry after the demo one). */
  classId: number;
}

/** What people write: short replies mostly, some long paragraphs (2 to 420 characters). */
const TEXTS = [
  'Thanks!',
  'Sure, see you on Thursday.',
  'Hi! Is that something you teach to beginners?',
  'I practised the shell voicings every day this week, the left hand is getting easier.',
  'Could we move tomorrow to 18:00? Something came up at work, sorry for the short notice.',
  'Great lesson today. Could you send me the chord chart for the bridge again? I cannot find it.',
  'No worries at all. For next time: slow the metronome down to 60 and play the scale in thirds, ' +
    'then try it with the backing track once it feels relaxed. Record yourself if you can, it helps a lot.',
  'Hi, I have been playing for about two years, mostly by ear, pop and some blues. I would like to ' +
    'get better at reading and understand the theory behind what I play, especially jazz harmony. I can ' +
    'do weekday evenings. Do you think a trial lesson would make sense first, and what should I prepare? ' +
    'I have a digital piano with weighted keys at home.',
  'ok',
  'That sounds perfect, I will book the trial.',
];

/**
 * One room's shape from its pair: h (a stable hash), k messages, step between them, last message time.
 * `low`/`high` are SQL expressions of the pair's ids.
 */
function shapeOf(low: SQL, high: SQL, size: MessagingSeed, busy: { low: number; high: number }, now: Date) {
  const spread = Math.max(1, 2 * Math.round(size.messages / Math.max(1, totalRooms(size))) - 1);
  return sql`LATERAL (
    SELECT x.h,
      CASE WHEN x.busy THEN ${size.busyMessages}::int ELSE 1 + x.h % ${spread} END AS k,
      CASE WHEN x.busy THEN interval '30 minutes' ELSE interval '1 hour' * (1 + x.h % 12) END AS step,
      CASE WHEN x.busy THEN ${now}::timestamptz - interval '1 hour'
           ELSE ${now}::timestamptz - interval '1 minute' * (1 + x.h % 525600) END AS last
    FROM (SELECT (hashtext(${low} || '-' || ${high})::bigint & 2147483647) AS h,
                 (${low} = ${busy.low}::int AND ${high} = ${busy.high}::int) AS busy) x) shape`;
}

/** The busy pair's rooms apart: bench rooms + Maya's + Sam's (his room with Maya among them). */
const totalRooms = (size: MessagingSeed) => size.rooms + size.mayaRooms + size.samRooms;

async function demoIds(database: Database): Promise<{ samId: number; mayaId: number; staffId: number }> {
  const [row] = await queryRows<{ samId: number; mayaId: number; staffId: number }>(
    database.db,
    sql`SELECT (SELECT id FROM users WHERE email = 'student@example.com') AS "samId",
               (SELECT id FROM users WHERE email = 'mentor@example.com') AS "mayaId",
               (SELECT id FROM users WHERE email = 'staff@example.com') AS "staffId"`,
  );
  if (!row?.samId || !row.mayaId || !row.staffId) throw new Error('the demo accounts are missing');
  return row;
}

/**
 * Bench room i pairs mentor i % MENTORS with student (i / MENTORS + 37 * mentor) % STUDENTS: one room per
 * pair as long as ROOMS / MENTORS <= STUDENTS. Maya talks to the first MAYA_ROOMS students, Sam to the first
 * SAM_ROOMS - 1 mentors and to Maya.
 */
async function seedRooms(
  database: Database,
  size: MessagingSeed,
  who: { samId: number; mayaId: number },
  now: Date,
) {
  const busy = { low: Math.min(who.samId, who.mayaId), high: Math.max(who.samId, who.mayaId) };
  // The demo conversation is replaced by the bench's own room of the same pair.
  await database.db.execute(sql`DELETE FROM conversation_rooms`);
  await database.db.execute(sql`
    WITH s AS (SELECT array_agg(id ORDER BY id) AS a FROM users WHERE email LIKE 'bench-student-%'),
    m AS (SELECT array_agg(id ORDER BY id) AS a FROM users WHERE email LIKE 'bench-mentor-%'),
    pairs AS (
      SELECT m.a[1 + i % ${size.mentors}] AS mentor,
             s.a[1 + (i / ${size.mentors} + 37 * (i % ${size.mentors})) % ${size.students}] AS student
        FROM generate_series(0, ${size.rooms - 1}) i, s, m
      UNION ALL SELECT ${who.mayaId}::int, s.a[1 + j] FROM generate_series(0, ${size.mayaRooms - 1}) j, s
      UNION ALL SELECT m.a[1 + j], ${who.samId}::int FROM generate_series(0, ${size.samRooms - 2}) j, m
      UNION ALL SELECT ${who.mayaId}::int, ${who.samId}::int
    ),
    p AS (SELECT mentor, student, least(mentor, student) AS low, greatest(mentor, student) AS high FROM pairs)
    INSERT INTO conversation_rooms (user_low, user_high, started_by, created_at, last_message_at)
    SELECT low, high, CASE WHEN shape.h % 5 = 0 THEN mentor ELSE student END,
           shape.last - (shape.k - 1) * shape.step, shape.last
      FROM p, ${shapeOf(sql`p.low`, sql`p.high`, size, busy, now)}
     ORDER BY 4`);

  // Odd messages are the starter's, even ones the other person's; in time order over all rooms.
  const texts = sql`ARRAY[${sql.join(
    TEXTS.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  await database.db.execute(sql`
    INSERT INTO conversation_messages (room_id, sender_id, message, created_at)
    SELECT room_id, sender_id, (${texts})[1 + (room_id + j) % ${TEXTS.length}], created_at
      FROM (SELECT r.id AS room_id, j,
                   CASE WHEN j % 2 = 1 THEN r.started_by
                        WHEN r.started_by = r.user_low THEN r.user_high ELSE r.user_low END AS sender_id,
                   shape.last - (shape.k - j) * shape.step AS created_at
              FROM conversation_rooms r
             CROSS JOIN ${shapeOf(sql`r.user_low`, sql`r.user_high`, size, busy, now)}
             CROSS JOIN generate_series(1, shape.k) j
             ORDER BY created_at, room_id, j) t`);

  // Read marks: everything, except the last 1-3 messages for about one member in eight.
  await database.db.execute(sql`
    WITH marks AS (
      SELECT r.id AS room_id, r.user_low, r.user_high,
             max(msg.id) FILTER (WHERE msg.created_at <= r.last_message_at - u.tail_low * shape.step) AS mark_low,
             max(msg.id) FILTER (WHERE msg.created_at <= r.last_message_at - u.tail_high * shape.step) AS mark_high
        FROM conversation_rooms r
       CROSS JOIN ${shapeOf(sql`r.user_low`, sql`r.user_high`, size, busy, now)}
       CROSS JOIN LATERAL (SELECT CASE WHEN shape.h % 16 = 0 THEN 1 + shape.h % 3 ELSE 0 END AS tail_low,
                                  CASE WHEN shape.h % 16 = 8 THEN 1 + shape.h % 3 ELSE 0 END AS tail_high) u
        JOIN conversation_messages msg ON msg.room_id = r.id
       GROUP BY r.id
    )
    INSERT INTO conversation_members (room_id, user_id, last_read_message_id)
    SELECT room_id, user_low, coalesce(mark_low, 0) FROM marks
    UNION ALL SELECT room_id, user_high, coalesce(mark_high, 0) FROM marks`);
}

/**
 * CLASSES masterclasses, one every two days, UPCOMING_CLASSES of them still ahead, led by bench mentors and
 * Maya; 60-299 attendees each (a quarter of them visitors without an account), seats counted on the class.
 */
async function seedMasterclasses(database: Database, size: MessagingSeed, staffId: number, now: Date) {
  await database.db.execute(sql`
    WITH m AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM mentors)
    INSERT INTO masterclasses (name, description, description_mentor, show_off_url, join_url, start_time,
        timezone, duration_minutes, capacity, mentor_id, created_by, created_at, updated_at)
    SELECT 'Bench masterclass ' || c || ': groove and timing for every instrument',
           repeat('What you will learn: locking in with a drummer, playing behind and ahead of the beat, and practising with purpose. ', 5),
           repeat('Your host has toured and taught for years. ', 6),
           'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://meet.example.com/bench-' || c, st,
           'Europe/Berlin', (ARRAY[45, 60, 90])[1 + c % 3], 400, m.a[1 + c % m.n], ${staffId}::int,
           st - interval '30 days', st - interval '30 days'
      FROM generate_series(0, ${size.classes - 1}) c, m,
           LATERAL (SELECT date_trunc('hour', ${now}::timestamptz) + interval '18 hours'
                           + (c - ${size.classes - size.upcomingClasses}) * interval '2 days' AS st) t`);
  await database.db.execute(sql`
    WITH s AS (SELECT array_agg(id ORDER BY id) AS a, count(*)::int AS n FROM users
                WHERE email LIKE 'bench-student-%')
    INSERT INTO masterclass_attendees (masterclass_id, email, full_name, user_id, accept_marketing_emails,
        created_at)
    SELECT mc.id, coalesce(u.email, 'visitor-' || mc.id || '-' || j || '@example.net'),
           coalesce(u.first_name || ' ' || u.last_name, 'A Visitor'), u.id, j % 3 = 0,
           mc.created_at + j * interval '5 minutes'
      FROM masterclasses mc CROSS JOIN s
     CROSS JOIN LATERAL generate_series(1, 60 + (hashtext('class' || mc.id)::bigint & 2147483647) % 240) j
      LEFT JOIN users u ON j % 4 <> 0 AND u.id = s.a[1 + (mc.id * 7919 + j) % s.n]
     WHERE mc.join_url LIKE 'https://meet.example.com/bench-%'`);
  await database.db.execute(sql`
    UPDATE masterclasses mc SET seats_taken = a.n, capacity = a.n + (mc.id % 4) * 25
      FROM (SELECT masterclass_id, count(*)::int AS n FROM masterclass_attendees GROUP BY masterclass_id) a
     WHERE a.masterclass_id = mc.id`);
}

export async function seedMessaging(
  database: Database,
  size: MessagingSeed,
  now: Date,
  log: (line: string) => void = () => {},
): Promise<SeededMessaging> {
  const who = await demoIds(database);
  let began = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    await work();
    log(`  ${label}: ${((performance.now() - began) / 1000).toFixed(1)} s`);
    began = performance.now();
  };
  await step('people', () => seedBenchPeople(database, size, now));
  await step('rooms, messages, members', () => seedRooms(database, size, who, now));
  await step('masterclasses', () => seedMasterclasses(database, size, who.staffId, now));
  // A steady state: autovacuum would have set the visibility map (index-only counts) and the statistics.
  await step('vacuum analyze', () => database.db.execute(sql`VACUUM (ANALYZE)`));

  const [row] = await queryRows<Omit<SeededMessaging, 'samId' | 'mayaId'>>(
    database.db,
    sql`SELECT
      (SELECT id FROM conversation_rooms WHERE user_low = ${Math.min(who.samId, who.mayaId)}
          AND user_high = ${Math.max(who.samId, who.mayaId)}) AS "busyRoomId",
      (SELECT CASE WHEN user_low = ${who.mayaId} THEN user_high ELSE user_low END FROM conversation_rooms
        WHERE (user_low = ${who.mayaId} OR user_high = ${who.mayaId})
          AND ${who.samId} NOT IN (user_low, user_high)
        ORDER BY last_message_at DESC LIMIT 1) AS "mayaReplyToId",
      (SELECT id FROM masterclasses WHERE join_url LIKE 'https://meet.example.com/bench-%'
          AND start_time > ${now} ORDER BY start_time LIMIT 1) AS "classId"`,
  );
  if (!row?.busyRoomId || !row.mayaReplyToId || !row.classId) throw new Error('the seed is incomplete');
  return { samId: who.samId, mayaId: who.mayaId, ...row };
}
