/**
 * What a lesson's room keeps (ADR 64, issue 19 items 6 and 7): either participant shares a PDF or an image,
 * judged by its bytes (20 MB, 20 a lesson), inside the join window only; both hear it on the lesson's channel,
 * both download it afterwards, nobody else learns it exists, /media/ never serves it. The room's chat: the same
 * window and people, kept with the lesson. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  attachmentMessages,
  LESSON_ROOM_EVENTS,
  lessonChannel,
  lessonRoomMessages,
  ROOM_CHAT_MAX_CHARS,
  roomFileMessages,
  type RoomChatMessage,
  type RoomFileShared,
  type RoomKept,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import { login, type Session } from './auth-helpers.ts';
import { bookingWorld, bookLesson, type BookingWorld } from './booking-fixtures.ts';
import { mp3File, passwordPdf, pdfFile, pdfOfPages, pdfOver20Mb, textFile } from './fixtures/attachments.ts';
import { multipart, tempDataDir } from './fixtures/mentor-application.ts';
import { exeRenamed, pngPhoto } from './fixtures/photos.ts';

const MINUTE = 60_000;
let world: BookingWorld;
let dataDir: { dir: string; dispose: () => Promise<void> };
let mentor: Session;
let student: Session;
let outsider: Session;
let otherMentor: Session;

beforeAll(async () => {
  dataDir = await tempDataDir();
  world = await bookingWorld({ env: { DATA_DIR: dataDir.dir } });
  mentor = await login(world.ctx.app, world.maya.email);
  student = await world.newStudent();
  outsider = await world.newStudent();
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
/**
 * A lesson of Maya's with the student that started `minutesAgo` minutes ago (60 minutes long). Completed by
 * default, which the room admits inside its window like a paid one (access.ts) and which the double-booking
 * rule ignores, so the lessons of this file may overlap; the first test's lesson is a paid one.
 */
async function lessonStarted(minutesAgo: number, status = 'completed'): Promise<number> {
  slot += 1;
  const id = await bookLesson(world, student, `2026-12-${String(slot).padStart(2, '0')}T10:00:00Z`);
  const start = world.ctx.clock.now().getTime() - minutesAgo * MINUTE;
  await world.ctx.database.db.execute(
    sql`UPDATE bookings SET status = ${status}, start_at = ${new Date(start)},
          end_at = ${new Date(start + 60 * MINUTE)}, hold_until = ${new Date(start + 60 * MINUTE)}
        WHERE id = ${id}`,
  );
  return id;
}

async function share(who: Session, bookingId: number, data: Buffer, filename: string, type: string) {
  const { payload, contentType } = await multipart({ file: { data, filename, type } });
  return who.inject({
    method: 'POST',
    url: `/api/lessons/rooms/${bookingId}/files/`,
    payload,
    headers: { 'content-type': contentType },
  });
}

const say = (who: Session, bookingId: number, text: string) =>
  who.inject({ method: 'POST', url: `/api/lessons/rooms/${bookingId}/messages/`, payload: { text } });
const kept = (who: Session, bookingId: number) =>
  who.inject({ method: 'GET', url: `/api/lessons/rooms/${bookingId}/kept/` });

async function storedFiles(): Promise<string[]> {
  return readdir(path.join(dataDir.dir, 'uploads', 'private', 'attachments')).catch(() => []);
}

async function fileRows(bookingId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    world.ctx.database.db,
    sql`SELECT count(*)::int AS n FROM lesson_room_files WHERE booking_id = ${bookingId}`,
  );
  return row!.n;
}

