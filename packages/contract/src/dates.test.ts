import { expect, test } from 'vitest';
import { isoDateSchema } from './index.ts';

test('a query date is a real calendar day as yyyy-MM-dd', () => {
  for (const good of ['2026-11-23', '2028-02-29', '1900-01-01', '9999-12-31']) {
    expect([good, isoDateSchema.safeParse(good).success]).toEqual([good, true]);
  }
  for (const bad of ['0000-00-00', '2026-02-30', '2027-02-29', '2026-13-01', '0099-01-01', '2026-1-1', '']) {
    expect([bad, isoDateSchema.safeParse(bad).success]).toEqual([bad, false]);
  }
});
