import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS as CONTRACT_HORIZON,
  bookingMessages,
  TRIAL_MINUTES as CONTRACT_TRIAL_MINUTES,
  TRIAL_SESSION_ID as CONTRACT_TRIAL_ID,
} from '@app/contract';
import { BOOKING_HORIZON_DAYS, TRIAL_MINUTES, TRIAL_SESSION_ID } from './constants.ts';
import { bookingTexts } from './texts.ts';

describe("the booking feature's copies of the contract", () => {
  it('repeats the booking texts word for word', () => {
    for (const [key, text] of Object.entries(bookingTexts)) {
      expect(text).toBe(bookingMessages[key as keyof typeof bookingMessages]);
    }
  });

  it('repeats the booking constants', () => {
    expect([TRIAL_SESSION_ID, TRIAL_MINUTES, BOOKING_HORIZON_DAYS]).toEqual([
      CONTRACT_TRIAL_ID,
      CONTRACT_TRIAL_MINUTES,
      CONTRACT_HORIZON,
    ]);
  });
});
