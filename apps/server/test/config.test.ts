import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      APP_NAME: 'Music Mentors',
      publicUrl: 'http://localhost:3000',
      devRoutes: true,
      googleEnabled: false,
    });
    expect(config.mailFrom).toBe('Music Mentors <no-reply@localhost>');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'notaurl' }, 'DATABASE_URL'],
    [{ GOOGLE_CLIENT_ID: 'client-id' }, 'GOOGLE_CLIENT_ID'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SUPPORT_EMAIL: 'support' }, 'SUPPORT_EMAIL'],
    [{ PLATFORM_FEE_RATE: '1.5' }, 'PLATFORM_FEE_RATE'],
  ])('refuses %o with a ConfigError naming %s', (env, variable) => {
    const error = configErrorOf(env);
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toMatch(new RegExp(`^  ${variable}: `, 'm'));
  });

  it('names every bad variable at once', () => {
    const error = configErrorOf({ PORT: 'abc', DATABASE_URL: 'notaurl' });
    expect(error.message).toMatch(/^ {2}PORT: /m);
    expect(error.message).toMatch(/^ {2}DATABASE_URL: /m);
  });

  it('turns off development surfaces and demo data in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      isProduction: true,
      devRoutes: false,
      seed: false,
    });
  });

  it('stops the server at start-up with a clear message and a non-zero exit', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, PORT: 'abc', DATA_DIR: '/nonexistent/never-created' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).not.toBe(0);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toMatch(/^ {2}PORT: /m);
    // The message is the whole story: no stack trace to read through.
    expect(stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });
});
