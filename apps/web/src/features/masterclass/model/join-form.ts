/**
 * The sign-up form's rules (MASTER-10..16): what a visitor must type, the payload (a signed-in user sends
 * no name or e-mail, the server uses the account's: K5) and the error text shown in red.
 */
import { masterclassMessages as m, type JoinMasterclassBody } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';

export interface JoinForm {
  name: string;
  email: string;
  newsletter: boolean;
  adult: boolean;
}

export const emptyJoinForm = (): JoinForm => ({ name: '', email: '', newsletter: false, adult: false });

/** MASTER-13: a visitor's e-mail problem, or null when it may be sent. */
export function emailProblem(form: JoinForm, signedIn: boolean): string | null {
  if (signedIn) return null;
  const email = form.email.trim();
  if (email === '') return m.emailRequired;
  if (!email.includes('@')) return m.emailInvalid;
  return null;
}

export function toJoinPayload(form: JoinForm, signedIn: boolean): JoinMasterclassBody {
  const base = { accept_marketing_emails: form.newsletter, is_18: form.adult };
  if (signedIn) return base;
  const name = form.name.trim();
  return { ...base, user_email: form.email.trim(), ...(name ? { user_full_name: name } : {}) };
}

/** MASTER-16: the server's message, else error, else detail, else the fallback. */
export function joinFailureText(error: unknown): string {
  if (error instanceof ApiError && error.body) {
    const body = error.body;
    for (const key of ['message', 'error', 'detail'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
  }
  return m.joinFailed;
}
