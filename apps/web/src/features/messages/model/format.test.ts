import { afterEach, describe, expect, it } from 'vitest';
import { setChosenTimeZone } from '../../../shared/time/viewer-zone.ts';
import { canSend, composerCounter, displayName, relativeTime, unreadBadge } from './format.ts';

const at = (local: string) => new Date(local).getTime();

describe('chat display rules (K3, CHAT-10/11/12/15)', () => {
  it('shows first name and last initial', () => {
    expect(displayName('John Doe')).toBe('John D.');
    expect(displayName('Ana Maria lee')).toBe('Ana L.');
    expect(displayName('Cher')).toBe('Cher');
  });

  it('gives relative times by the given clock', () => {
    const now = at('2026-03-18T15:00:00'); // a Wednesday
    expect(relativeTime('2026-03-18T14:59:30', now)).toBe('Just now');
    expect(relativeTime('2026-03-18T15:00:20', now)).toBe('Just now');
    expect(relativeTime('2026-03-18T14:55:00', now)).toBe('5m');
    expect(relativeTime('2026-03-18T12:00:00', now)).toBe('3h');
    expect(relativeTime('2026-03-17T23:00:00', now)).toBe('Yesterday');
    expect(relativeTime('2026-03-16T10:00:00', now)).toBe('Mon');
    expect(relativeTime('2026-03-12T10:00:00', now)).toBe('Thu');
    expect(relativeTime('2026-03-04T10:00:00', now)).toBe('Mar 4');
    expect(relativeTime(null, now)).toBe('');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('caps the unread badge at 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(7)).toBe('7');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('refuses blank messages and counts near the limit', () => {
    expect(canSend('')).toBe(false);
    expect(canSend(' \n\t ')).toBe(false);
    expect(canSend(' hi ')).toBe(true);
    expect(composerCounter(1799, 2000)).toBeNull();
    expect(composerCounter(1800, 2000)).toBe('1800/2000');
  });
});

describe('relative times in the chosen zone (decision 0049)', () => {
  afterEach(() => setChosenTimeZone(null));

  it('counts calendar days in the zone the person chose, not the device’s', () => {
    // 22:00 on Monday in New York is 03:00 on Tuesday in UTC; seen two hours later, at midnight in New York.
    const sent = '2026-12-01T03:00:00Z';
    const now = Date.parse('2026-12-01T05:00:00Z');
    expect(relativeTime(sent, now)).toBe('2h');
    setChosenTimeZone('America/New_York');
    expect(relativeTime(sent, now)).toBe('Yesterday');
    expect(relativeTime(sent, now + 2 * 86_400_000)).toBe('Mon');
  });
});
