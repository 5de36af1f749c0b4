/**
 * The Account tab's checks before anything is sent (SETTINGS-06, SETTINGS-07, SETTINGS-09, ONBOARD-13):
 * each answers the first message that applies, in the spec's order, or null when the input may go.
 */
import { MAX_PHOTO_BYTES, settingsMessages } from '@app/contract';

export const PASSWORD_MIN_CHARS = 8;

export interface PasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function passwordProblem({ oldPassword, newPassword, confirmPassword }: PasswordInput): string | null {
  if (!oldPassword || !newPassword || !confirmPassword) return settingsMessages.passwordFieldsRequired;
  if (newPassword !== confirmPassword) return settingsMessages.passwordsDoNotMatch;
  if (newPassword.length < PASSWORD_MIN_CHARS) return settingsMessages.passwordTooShort;
  return null;
}

/** Case and surrounding spaces do not matter: the server compares addresses the same way. */
export function deletionProblem(typed: string, accountEmail: string): string | null {
  const email = typed.trim();
  if (!email) return settingsMessages.deleteEmailRequired;
  if (email.toLowerCase() !== accountEmail.trim().toLowerCase()) return settingsMessages.deleteEmailWrong;
  return null;
}

export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;
const PHOTO_EXTENSIONS = /\.(png|jpe?g)$/i;

/** The browser's own check of a chosen photo; the server checks the content again. */
export function photoProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeOk = file.type
    ? (PHOTO_TYPES as readonly string[]).includes(file.type)
    : PHOTO_EXTENSIONS.test(file.name);
  if (!typeOk) return settingsMessages.photoWrongType;
  if (file.size > MAX_PHOTO_BYTES) return settingsMessages.photoTooLarge;
  return null;
}

export interface NameAndPhoto {
  firstName: string;
  lastName: string;
  photo: File | null;
}

/** The fields that differ from what is stored (trimmed names); empty means "No changes to save". */
export function profileChanges(
  edited: NameAndPhoto,
  stored: { first_name: string; last_name: string },
): Partial<NameAndPhoto> {
  const changes: Partial<NameAndPhoto> = {};
  if (edited.firstName.trim() !== stored.first_name) changes.firstName = edited.firstName.trim();
  if (edited.lastName.trim() !== stored.last_name) changes.lastName = edited.lastName.trim();
  if (edited.photo) changes.photo = edited.photo;
  return changes;
}
