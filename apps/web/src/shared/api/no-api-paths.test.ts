/**
 * Only the typed client writes an API path (ADR 36): every other file, tests included, names an endpoint
 * and lets shared/api build the path from the contract's route table. A comment may still mention a path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../..');
// A string or template literal that starts with an API path, alone or after its method.
const API_PATH = /['"`](?:(?:GET|POST|PUT|PATCH|DELETE) )?\/api\//;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('API paths', () => {
  it('are written only in shared/api', () => {
    const offenders = files(src)
      .map((path) => relative(src, path))
      .filter((path) => !path.startsWith('shared/api/'))
      .flatMap((path) =>
        readFileSync(join(src, path), 'utf8')
          .split('\n')
          .map((line, i) => ({ path, line: i + 1, text: line.trim() }))
          .filter(({ text }) => API_PATH.test(text) && !text.startsWith('*') && !text.startsWith('//')),
      )
      .map(({ path, line, text }) => `${path}:${line} ${text}`);
    expect(offenders).toEqual([]);
  });
});
