/**
 * Compares the migrated database with the drizzle schema (issue 15, item 8). The drizzle tables are
 * rendered as DDL into an empty scratch schema of the same database, and both schemas are then read back
 * from the catalogue with the same queries, so PostgreSQL itself normalises every type, default, check,
 * foreign key and index definition: no hand-written parser of SQL expressions can disagree with it.
 */
import { getTableName, is, sql, SQL } from 'drizzle-orm';
import {
  getTableConfig,
  PgDialect,
  PgTable,
  type IndexedColumn,
  type AnyPgColumn,
  type Index,
} from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client.ts';

export type ShapeKind = 'table' | 'column' | 'constraint' | 'index' | 'trigger';

/** Something the migrations create on purpose that drizzle does not (or cannot) declare. */
export interface SqlOnly {
  kind: ShapeKind;
  table: string;
  /** Column, constraint, index or trigger name; absent for a whole table. */
  name?: string;
  reason: string;
}

interface Column {
  type: string;
  notNull: boolean;
  default: string | null;
  generated: string;
}
interface TableShape {
  columns: Map<string, Column>;
  /** Checks and exclusions by name; keys, uniques and foreign keys by definition (drizzle invents names). */
  constraints: Map<string, string>;
  indexes: Map<string, string>;
  triggers: Set<string>;
}
type SchemaShape = Map<string, TableShape>;

const PROBE = 'drizzle_probe';
const dialect = new PgDialect();

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
/**
 * An expression with its columns unqualified and its values inline, as DDL needs it. Wrapped, because
 * inlineParams() changes the SQL it is called on, and the schema's own objects stay untouched.
 */
const expression = (value: SQL) => dialect.sqlToQuery(sql`${value}`.inlineParams(), 'indexes').sql;

function columnDdl(column: AnyPgColumn): string {
  let ddl = `${quote(column.name)} ${column.getSQLType()}`;
  if (column.notNull) ddl += ' NOT NULL';
  if (column.default !== undefined) {
    if (is(column.default, SQL)) ddl += ` DEFAULT (${expression(column.default)})`;
    else {
      const value: unknown = column.mapToDriverValue(column.default);
      ddl +=
        typeof value === 'number' || typeof value === 'boolean'
          ? ` DEFAULT ${String(value)}`
          : ` DEFAULT ${literal(typeof value === 'string' ? value : JSON.stringify(value))}`;
    }
  }
  if (column.primary) ddl += ' PRIMARY KEY';
  if (column.isUnique) ddl += column.uniqueType === 'not distinct' ? ' UNIQUE NULLS NOT DISTINCT' : ' UNIQUE';
  return ddl;
}

function indexItem(item: Partial<IndexedColumn | SQL>): string {
  if (is(item, SQL)) return `(${expression(item)})`;
  const { name, indexConfig } = item as IndexedColumn;
  let ddl = quote(name ?? '');
  if (indexConfig?.opClass) ddl += ` ${indexConfig.opClass}`;
  // drizzle's .desc() means DESC NULLS LAST (as drizzle-kit renders it); PostgreSQL's bare DESC is
  // .desc().nullsFirst().
  if (indexConfig?.order === 'desc') ddl += indexConfig.nulls === 'first' ? ' DESC' : ' DESC NULLS LAST';
  else if (indexConfig?.nulls === 'first') ddl += ' NULLS FIRST';
  return ddl;
}

function indexDdl(table: string, index: Index): string {
  const { name, unique, method, columns, where } = index.config;
  const items = columns.map(indexItem).join(', ');
  const condition = where ? ` WHERE (${expression(where)})` : '';
  return `CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${quote(name ?? '')} ON ${quote(table)} USING ${method ?? 'btree'} (${items})${condition}`;
}

