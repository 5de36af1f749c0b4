/** Auth-check answers for each kind of person, for tests. */
import type { AuthCheckResponse, SessionUser } from '@app/contract';

const base: SessionUser = {
  id: 1,
  first_name: 'Sam',
  last_name: 'Student',
  email: 'sam@example.com',
  is_mentor: false,
  is_staff: false,
  mentor_id: null,
  can_add_referral: false,
  profile_picture: null,
  time_zone: null,
};

const signedIn = (user: Partial<SessionUser>): AuthCheckResponse => ({
  is_authenticated: true,
  user: { ...base, ...user },
  csrftoken: 'token',
});

export const sessions = {
  visitor: { is_authenticated: false, user: null, csrftoken: 'token' } satisfies AuthCheckResponse,
  student: signedIn({}),
  mentor: signedIn({ id: 2, first_name: 'Maya', email: 'maya@example.com', is_mentor: true, mentor_id: 7 }),
  staff: signedIn({ id: 3, first_name: 'Stella', email: 'stella@example.com', is_staff: true }),
};

export type SessionName = keyof typeof sessions;
