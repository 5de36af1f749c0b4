/**
 * Issue 20 part A (ADR 67): a mentor's intro video, audio samples, levels and ages, the profile's facts and
 * the list's level / age / has_media filters. Samples are judged by their bytes and their length read from
 * the file; a refusal stores nothing (no row, no file). PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AUDIO_SAMPLES_PER_MENTOR,
  teacherMediaMessages as t,
  type AudioSampleAdded,
  type MentorListResponse,
  type MentorProfile,
  type SettingsMentor,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { melodyWav } from '../src/modules/mentors/seed-media-repository.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import { multipart, tempDataDir, type ApplicationForm } from './fixtures/mentor-application.ts';
import { pngPhoto } from './fixtures/photos.ts';

let world: BookingWorld;
let dataDir: { dir: string; dispose: () => Promise<void> };
let mentor: Session;
let otherMentor: Session;

beforeAll(async () => {
  dataDir = await tempDataDir();
  world = await bookingWorld({ env: { DATA_DIR: dataDir.dir } });
  mentor = await login(world.ctx.app, world.maya.email);
  const [other] = await queryRows<{ email: string }>(
    world.ctx.database.db,
    sql`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE email = ${world.maya.email}),
          email_confirmed_at = ${world.ctx.clock.now()}
        WHERE id = ${world.otherMentor.userId} RETURNING email`,
  );
  otherMentor = await login(world.ctx.app, other!.email);
});
afterAll(async () => {
  await world.ctx.close();
  await dataDir.dispose();
});

/** MPEG-1 layer 3 frames (128 kbit/s, 44.1 kHz) of silence: 100 frames are 2.6 seconds. */
const mp3Frames = (frames: number) =>
  Buffer.concat(
    Array.from({ length: frames }, () =>
      Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]),
    ),
  );