/** The DDL of the drizzle tables: tables first, then what refers to other tables or to columns. */
export function renderDrizzle(tables: PgTable[]): { statements: string[]; problems: string[] } {
  const creates: string[] = [];
  const later: string[] = [];
  const problems: string[] = [];
  for (const table of tables) {
    const config = getTableConfig(table);
    const name = config.name;
    const parts = config.columns.map(columnDdl);
    for (const pk of config.primaryKeys)
      parts.push(`PRIMARY KEY (${pk.columns.map((c) => quote(c.name)).join(', ')})`);
    for (const u of config.uniqueConstraints) {
      const nulls = u.nullsNotDistinct ? ' NULLS NOT DISTINCT' : '';
      parts.push(`UNIQUE${nulls} (${u.columns.map((c) => quote(c.name)).join(', ')})`);
    }
    creates.push(`CREATE TABLE ${quote(name)} (${parts.join(', ')})`);
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const actions = `ON DELETE ${fk.onDelete ?? 'no action'} ON UPDATE ${fk.onUpdate ?? 'no action'}`;
      later.push(
        `ALTER TABLE ${quote(name)} ADD FOREIGN KEY (${ref.columns.map((c) => quote(c.name)).join(', ')}) ` +
          `REFERENCES ${quote(getTableName(ref.foreignTable))} (${ref.foreignColumns.map((c) => quote(c.name)).join(', ')}) ${actions}`,
      );
    }
    for (const check of config.checks)
      later.push(
        `ALTER TABLE ${quote(name)} ADD CONSTRAINT ${quote(check.name)} CHECK (${expression(check.value)})`,
      );
    for (const index of config.indexes) {
      // A nameless index gets a generated name that no migration could have chosen.
      if (!index.config.name) problems.push(`${name}: an index in drizzle has no name`);
      else later.push(indexDdl(name, index));
    }
  }
  return { statements: [...creates, ...later], problems };
}

type Run = (text: string) => Promise<Record<string, unknown>[]>;

/** Reads one schema's tables from the catalogue. search_path must start with that schema. */
async function introspect(run: Run, schema: string): Promise<SchemaShape> {
  const inSchema = `n.nspname = ${literal(schema)}`;
  const shape: SchemaShape = new Map();
  const table = (name: string) => {
    let found = shape.get(name);
    if (!found) {
      found = { columns: new Map(), constraints: new Map(), indexes: new Map(), triggers: new Set() };
      shape.set(name, found);
    }
    return found;
  };
  for (const r of await run(`SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${inSchema} AND c.relkind IN ('r', 'p')`))
    table(String(r.relname));
  for (const r of await run(`SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod) AS type,
        a.attnotnull, pg_get_expr(d.adbin, d.adrelid) AS def, a.attgenerated::text AS generated
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE ${inSchema} AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`))
    table(String(r.relname)).columns.set(String(r.attname), {
      type: String(r.type),
      notNull: r.attnotnull === true,
      default: typeof r.def === 'string' ? r.def : null,
      generated: typeof r.generated === 'string' ? r.generated : '',
    });
  for (const r of await run(`SELECT c.relname, con.conname, con.contype::text AS kind,
        pg_get_constraintdef(con.oid) AS def
      FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${inSchema} AND con.contype IN ('p', 'u', 'f', 'c', 'x')`)) {
    const byName = r.kind === 'c' || r.kind === 'x';
    const def = String(r.def);
    table(String(r.relname)).constraints.set(byName ? String(r.conname) : def, def);
  }
  for (const r of await run(`SELECT t.relname AS table_name, i.relname AS index_name, pg_get_indexdef(i.oid) AS def
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE ${inSchema} AND NOT EXISTS (SELECT 1 FROM pg_constraint con
        WHERE con.conindid = i.oid AND con.conrelid = t.oid AND con.contype IN ('p', 'u', 'x'))`))
    table(String(r.table_name)).indexes.set(
      String(r.index_name),
      String(r.def).replace(` ON ${schema}.`, ' ON '),
    );
  for (const r of await run(`SELECT c.relname, tg.tgname FROM pg_trigger tg
      JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE ${inSchema} AND NOT tg.tgisinternal`))
    table(String(r.relname)).triggers.add(String(r.tgname));
  return shape;
}

