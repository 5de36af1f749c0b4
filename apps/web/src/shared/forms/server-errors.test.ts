/** The one R1-to-form mapper: field errors, renamed and unknown fields, and the form-level error. */
import { describe, expect, it, vi } from 'vitest';
import type { UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/client.ts';
import { applyServerErrors, ROOT_SERVER_ERROR, serverFieldMessages } from './server-errors.ts';

interface Values {
  email: string;
  password1: string;
}

const fail = (status: number | null, body: Record<string, unknown> | null) =>
  new ApiError(status, body, 'failed');

function recorder() {
  const calls: Record<string, string | undefined> = {};
  const setError = vi.fn((name: string, error: { message?: string }) => {
    calls[name] = error.message;
  });
  return { calls, setError: setError as unknown as UseFormSetError<Values> };
}

describe('applyServerErrors', () => {
  it('puts each field error on its field and the detail in root.server', () => {
    const { calls, setError } = recorder();
    const found = applyServerErrors(
      fail(400, { detail: 'Invalid input.', errors: { email: ['Taken.', 'Really.'] } }),
      setError,
      { fields: { email: 'email' } },
    );
    expect(calls).toEqual({ email: 'Taken.', [ROOT_SERVER_ERROR]: 'Invalid input.' });
    expect(found).toEqual({ fieldsTaken: true, unmatched: [] });
  });

  it('renames server fields, joins every message when asked, and reads the top-level mirror (A1)', () => {
    const { calls, setError } = recorder();
    applyServerErrors(
      fail(400, { detail: 'Invalid', password: ['Too short.'], errors: { password1: ['Too common.'] } }),
      setError,
      { fields: { password1: 'password1', password: 'password1' }, allMessages: true, root: () => null },
    );
    expect(calls).toEqual({ password1: 'Too common. Too short.' });
  });

  it('says the messages of fields the form does not show at form level when there is no detail', () => {
    const { calls, setError } = recorder();
    const found = applyServerErrors(fail(400, { errors: { iban: ['Bad IBAN.'], x: 'No.' } }), setError, {
      fields: { email: 'email' },
    });
    expect(found).toEqual({ fieldsTaken: false, unmatched: ['Bad IBAN.', 'No.'] });
    expect(calls).toEqual({ [ROOT_SERVER_ERROR]: 'Bad IBAN. No.' });
  });

  it('falls back to the form text for a non-field error without words, and for no answer at all', () => {
    const first = recorder();
    applyServerErrors(fail(500, null), first.setError, { fields: {}, fallback: 'Could not save.' });
    expect(first.calls).toEqual({ [ROOT_SERVER_ERROR]: 'Could not save.' });
    const second = recorder();
    applyServerErrors(new Error('boom'), second.setError, { fields: { email: 'email' } });
    expect(second.calls).toEqual({});
  });

  it('lets the form choose its form-level sentence from what was found', () => {
    const { calls, setError } = recorder();
    applyServerErrors(fail(400, { detail: 'Invalid', errors: { email: ['Taken.'] } }), setError, {
      fields: { email: 'email' },
      root: ({ fieldsTaken }) => (fieldsTaken ? null : 'Summary'),
    });
    expect(calls).toEqual({ email: 'Taken.' });
  });
});

describe('serverFieldMessages', () => {
  it('reads the top-level list first, then R1 errors, and nothing from other errors', () => {
    expect(serverFieldMessages(fail(400, { email: ['A'], errors: { email: ['B'] } }), 'email')).toEqual([
      'A',
    ]);
    expect(serverFieldMessages(fail(400, { errors: { email: ['B', ''] } }), 'email')).toEqual(['B']);
    expect(serverFieldMessages(new Error('x'), 'email')).toEqual([]);
  });
});