/** A silent mono 16-bit WAV at a low rate (so a long one stays small). */
function silentWav(seconds: number, rate = 1000): Buffer {
  const pcm = Buffer.alloc(seconds * rate * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

const file = (data: Buffer, filename: string, type = 'application/octet-stream') => ({
  data,
  filename,
  type,
});

async function addSample(who: Session, form: ApplicationForm) {
  const { payload, contentType } = await multipart(form);
  return who.inject({
    method: 'POST',
    url: '/api/mentors/audio-samples/',
    payload,
    headers: { 'content-type': contentType },
  });
}

const storedAudio = () => readdir(path.join(dataDir.dir, 'uploads', 'audio')).catch(() => [] as string[]);

async function sampleRows(mentorId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM mentor_audio_samples WHERE mentor_id = ${mentorId}`,
  );
  return row!.n;
}

async function clearSamples(mentorId: number) {
  await world.ctx.database.db.execute(sql`DELETE FROM mentor_audio_samples WHERE mentor_id = ${mentorId}`);
}

function expectRefusedOnFile(res: { statusCode: number; body: string; json: () => unknown }, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { detail: string; errors: Record<string, string[]> };
  expect(body.errors.file).toEqual([body.detail]);
  return body.detail;
}

const profileOf = async (id: number) =>
  (await world.ctx.app.inject({ method: 'GET', url: `/api/mentors/${id}/` })).json<MentorProfile>();

describe('audio samples', () => {
  it('adds MP3 and WAV samples judged by their bytes, with the length read from the file; the profile and card play them', async () => {
    const mp3 = await addSample(mentor, {
      title: 'Blues in G',
      file: file(mp3Frames(100), 'blues.mp3', 'audio/mpeg'),
    });
    expect(mp3.statusCode, mp3.body).toBe(201);
    const added = mp3.json<AudioSampleAdded>();
    expect(added.message).toBe(t.sampleAdded);
    expect(added.sample).toMatchObject({ title: 'Blues in G', duration_seconds: 3 });
    expect(added.sample.url).toMatch(/^\/media\/audio\/[0-9a-f]{36}\.mp3$/);
    const wav = await addSample(mentor, { title: 'Scale', file: file(melodyWav([0, 4, 7]), 'renamed.bin') });
    expect(wav.statusCode, wav.body).toBe(201);
    expect(wav.json<AudioSampleAdded>().sample.url).toMatch(/\.wav$/);

    // Public: /media/ serves it with its type.
    const served = await world.ctx.app.inject({ method: 'GET', url: added.sample.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('audio/mpeg');

    const profile = await profileOf(world.maya.id);
    expect(profile.audio_samples.map((s) => s.title)).toEqual(['Blues in G', 'Scale']);
    const list = (
      await world.ctx.app.inject({ method: 'GET', url: '/api/mentors/list/?has_media=true&page_size=50' })
    ).json<MentorListResponse>();
    const card = list.results.find((m) => m.id === world.maya.id);
    expect(card?.first_sample).toMatchObject({ title: 'Blues in G', url: added.sample.url });
    await clearSamples(world.maya.id);
  });

  it('refuses what is not a recording, a cut-short or too long one, a file over 10 MB and a 4th sample, storing nothing', async () => {
    await clearSamples(world.maya.id);
    const before = (await storedAudio()).length;
    const png = await pngPhoto();
    expect(
      expectRefusedOnFile(await addSample(mentor, { title: 'x', file: file(png, 'tune.mp3', 'audio/mpeg') })),
    ).toBe(t.sampleInvalidType);
    const text = Buffer.from('not music at all, only words\n');
    expect(expectRefusedOnFile(await addSample(mentor, { title: 'x', file: file(text, 'tune.wav') }))).toBe(
      t.sampleInvalidType,
    );
    const whole = melodyWav([0, 2, 4, 5]);
    expect(
      expectRefusedOnFile(
        await addSample(mentor, { title: 'x', file: file(whole.subarray(0, 3000), 'cut.wav') }),
      ),
    ).toBe(t.sampleUnreadable);
    const oneFrame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(596)]);
    expect(expectRefusedOnFile(await addSample(mentor, { title: 'x', file: file(oneFrame, 'x.mp3') }))).toBe(
      t.sampleUnreadable,
    );
    expect(
      expectRefusedOnFile(await addSample(mentor, { title: 'x', file: file(silentWav(601), 'long.wav') })),
    ).toBe(t.sampleTooLong);
    const huge = Buffer.concat([mp3Frames(10), Buffer.alloc(10 * 1024 * 1024)]);
    expect(
      expectRefusedOnFile(await addSample(mentor, { title: 'x', file: file(huge, 'big.mp3') }), 400),
    ).toBe(t.sampleTooLarge);
    // A title is required.
    const untitled = await addSample(mentor, { title: ' ', file: file(mp3Frames(50), 'a.mp3') });
    expect(untitled.statusCode, untitled.body).toBe(400);
    expect(untitled.json<{ errors: Record<string, string[]> }>().errors.title).toEqual([t.titleRequired]);
    expect(await sampleRows(world.maya.id)).toBe(0);
    expect((await storedAudio()).length).toBe(before);

    for (let i = 0; i < AUDIO_SAMPLES_PER_MENTOR; i++) {
      const ok = await addSample(mentor, { title: `Take ${i + 1}`, file: file(mp3Frames(40), 'take.mp3') });
      expect(ok.statusCode, ok.body).toBe(201);
    }
    expect(
      expectRefusedOnFile(await addSample(mentor, { title: 'Four', file: file(mp3Frames(40), 'four.mp3') })),
    ).toBe(t.sampleTooMany);
    expect(await sampleRows(world.maya.id)).toBe(AUDIO_SAMPLES_PER_MENTOR);
    expect((await storedAudio()).length).toBe(before + AUDIO_SAMPLES_PER_MENTOR);
  });

  it("removes one's own sample and its file; someone else's reads as unknown; a student cannot add one", async () => {
    await clearSamples(world.maya.id);
    const added = (
      await addSample(mentor, { title: 'Mine', file: file(mp3Frames(40), 'mine.mp3') })
    ).json<AudioSampleAdded>();
    const theirs = await otherMentor.inject({
      method: 'DELETE',
      url: `/api/mentors/audio-samples/${added.sample.id}/`,
    });
    expect(theirs.statusCode, theirs.body).toBe(404);
    expect(await sampleRows(world.maya.id)).toBe(1);

    const student = await world.newStudent();
    const refused = await addSample(student, { title: 'Me', file: file(mp3Frames(40), 'me.mp3') });
    expect(refused.statusCode, refused.body).toBe(403);

    const before = (await storedAudio()).length;
    const removed = await mentor.inject({
      method: 'DELETE',
      url: `/api/mentors/audio-samples/${added.sample.id}/`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ message: string }>().message).toBe(t.sampleRemoved);
    expect(await sampleRows(world.maya.id)).toBe(0);
    expect((await storedAudio()).length).toBe(before - 1);
    const gone = await world.ctx.app.inject({ method: 'GET', url: added.sample.url });
    expect(gone.statusCode).toBe(404);
  });
});

describe('intro video, levels and ages in settings', () => {
  const update = (body: object) =>
    mentor.inject({ method: 'PUT', url: '/api/mentors/update/', payload: body });

  it('stores a YouTube or Vimeo address in one spelling, levels and ages; the profile shows them', async () => {
    const res = await update({
      intro_video_url: 'https://youtu.be/aqz-KE-bpKQ?t=4',
      levels: ['advanced', 'beginner'],
      ages: ['teens'],
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<SettingsMentor>();
    expect(saved.intro_video_url).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(saved.levels).toEqual(['beginner', 'advanced']);
    expect(saved.ages).toEqual(['teens']);
    const profile = await profileOf(world.maya.id);
    expect(profile).toMatchObject({
      intro_video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      levels: ['beginner', 'advanced'],
      ages: ['teens'],
      has_video: true,
      // The fixture mentor has taught nobody yet and answered no conversation.
      lessons_taught: 0,
      students_taught: 0,
      reply_time_hours: null,
    });
    expect(profile.timezone).toBeTruthy();
    expect(Date.parse(profile.member_since)).not.toBeNaN();
    const vimeo = await update({ intro_video_url: 'https://player.vimeo.com/video/76979871' });
    expect(vimeo.json<SettingsMentor>().intro_video_url).toBe('https://vimeo.com/76979871');
    const cleared = await update({ intro_video_url: '' });
    expect(cleared.json<SettingsMentor>().intro_video_url).toBeNull();
  });

  it('refuses other addresses and unknown levels or ages with a 400, changing nothing', async () => {
    await update({ intro_video_url: 'https://vimeo.com/76979871', levels: ['beginner'] });
    for (const bad of [
      'https://example.com/watch?v=aqz-KE-bpKQ',
      'http://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
      'javascript:alert(1)',
      'https://vimeo.com/not-a-video',
    ]) {
      const res = await update({ intro_video_url: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors.intro_video_url).toEqual([
        t.videoInvalid,
      ]);
    }
    expect((await update({ levels: ['expert'] })).statusCode).toBe(400);
    expect((await update({ ages: ['babies'] })).statusCode).toBe(400);
    const profile = await profileOf(world.maya.id);
    expect(profile.intro_video_url).toBe('https://vimeo.com/76979871');
    expect(profile.levels).toEqual(['beginner']);
  });
});

describe('the list filters', () => {
  const list = async (query: string) => {
    const res = await world.ctx.app.inject({
      method: 'GET',
      url: `/api/mentors/list/?page_size=50&${query}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MentorListResponse>();
  };

  it('keeps mentors of any of the levels / ages asked, and those with a video or sample', async () => {
    await clearSamples(world.maya.id);
    await mentor.inject({
      method: 'PUT',
      url: '/api/mentors/update/',
      payload: { levels: ['advanced'], ages: ['children'], intro_video_url: '' },
    });
    const ids = (r: MentorListResponse) => r.results.map((m) => m.id);
    expect(ids(await list('level=advanced'))).toContain(world.maya.id);
    expect(ids(await list('level=beginner'))).not.toContain(world.maya.id);
    expect(ids(await list('level=beginner,advanced&age=children'))).toContain(world.maya.id);
    expect(ids(await list('age=adults'))).not.toContain(world.maya.id);
    expect(ids(await list('has_media=true'))).not.toContain(world.maya.id);
    await mentor.inject({
      method: 'PUT',
      url: '/api/mentors/update/',
      payload: { intro_video_url: 'https://vimeo.com/76979871' },
    });
    // The kept figures of a filter set follow the change (the catalogue version moved).
    const withMedia = await list('has_media=true');
    expect(ids(withMedia)).toContain(world.maya.id);
    expect(withMedia.count).toBe(withMedia.results.length);
  });

  it('refuses unknown levels and ages', async () => {
    for (const query of ['level=expert', 'age=babies', 'has_media=yes']) {
      const res = await world.ctx.app.inject({ method: 'GET', url: `/api/mentors/list/?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});
