/** Texts of the token pages: email confirmation (AUTH-29) and password reset (AUTH-26). */
import { messages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { fieldErrors } from './register-errors.ts';

export function confirmEmailErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return messages.invalidConfirmationLink;
  if (error instanceof ApiError && error.status === 404) return messages.confirmationNotFound;
  return messages.confirmationFailed;
}

export interface ResetErrorView {
  /** Messages shown under the first and second password fields. */
  password1: string | undefined;
  password2: string | undefined;
  /** Shown in the alert when no field can carry the server's words. */
  summary: string | null;
}

/** Field messages from the server if any (password1/password2, or password for the first field). */
export function resetErrorView(error: unknown): ResetErrorView {
  const body = error instanceof ApiError ? error.body : null;
  const first = [...fieldErrors(body, 'password1'), ...fieldErrors(body, 'password')];
  const second = fieldErrors(body, 'password2');
  const password1 = first.length ? first.join(' ') : undefined;
  const password2 = second.length ? second.join(' ') : undefined;
  return { password1, password2, summary: password1 || password2 ? null : messages.resetFailed };
}

/** Client-side check before calling the server (AUTH-25). */
export function passwordsMismatch(password1: string, password2: string): string | null {
  return password1 === password2 ? null : messages.passwordsDoNotMatch;
}
