import { describe, expect, it } from 'vitest';
import { masterclassMessages as m } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { emailProblem, emptyJoinForm, joinFailureText, toJoinPayload } from './join-form.ts';

describe('join form', () => {
  const form = { ...emptyJoinForm(), name: ' Vera ', email: ' vera@example.com ', adult: true };
  it('asks a visitor for an e-mail with an @ (MASTER-13), never a signed-in user', () => {
    expect(emailProblem({ ...form, email: ' ' }, false)).toBe(m.emailRequired);
    expect(emailProblem({ ...form, email: 'vera' }, false)).toBe(m.emailInvalid);
    expect(emailProblem(form, false)).toBeNull();
    expect(emailProblem({ ...form, email: '' }, true)).toBeNull();
  });
  it('sends name and e-mail only for a visitor (MASTER-14, K5)', () => {
    expect(toJoinPayload(form, false)).toEqual({
      user_email: 'vera@example.com',
      user_full_name: 'Vera',
      accept_marketing_emails: false,
      is_18: true,
    });
    expect(toJoinPayload({ ...form, newsletter: true }, true)).toEqual({
      accept_marketing_emails: true,
      is_18: true,
    });
    expect(toJoinPayload({ ...form, name: '  ' }, false)).not.toHaveProperty('user_full_name');
  });
  it('shows message, else error, else detail, else the fallback (MASTER-16)', () => {
    expect(joinFailureText(new ApiError(400, { message: 'M', error: 'E', detail: 'D' }, 'x'))).toBe('M');
    expect(joinFailureText(new ApiError(400, { error: 'E', detail: 'D' }, 'x'))).toBe('E');
    expect(joinFailureText(new ApiError(400, { detail: m.full }, 'x'))).toBe(m.full);
    expect(joinFailureText(new ApiError(null, null, 'offline'))).toBe(m.joinFailed);
    expect(joinFailureText(new Error('boom'))).toBe(m.joinFailed);
  });
});
