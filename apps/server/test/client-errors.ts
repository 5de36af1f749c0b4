/** The R1 check shared by the input tests: a 4xx in the R1 shape that leaks nothing. */
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

export /** A 4xx with a JSON body whose `detail` is a human sentence (R1). */
function expectClientError(res: LightMyRequestResponse, label: string): void {
  expect([label, res.statusCode >= 400 && res.statusCode < 500]).toEqual([label, true]);
  expect([label, res.headers['content-type']]).toEqual([label, expect.stringMatching(/^application\/json/)]);
  const body = res.json<{ detail?: unknown; errors?: unknown }>();
  expect([label, typeof body.detail]).toEqual([label, 'string']);
  expect([label, String(body.detail)]).not.toEqual([label, '']);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors as Record<string, unknown>)) {
      expect([label, Array.isArray(messages)]).toEqual([label, true]);
    }
  }
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |INSERT |violates|stack/i);
}
