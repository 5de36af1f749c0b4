/**
 * The staff catalogue (issue 21 item 5, ADR 73): staff add, rename, hide and show instruments, styles and
 * languages; each change and its audit row commit together; a name taken (trimmed, any case, without
 * accents) is a 400 on `name` with nothing changed, also when two adds race (the unique index decides); a
 * hidden entry leaves the lookups (wizard, settings, search filters) and takes no new choice, while a mentor
 * who chose it keeps it; the visitors' cached lookups follow at once. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { catalogueMessages as m, type AdminCatalogue, type CatalogueEntry } from '@app/contract';
import { queryRows } from '../src/db/client.ts';
import type { Session } from './auth-helpers.ts';
import { useBookingWorld } from './booking-fixtures.ts';
import { staffSession } from './masterclass-fixtures.ts';

const world = useBookingWorld();
let staff: Session;

beforeAll(async () => {
  staff = await staffSession(world);
});

const add = (list: string, name: unknown, who: Session = staff) =>
  who.inject({ method: 'POST', url: `/api/admin/catalogue/${list}/`, payload: { name } });
const rename = (list: string, id: number, name: unknown) =>
  staff.inject({ method: 'PATCH', url: `/api/admin/catalogue/${list}/${id}/`, payload: { name } });
const hide = (list: string, id: number) =>
  staff.inject({ method: 'POST', url: `/api/admin/catalogue/${list}/${id}/hide/` });
const show = (list: string, id: number) =>
  staff.inject({ method: 'POST', url: `/api/admin/catalogue/${list}/${id}/show/` });
const lookupNames = async (kind: 'skills' | 'styles' | 'languages') => {
  const res = await world.ctx.app.inject({ method: 'GET', url: `/api/mentors/${kind}/` });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number; name: string }[]>().map((e) => e.name);
};
const count = async (table: string, name: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        world.ctx.database.db,
        sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE catalogue_name_key(name) = catalogue_name_key(${name})`,
      )
    )[0]!.n,
  );
const auditRows = async (action: string, recordId: number) =>
  queryRows<{ record_type: string; before: unknown; after: unknown }>(
    world.ctx.database.db,
    sql`SELECT record_type, before, after FROM staff_audit_log
        WHERE action = ${action} AND record_id = ${String(recordId)} ORDER BY id`,
  );

describe('access', () => {
  it('answers 401 to visitors and 403 to students and mentors on every catalogue call, changing nothing', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/admin/catalogue/' },
      { method: 'POST' as const, url: '/api/admin/catalogue/instruments/', payload: { name: 'Lute' } },
      { method: 'POST' as const, url: '/api/admin/catalogue/styles/', payload: { name: 'Lute' } },
      { method: 'POST' as const, url: '/api/admin/catalogue/languages/', payload: { name: 'Lute' } },
      { method: 'PATCH' as const, url: '/api/admin/catalogue/instruments/1/', payload: { name: 'Lute' } },
      { method: 'POST' as const, url: '/api/admin/catalogue/instruments/1/hide/' },
      { method: 'POST' as const, url: '/api/admin/catalogue/instruments/1/show/' },
      { method: 'GET' as const, url: '/api/admin/masterclasses/mentors/?search=maya' },
      { method: 'POST' as const, url: '/api/admin/masterclasses/images/' },
    ];
    for (const call of calls) {
      expect((await world.ctx.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await world.student.inject(call)).statusCode, call.url).toBe(403);
      expect((await world.mentor.inject(call)).statusCode, call.url).toBe(403);
    }
    expect(await count('skills', 'Lute')).toBe(0);
    expect(await count('styles', 'Lute')).toBe(0);
    expect(await lookupNames('skills')).toContain('Guitar');
  });
});

describe('adding', () => {
  it.each([
    ['instruments', 'skills', 'Theorbo'],
    ['styles', 'styles', 'Bossa nova'],
    ['languages', 'languages', 'Icelandic'],
  ] as const)(
    'adds to %s (201, trimmed), audited, and the lookup shows it at once',
    async (list, kind, name) => {
      expect(await lookupNames(kind)).not.toContain(name); // the visitors' answer is now kept in the cache
      const res = await add(list, `  ${name} `);
      expect(res.statusCode, res.body).toBe(201);
      const entry = res.json<CatalogueEntry>();
      expect(entry).toMatchObject({ name, hidden: false, mentor_count: 0 });
      expect(await lookupNames(kind)).toContain(name);
      const rows = await auditRows('catalogue.add', entry.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ before: null, after: { name, hidden: false } });
      const listed = (
        await staff.inject({ method: 'GET', url: '/api/admin/catalogue/' })
      ).json<AdminCatalogue>();
      expect(listed[list].map((e) => e.name)).toContain(name);
    },
  );

  it.each(['guitar', '  GUITAR ', 'Guitár'])(
    'refuses %j beside "Guitar" with a 400 on name, nothing stored and no audit row',
    async (name) => {
      const audits = await queryRows<{ n: number }>(
        world.ctx.database.db,
        sql`SELECT count(*)::int AS n FROM staff_audit_log`,
      );
      const res = await add('instruments', name);
      expect(res.statusCode).toBe(400);
      const body = res.json<{ detail: string; errors: Record<string, string[]> }>();
      expect(body.detail).toBe(m.duplicate('instruments', 'Guitar'));
      expect(body.errors.name).toEqual([m.duplicate('instruments', 'Guitar')]);
      expect(await count('skills', 'Guitar')).toBe(1);
      const after = await queryRows<{ n: number }>(
        world.ctx.database.db,
        sql`SELECT count(*)::int AS n FROM staff_audit_log`,
      );
      expect(after[0]!.n).toBe(audits[0]!.n);
    },
  );

  it('refuses an empty or too long name and an unknown list with a 400', async () => {
    expect(
      (await add('instruments', '   ')).json<{ errors: Record<string, string[]> }>().errors.name,
    ).toEqual([m.nameRequired]);
    expect((await add('instruments', 'x'.repeat(61))).statusCode).toBe(400);
    expect((await add('instruments', 42)).statusCode).toBe(400);
    expect((await add('moods', 'Happy')).statusCode).toBe(400);
  });

  it('lets only one of two adds of one name sent at once through; the other is the same 400', async () => {
    const answers = await Promise.all([add('instruments', 'Serpent'), add('instruments', ' serpent')]);
    const codes = answers.map((a) => a.statusCode).sort();
    console.log(
      `[catalogue add race on ${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}] ${codes.join(', ')}`,
    );
    expect(codes).toEqual([201, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!;
    expect(refused.json<{ errors: Record<string, string[]> }>().errors.name?.[0]).toMatch(
      /^There is already/,
    );
    expect(await count('skills', 'serpent')).toBe(1);
    const audits = await queryRows<{ n: number }>(
      world.ctx.database.db,
      sql`SELECT count(*)::int AS n FROM staff_audit_log a JOIN skills s ON a.record_id = s.id::text
          WHERE a.action = 'catalogue.add' AND a.record_type = 'instrument' AND s.name ILIKE '%serpent%'`,
    );
    expect(audits[0]!.n).toBe(1);
  });
});

describe('renaming', () => {
  it('renames (mentors who chose it show the new name), audited with before and after', async () => {
    const id = (await add('styles', 'Acid jazz')).json<CatalogueEntry>().id;
    const res = await rename('styles', id, 'Acid Jazz ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CatalogueEntry>().name).toBe('Acid Jazz');
    expect(await lookupNames('styles')).toContain('Acid Jazz');
    expect((await auditRows('catalogue.rename', id))[0]).toMatchObject({
      record_type: 'style',
      before: { name: 'Acid jazz' },
      after: { name: 'Acid Jazz' },
    });
  });

  it("refuses another entry's name (400) and an unknown id (404), changing nothing", async () => {
    const id = (await add('languages', 'Welsh')).json<CatalogueEntry>().id;
    const res = await rename('languages', id, 'ENGLISH');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(m.duplicate('languages', 'English'));
    expect(await count('languages', 'Welsh')).toBe(1);
    expect(await auditRows('catalogue.rename', id)).toEqual([]);
    expect((await rename('languages', 2_000_000, 'Manx')).statusCode).toBe(404);
  });
});

describe('hiding and showing', () => {
  it('takes a hidden entry out of the lookups and new choices; a mentor who chose it keeps it', async () => {
    const [drums] = await queryRows<{ id: number }>(
      world.ctx.database.db,
      sql`SELECT id FROM skills WHERE name = 'Drums'`,
    );
    const [guitar] = await queryRows<{ id: number }>(
      world.ctx.database.db,
      sql`SELECT id FROM skills WHERE name = 'Guitar'`,
    );
    // Maya teaches Guitar (and Piano): hide Guitar, which she keeps, and Drums, which she never chose.
    for (const id of [guitar!.id, drums!.id]) {
      const res = await hide('instruments', id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CatalogueEntry>().hidden).toBe(true);
    }
    const names = await lookupNames('skills');
    expect(names).not.toContain('Guitar');
    expect(names).not.toContain('Drums');
    expect((await hide('instruments', guitar!.id)).statusCode).toBe(200); // twice: no error

    const profile = await world.ctx.app.inject({ method: 'GET', url: `/api/mentors/${world.maya.id}/` });
    expect(profile.json<{ skills: { name: string }[] }>().skills.map((s) => s.name)).toContain('Guitar');

    const keep = await world.mentor.inject({
      method: 'PUT',
      url: '/api/mentors/update/',
      payload: { skills: [guitar!.id] },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const pick = await world.mentor.inject({
      method: 'PUT',
      url: '/api/mentors/update/',
      payload: { skills: [guitar!.id, drums!.id] },
    });
    expect(pick.statusCode).toBe(400);
    expect(Object.keys(pick.json<{ errors: Record<string, string[]> }>().errors)).toEqual(['skills']);

    const shown = await show('instruments', drums!.id);
    expect(shown.json<CatalogueEntry>().hidden).toBe(false);
    expect(await lookupNames('skills')).toContain('Drums');
    const now = await world.mentor.inject({
      method: 'PUT',
      url: '/api/mentors/update/',
      payload: { skills: [guitar!.id, drums!.id] },
    });
    expect(now.statusCode, now.body).toBe(200);
    await show('instruments', guitar!.id);

    const hides = await auditRows('catalogue.hide', drums!.id);
    expect(hides[0]).toMatchObject({ before: { hidden: false }, after: { hidden: true } });
    expect((await auditRows('catalogue.show', drums!.id))[0]).toMatchObject({ after: { hidden: false } });
    expect((await hide('instruments', 2_000_000)).statusCode).toBe(404);
  });
});
