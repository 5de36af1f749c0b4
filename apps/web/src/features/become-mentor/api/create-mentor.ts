/** POST /api/mentors/create/ (M1, DATA-19, API-45): the application, answered 201 {mentor_id}. */
import { call } from '../../../shared/api/call.ts';

export function createMentor(form: FormData) {
  // background: an expired session must not wipe the browser's storage (and with it the wizard's data,
  // M1): the 401 comes back here and the wizard sends the user to log in with everything kept.
  return call('mentors.apply', { body: form, background: true });
}
