/**
 * Attachments of practice assignments (ADR 60): the lesson's mentor attaches PDF, image or audio files judged
 * by their bytes (20 MB, 5 per assignment), the student and the mentor download them through the authorised
 * call (never /media/), the mentor removes them. Refusals are 400/413 R1 errors on `file` with nothing stored:
 * no row, no file. Everyone else is told nothing exists. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ATTACHMENTS_PER_ASSIGNMENT,
  attachmentMessages,
  practiceMessages,
  type LessonNotes,
  type LessonNotesSaved,
  type PracticeAttached,
  type PracticeOverview,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookingWorld, bookLesson, type BookingWorld } from './booking-fixtures.ts';
import {
  m4aFile,
  mp3File,
  oggFile,
  pdfFile,
  pdfOver20Mb,
  textFile,
  wavFile,
} from './fixtures/attachments.ts';
import { multipart, tempDataDir, type ApplicationForm } from './fixtures/mentor-application.ts';
import { exeRenamed, jpegPhoto, pngPhoto } from './fixtures/photos.ts';

const HOUR = 3_600_000;
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

let slot = 0;
/** A completed lesson of Maya's with one assignment; answers the student and the assignment's id. */
async function lessonWithAssignment() {
  slot += 1;
  const student = await world.newStudent();
  const id = await bookLesson(world, student, `2026-12-${String(slot).padStart(2, '0')}T10:00:00Z`);
  const start = world.ctx.clock.now().getTime() - (30 + slot * 2) * HOUR;
  await world.ctx.database.db.execute(
    sql`UPDATE bookings SET status = 'completed', start_at = ${new Date(start)},
          end_at = ${new Date(start + HOUR)}, hold_until = ${new Date(start + HOUR)} WHERE id = ${id}`,
  );
  const res = await mentor.inject({
    method: 'PUT',
    url: `/api/lessons/bookings/${id}/notes/`,
    payload: { notes: 'Scales.', assignments: [{ title: 'Scales in G', details: '', minutes_per_day: 10 }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { student, bookingId: id, assignmentId: res.json<LessonNotesSaved>().notes.assignments[0]!.id };
}

const file = (data: Buffer, filename: string, type = 'application/octet-stream') => ({
  data,
  filename,
  type,
});

async function attach(who: Session | null, assignmentId: number, form: ApplicationForm) {
  const { payload, contentType } = await multipart(form);
  const request = {
    method: 'POST' as const,
    url: `/api/practice/${assignmentId}/attachments/`,
    payload,
    headers: { 'content-type': contentType },
  };
  return who ? who.inject(request) : world.ctx.app.inject(request);
}

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(dataDir.dir, 'uploads', 'private', 'attachments')).catch(() => []);
}

async function rows(assignmentId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM practice_attachments WHERE assignment_id = ${assignmentId}`,
  );
  return row!.n;
}

function expectRefusedOnFile(res: { statusCode: number; body: string; json: () => unknown }, status = 400) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { detail: string; errors: Record<string, string[]> };
  expect(body.errors.file).toEqual([body.detail]);
  return body.detail;
}

describe('attachments of an assignment', () => {
  it('accepts PDF, images and audio by their bytes; both people see and download them; /media/ never serves them', async () => {
    const { student, bookingId, assignmentId } = await lessonWithAssignment();
    const accepted: [Buffer, string, string, string][] = [
      [pdfFile(), 'Scales in G.pdf', 'application/pdf', 'application/pdf'],
      [await pngPhoto(), 'page 2.png', 'image/png', 'image/png'],
      [await jpegPhoto(), 'fingering', 'image/jpeg', 'image/jpeg'],
      [mp3File(), 'play-along.mp3', 'audio/mpeg', 'audio/mpeg'],
      [m4aFile(), 'voice memo.m4a', 'audio/x-m4a', 'audio/mp4'],
    ];
    for (const [data, name, claimed, served] of accepted) {
      const res = await attach(mentor, assignmentId, { file: file(data, name, claimed) });
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json<PracticeAttached>();
      expect(answer.message).toBe(attachmentMessages.attached);
      expect(answer.attachment).toMatchObject({ content_type: served, size_bytes: data.length });
      expect(answer.attachment.url).toBe(`/api/practice/attachments/${answer.attachment.id}/`);
    }
    // A name without an ending gets the right one.
    const notes = (
      await student.inject({ method: 'GET', url: `/api/lessons/bookings/${bookingId}/notes/` })
    ).json<LessonNotes>();
    const files = notes.assignments[0]!.attachments;
    expect(files.map((f) => f.name)).toEqual([
      'Scales in G.pdf',
      'page 2.png',
      'fingering.jpg',
      'play-along.mp3',
      'voice memo.m4a',
    ]);
    const mine = (await student.inject({ method: 'GET', url: '/api/practice/' })).json<PracticeOverview>();
    const lesson = mine.lessons.find((l) => l.booking_id === bookingId)!;
    expect(lesson.assignments[0]!.attachments).toEqual(files);

    for (const who of [student, mentor]) {
      const download = await who.inject({ method: 'GET', url: files[0]!.url });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdfFile())).toBe(true);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Scales in G.pdf"; filename*=UTF-8''Scales%20in%20G.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=86400',
        'content-length': String(pdfFile().length),
      });
      expect(download.headers['content-security-policy']).toContain("default-src 'none'");
    }
    // The stored names are the server's, unguessable, and /media/ refuses the private folder.
    const stored = await storedFiles();
    expect(stored.every((name) => /^[0-9a-f]{36}\.(pdf|png|jpg|mp3|m4a)$/.test(name))).toBe(true);
    const media = await student.inject({ method: 'GET', url: `/media/private/attachments/${stored[0]}` });
    expect(media.statusCode).toBe(404);
  });

  it.each([
    ['an Ogg recording', oggFile, 'etude.ogg', 'audio/ogg'],
    ['a WAV recording', wavFile, 'etude.wav', 'audio/wav'],
  ])('accepts %s', async (_what, make, name, type) => {
    const { assignmentId } = await lessonWithAssignment();
    const res = await attach(mentor, assignmentId, { file: file(make(), name, type) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PracticeAttached>().attachment.content_type).toBe(type);
  });

  it('refuses what is not what it claims, too large, empty, missing or too many, storing nothing', async () => {
    const { assignmentId } = await lessonWithAssignment();
    const before = await storedFiles();
    const refusals: [ApplicationForm, string, number?][] = [
      [{ file: file(await exeRenamed(), 'score.pdf', 'application/pdf') }, attachmentMessages.invalidType],
      [{ file: file(textFile(), 'score.pdf', 'application/pdf') }, attachmentMessages.invalidType],
      [
        { file: file(await pngPhoto(), 'scales.mp3', 'audio/mpeg') },
        attachmentMessages.nameMismatch('a PNG image', '.mp3'),
      ],
      [
        { file: file(pdfFile(), 'score.pdf', 'image/png') },
        attachmentMessages.nameMismatch('a PDF document', 'image/png'),
      ],
      [{ file: file(pdfFile(), 'score.exe') }, attachmentMessages.nameMismatch('a PDF document', '.exe')],
      [{ file: file(Buffer.alloc(0), 'empty.pdf', 'application/pdf') }, attachmentMessages.empty],
      [{ file: file(pdfOver20Mb(), 'big.pdf', 'application/pdf') }, attachmentMessages.tooLarge, 413],
      [{ note: 'no file' }, attachmentMessages.required],
      [
        { file: file(pdfFile(), 'a.pdf'), file2: file(pdfFile(), 'b.pdf') },
        'This form takes no file in file2.',
        -1,
      ],
    ];
    for (const [form, message, status] of refusals) {
      const res = await attach(mentor, assignmentId, form);
      if (status === -1) {
        expect(res.statusCode).toBe(400);
        expect(res.json<{ errors: Record<string, string[]> }>().errors.file2).toEqual([message]);
      } else {
        expect(expectRefusedOnFile(res, status ?? 400)).toBe(message);
      }
    }
    const json = await mentor.inject({
      method: 'POST',
      url: `/api/practice/${assignmentId}/attachments/`,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    expect(await rows(assignmentId)).toBe(0);
    expect(await storedFiles()).toEqual(before);

    for (let i = 0; i < ATTACHMENTS_PER_ASSIGNMENT; i += 1) {
      expect((await attach(mentor, assignmentId, { file: file(pdfFile(), `p${i}.pdf`) })).statusCode).toBe(
        201,
      );
    }
    const stored = await storedFiles();
    expect(
      expectRefusedOnFile(await attach(mentor, assignmentId, { file: file(pdfFile(), 'six.pdf') })),
    ).toBe(attachmentMessages.tooMany);
    expect(await rows(assignmentId)).toBe(ATTACHMENTS_PER_ASSIGNMENT);
    expect(await storedFiles()).toEqual(stored);
  });

  it('only the mentor adds and removes; the student downloads; another mentor, a stranger and a visitor learn nothing', async () => {
    const { student, assignmentId } = await lessonWithAssignment();
    const stranger = await world.newStudent();
    const pdf = { file: file(pdfFile(), 'score.pdf', 'application/pdf') };
    const fromStudent = await attach(student, assignmentId, pdf);
    expect(fromStudent.statusCode).toBe(403);
    expect(fromStudent.json<{ detail: string }>().detail).toBe(attachmentMessages.onlyMentor);
    for (const who of [otherMentor, stranger]) {
      const res = await attach(who, assignmentId, pdf);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ detail: string }>().detail).toBe(practiceMessages.assignmentNotFound);
    }
    expect((await attach(null, assignmentId, pdf)).statusCode).toBe(401);
    expect(await rows(assignmentId)).toBe(0);

    const added = (await attach(mentor, assignmentId, pdf)).json<PracticeAttached>().attachment;
    const url = added.url;
    for (const who of [otherMentor, stranger]) {
      expect((await who.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await who.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    }
    expect((await world.ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await world.ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const byStudent = await student.inject({ method: 'DELETE', url });
    expect(byStudent.statusCode).toBe(403);
    expect((await student.inject({ method: 'GET', url })).statusCode).toBe(200);

    const before = await storedFiles();
    const removed = await mentor.inject({ method: 'DELETE', url });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: attachmentMessages.removed });
    expect(await rows(assignmentId)).toBe(0);
    expect(await storedFiles()).toHaveLength(before.length - 1);
    expect((await student.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await mentor.inject({ method: 'DELETE', url })).statusCode).toBe(404);
    expect((await mentor.inject({ method: 'GET', url: '/api/practice/attachments/0/' })).statusCode).toBe(
      400,
    );
  });

  it('two uploads at once for the last free place: one is stored, the other refused with nothing left behind', async () => {
    const { assignmentId } = await lessonWithAssignment();
    for (let i = 1; i < ATTACHMENTS_PER_ASSIGNMENT; i += 1) {
      expect((await attach(mentor, assignmentId, { file: file(pdfFile(), `p${i}.pdf`) })).statusCode).toBe(
        201,
      );
    }
    const before = await storedFiles();
    const answers = await Promise.all([
      attach(mentor, assignmentId, { file: file(pdfFile(), 'last.pdf') }),
      attach(mentor, assignmentId, { file: file(mp3File(), 'last.mp3') }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    expect(await rows(assignmentId)).toBe(ATTACHMENTS_PER_ASSIGNMENT);
    expect(await storedFiles()).toHaveLength(before.length + 1);
    const missing = await attach(mentor, 999_999, { file: file(pdfFile(), 'x.pdf') });
    expect(missing.statusCode).toBe(404);
  });

  it('a notes save that drops the assignment removes its attachments’ rows and files', async () => {
    const { bookingId, assignmentId } = await lessonWithAssignment();
    await attach(mentor, assignmentId, { file: file(pdfFile(), 'score.pdf') });
    await attach(mentor, assignmentId, { file: file(mp3File(), 'take.mp3') });
    const before = await storedFiles();
    const res = await mentor.inject({
      method: 'PUT',
      url: `/api/lessons/bookings/${bookingId}/notes/`,
      payload: { notes: 'Scales.', assignments: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rows(assignmentId)).toBe(0);
    expect(await storedFiles()).toHaveLength(before.length - 2);
  });
});
