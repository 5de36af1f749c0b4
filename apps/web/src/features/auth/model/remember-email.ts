/** AUTH-12: the "Remember me" email, prefilled on the next visit to the Log in form. */
import { readStored, removeStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';

export function rememberedEmail(): string {
  const value = readStored<unknown>(storageKeys.rememberEmail);
  return typeof value === 'string' ? value : '';
}

/** Called after a successful login: keep the email when the box is ticked, forget it otherwise. */
export function updateRememberedEmail(email: string, remember: boolean): void {
  if (remember && email) writeStored(storageKeys.rememberEmail, email);
  else removeStored(storageKeys.rememberEmail);
}
