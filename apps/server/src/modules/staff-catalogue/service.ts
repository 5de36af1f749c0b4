/**
 * The catalogue's lists kept by staff (issue 21 item 5, ADR 73): add, rename, hide and show instruments,
 * styles and languages. A name is unique by its key (trimmed, without accents, in any case; the unique
 * index of migration 0042): a taken one is a 400 on `name` with nothing changed, whether the check below
 * sees it or a concurrent insert makes the index refuse it. Each change and its audit row share one
 * transaction. The visitors' cached lookups are dropped by the tables' public_cache triggers (ADR 43).
 */
import {
  catalogueEntryWord,
  catalogueMessages as m,
  type AdminCatalogue,
  type CatalogueEntry,
  type CatalogueList,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { recordStaffAction } from '../audit/index.ts';
import type { SignedInUser } from '../auth/index.ts';
import {
  entryById,
  entryWithSameName,
  insertEntry,
  listEntries,
  lockEntry,
  renameEntry,
  setEntryHidden,
  type EntryRow,
} from './repository.ts';

export interface CatalogueDeps {
  db: Db;
  clock: Clock;
}

const present = (row: EntryRow): CatalogueEntry => ({
  id: row.id,
  name: row.name,
  hidden: row.hidden_at !== null,
  mentor_count: Number(row.mentor_count),
});

const duplicate = (list: CatalogueList, existing: string) => {
  const message = m.duplicate(list, existing);
  return badRequest(message, { name: [message] });
};

/** The audit record's type: the entry's own word ("instrument"), so the log reads as the page does. */
const recordOf = (list: CatalogueList, id: number) => ({ type: catalogueEntryWord[list], id });

export async function readCatalogue(db: Db): Promise<AdminCatalogue> {
  const [instruments, styles, languages] = await Promise.all([
    listEntries(db, 'instruments'),
    listEntries(db, 'styles'),
    listEntries(db, 'languages'),
  ]);
  return {
    instruments: instruments.map(present),
    styles: styles.map(present),
    languages: languages.map(present),
  };
}

async function presentOne(db: Db, list: CatalogueList, id: number): Promise<CatalogueEntry> {
  const row = await entryById(db, list, id);
  if (!row) throw notFound(m.notFound);
  return present(row);
}

/** A unique violation of the name's index (a concurrent add or rename) is the same 400 as the check's. */
async function refusingDuplicates<T>(
  deps: CatalogueDeps,
  list: CatalogueList,
  name: string,
  run: () => Promise<T>,
) {
  try {
    return await run();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const existing = await entryWithSameName(deps.db, list, name);
    throw duplicate(list, existing?.name ?? name);
  }
}

export async function addEntry(
  deps: CatalogueDeps,
  staff: SignedInUser,
  list: CatalogueList,
  name: string,
): Promise<CatalogueEntry> {
  const now = deps.clock.now();
  const id = await refusingDuplicates(deps, list, name, () =>
    deps.db.transaction(async (tx) => {
      const existing = await entryWithSameName(tx, list, name);
      if (existing) throw duplicate(list, existing.name);
      const created = await insertEntry(tx, list, name);
      await recordStaffAction(tx, {
        actor: staff,
        action: 'catalogue.add',
        record: recordOf(list, created),
        before: null,
        after: { name, hidden: false },
        at: now,
      });
      return created;
    }),
  );
  return presentOne(deps.db, list, id);
}

export async function renameCatalogueEntry(
  deps: CatalogueDeps,
  staff: SignedInUser,
  list: CatalogueList,
  id: number,
  name: string,
): Promise<CatalogueEntry> {
  const now = deps.clock.now();
  await refusingDuplicates(deps, list, name, () =>
    deps.db.transaction(async (tx) => {
      const row = await lockEntry(tx, list, id);
      if (!row) throw notFound(m.notFound);
      const existing = await entryWithSameName(tx, list, name, id);
      if (existing) throw duplicate(list, existing.name);
      await renameEntry(tx, list, id, name);
      await recordStaffAction(tx, {
        actor: staff,
        action: 'catalogue.rename',
        record: recordOf(list, id),
        before: { name: row.name },
        after: { name },
        at: now,
      });
    }),
  );
  return presentOne(deps.db, list, id);
}

/** Hide (true) or show (false); doing it twice is no error and still a row, with equal before and after. */
export async function setHidden(
  deps: CatalogueDeps,
  staff: SignedInUser,
  list: CatalogueList,
  id: number,
  hidden: boolean,
): Promise<CatalogueEntry> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockEntry(tx, list, id);
    if (!row) throw notFound(m.notFound);
    const was = row.hiddenAt !== null;
    if (was !== hidden) await setEntryHidden(tx, list, id, hidden ? now : null);
    await recordStaffAction(tx, {
      actor: staff,
      action: hidden ? 'catalogue.hide' : 'catalogue.show',
      record: recordOf(list, id),
      before: { name: row.name, hidden: was },
      after: { name: row.name, hidden },
      at: now,
    });
  });
  return presentOne(deps.db, list, id);
}
