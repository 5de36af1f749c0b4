import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { buildBookRequest, pickSkillId, toZulu } from './book-request.ts';
import { bookingErrorMessage } from './booking-error.ts';
import { formatCountdown } from './format-time.ts';
import { applicationFeeCents, formatEuro, sessionPriceCents } from './pricing.ts';
import { groupByPeriod, periodOf } from './slots.ts';
import { addDays, mondayOf, weekDays } from './week.ts';

const slotAt = (hhmm: string) => ({
  start_time: `2026-11-25T${hhmm}:00+01:00`,
  start_utc: `2026-11-25T${hhmm}:00Z`,
  end_utc: `2026-11-25T${hhmm}:30Z`,
});
const mentor = {
  id: 11,
  skills: [
    { id: 1, name: 'Piano' },
    { id: 2, name: 'Guitar' },
  ],
  sessions: [
    { id: 5, session_time: 30, timeout_time: 0 },
    { id: 6, session_time: 60, timeout_time: 0 },
  ],
};
const lesson = { id: 6, minutes: 60, priceCents: 5000, trial: false };
const trial = { id: -1, minutes: 30, priceCents: 0, trial: true };
const slot = { start_time: '', start_utc: '2026-11-25T08:30:00+0000', end_utc: '2026-11-25T09:30:00+0000' };

describe('prices (B1, B2, BOOK-07)', () => {
  it('prices a lesson by its minutes and shows euros with two decimals', () => {
    expect(sessionPriceCents(5000, 30)).toBe(2500);
    expect(sessionPriceCents(4550, 90)).toBe(6825);
    expect(sessionPriceCents(4999, 30)).toBe(2500);
    expect(formatEuro(2500)).toBe('€25.00');
  });

  it('computes the application fee from a fraction or a percentage', () => {
    expect(applicationFeeCents(5000, 0.15)).toBe(750);
    expect(applicationFeeCents(5000, 15)).toBe(750);
    expect(applicationFeeCents(5000, 0)).toBe(0);
    expect(applicationFeeCents(5000, undefined)).toBe(0);
  });
});

describe('the week and the slots (BOOK-08, BOOK-10)', () => {
  it('starts weeks on Monday, a Sunday belonging to the week before', () => {
    expect(mondayOf(new Date(2026, 10, 29, 23, 0))).toBe('2026-11-23');
    expect(mondayOf(new Date(2026, 10, 23, 0, 0))).toBe('2026-11-23');
    expect(weekDays('2026-11-30')).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(addDays('2026-03-23', 7)).toBe('2026-03-30');
  });

  it('groups by the start hour of start_time: Night 0-5, Morning 6-11, Afternoon 12-17, Evening 18-23', () => {
    expect(
      ['00:00', '05:30', '06:00', '11:30', '12:00', '17:30', '18:00', '23:30'].map((t) =>
        periodOf(slotAt(t)),
      ),
    ).toEqual(['Night', 'Night', 'Morning', 'Morning', 'Afternoon', 'Afternoon', 'Evening', 'Evening']);
    expect(groupByPeriod([slotAt('19:00'), slotAt('07:00')]).map((g) => g.period)).toEqual([
      'Morning',
      'Evening',
    ]);
  });

  it('counts down as mm:ss', () => {
    expect(formatCountdown(29 * 60 + 5)).toBe('29:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('the booking request (BOOK-16..20)', () => {
  it('rewrites +0000 to Z', () => {
    expect(toZulu('2026-11-25T08:30:00+0000')).toBe('2026-11-25T08:30:00Z');
    expect(toZulu('2026-11-25T08:30:00+00:00')).toBe('2026-11-25T08:30:00Z');
    expect(toZulu('2026-11-25T08:30:00Z')).toBe('2026-11-25T08:30:00Z');
  });

  it('uses the skill named like the instrument, else the first (BOOK-17)', () => {
    expect(pickSkillId(mentor, 'guitar')).toBe(2);
    expect(pickSkillId(mentor, 'Drums')).toBe(1);
    expect(pickSkillId(mentor, null)).toBe(1);
    expect(() =>
      buildBookRequest({ mentor: { ...mentor, skills: [] }, instrument: 'Piano', option: lesson, slot }),
    ).toThrow(bookingMessages.couldNotDetermineSkill);
  });

  it('needs the mentor, the session and both times (BOOK-18)', () => {
    const message = bookingMessages.missingBookingInfo;
    expect(() => buildBookRequest({ mentor: null, instrument: 'Piano', option: lesson, slot })).toThrow(
      message,
    );
    expect(() => buildBookRequest({ mentor, instrument: 'Piano', option: null, slot })).toThrow(message);
    expect(() =>
      buildBookRequest({ mentor, instrument: 'Piano', option: lesson, slot: { ...slot, end_utc: '' } }),
    ).toThrow(message);
  });

  it('attaches a trial to the 30-minute session, or refuses it (BOOK-19)', () => {
    expect(buildBookRequest({ mentor, instrument: 'Piano', option: trial, slot, promoCode: 'X' })).toEqual({
      mentor_id: 11,
      session_id: 5,
      skill_id: 1,
      start_utc: '2026-11-25T08:30:00Z',
      end_utc: '2026-11-25T09:30:00Z',
      free_trial: true,
    });
    expect(() =>
      buildBookRequest({
        mentor: { ...mentor, sessions: [mentor.sessions[1]!] },
        instrument: 'Piano',
        option: trial,
        slot,
      }),
    ).toThrow(bookingMessages.noTrialSession);
  });
});

describe('the booking error (BOOK-23)', () => {
  it('reads error, then detail or message, then the exception, then the fallback', () => {
    expect(bookingErrorMessage(new ApiError(400, { error: 'E', detail: 'D', message: 'M' }, 'D'))).toBe('E');
    expect(bookingErrorMessage(new ApiError(400, { detail: 'D' }, 'D'))).toBe('D');
    expect(bookingErrorMessage(new ApiError(400, { message: 'M' }, 'x'))).toBe('M');
    expect(bookingErrorMessage('Plain words')).toBe('Plain words');
    expect(bookingErrorMessage(new ApiError(null, null, 'Failed to fetch'))).toBe('Failed to fetch');
    expect(bookingErrorMessage(new Error('Broken'))).toBe('Broken');
    expect(bookingErrorMessage(new ApiError(500, null, 'Request failed with status 500'))).toBe(
      bookingMessages.bookingFailed,
    );
    expect(bookingErrorMessage(undefined)).toBe(bookingMessages.bookingFailed);
  });
});
