/**
 * The tests' network stub is typed and checked by the contract (ADR 36): a stubbed answer that drifts
 * from the declared response fails the unit test that wrote it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAnswer, endpointOf, mockApi } from '../../../test/mock-api.ts';
import { call } from './call.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const referral = { message: 'Referral code added.' };

describe('mockApi', () => {
  it('answers by endpoint name, with its path parameters, query and body recorded', async () => {
    const calls = mockApi({
      'users.referral': { body: referral },
    });
    await expect(call('users.referral', { body: { referral_code: 'ABC' } })).resolves.toEqual(referral);
    expect(calls).toEqual([
      {
        name: 'users.referral',
        method: 'POST',
        path: '/api/users/referral/',
        params: {},
        query: {},
        body: { referral_code: 'ABC' },
      },
    ]);
  });

  it('tells a fixed path from a parameterised one', () => {
    expect(endpointOf('GET', '/api/mentors/list/')).toEqual({ name: 'mentors.list', params: {} });
    expect(endpointOf('GET', '/api/mentors/7/')).toEqual({ name: 'mentors.profile', params: { id: '7' } });
    expect(endpointOf('GET', '/api/nowhere/')).toBeNull();
  });

  it('fails a test whose stubbed answer has drifted from the contract', () => {
    // The type check catches it first; the run-time check catches what a cast or `as never` lets through.
    // @ts-expect-error `message` must be a string
    expect(() => mockApi({ 'users.referral': { body: { message: 42 } } })).toThrow(
      /users\.referral does not match the contract: message/,
    );
    expect(checkAnswer('auth.logout', 200, {})).toMatch(/auth\.logout does not match the contract/);
  });

  it('lets error answers through as they are (the R1 shape is the server pipeline’s)', async () => {
    mockApi({ 'users.referral': { status: 400, body: { detail: 'Invalid code', errors: {} } } });
    await expect(call('users.referral', { body: { referral_code: 'X' } })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid code',
    });
  });
});
