/**
 * The masterclass form's pickers (issue 21 item 5, ADR 73): staff find a listed mentor by name or e-mail,
 * and upload an image through the file storage, checked by its bytes (PNG, JPEG, WebP; 4 MB) and stored
 * re-encoded under a server-chosen name, with an audit row; the zone is checked on save. Staff only.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  masterclassMessages,
  masterclassPickerMessages as p,
  type AdminMasterclass,
  type MasterclassImage,
  type MasterclassMentorOption,
} from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import type { Session } from './auth-helpers.ts';
import { bookingWorld, type BookingWorld } from './booking-fixtures.ts';
import { multipart, storedPhotos, tempDataDir, type ApplicationForm } from './fixtures/mentor-application.ts';
import { exeRenamed, jpegPhoto, pngPhoto, svgImage } from './fixtures/photos.ts';
import { staffSession, validBody } from './masterclass-fixtures.ts';

let world: BookingWorld;
let staff: Session;
let dataDir: { dir: string; dispose: () => Promise<void> };

beforeAll(async () => {
  dataDir = await tempDataDir();
  world = await bookingWorld({ env: { DATA_DIR: dataDir.dir } });
  staff = await staffSession(world);
});
afterAll(async () => {
  await world.ctx.close();
  await dataDir.dispose();
});

const search = (term: string, who: Session = staff) =>
  who.inject({ method: 'GET', url: `/api/admin/masterclasses/mentors/?search=${encodeURIComponent(term)}` });

async function upload(form: ApplicationForm, who: Session = staff) {
  const { payload, contentType } = await multipart(form);
  return who.inject({
    method: 'POST',
    url: '/api/admin/masterclasses/images/',
    payload,
    headers: { 'content-type': contentType },
  });
}
const file = (data: Buffer, filename = 'cover.png', type = 'image/png') => ({ data, filename, type });
const webp = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .webp()
    .toBuffer();

describe('the mentor search', () => {
  it('finds a listed mentor by part of the name or e-mail in any case, names first', async () => {
    const byName = await search('mAy');
    expect(byName.statusCode, byName.body).toBe(200);
    const options = byName.json<MasterclassMentorOption[]>();
    expect(options[0]).toEqual({ mentor_id: world.maya.id, name: 'Maya Lopez', email: world.maya.email });
    const byMail = await search(world.maya.email.slice(0, 8).toUpperCase());
    expect(byMail.json<MasterclassMentorOption[]>().map((o) => o.mentor_id)).toContain(world.maya.id);
    expect((await search('%')).json<MasterclassMentorOption[]>()).toEqual([]);
  });

  it('lists listed mentors in name order when no term is given (the fuzzer found a 500 here)', async () => {
    for (const url of ['/api/admin/masterclasses/mentors/', '/api/admin/masterclasses/mentors/?search=']) {
      const res = await staff.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const names = res.json<MasterclassMentorOption[]>().map((o) => o.name);
      expect(names).toContain('Maya Lopez');
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('leaves out mentors who are not listed, and students', async () => {
    await world.ctx.database.db.execute(
      sql`UPDATE mentors SET is_verified = false WHERE id = ${world.maya.id}`,
    );
    try {
      expect((await search('maya')).json<MasterclassMentorOption[]>()).toEqual([]);
    } finally {
      await world.ctx.database.db.execute(
        sql`UPDATE mentors SET is_verified = true WHERE id = ${world.maya.id}`,
      );
    }
    const student = await world.newStudent();
    const name = (
      await queryRows<{ first_name: string }>(
        world.ctx.database.db,
        sql`SELECT first_name FROM users WHERE id = ${student.user.id}`,
      )
    )[0]!.first_name;
    const found = (await search(name)).json<MasterclassMentorOption[]>();
    expect(found.every((o) => o.mentor_id !== student.user.id || o.name !== name)).toBe(true);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('the image upload', () => {
  it.each([
    ['a PNG', () => pngPhoto(400, 300)],
    ['a JPEG', () => jpegPhoto(300, 400)],
    ['a WebP', webp],
  ])(
    'stores %s as a re-encoded WebP under a new name, audited, and a class saves with it',
    async (_what, make) => {
      const before = await storedPhotos(dataDir.dir);
      const res = await upload({ image: file(await make(), 'whatever.gif', 'image/gif') });
      expect(res.statusCode, res.body).toBe(201);
      const { path, message } = res.json<MasterclassImage>();
      expect(message).toBe(p.imageUploaded);
      expect(path).toMatch(/^\/media\/masterclasses\/[0-9a-f]{32}\.webp$/);
      const served = await world.ctx.app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await storedPhotos(dataDir.dir)).toEqual(before); // photos/ untouched
      const audit = await queryRows<{ actor_id: number }>(
        world.ctx.database.db,
        sql`SELECT actor_id FROM staff_audit_log WHERE action = 'masterclass.image_upload' AND record_id = ${path}`,
      );
      expect(audit).toEqual([{ actor_id: staff.user.id }]);
      const saved = await staff.inject({
        method: 'POST',
        url: '/api/admin/masterclasses/',
        payload: validBody({ mentor_id: world.maya.id, custom_mentor_photo_1: path }),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      expect(saved.json<AdminMasterclass>().custom_mentor_photo_1).toBe(path);
    },
  );

  it.each([
    ['an SVG', svgImage, p.imageInvalid, 400],
    ['a renamed program', exeRenamed, p.imageInvalid, 400],
    [
      'an image over 4 MB',
      () =>
        sharp(
          Buffer.alloc(1400 * 1400 * 3, 7).map((_, i) => (i * 2654435761) % 251),
          {
            raw: { width: 1400, height: 1400, channels: 3 },
          },
        )
          .png({ compressionLevel: 0 })
          .toBuffer(),
      p.imageTooLarge,
      413,
    ],
  ] as const)('refuses %s on the image field and stores nothing', async (_what, make, message, status) => {
    const audits = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM staff_audit_log WHERE action = 'masterclass.image_upload'`,
    );
    const res = await upload({ image: file(await make(), 'cover.png', 'image/png') });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.image).toEqual([message]);
    const after = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM staff_audit_log WHERE action = 'masterclass.image_upload'`,
    );
    expect(after[0]!.n).toBe(audits[0]!.n);
  });

  it('asks for a file when none is sent or it has another name', async () => {
    expect((await upload({ note: 'hi' })).statusCode).toBe(400);
    expect((await upload({ photo: file(await pngPhoto()) })).statusCode).toBe(400);
    const json = await staff.inject({ method: 'POST', url: '/api/admin/masterclasses/images/', payload: {} });
    expect(json.statusCode).toBe(415);
  });
});

describe('the zone', () => {
  it.each(['Mars/Olympus', 'Europe/Berlinn', 'not a zone'])('refuses the zone %j on save', async (zone) => {
    const res = await staff.inject({
      method: 'POST',
      url: '/api/admin/masterclasses/',
      payload: validBody({ timezone: zone }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.timezone).toContain(
      masterclassMessages.timezoneInvalid,
    );
  });
});
