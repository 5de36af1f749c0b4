/**
 * What the wizard says when the application is refused (ONBOARD-30): the server's own sentence (message,
 * then the R1 detail) else the fixed text, and on no answer at all the network text. Field errors are
 * listed with the step that holds the field, so the user knows where to go.
 */
import { mentorApplicationMessages as m, type MentorApplicationField } from '@app/contract';
import { ApiError, serverMessage } from '../../../shared/api/client.ts';
import type { ApplicationStep } from './steps.ts';

export const FIELD_STEPS: Record<MentorApplicationField, ApplicationStep> = {
  skills: 'about',
  styles: 'about',
  languages: 'about',
  agreed_to_terms_and_is_18: 'about',
  profile_photo: 'photo',
  bio: 'description',
  headline: 'description',
  levels: 'description',
  ages: 'description',
  intro_video_url: 'description',
  timezone: 'availability',
  available_times: 'availability',
  amount_cents: 'rate',
  sessions: 'rate',
  offer_trial: 'rate',
};

export interface FieldProblem {
  field: string;
  step: ApplicationStep | null;
  message: string;
}

export interface SubmitProblem {
  message: string;
  fields: FieldProblem[];
}

export function submitProblem(error: unknown): SubmitProblem {
  if (error instanceof ApiError && error.status === null) return { message: m.networkError, fields: [] };
  if (!(error instanceof ApiError)) return { message: m.submitFailed, fields: [] };
  const errors = error.body?.errors;
  const fields: FieldProblem[] = [];
  if (errors && typeof errors === 'object') {
    for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
      const list = Array.isArray(messages) ? messages : [messages];
      const root = field.split('.')[0] ?? field;
      const step = (FIELD_STEPS as Record<string, ApplicationStep>)[root] ?? null;
      for (const message of list) if (typeof message === 'string') fields.push({ field, step, message });
    }
  }
  const message = serverMessage(error) ?? m.submitFailed;
  // A detail that only repeats the one field error is said once.
  return { message, fields: fields.length === 1 && fields[0]!.message === message ? [] : fields };
}
