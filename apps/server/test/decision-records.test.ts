/**
 * Issue 15, item 10: every architecture decision record has its context, the decision and its consequences,
 * under those three headings and in that order, so a reader finds the why and the cost of each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/decisions');
const records = readdirSync(dir).filter((f) => /^\d{4}-.+\.md$/.test(f));

test('there are decision records to check', () => {
  expect(records.length).toBeGreaterThanOrEqual(30);
});

test.each(records)('%s has Context, Decision and Consequences in that order', (file) => {
  const headings = readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter((line) => /^## (Context|Decision|Consequences)$/.test(line));
  expect(headings).toEqual(['## Context', '## Decision', '## Consequences']);
});
