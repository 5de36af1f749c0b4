/** CHAT-14: the sample list's time format and the 99+ badge; K3: names as first name and last initial. */
import { describe, expect, it } from 'vitest';
import { formatListTime, sampleConversations, unreadBadge } from './sample-conversations.ts';

// Local times: the list speaks the viewer's zone.
const now = new Date(2026, 2, 10, 14, 5); // 10 Mar 2026, 14:05

describe('formatListTime (CHAT-14)', () => {
  it('shows HH:MM (24-hour, two digits) for today', () => {
    expect(formatListTime(new Date(2026, 2, 10, 9, 7), now)).toBe('09:07');
    expect(formatListTime(new Date(2026, 2, 10, 0, 0), now)).toBe('00:00');
    expect(formatListTime(new Date(2026, 2, 10, 23, 59), now)).toBe('23:59');
  });

  it('shows Yesterday for the calendar day before, even under 24 hours ago', () => {
    expect(formatListTime(new Date(2026, 2, 9, 23, 59), now)).toBe('Yesterday');
    expect(formatListTime(new Date(2026, 2, 9, 0, 0), now)).toBe('Yesterday');
  });

  it('shows "Mon D" from two days back, across months and years', () => {
    expect(formatListTime(new Date(2026, 2, 8, 23, 59), now)).toBe('Mar 8');
    expect(formatListTime(new Date(2026, 1, 28, 12, 0), now)).toBe('Feb 28');
    expect(formatListTime(new Date(2025, 11, 4, 12, 0), now)).toBe('Dec 4');
  });

  it('takes yesterday across a month boundary', () => {
    expect(formatListTime(new Date(2026, 1, 28, 20, 0), new Date(2026, 2, 1, 8, 0))).toBe('Yesterday');
  });

  it('shows nothing for an invalid date', () => {
    expect(formatListTime(new Date('nope'), now)).toBe('');
  });
});

describe('unreadBadge', () => {
  it('is absent at zero, the count up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-3)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(150)).toBe('99+');
  });
});

describe('sampleConversations', () => {
  it('covers every time format, the badge cap, online and offline, a broken and a missing avatar', () => {
    const samples = sampleConversations(now);
    expect(samples.map((s) => formatListTime(s.sentAt, now))).toEqual([
      '14:00',
      'Yesterday',
      'Mar 1',
      'Jan 29',
    ]);
    expect(samples.map((s) => unreadBadge(s.unread))).toEqual(['2', null, '99+', null]);
    expect(samples.some((s) => s.online)).toBe(true);
    expect(samples.some((s) => !s.online)).toBe(true);
    expect(samples.some((s) => s.avatar === null)).toBe(true);
    for (const s of samples) expect(s.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
    expect(new Set(samples.map((s) => s.id)).size).toBe(samples.length);
  });
});
