/**
 * The client address behind every per-IP rule (docs/decisions/0028): X-Forwarded-For counts only as far as
 * TRUST_PROXY vouches for the hops that wrote it. Shown on the login and registration quotas of the real
 * app, and, for the realtime server, by the agreement of its address function with Fastify's request.ip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { messages } from '@app/contract';
import { loadConfig } from '../src/config.ts';
import { clientAddressOf, trustFunction } from '../src/platform/client-address.ts';
import { MAX_FAILURES_PER_IP } from '../src/modules/auth/throttle.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { TEST_PASSWORD, registerAndConfirm } from './auth-helpers.ts';

interface From {
  socket: string;
  forwardedFor?: string;
}

function useApp(env: Record<string, string>) {
  const state = { ctx: undefined as unknown as TestContext };
  beforeAll(async () => {
    state.ctx = await createTestContext({
      now: '2026-03-02T10:00:00Z',
      env: { RATE_LIMIT_PER_HOUR: '2', ...env },
    });
    for (const [i, name] of ['ada', 'bo', 'cy'].entries()) {
      await registerAndConfirm(state.ctx, `${name}@example.com`, { firstName: name, ip: `192.0.2.${i}` });
    }
  });
  afterAll(() => state.ctx.close());
  const headers = (from: From) => (from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {});
  return {
    login: (email: string, password: string, from: From) =>
      state.ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email, password },
        remoteAddress: from.socket,
        headers: headers(from),
      }),
    register: (email: string, from: From) =>
      state.ctx.app.inject({
        method: 'POST',
        url: '/api/users/register/',
        payload: {
          email,
          password: TEST_PASSWORD,
          password2: TEST_PASSWORD,
          first_name: 'New',
          last_name: 'Learner',
          is_mentor: false,
        },
        remoteAddress: from.socket,
        headers: headers(from),
      }),
  };
}

/** Five wrong passwords, each claimed to come from another address; answers their status codes. */
async function failFiveTimes(
  login: ReturnType<typeof useApp>['login'],
  email: string,
  from: (i: number) => From,
): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < MAX_FAILURES_PER_IP; i++)
    codes.push((await login(email, `Wrong-${i}-pw`, from(i))).statusCode);
  return codes;
}

describe('TRUST_PROXY unset (the default, in production too): X-Forwarded-For is ignored', () => {
  const { login, register } = useApp({ NODE_ENV: 'production' });

  it('a forged header does not reset the login quota', async () => {
    const forged = (i: number) => ({ socket: '198.51.100.9', forwardedFor: `203.0.113.${i}` });
    expect(await failFiveTimes(login, 'ada@example.com', forged)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await login('ada@example.com', TEST_PASSWORD, forged(99));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: messages.tooManyAttempts });
  });

  it('a forged header does not reset the registration quota', async () => {
    const codes = [];
    for (const [i, email] of ['n1@example.com', 'n2@example.com', 'n3@example.com'].entries())
      codes.push(
        (await register(email, { socket: '198.51.100.9', forwardedFor: `203.0.113.${i}` })).statusCode,
      );
    expect(codes).toEqual([201, 201, 429]);
  });
});

describe('TRUST_PROXY=1: the address our one proxy appended', () => {
  const { login, register } = useApp({ TRUST_PROXY: '1' });
  const viaProxy = (client: string, forgedPrefix = '') => ({
    socket: '10.0.0.5',
    forwardedFor: `${forgedPrefix}${client}`,
  });

  it("uses the forwarded address, not the proxy's, for the login quota", async () => {
    const sameClient = (i: number) => viaProxy('203.0.113.7', `198.18.0.${i}, `);
    expect(await failFiveTimes(login, 'bo@example.com', sameClient)).toEqual([401, 401, 401, 401, 401]);
    // The left-most values were forged by the client and changed every time: they do not matter.
    expect((await login('bo@example.com', TEST_PASSWORD, sameClient(42))).statusCode).toBe(429);
    // Another client behind the same proxy has a quota of its own.
    expect((await login('bo@example.com', TEST_PASSWORD, viaProxy('203.0.113.8'))).statusCode).toBe(200);
  });

  it('uses the forwarded address for the registration quota', async () => {
    const codes = [];
    for (const [i, email] of ['p1@example.com', 'p2@example.com', 'p3@example.com'].entries())
      codes.push((await register(email, viaProxy('203.0.113.70', `198.18.1.${i}, `))).statusCode);
    codes.push((await register('p4@example.com', viaProxy('203.0.113.71'))).statusCode);
    expect(codes).toEqual([201, 201, 429, 201]);
  });
});

describe('TRUST_PROXY=10.0.0.0/8,127.0.0.1: only those proxies are believed', () => {
  const { login } = useApp({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });

  it('counts one client through any trusted proxy, and an untrusted peer as itself', async () => {
    const proxies = ['10.1.2.3', '127.0.0.1', '10.200.0.1', '10.1.2.3', '127.0.0.1'];
    const throughProxies = (i: number) => ({ socket: proxies[i]!, forwardedFor: '203.0.113.50' });
    expect(await failFiveTimes(login, 'cy@example.com', throughProxies)).toEqual([401, 401, 401, 401, 401]);
    // Through two trusted proxies in a row, still the same client.
    const chained = { socket: '10.1.2.3', forwardedFor: '203.0.113.50, 10.9.9.9' };
    expect((await login('cy@example.com', TEST_PASSWORD, chained)).statusCode).toBe(429);
    // An outside peer claiming to forward for someone is that someone only in its own eyes.
    const untrusted = { socket: '198.51.100.7', forwardedFor: '203.0.113.51' };
    expect((await login('cy@example.com', TEST_PASSWORD, untrusted)).statusCode).toBe(200);
  });
});

describe('the realtime server and request.ip agree', () => {
  const cases: [string | undefined, From, string][] = [
    [undefined, { socket: '198.51.100.1', forwardedFor: '203.0.113.1' }, '198.51.100.1'],
    ['1', { socket: '10.0.0.5', forwardedFor: '6.6.6.6, 203.0.113.2' }, '203.0.113.2'],
    ['1', { socket: '10.0.0.5' }, '10.0.0.5'],
    ['2', { socket: '10.0.0.5', forwardedFor: '6.6.6.6, 203.0.113.3, 10.0.0.9' }, '203.0.113.3'],
    ['10.0.0.0/8', { socket: '10.0.0.5', forwardedFor: '203.0.113.4, 10.0.0.6' }, '203.0.113.4'],
    ['10.0.0.0/8', { socket: '10.0.0.5', forwardedFor: '6.6.6.6, 198.51.100.5, 10.0.0.6' }, '198.51.100.5'],
    ['10.0.0.0/8', { socket: '198.51.100.6', forwardedFor: '203.0.113.5' }, '198.51.100.6'],
    ['loopback', { socket: '::ffff:127.0.0.1', forwardedFor: '203.0.113.6' }, '203.0.113.6'],
  ];

  it.each(cases)('TRUST_PROXY=%s, %o: %s', async (setting, from, expected) => {
    const trust = trustFunction(loadConfig(setting ? { TRUST_PROXY: setting } : {}).TRUST_PROXY);
    const realtimeAddress = clientAddressOf(trust);
    const app = Fastify({ trustProxy: trust });
    app.get('/', (request) => ({ ip: request.ip, realtime: realtimeAddress(request.raw) }));
    const res = await app.inject({
      url: '/',
      remoteAddress: from.socket,
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });
    expect(res.json()).toEqual({ ip: expected, realtime: expected });
    await app.close();
  });
});
