/**
 * POST /api/users/photo-check/ (issue 17 item 10): the photo pickers' preflight. It runs the uploads' own
 * content check (PNG or JPEG by its bytes, 2 MB, a full decode) on one multipart file and stores nothing;
 * signed-in users only, CSRF checked, an hourly quota per user. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoMessages } from '@app/contract';
import type { Session } from './auth-helpers.ts';
import { bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import { multipart, storedPhotos, tempDataDir, type ApplicationForm } from './fixtures/mentor-application.ts';
import { corruptJpeg, exeRenamed, jpegPhoto, pngPhoto, svgImage } from './fixtures/photos.ts';
import { expectRefused, jpegOver2Mb } from './settings-fixtures.ts';

const URL = '/api/users/photo-check/';
let world: BookingWorld;
let dataDir: { dir: string; dispose: () => Promise<void> };

beforeAll(async () => {
  dataDir = await tempDataDir();
  world = await bookingWorld({ env: { DATA_DIR: dataDir.dir, RATE_LIMIT_PER_HOUR: '12' } });
});
afterAll(async () => {
  await world.ctx.close();
  await dataDir.dispose();
});

const file = (data: Buffer, filename = 'me.png', type = 'image/png') => ({ data, filename, type });

async function check(who: Session, form: ApplicationForm, options: { csrf?: boolean } = {}) {
  const { payload, contentType } = await multipart(form);
  return who.inject({
    method: 'POST',
    url: URL,
    payload,
    headers: { 'content-type': contentType },
    ...options,
  });
}

describe('POST /api/users/photo-check/', () => {
  it("accepts a PNG and a JPEG, answering the contract's sentence, and stores nothing", async () => {
    const who = await world.newStudent();
    const before = await storedPhotos(dataDir.dir);
    for (const data of [await pngPhoto(300, 200), await jpegPhoto(200, 300)]) {
      const res = await check(who, { photo: file(data) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: photoMessages.accepted });
    }
    expect(await storedPhotos(dataDir.dir)).toEqual(before);
  });

  it.each([
    ['an SVG', svgImage, photoMessages.invalidType],
    ['a renamed program', exeRenamed, photoMessages.invalidType],
    ['a JPEG cut off halfway', corruptJpeg, photoMessages.invalidType],
    ['a JPEG over 2 MB', jpegOver2Mb, photoMessages.tooLarge],
  ])("refuses %s on the photo field with the upload's message", async (_what, make, message) => {
    const who = await world.newStudent();
    const res = await check(who, { photo: file(await make(), 'photo.jpg', 'image/jpeg') });
    expectRefused(res, 'photo', message);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.photo).toEqual([message]);
  });

  it('asks for a photo when none is sent, and refuses a file under another name or a text field', async () => {
    const who = await world.newStudent();
    expect((await check(who, { note: 'hello' })).statusCode).toBe(400);
    expectRefused(await check(who, { avatar: file(await pngPhoto()) }), 'avatar');
    const json = await who.inject({ method: 'POST', url: URL, payload: {} });
    expectRefused(json, 'photo', photoMessages.required);
  });

  it('is for signed-in users only, with the CSRF check', async () => {
    const { payload, contentType } = await multipart({ photo: file(await pngPhoto()) });
    const visitor = await world.ctx.app.inject({
      method: 'POST',
      url: URL,
      payload,
      headers: { 'content-type': contentType },
    });
    expect(visitor.statusCode).toBe(401);
    const who = await world.newStudent();
    expect((await check(who, { photo: file(await pngPhoto()) }, { csrf: false })).statusCode).toBe(403);
  });

  it('counts checks per user and hour: past RATE_LIMIT_PER_HOUR a 429 with Retry-After', async () => {
    const who = await world.newStudent();
    const photo = file(await pngPhoto(40, 40));
    for (let i = 0; i < 12; i++) expect((await check(who, { photo })).statusCode).toBe(200);
    const refused = await check(who, { photo });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has a quota of their own.
    expect((await check(await world.newStudent(), { photo })).statusCode).toBe(200);
  });
});
