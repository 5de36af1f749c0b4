/** API-35 PUT /api/users/profile/ (SETTINGS-05): multipart first_name, last_name, profile_picture. */
import type { ProfileUpdateResponse } from '@app/contract';
import { apiRequest } from '../../../shared/api/client.ts';

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
  return apiRequest<ProfileUpdateResponse>('/api/users/profile/', { method: 'PUT', body: form });
}
