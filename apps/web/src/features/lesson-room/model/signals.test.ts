import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  encodeSignal,
  MAX_MERGED_CANDIDATES,
  readBye,
  readHello,
  SignalAssembler,
  SignalOutbox,
  type Signal,
} from './signals.ts';

const sdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.168.1.2 54321 typ host generation 0\r\n'.repeat(300)}`;
const offer: Signal = { from: 'page-a', role: 'student', to: 'page-b', description: { type: 'offer', sdp } };
const candidate = (n: number): RTCIceCandidateInit => ({
  candidate: `candidate:${n}`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

describe('encodeSignal and SignalAssembler', () => {
  it('sends a small signal as it is', () => {
    const small: Signal = { from: 'a', role: 'mentor', to: null, candidates: [candidate(1)] };
    expect(encodeSignal(small)).toEqual([small]);
    expect(new SignalAssembler().accept(small)).toEqual(small);
  });

  it('splits a big description into parts under the event limit and puts them back together in any order', () => {
    const events = encodeSignal(offer);
    expect(events.length).toBeGreaterThan(1);
    for (const event of events) expect(JSON.stringify(event).length).toBeLessThan(10 * 1024);
    const assembler = new SignalAssembler();
    const [first, ...rest] = events;
    for (const event of rest.reverse()) expect(assembler.accept(event)).toBeUndefined();
    expect(assembler.accept(first)).toEqual(offer);
  });

  it('drops malformed events and parts that do not fit', () => {
    const assembler = new SignalAssembler();
    expect(assembler.accept(null)).toBeUndefined();
    expect(assembler.accept({ from: 'a', role: 'teacher', to: null, candidates: [] })).toBeUndefined();
    expect(assembler.accept({ from: 'a', role: 'mentor', to: 5, candidates: [] })).toBeUndefined();
    expect(
      assembler.accept({ from: 'a', role: 'mentor', to: null, description: { type: 'rollback', sdp: '' } }),
    ).toBeUndefined();
    expect(assembler.accept({ from: 'a', role: 'mentor', to: null })).toBeUndefined();
    const part = (index: number, count: number) => ({
      from: 'a',
      role: 'mentor',
      to: null,
      part: { id: 'x', index, count, text: '{' },
    });
    expect(assembler.accept(part(3, 2))).toBeUndefined();
    expect(assembler.accept(part(0, 100))).toBeUndefined();
    // Complete but not JSON.
    expect(assembler.accept(part(0, 1))).toBeUndefined();
  });

  it('reads hellos and byes', () => {
    expect(readHello({ from: 'a', role: 'student', reply: true })).toEqual({
      from: 'a',
      role: 'student',
      reply: true,
    });
    expect(readHello({ from: 'a', role: 'student' })).toEqual({ from: 'a', role: 'student', reply: false });
    expect(readHello({ role: 'student' })).toBeUndefined();
    expect(readBye({ from: 'a', role: 'mentor' })).toEqual({ from: 'a', role: 'mentor' });
    expect(readBye('bye')).toBeUndefined();
  });
});

describe('SignalOutbox', () => {
  afterEach(() => vi.useRealTimers());

  it('sends in order, one event per interval, merging queued candidates for the same page', () => {
    vi.useFakeTimers();
    const sent: { event: string; data: unknown }[] = [];
    const outbox = new SignalOutbox((event, data) => sent.push({ event, data }), 100);
    outbox.push('client-hello', { from: 'a', role: 'student', reply: false });
    outbox.push('client-signal', offer);
    for (let n = 0; n < 3; n += 1) {
      outbox.push('client-signal', {
        from: 'page-a',
        role: 'student',
        to: 'page-b',
        candidates: [candidate(n)],
      });
    }
    vi.advanceTimersByTime(0);
    expect(sent.map((s) => s.event)).toEqual(['client-hello']);
    vi.advanceTimersByTime(99);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sent[1]?.data).toEqual(offer);
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(3);
    expect((sent[2]?.data as Signal).candidates).toEqual([candidate(0), candidate(1), candidate(2)]);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(3);
  });

  it('merges at most the limit, never into a description, and forgets the queue on clear', () => {
    vi.useFakeTimers();
    const sent: unknown[] = [];
    const outbox = new SignalOutbox((_event, data) => sent.push(data), 100);
    outbox.push('client-signal', offer);
    for (let n = 0; n < MAX_MERGED_CANDIDATES + 1; n += 1) {
      outbox.push('client-signal', {
        from: 'page-a',
        role: 'student',
        to: 'page-b',
        candidates: [candidate(n)],
      });
    }
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(3);
    expect((sent[1] as Signal).candidates).toHaveLength(MAX_MERGED_CANDIDATES);
    outbox.push('client-bye', { from: 'page-a', role: 'student' });
    outbox.clear();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(3);
  });
});