describe('files shared in the room', () => {
  it('takes a PDF from the mentor and an image from the student, announces each, and keeps them with the lesson', async () => {
    const id = await lessonStarted(10, 'paid');
    const publish = vi.spyOn(world.ctx.app.realtime, 'publish');
    const etude = pdfOfPages(2);
    const pdf = await share(mentor, id, etude, 'Etude 3.pdf', 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const shared = pdf.json<RoomFileShared>();
    expect(shared.message).toBe(roomFileMessages.shared);
    expect(shared.file).toMatchObject({
      name: 'Etude 3.pdf',
      content_type: 'application/pdf',
      size_bytes: etude.length,
      shared_by: 'mentor',
      url: `/api/lessons/room-files/${shared.file.id}/`,
      page_count: 2,
    });
    expect(publish).toHaveBeenCalledWith(lessonChannel(id), LESSON_ROOM_EVENTS.fileShared, shared.file);
    publish.mockRestore();

    const png = await share(student, id, await pngPhoto(), 'fingering', 'image/png');
    expect(png.statusCode, png.body).toBe(201);
    const image = png.json<RoomFileShared>().file;
    expect(image).toMatchObject({ name: 'fingering.png', shared_by: 'student', page_count: 1 });

    for (const who of [mentor, student]) {
      const list = await kept(who, id);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json<RoomKept>().files.map((f) => [f.name, f.shared_by])).toEqual([
        ['Etude 3.pdf', 'mentor'],
        ['fingering.png', 'student'],
      ]);
      const download = await who.inject({ method: 'GET', url: shared.file.url });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['cache-control']).toBe('private, max-age=86400');
      expect(download.rawPayload.equals(etude)).toBe(true);
      // ADR 66: each page drawn by the server, an image the room shows; nothing past the last page.
      for (const page of [1, 2]) {
        const drawn = await who.inject({ method: 'GET', url: `${shared.file.url}pages/${page}/` });
        expect(drawn.statusCode, drawn.body).toBe(200);
        expect(drawn.headers['content-type']).toBe('image/png');
        expect(drawn.headers['cache-control']).toBe('private, max-age=86400');
        expect(drawn.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      }
      expect((await who.inject({ method: 'GET', url: `${shared.file.url}pages/3/` })).statusCode).toBe(404);
      expect((await who.inject({ method: 'GET', url: `${image.url}pages/1/` })).statusCode).toBe(404);
    }
    for (const who of [outsider, otherMentor]) {
      const page = await who.inject({ method: 'GET', url: `${shared.file.url}pages/1/` });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({ detail: roomFileMessages.notFound });
    }
    // Stored under the private folder, which /media/ refuses.
    const [stored] = await queryRows<{ storage_path: string }>(
      world.ctx.database.db,
      sql`SELECT storage_path FROM lesson_room_files WHERE id = ${shared.file.id}`,
    );
    expect(stored!.storage_path).toMatch(/^private\/attachments\/[0-9a-f]{36}\.pdf$/);
    const media = await world.ctx.app.inject({ method: 'GET', url: `/media/${stored!.storage_path}` });
    expect(media.statusCode).toBe(404);
  });

  it('refuses what is not a PDF or an image by its bytes, a file over 20 MB and a PDF it cannot draw, storing nothing', async () => {
    const id = await lessonStarted(5);
    const before = (await storedFiles()).length;
    const refusals: [Buffer, string, string, number, string][] = [
      [mp3File(), 'song.mp3', 'audio/mpeg', 400, roomFileMessages.invalidType],
      [textFile(), 'notes.pdf', 'application/pdf', 400, attachmentMessages.invalidType],
      [await exeRenamed(), 'score.pdf', 'application/pdf', 400, attachmentMessages.invalidType],
      [
        await pngPhoto(),
        'score.pdf',
        'application/pdf',
        400,
        attachmentMessages.nameMismatch('a PNG image', '.pdf'),
      ],
      [pdfOver20Mb(), 'big.pdf', 'application/pdf', 413, attachmentMessages.tooLarge],
      // ADR 66: a PDF the server cannot draw is refused at once, with what to do about it.
      [pdfFile(), 'broken.pdf', 'application/pdf', 400, roomFileMessages.pdfUnreadable],
      [passwordPdf(), 'locked.pdf', 'application/pdf', 400, roomFileMessages.pdfLocked],
      [pdfOfPages(61), 'book.pdf', 'application/pdf', 400, roomFileMessages.pdfTooManyPages],
    ];
    for (const [data, name, type, status, detail] of refusals) {
      const res = await share(student, id, data, name, type);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ detail, errors: { file: [detail] } });
    }
    const notMultipart = await student.inject({
      method: 'POST',
      url: `/api/lessons/rooms/${id}/files/`,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await fileRows(id)).toBe(0);
    expect((await storedFiles()).length).toBe(before);
  });

  it('is refused outside the window and to anyone but the two people; their files stay hidden from others', async () => {
    const open = await lessonStarted(20);
    const ok = await share(mentor, open, pdfOfPages(1), 'scales.pdf', 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(201);
    const fileUrl = ok.json<RoomFileShared>().file.url;

    const early = await lessonStarted(-16);
    const late = await lessonStarted(71);
    const canceled = await lessonStarted(10, 'canceled');
    const cases: [Session, number, number, string][] = [
      [student, early, 403, lessonRoomMessages.notOpenYet],
      [mentor, late, 403, lessonRoomMessages.closed],
      [student, canceled, 403, lessonRoomMessages.notJoinable],
      [outsider, open, 403, lessonRoomMessages.notAuthorized],
      [otherMentor, open, 403, lessonRoomMessages.notAuthorized],
      [student, 2_000_000_000, 404, lessonRoomMessages.lessonNotFound],
    ];
    for (const [who, id, status, detail] of cases) {
      const res = await share(who, id, pdfOfPages(1), 'x.pdf', 'application/pdf');
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ detail });
      const chat = await say(who, id, 'hello');
      expect(chat.statusCode, chat.body).toBe(status);
    }
    for (const id of [early, late, canceled]) expect(await fileRows(id)).toBe(0);

    // Afterwards, the two people still read and download; others are told nothing exists.
    for (const who of [outsider, otherMentor]) {
      expect((await kept(who, open)).statusCode).toBe(404);
      const download = await who.inject({ method: 'GET', url: fileUrl });
      expect(download.statusCode).toBe(404);
      expect(download.json()).toEqual({ detail: roomFileMessages.notFound });
    }
    const visitor = await world.ctx.app.inject({ method: 'GET', url: fileUrl });
    expect(visitor.statusCode).toBe(401);
    expect((await kept(student, late)).statusCode).toBe(200);
    expect(
      (await student.inject({ method: 'GET', url: '/api/lessons/room-files/2000000000/' })).statusCode,
    ).toBe(404);
  });
});

