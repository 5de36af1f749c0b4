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
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '1.5' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8,,127.0.0.1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '10.0.0.0/8,proxy.internal' }, 'TRUST_PROXY'],
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

  it('reads TRUST_PROXY as nothing trusted (the default), a hop count or a list of proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ NODE_ENV: 'production' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).TRUST_PROXY).toEqual({
      kind: 'proxies',
      list: ['10.0.0.0/8', '127.0.0.1', '::1', 'loopback'],
    });
  });

  it('says why TRUST_PROXY=true is refused and which list entry is wrong', () => {
    expect(configErrorOf({ TRUST_PROXY: 'true' }).message).toContain('any client pick its address');
    expect(configErrorOf({ TRUST_PROXY: '10.0.0.1,proxy.internal' }).message).toMatch(
      /^ {2}TRUST_PROXY: "proxy.internal" is not an IP address/m,
    );
  });

  it('keeps the public read cache on unless PUBLIC_CACHE=off, and refuses anything else', () => {
    expect(loadConfig({}).PUBLIC_CACHE).toBe('on');
    expect(loadConfig({ PUBLIC_CACHE: 'off' }).PUBLIC_CACHE).toBe('off');
    expect(configErrorOf({ PUBLIC_CACHE: 'false' }).message).toContain('PUBLIC_CACHE');
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
