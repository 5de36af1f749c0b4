/**
 * Issue 20, ADR 71: the files of audio samples are never lost nor left behind. Removing a sample writes the
 * removal of its file to the outbox in the transaction that deletes the row; a storage that refuses
 * leaves the outbox row to be retried until the file is gone. The purge of a deleted account (rule A10)
 * removes every file of its samples the same way. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { type AudioSampleAdded } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import { melodyWav } from '../src/modules/mentors/seed-media-repository.ts';
import type { FixedClock } from '../src/platform/clock.ts';
import { login, TEST_PASSWORD, type Session } from './auth-helpers.ts';
import { bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import { addMentor } from './catalogue-fixtures.ts';
import { multipart, tempDataDir } from './fixtures/mentor-application.ts';

const DAY_S = 86_400;
let world: BookingWorld;
let dataDir: { dir: string; dispose: () => Promise<void> };

beforeAll(async () => {
  dataDir = await tempDataDir();
  world = await bookingWorld({ env: { DATA_DIR: dataDir.dir } });
});
afterAll(async () => {
  await world.ctx.close();
  await dataDir.dispose();
});

const clock = () => world.ctx.clock as FixedClock;
const storage = () => world.ctx.app.storage;
const isStored = async (path: string) => {
  const file = await storage().read(path);
  file?.body.destroy();
  return file !== undefined;
};

async function addSample(who: Session, title: string, notes: number[]): Promise<AudioSampleAdded> {
  const { payload, contentType } = await multipart({
    title,
    file: { data: melodyWav(notes), filename: 'tune.wav', type: 'audio/wav' },
  });
  const res = await who.inject({
    method: 'POST',
    url: '/api/mentors/audio-samples/',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AudioSampleAdded>();
}

const pathOf = (sample: AudioSampleAdded) => sample.sample.url.replace(/^\/media\//, '');

const fileRemovals = () =>
  queryRows<{ path: string; attempts: number; last_error: string | null }>(
    world.ctx.database.db,
    sql`SELECT payload->>'path' AS path, attempts, last_error FROM outbox_jobs WHERE kind = 'file-removal'`,
  );

it("a removed sample's file goes through the outbox and is retried until the storage removed it", async () => {
  const maya = await login(world.ctx.app, world.maya.email);
  const added = await addSample(maya, 'Scale', [0, 2, 4]);
  const path = pathOf(added);
  expect(await isStored(path)).toBe(true);

  // The storage is unreachable when the answer's drain delivers the removal.
  const store = storage();
  const remove = store.remove.bind(store);
  let refusals = 0;
  store.remove = () => {
    refusals++;
    return Promise.reject(new Error('storage unreachable'));
  };
  try {
    const res = await maya.inject({
      method: 'DELETE',
      url: `/api/mentors/audio-samples/${added.sample.id}/`,
    });
    expect(res.statusCode, res.body).toBe(200);
  } finally {
    store.remove = remove;
  }
  expect(refusals).toBe(1);
  // The row is gone, the file is still there and its removal waits in the outbox.
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM mentor_audio_samples WHERE id = ${added.sample.id}`,
  );
  expect(row!.n).toBe(0);
  expect(await isStored(path)).toBe(true);
  expect(await fileRemovals()).toEqual([{ path, attempts: 1, last_error: 'storage unreachable' }]);

  // Not before its retry time; then delivered, and the file is gone.
  expect(await world.ctx.app.outbox.drain()).toBe(0);
  clock().advance(11);
  expect(await world.ctx.app.outbox.drain()).toBe(1);
  expect(await isStored(path)).toBe(false);
  expect(await fileRemovals()).toEqual([]);
  const gone = await world.ctx.app.inject({ method: 'GET', url: added.sample.url });
  expect(gone.statusCode).toBe(404);
});

it("a sample that is not removed (someone else's) leaves its file and writes no removal", async () => {
  const maya = await login(world.ctx.app, world.maya.email);
  const added = await addSample(maya, 'Arpeggio', [0, 4, 7]);
  const student = await world.newStudent();
  const res = await student.inject({
    method: 'DELETE',
    url: `/api/mentors/audio-samples/${added.sample.id}/`,
  });
  expect(res.statusCode).toBe(404);
  expect(await fileRemovals()).toEqual([]);
  expect(await isStored(pathOf(added))).toBe(true);
});

it("the purge of a deleted mentor's account removes every file of their samples, through the outbox", async () => {
  const now = clock().now();
  const email = `purged-samples-${Date.now()}@example.com`;
  const user = await insertUser(
    world.ctx.database.db,
    {
      email,
      firstName: 'Sofia',
      lastName: 'Samples',
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: now,
    },
    now,
  );
  await addMentor(
    world.ctx.database,
    { firstName: 'Sofia', lastName: 'Samples', userId: user.id, skillIds: [world.lookups.skill.Drums!] },
    now,
  );
  const sofia = await login(world.ctx.app, email);
  const paths = [
    pathOf(await addSample(sofia, 'One', [0, 4])),
    pathOf(await addSample(sofia, 'Two', [2, 5])),
    pathOf(await addSample(sofia, 'Three', [4, 7])),
  ];
  const deleted = await sofia.inject({ method: 'POST', url: '/api/users/delete/', payload: { email } });
  expect(deleted.statusCode, deleted.body).toBe(200);
  // Deletion unlists the mentor; the recordings stay until the purge (deletion + 6 months).
  for (const path of paths) expect(await isStored(path)).toBe(true);

  clock().advance(183 * DAY_S);
  // The first delivery fails: the purge has committed, its removals wait for their retry.
  const store = storage();
  const remove = store.remove.bind(store);
  store.remove = () => Promise.reject(new Error('bucket down'));
  try {
    await world.ctx.app.scheduler.runAll();
  } finally {
    store.remove = remove;
  }
  const [purged] = await queryRows<{ samples: number; purged: boolean }>(
    world.ctx.database.db,
    sql`SELECT (SELECT count(*)::int FROM mentor_audio_samples m JOIN mentors r ON r.id = m.mentor_id
                 WHERE r.user_id = ${user.id}) AS samples,
               (SELECT purged_at IS NOT NULL FROM users WHERE id = ${user.id}) AS purged`,
  );
  expect(purged).toEqual({ samples: 0, purged: true });
  expect((await fileRemovals()).map((r) => r.path).sort()).toEqual([...paths].sort());
  for (const path of paths) expect(await isStored(path)).toBe(true);

  clock().advance(11);
  expect(await world.ctx.app.outbox.drain()).toBe(3);
  for (const path of paths) expect(await isStored(path)).toBe(false);
  expect(await fileRemovals()).toEqual([]);
});
