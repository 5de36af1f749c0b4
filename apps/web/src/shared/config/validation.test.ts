import { describe, expect, it } from 'vitest';

describe('validation.ts', () => {
  it('turns Zod’s compiled parsers off through the configuration Zod itself reads', async () => {
    await import('./validation.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
