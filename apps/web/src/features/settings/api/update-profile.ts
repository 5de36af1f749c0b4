/** API-35 PUT /api/users/profile/ (SETTINGS-05): multipart first_name, last_name, profile_picture. */
import { call } from '../../../shared/api/call.ts';

export interface ProfileUpdate {
  firstName?: string;
  lastName?: string;
  photo?: File;
}

export function updateProfile({ firstName, lastName, photo }: ProfileUpdate) {
  const form = new FormData();
  if (firstName !== undefined) form.append('first_name', firstName);
  if (lastName !== undefined) form.append('last_name', lastName);
  if (photo) form.append('profile_picture', photo, photo.name);
  return call('settings.profile', { body: form });
}
