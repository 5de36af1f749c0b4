import { describe, expect, it } from 'vitest';
import { makeBooking, NOW } from '../test-utils.tsx';
import {
  canCancel,
  formatCountdown,
  formatWhen,
  initials,
  lessonTabPath,
  readTab,
  refundText,
} from './lessons.ts';

const now = NOW.getTime();
const at = (start: string) => ({ ...makeBooking().date_time, start });

describe('lesson rules (B6, L4)', () => {
  it('lets the student cancel pending, free_trial and paid lessons before the start', () => {
    for (const status of ['pending', 'free_trial', 'paid'] as const) {
      expect(canCancel(makeBooking({ status }), now)).toBe(true);
    }
    for (const status of ['in_progress', 'completed', 'canceled'] as const) {
      expect(canCancel(makeBooking({ status }), now)).toBe(false);
    }
    expect(canCancel(makeBooking({ date_time: at('2026-11-24T07:59:00Z') }), now)).toBe(false);
    expect(canCancel(makeBooking({ date_time: at('') }), now)).toBe(false);
  });

  it('lets the mentor cancel paid and free_trial lessons only', () => {
    const mentor = (status: 'pending' | 'paid' | 'free_trial') =>
      canCancel(makeBooking({ status, viewer_is_mentor: true }), now);
    expect([mentor('pending'), mentor('paid'), mentor('free_trial')]).toEqual([false, true, true]);
  });

  it('words the refund: full at exactly 48 h, half just under', () => {
    expect(refundText(makeBooking({ date_time: at('2026-11-26T08:00:00Z') }), now)).toContain(
      'full refund of €50.00',
    );
    expect(refundText(makeBooking({ date_time: at('2026-11-26T07:59:00Z') }), now)).toContain(
      '50% refund of €25.00',
    );
    const odd = makeBooking({
      payment_details: { ...makeBooking().payment_details, total_amount_cents: 4999 },
    });
    expect(refundText(odd, now)).toContain('€25.00');
  });

  it('formats the rest', () => {
    expect(initials('Deleted User')).toBe('DU');
    expect(initials('Cher')).toBe('C');
    expect(initials('  ')).toBe('?');
    expect(formatWhen(null)).toBe('Not scheduled');
    expect(formatWhen('nonsense')).toBe('Not scheduled');
    expect(formatWhen('2026-11-25T12:00:00Z')).toBe('Wed 25 Nov 2026, 12:00 (UTC)');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(readTab('completed')).toBe('completed');
    expect(readTab(null)).toBe('upcoming');
  });

  it('links "Go to lesson" to the tab the lesson is on (LESSON-09)', () => {
    expect(lessonTabPath(makeBooking({ status: 'paid' }))).toBe('/my-lessons?tab=upcoming');
    expect(lessonTabPath(makeBooking({ status: 'free_trial' }))).toBe('/my-lessons?tab=upcoming');
    expect(lessonTabPath(makeBooking({ status: 'canceled' }))).toBe('/my-lessons?tab=upcoming');
    expect(lessonTabPath(makeBooking({ status: 'completed' }))).toBe('/my-lessons?tab=completed');
  });
});
