/** Texts of the token pages: email confirmation (AUTH-29) and password reset (AUTH-26). */
import { messages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';

export function confirmEmailErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return messages.invalidConfirmationLink;
  if (error instanceof ApiError && error.status === 404) return messages.confirmationNotFound;
  return messages.confirmationFailed;
}

/** Client-side check before calling the server (AUTH-25). */
export function passwordsMismatch(password1: string, password2: string): string | null {
  return password1 === password2 ? null : messages.passwordsDoNotMatch;
}
