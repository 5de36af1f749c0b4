import { describe, expect, it } from 'vitest';
import { makeBooking } from '../../../test/bookings.ts';
import { firstJoinable, isJoinable, joinLabel, joinTarget, joinWindow } from './join-lesson.ts';

// The default test booking: 09:00-10:00 UTC on 25 November, window 08:45-10:10.
const at = (time: string) => Date.parse(`2026-11-25T${time}Z`);

describe('the join window (JOIN-01, JOIN-02)', () => {
  it('opens at available_at and closes at end_lesson, both included', () => {
    const booking = makeBooking();
    expect(isJoinable(booking, at('08:44:59'))).toBe(false);
    expect(isJoinable(booking, at('08:45:00'))).toBe(true);
    expect(isJoinable(booking, at('10:10:00'))).toBe(true);
    expect(isJoinable(booking, at('10:10:01'))).toBe(false);
  });

  it('is open only for paid, free-trial and live lessons', () => {
    for (const status of ['paid', 'free_trial', 'in_progress'] as const) {
      expect(isJoinable(makeBooking({ status }), at('09:00:00'))).toBe(true);
    }
    for (const status of ['pending', 'completed', 'canceled'] as const) {
      expect(isJoinable(makeBooking({ status }), at('09:00:00'))).toBe(false);
    }
  });

  it('defaults to 15 minutes before the start without available_at, and needs a date', () => {
    const base = makeBooking();
    const noAvailable = makeBooking({ date_time: { ...base.date_time, available_at: '' } });
    expect(joinWindow(noAvailable)?.opens).toBe(at('08:45:00'));
    const undated = makeBooking({ date_time: { ...base.date_time, start: '' } });
    expect(joinWindow(undated)).toBeNull();
    expect(isJoinable(undated, at('09:00:00'))).toBe(false);
  });

  it('picks the first joinable lesson of a list', () => {
    const later = makeBooking({
      id: 2,
      date_time: { ...makeBooking().date_time, available_at: '2026-11-25T09:45:00Z' },
    });
    const done = makeBooking({ id: 1, status: 'completed' });
    expect(firstJoinable([done, later, makeBooking({ id: 3 })], at('09:00:00'))?.id).toBe(3);
    expect(firstJoinable([done], at('09:00:00'))).toBeNull();
  });
});

describe('the navbar label (NAV-12)', () => {
  it('reads "Starting in N min" (rounded up) before the start and "Join now" from it', () => {
    const booking = makeBooking();
    expect(joinLabel(booking, at('08:45:00'))).toBe('Starting in 15 min');
    expect(joinLabel(booking, at('08:59:01'))).toBe('Starting in 1 min');
    expect(joinLabel(booking, at('09:00:00'))).toBe('Join now');
    expect(joinLabel(booking, at('10:05:00'))).toBe('Join now');
  });
});

describe('where joining leads (JOIN-03)', () => {
  const origin = 'https://app.example.com';
  it('opens the built-in room inside the app with the token as t', () => {
    expect(joinTarget({ room_url: `${origin}/lesson-room/42?x=1`, token: 'a.b' }, origin)).toEqual({
      kind: 'app',
      path: '/lesson-room/42?x=1&t=a.b',
    });
    expect(joinTarget({ room_url: '/lesson-room/42', token: 'tok' }, origin)).toEqual({
      kind: 'app',
      path: '/lesson-room/42?t=tok',
    });
    // The server's public URL may name the same app under another host.
    expect(joinTarget({ room_url: 'http://localhost:3000/lesson-room/42', token: 'tok' }, origin)).toEqual({
      kind: 'app',
      path: '/lesson-room/42?t=tok',
    });
  });

  it("opens a mentor's own platform as it is, without t", () => {
    expect(joinTarget({ room_url: 'https://meet.example.org/abc', token: '' }, origin)).toEqual({
      kind: 'external',
      url: 'https://meet.example.org/abc',
    });
  });
});
