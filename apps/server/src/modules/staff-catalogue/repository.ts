/** SQL of the staff catalogue (issue 21 item 5, ADR 73): the three lookup tables and the masterclass mentor search. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CatalogueList } from '@app/contract';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { languages, mentors, skills, styles, users } from '../../db/schema/index.ts';

const TABLES = { instruments: skills, styles, languages } as const;
/** The join table and its key of each list: how many mentors chose an entry. */
const CHOICES: Record<CatalogueList, { join: string; key: string }> = {
  instruments: { join: 'mentor_skills', key: 'skill_id' },
  styles: { join: 'mentor_styles', key: 'style_id' },
  languages: { join: 'mentor_languages', key: 'language_id' },
};

export interface EntryRow {
  id: number;
  name: string;
  hidden_at: Date | string | null;
  mentor_count: number;
}

function entryQuery(list: CatalogueList) {
  const table = TABLES[list];
  const { join, key } = CHOICES[list];
  return sql`SELECT t.id, t.name, t.hidden_at,
      (SELECT count(*)::int FROM ${sql.raw(join)} j WHERE j.${sql.raw(key)} = t.id) AS mentor_count
    FROM ${table} t`;
}

/** Every entry of a list, hidden ones too, in name order. */
export function listEntries(db: Db, list: CatalogueList): Promise<EntryRow[]> {
  return queryRows<EntryRow>(db, sql`${entryQuery(list)} ORDER BY t.name, t.id`);
}

export async function entryById(db: Db | Tx, list: CatalogueList, id: number): Promise<EntryRow | undefined> {
  const [row] = await queryRows<EntryRow>(db, sql`${entryQuery(list)} WHERE t.id = ${id}`);
  return row;
}

/** The entry whose name has the same key (trimmed, unaccented, any case) as `name`, other than `exceptId`. */
export async function entryWithSameName(
  db: Db | Tx,
  list: CatalogueList,
  name: string,
  exceptId?: number,
): Promise<{ id: number; name: string } | undefined> {
  const table = TABLES[list];
  const [row] = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(
      and(
        sql`catalogue_name_key(${table.name}) = catalogue_name_key(${name})`,
        exceptId === undefined ? undefined : sql`${table.id} <> ${exceptId}`,
      ),
    );
  return row;
}

/** The entry's row, locked until the transaction ends, so two edits of one entry run one after the other. */
export async function lockEntry(
  tx: Tx,
  list: CatalogueList,
  id: number,
): Promise<{ id: number; name: string; hiddenAt: Date | null } | undefined> {
  const table = TABLES[list];
  const [row] = await tx
    .select({ id: table.id, name: table.name, hiddenAt: table.hiddenAt })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  return row;
}

/** Inserts an entry; throws the driver's unique violation (23505) when the name's key is taken. */
export async function insertEntry(tx: Tx, list: CatalogueList, name: string): Promise<number> {
  const table = TABLES[list];
  const [row] = await tx.insert(table).values({ name }).returning({ id: table.id });
  return row!.id;
}

export async function renameEntry(tx: Tx, list: CatalogueList, id: number, name: string): Promise<void> {
  const table = TABLES[list];
  await tx.update(table).set({ name }).where(eq(table.id, id));
}

export async function setEntryHidden(
  tx: Tx,
  list: CatalogueList,
  id: number,
  at: Date | null,
): Promise<void> {
  const table = TABLES[list];
  await tx.update(table).set({ hiddenAt: at }).where(eq(table.id, id));
}

/** Listed mentors whose name or e-mail contains `term` (any case), those whose name starts with it first. */
export function searchListedMentors(
  db: Db,
  term: string,
  limit: number,
): Promise<{ mentorId: number; firstName: string; lastName: string; email: string }[]> {
  const words = term.toLowerCase();
  const escaped = words.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = `%${escaped}%`;
  const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  return db
    .select({
      mentorId: mentors.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(mentors)
    .innerJoin(users, eq(users.id, mentors.userId))
    .where(
      and(
        eq(mentors.isVerified, true),
        words ? sql`(${fullName} LIKE ${pattern} OR lower(${users.email}) LIKE ${pattern})` : undefined,
      ),
    )
    .orderBy(
      // No term: name order alone (PostgreSQL refuses a constant such as `true` as a sort key).
      ...(words ? [desc(sql`${fullName} LIKE ${`${escaped}%`}`)] : []),
      asc(users.firstName),
      asc(users.lastName),
      asc(mentors.id),
    )
    .limit(limit);
}
