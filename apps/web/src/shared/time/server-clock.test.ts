import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client.ts';
import { recordServerTime, serverNow } from './server-clock.ts';
import { pathOf } from '../api/call.ts';

describe('serverNow', () => {
  afterEach(() => {
    recordServerTime(new Date().toISOString());
    vi.useRealTimers();
  });

  it('follows the server clock from the last answer', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00Z') });
    recordServerTime('2026-11-23T08:00:00.000Z');
    expect(new Date(serverNow()).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(new Date(serverNow()).toISOString()).toBe('2026-11-23T08:01:30.000Z');
  });

  it('keeps the previous offset when the header is missing or broken', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00Z') });
    recordServerTime('2026-11-21T11:00:00Z');
    recordServerTime(null);
    recordServerTime('not a time');
    expect(serverNow() - Date.now()).toBe(3_600_000);
  });
});

describe('the API client and the server clock', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the X-Server-Time of every answer (join windows and countdowns use it)', async () => {
    const serverTime = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response('{}', {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'X-Server-Time': serverTime },
          }),
        ),
      ),
    );
    await apiRequest(pathOf('system.config'));
    expect(Math.abs(serverNow() - Date.parse(serverTime))).toBeLessThan(1000);
  });
});
