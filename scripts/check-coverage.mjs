// Requirements coverage check (issue 15, item 10): every requirement id of the spec has a row on
// docs/requirements-coverage.md, and no row's status still says "later".
//
//   node scripts/check-coverage.mjs              lists the ids without a row and the "later" rows; exit 1 if any
//   node scripts/check-coverage.mjs --write-ids  refreshes docs/requirement-ids.txt from the spec
//
// The spec lives outside the repository (REQUIREMENTS_MD, default /work/shared/spec/requirements.md), so
// its ids are kept in docs/requirement-ids.txt: a fresh clone is checked against that list, and wherever the
// spec is present the list is checked against it too (apps/server/test/requirements-coverage.test.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
export const COVERAGE_PAGE = path.join(root, 'docs/requirements-coverage.md');
export const ID_LIST = path.join(root, 'docs/requirement-ids.txt');
export const SPEC = process.env.REQUIREMENTS_MD ?? '/work/shared/spec/requirements.md';

/**
 * The ids the spec defines: each of its lines "- **ID**: requirement".
 * @param {string} markdown
 * @returns {string[]}
 */
export function specIds(markdown) {
  return [...markdown.matchAll(/^- \*\*([A-Z]+-\d+[a-z]?)\*\*/gm)].map((m) => m[1]);
}

/**
 * The committed id list: one id a line.
 * @param {string} text
 * @returns {string[]}
 */
export function listedIds(text) {
  return text.split('\n').filter((line) => /^[A-Z]+-\d+[a-z]?$/.test(line));
}

/**
 * The ids a first cell names: "CAL-09..13", "ONBOARD-10, -13", "ROUTE-10, 19, 20", "ERR-27..33, 106..109",
 * "API-34, DATA-20 (server)". A bare or dashed number continues the last prefix; "(…)" notes are ignored, as
 * are rule names without a dash (M1, B10) and words.
 * @param {string} cell
 * @returns {string[]}
 */
export function idsOfCell(cell) {
  const ids = [];
  let prefix;
  for (const part of cell.replace(/\([^)]*\)/g, '').split(',')) {
    const m = /^\s*(?:([A-Z]+)-|-)?(\d+)(?:\.\.(?:[A-Z]+-)?(\d+))?(?=\s|$)/.exec(part);
    if (!m) {
      // Not an id ("M1", "issue 6 item 2"): ends the run, so a later bare number is not misread.
      prefix = undefined;
      continue;
    }
    if (m[1]) prefix = m[1];
    if (!prefix) continue;
    const first = Number(m[2]);
    const last = m[3] ? Number(m[3]) : first;
    const width = m[2].length;
    for (let n = first; n <= last; n++) ids.push(`${prefix}-${String(n).padStart(width, '0')}`);
  }
  return ids;
}

/**
 * Rows of the page's tables whose header's first cell is "id": the first cell, its ids, the status cell.
 * @param {string} markdown
 * @returns {{ first: string, ids: string[], status: string }[]}
 */
export function idRows(markdown) {
  const rows = [];
  let inIdTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inIdTable = false;
      continue;
    }
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    if (cells[0] === 'id') inIdTable = true;
    else if (inIdTable && !/^-+$/.test(cells[0]))
      rows.push({ first: cells[0], ids: idsOfCell(cells[0]), status: cells.at(-1) });
  }
  return rows;
}

/**
 * A status that puts the work in the future ("later (issue 6)", "comes with settings", "not yet"): once the
 * work is done such a row is stale, and a thing that is really not done says so plainly ("not implemented").
 */
export const STALE_STATUS = /\blater\b|\bnot yet\b|\bcomes? with\b/i;

/**
 * Ids without a row, and rows whose status still reads "later".
 * @param {string[]} ids
 * @param {string} markdown
 * @returns {{ missing: string[], later: string[] }}
 */
export function checkCoverage(ids, markdown) {
  const rows = idRows(markdown);
  const covered = new Set(rows.flatMap((r) => r.ids));
  return {
    missing: ids.filter((id) => !covered.has(id)),
    later: rows.filter((r) => STALE_STATUS.test(r.status)).map((r) => r.ids.join(', ') || r.first),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write-ids')) {
    const ids = specIds(readFileSync(SPEC, 'utf8'));
    writeFileSync(ID_LIST, `${ids.join('\n')}\n`);
    console.log(`${ids.length} ids written to ${path.relative(root, ID_LIST)}`);
  } else {
    const ids = existsSync(SPEC)
      ? specIds(readFileSync(SPEC, 'utf8'))
      : listedIds(readFileSync(ID_LIST, 'utf8'));
    const { missing, later } = checkCoverage(ids, readFileSync(COVERAGE_PAGE, 'utf8'));
    for (const id of missing) console.log(`missing: ${id}`);
    for (const row of later) console.log(`later: ${row}`);
    console.log(`${ids.length} ids, ${missing.length} without a row, ${later.length} rows still "later"`);
    process.exitCode = missing.length || later.length ? 1 : 0;
  }
}