describe('removing a shared file (ADR 66)', () => {
  it('is for the side that shared it: both pages hear it, the file and its pages are gone', async () => {
    const id = await lessonStarted(12);
    const before = (await storedFiles()).length;
    const res = await share(mentor, id, pdfOfPages(2), 'wrong.pdf', 'application/pdf');
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<RoomFileShared>().file;
    // The PDF and its two pages, beside it under the same name.
    expect((await storedFiles()).length).toBe(before + 3);
    const remove = (who: Session) => who.inject({ method: 'DELETE', url: file.url });

    const student403 = await remove(student);
    expect(student403.statusCode).toBe(403);
    expect(student403.json()).toEqual({ detail: roomFileMessages.onlySharer });
    for (const who of [outsider, otherMentor]) expect((await remove(who)).statusCode).toBe(404);
    expect(await fileRows(id)).toBe(1);

    const publish = vi.spyOn(world.ctx.app.realtime, 'publish');
    const removed = await remove(mentor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: roomFileMessages.removed, id: file.id });
    expect(publish).toHaveBeenCalledWith(lessonChannel(id), LESSON_ROOM_EVENTS.fileRemoved, { id: file.id });
    publish.mockRestore();
    expect((await kept(student, id)).json<RoomKept>().files).toEqual([]);
    expect((await student.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);
    expect((await student.inject({ method: 'GET', url: `${file.url}pages/1/` })).statusCode).toBe(404);
    expect((await storedFiles()).length).toBe(before);
    expect((await remove(mentor)).statusCode).toBe(404);
  });
});

describe('the room chat', () => {
  it('keeps each message with the lesson, in order, and announces it on the lesson channel', async () => {
    const id = await lessonStarted(15);
    const publish = vi.spyOn(world.ctx.app.realtime, 'publish');
    const first = await say(student, id, '  Can you play bar 12 again?  ');
    expect(first.statusCode, first.body).toBe(201);
    const message = first.json<RoomChatMessage>();
    expect(message).toMatchObject({ sent_by: 'student', text: 'Can you play bar 12 again?' });
    expect(publish).toHaveBeenCalledWith(lessonChannel(id), LESSON_ROOM_EVENTS.chat, message);
    publish.mockRestore();
    expect((await say(mentor, id, 'Sure.')).statusCode).toBe(201);

    const answer = (await kept(mentor, id)).json<RoomKept>();
    expect(answer.messages.map((m) => [m.sent_by, m.text])).toEqual([
      ['student', 'Can you play bar 12 again?'],
      ['mentor', 'Sure.'],
    ]);
  });

  it('refuses an empty or too long message with a 400 on text', async () => {
    const id = await lessonStarted(15);
    const empty = await say(student, id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { text: [roomFileMessages.chatEmpty] } });
    const long = await say(student, id, 'a'.repeat(ROOM_CHAT_MAX_CHARS + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { text: [roomFileMessages.chatTooLong] } });
    const longest = await say(student, id, '♪'.repeat(ROOM_CHAT_MAX_CHARS));
    expect(longest.statusCode, longest.body).toBe(201);
  });
});
