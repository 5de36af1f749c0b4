import { payoutMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { joinWithPeriod, payoutErrorFromBody, payoutErrorMessage, PayoutRefused } from './payout-error.ts';

describe('the payout error reader (PAYOUT-10)', () => {
  it('joins errors[] with a period first, before any other field', () => {
    expect(
      payoutErrorFromBody({
        errors: ['Account not ready', 'Country not supported'],
        detail: 'ignored',
        message: 'ignored',
      }),
    ).toBe('Account not ready. Country not supported');
  });

  it('does not double the period of a whole sentence, and skips empty entries', () => {
    expect(joinWithPeriod(['One.', 'Two', 'Three'])).toBe('One. Two. Three');
    expect(payoutErrorFromBody({ errors: ['  ', 'Only this.'] })).toBe('Only this.');
  });

  it('then reads detail, message, error and amount[0], in that order', () => {
    const all = { detail: 'd', message: 'm', error: 'e', amount: ['a'] };
    expect(payoutErrorFromBody(all)).toBe('d');
    expect(payoutErrorFromBody({ ...all, detail: '' })).toBe('m');
    expect(payoutErrorFromBody({ error: 'e', amount: ['a'] })).toBe('e');
    expect(payoutErrorFromBody({ amount: ['a', 'b'] })).toBe('a');
    // An empty errors[] does not count; the R1 field list under errors.amount stands in for amount[0].
    expect(payoutErrorFromBody({ errors: [], amount: ['a'] })).toBe('a');
    expect(payoutErrorFromBody({ errors: { amount: ['Too small.'] } })).toBe('Too small.');
  });

  it('falls back to the fixed sentence', () => {
    expect(payoutErrorFromBody({})).toBe(payoutMessages.payoutFailed);
    expect(payoutErrorFromBody(null)).toBe(payoutMessages.payoutFailed);
    expect(payoutErrorFromBody('Bad gateway')).toBe(payoutMessages.payoutFailed);
    expect(payoutErrorMessage(new ApiError(null, null, 'Failed to fetch'))).toBe(payoutMessages.payoutFailed);
    expect(payoutErrorMessage(new TypeError('boom'))).toBe(payoutMessages.payoutFailed);
  });

  it('reads a 400 answer and a 2xx answer with success: false alike', () => {
    const refusal = { detail: payoutMessages.minimumWithdrawal, errors: { amount: ['x'] }, success: false };
    expect(payoutErrorMessage(new ApiError(400, refusal, 'x'))).toBe(payoutMessages.minimumWithdrawal);
    expect(payoutErrorMessage(new PayoutRefused({ success: false, errors: ['No account'] }))).toBe(
      'No account',
    );
  });
});