/** One line per difference between the drizzle tables and the database's public schema. */
export async function compareSchema(
  database: Database,
  tables: PgTable[],
  sqlOnly: SqlOnly[],
): Promise<string[]> {
  const { statements, problems } = renderDrizzle(tables);
  const { drizzle, actual } = await database.rawTransaction(async (run) => {
    await run(`DROP SCHEMA IF EXISTS ${PROBE} CASCADE; CREATE SCHEMA ${PROBE}`);
    // public stays on the path for the extensions' types and operator classes (gin_trgm_ops).
    await run(`SET LOCAL search_path = ${PROBE}, public`);
    for (const statement of statements) {
      // A statement PostgreSQL refuses (a foreign key to a column that is not unique in drizzle, say) is a
      // difference too; the savepoint keeps the transaction usable after it.
      await run('SAVEPOINT probe');
      try {
        await run(statement);
      } catch (err) {
        await run('ROLLBACK TO SAVEPOINT probe');
        problems.push(`drizzle DDL refused: ${statement}: ${(err as Error).message}`);
      }
    }
    const drizzle = await introspect(run, PROBE);
    await run('SET LOCAL search_path = public');
    const actual = await introspect(run, 'public');
    await run(`DROP SCHEMA ${PROBE} CASCADE`);
    return { drizzle, actual };
  });
  return [...problems, ...diffShapes(drizzle, actual, sqlOnly)];
}

/** The differences between drizzle's shape and the database's, minus what is listed as SQL-only. */
export function diffShapes(drizzle: SchemaShape, actual: SchemaShape, sqlOnly: SqlOnly[]): string[] {
  const out: string[] = [];
  const used = new Set<SqlOnly>();
  const allowed = (kind: ShapeKind, table: string, name?: string) => {
    const entry = sqlOnly.find((e) => e.kind === kind && e.table === table && e.name === name);
    if (entry) used.add(entry);
    return entry !== undefined;
  };
  for (const name of new Set([...drizzle.keys(), ...actual.keys()])) {
    const d = drizzle.get(name);
    const a = actual.get(name);
    if (!a) out.push(`${name}: table only in drizzle`);
    else if (!d) {
      if (!allowed('table', name)) out.push(`${name}: table only in the database`);
    } else out.push(...diffTable(name, d, a, allowed));
  }
  for (const entry of sqlOnly)
    if (!used.has(entry))
      out.push(`${entry.table}: SQL-only ${entry.kind} ${entry.name ?? ''} no longer in the database`);
  return out;
}

function diffTable(
  table: string,
  d: TableShape,
  a: TableShape,
  allowed: (kind: ShapeKind, table: string, name?: string) => boolean,
): string[] {
  const out: string[] = [];
  for (const name of new Set([...d.columns.keys(), ...a.columns.keys()])) {
    const dc = d.columns.get(name);
    const ac = a.columns.get(name);
    if (!ac) out.push(`${table}.${name}: column only in drizzle`);
    else if (!dc) {
      if (!allowed('column', table, name)) out.push(`${table}.${name}: column only in the database`);
    } else
      for (const key of ['type', 'notNull', 'default', 'generated'] as const)
        if (dc[key] !== ac[key])
          out.push(
            `${table}.${name}: ${key} is ${String(dc[key])} in drizzle, ${String(ac[key])} in the database`,
          );
  }
  const named = [
    ['constraint', d.constraints, a.constraints],
    ['index', d.indexes, a.indexes],
  ] as const;
  for (const [kind, dm, am] of named)
    for (const name of new Set([...dm.keys(), ...am.keys()])) {
      const dv = dm.get(name);
      const av = am.get(name);
      // Keys, uniques and foreign keys are keyed by their definition: say it once.
      const label = (def: string | undefined) => (def === name ? name : `${name}: ${def}`);
      if (av === undefined) out.push(`${table}: ${kind} only in drizzle: ${label(dv)}`);
      else if (dv === undefined) {
        if (!allowed(kind, table, name)) out.push(`${table}: ${kind} only in the database: ${label(av)}`);
      } else if (dv !== av) out.push(`${table}: ${kind} ${name} is ${dv} in drizzle, ${av} in the database`);
    }
  for (const name of a.triggers)
    if (!d.triggers.has(name) && !allowed('trigger', table, name))
      out.push(`${table}: trigger only in the database: ${name}`);
  return out;
}

/** Every drizzle table a schema module exports. */
export function drizzleTables(schema: Record<string, unknown>): PgTable[] {
  return Object.values(schema).filter((value): value is PgTable => is(value, PgTable));
}
