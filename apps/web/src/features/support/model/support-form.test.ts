import { describe, expect, it } from 'vitest';
import { supportMessages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import {
  asksForReference,
  canSubmit,
  emptyForm,
  failureToast,
  reasonFromQuery,
  toPayload,
  type SupportForm,
} from './support-form.ts';

const filled = (patch: Partial<SupportForm> = {}): SupportForm => ({
  ...emptyForm('sam@example.com'),
  type: 'other',
  message: 'Hello',
  ...patch,
});

describe('the support form rules (SUPPORT-04..11)', () => {
  it('preselects a reason from ?reason= in the footer’s kebab case or the snake-case code', () => {
    expect(reasonFromQuery('help-us-improve')).toBe('help_us_improve');
    expect(reasonFromQuery('help_us_improve')).toBe('help_us_improve');
    expect(reasonFromQuery('Refund')).toBe('refund');
    expect(reasonFromQuery('complaints')).toBe('');
    expect(reasonFromQuery(null)).toBe('');
  });

  it('asks for the booking reference only for Booking issues and Refund', () => {
    expect(asksForReference(filled({ type: 'booking_issues' }))).toBe(true);
    expect(asksForReference(filled({ type: 'refund' }))).toBe(true);
    for (const type of ['payment_problems', 'other', 'help_us_improve', ''] as const) {
      expect(asksForReference(filled({ type }))).toBe(false);
    }
  });

  it('enables Submit only when the reason, a valid e-mail, the message and (where asked) the reference are there', () => {
    expect(canSubmit(filled())).toBe(true);
    expect(canSubmit(filled({ type: '' }))).toBe(false);
    expect(canSubmit(filled({ message: '   ' }))).toBe(false);
    expect(canSubmit(filled({ email: 'sam@' }))).toBe(false);
    expect(canSubmit(filled({ email: '' }))).toBe(false);
    expect(canSubmit(filled({ type: 'refund' }))).toBe(false);
    expect(canSubmit(filled({ type: 'refund', bookingReference: ' LES-12 ' }))).toBe(true);
  });

  it('sends trimmed values and the reference only with the reasons that ask for it', () => {
    expect(toPayload(filled({ message: ' Hi ', email: ' a@b.co ', bookingReference: 'LES-1' }))).toEqual({
      type: 'other',
      message: 'Hi',
      email: 'a@b.co',
      booking_reference: '',
    });
    expect(toPayload(filled({ type: 'refund', bookingReference: ' LES-1 ' })).booking_reference).toBe(
      'LES-1',
    );
  });

  it('tells a server error, no answer and anything else apart', () => {
    const server = new ApiError(400, { detail: 'Bad reference.' }, 'Bad reference.');
    expect(failureToast(server)).toEqual({ title: 'Error', description: 'Bad reference.' });
    expect(failureToast(new ApiError(500, null, 'x'))).toEqual({
      title: 'Error',
      description: supportMessages.failed,
    });
    expect(failureToast(new ApiError(null, null, 'Failed to fetch'))).toEqual({
      title: 'Network Error',
      description: 'Please check your connection and try again.',
    });
    expect(failureToast(new Error('boom'))).toEqual({
      title: 'Error',
      description: 'An unexpected error occurred. Please try again.',
    });
  });
});
