/** Social sign-in texts: the /auth/error page (AUTH-34, rule A8) and the link call failure (AUTH-32). */
import { messages, type SocialErrorCode } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';

// The codes are read from `messages` rather than the contract's `socialErrorCodes`: that list lives
// beside the zod schemas, and importing it would pull zod into the lazy chunks.
function isSocialErrorCode(code: string): code is SocialErrorCode {
  return code !== 'default' && Object.hasOwn(messages.socialErrors, code);
}

export function socialErrorText(code: string | null | undefined): string {
  return code && isSocialErrorCode(code) ? messages.socialErrors[code] : messages.socialErrors.default;
}

/** The server message, else the error message, else "Failed to authenticate with <provider>". */
export function socialLinkErrorMessage(error: unknown, provider: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message) return error.message;
  return messages.socialFailed(provider);
}
