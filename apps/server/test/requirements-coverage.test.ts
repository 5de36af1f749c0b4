/**
 * Issue 15, item 10: docs/requirements-coverage.md has a row for every requirement id, and no row still
 * says "later". The ids come from docs/requirement-ids.txt, a copy of the spec's ids (the spec lives outside
 * the repository); where the spec itself is present, the copy must match it. The rules are in
 * scripts/check-coverage.mjs, which also prints the missing ids for a person to fix.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  checkCoverage,
  COVERAGE_PAGE,
  ID_LIST,
  idsOfCell,
  idRows,
  listedIds,
  SPEC,
  specIds,
} from '../../../scripts/check-coverage.mjs';

const page = readFileSync(COVERAGE_PAGE, 'utf8');
const ids = listedIds(readFileSync(ID_LIST, 'utf8'));

test('every requirement id has a row, and no row says "later"', () => {
  expect(ids.length).toBeGreaterThan(700);
  expect(checkCoverage(ids, page)).toEqual({ missing: [], later: [] });
});

test.skipIf(!existsSync(SPEC))(
  'the id list is the spec’s (node scripts/check-coverage.mjs --write-ids)',
  () => {
    expect(ids).toEqual(specIds(readFileSync(SPEC, 'utf8')));
  },
);

describe('the check itself', () => {
  test('reads the id lists of a first cell: ranges, continued prefixes and notes', () => {
    expect(idsOfCell('CAL-09..13, S3')).toEqual(['CAL-09', 'CAL-10', 'CAL-11', 'CAL-12', 'CAL-13']);
    expect(idsOfCell('ONBOARD-10, -13, ERR-54..56, M4 limits')).toEqual([
      'ONBOARD-10',
      'ONBOARD-13',
      'ERR-54',
      'ERR-55',
      'ERR-56',
    ]);
    expect(idsOfCell('ROUTE-10, 19, 20, CARD-12')).toEqual(['ROUTE-10', 'ROUTE-19', 'ROUTE-20', 'CARD-12']);
    expect(idsOfCell('API-34, DATA-20, SETTINGS-03 (server)')).toEqual(['API-34', 'DATA-20', 'SETTINGS-03']);
    expect(idsOfCell('M1 (staff part), issue 6 item 2')).toEqual([]);
  });

  test('finds an id without a row and a row that still says "later"', () => {
    const doc = [
      '| id | requirement | tests | status |',
      '| --- | --- | --- | --- |',
      '| GEN-01 | a | `t` | covered |',
      '| GEN-02, -03 | b | — | later (issue 9) |',
      '',
      '| group | ids |',
      '| --- | --- |',
      '| GEN-04 | 1 |',
    ].join('\n');
    expect(idRows(doc).map((r) => r.ids)).toEqual([['GEN-01'], ['GEN-02', 'GEN-03']]);
    // GEN-04 is named only in a summary table, which is no row of its own.
    expect(checkCoverage(['GEN-01', 'GEN-02', 'GEN-03', 'GEN-04'], doc)).toEqual({
      missing: ['GEN-04'],
      later: ['GEN-02, GEN-03'],
    });
  });
});
