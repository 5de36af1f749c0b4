/**
 * The LISTEN/NOTIFY fan-out's payload rules without a database: events that fit go as JSON, bigger ones
 * deflated, and one that does not fit even deflated stays in the publishing process (with a warning).
 * The fan-out against PostgreSQL itself: realtime-cluster.test.ts.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REALTIME_EVENT_MAX_BYTES } from '@app/contract';
import {
  decodeEvent,
  encodeEvent,
  NOTIFY_CHANNEL,
  NOTIFY_PAYLOAD_MAX_BYTES,
  PgFanout,
} from '../src/platform/realtime/pg-fanout.ts';

/** A chat message of about `bytes` bytes: words repeat, as text does, so it deflates well. */
const wordy = (bytes: number) =>
  'Practise the scale slowly, then faster. '.repeat(Math.ceil(bytes / 40)).slice(0, bytes);
/** Random characters do not deflate: the one kind of event that cannot travel through NOTIFY. */
const noise = (bytes: number) => randomBytes(bytes).toString('base64').slice(0, bytes);

function fanoutWithFakes() {
  const notified: { channel: string; payload: string }[] = [];
  const delivered: { channel: string; event: string; data: unknown }[] = [];
  const warnings: string[] = [];
  const log = {
    warn: (_obj: unknown, message: string) => warnings.push(message),
  } as unknown as FastifyBaseLogger;
  const fanout = new PgFanout({
    url: 'postgres://unused',
    notify: (channel, payload) => {
      notified.push({ channel, payload });
      return Promise.resolve();
    },
    deliver: (channel, event, data) => delivered.push({ channel, event, data }),
    log,
  });
  return { fanout, notified, delivered, warnings };
}

describe('NOTIFY payloads', () => {
  it('sends an event that fits as plain JSON on the one notify channel, and reads it back', async () => {
    const { fanout, notified, delivered } = fanoutWithFakes();
    await fanout.publish('private-room-7', 'new-message', { id: 1, message: 'Hi — ünïcode ✓' });
    expect(notified).toHaveLength(1);
    expect(notified[0]!.channel).toBe(NOTIFY_CHANNEL);
    expect(JSON.parse(notified[0]!.payload)).toEqual({
      channel: 'private-room-7',
      event: 'new-message',
      data: { id: 1, message: 'Hi — ünïcode ✓' },
    });
    // Only through NOTIFY: the publisher's own sockets hear it from its listener like everyone else.
    expect(delivered).toEqual([]);
    expect(decodeEvent(notified[0]!.payload).data).toEqual({ id: 1, message: 'Hi — ünïcode ✓' });
  });

  it('deflates an event too big for NOTIFY (a 10 KB message) and inflates it on the way in', async () => {
    const { fanout, notified, delivered, warnings } = fanoutWithFakes();
    const data = { message: wordy(REALTIME_EVENT_MAX_BYTES - 100) };
    expect(Buffer.byteLength(JSON.stringify(data))).toBeGreaterThan(NOTIFY_PAYLOAD_MAX_BYTES);
    await fanout.publish('private-room-7', 'new-message', data);
    const payload = notified[0]!.payload;
    expect(payload.startsWith('z:')).toBe(true);
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(decodeEvent(payload)).toEqual({ channel: 'private-room-7', event: 'new-message', data });
    expect(delivered).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it('keeps an event that does not fit even deflated in this process, with a warning', async () => {
    const { fanout, notified, delivered, warnings } = fanoutWithFakes();
    const data = { blob: noise(9000) };
    expect(encodeEvent({ channel: 'private-user-1', event: 'x', data })).toBeUndefined();
    await fanout.publish('private-user-1', 'x', data);
    expect(notified).toEqual([]);
    expect(delivered).toEqual([{ channel: 'private-user-1', event: 'x', data }]);
    expect(warnings).toEqual(['realtime event too large for NOTIFY: delivered in this process only']);
  });

  it('sends a payload of exactly the limit as it is, and one byte more deflated', () => {
    const overhead = JSON.stringify({ channel: 'c', event: 'e', data: '' }).length;
    const exact = encodeEvent({ channel: 'c', event: 'e', data: noise(NOTIFY_PAYLOAD_MAX_BYTES - overhead) });
    expect(exact).toHaveLength(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(exact!.startsWith('{')).toBe(true);
    const over = encodeEvent({
      channel: 'c',
      event: 'e',
      data: wordy(NOTIFY_PAYLOAD_MAX_BYTES - overhead + 1),
    });
    expect(over!.startsWith('z:')).toBe(true);
  });

  it('refuses a notification that is not a realtime event', () => {
    expect(() => decodeEvent('{"hello":1}')).toThrow('not a realtime event');
    expect(() => decodeEvent('not json')).toThrow();
  });
});
