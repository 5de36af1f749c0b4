/** The staff user's page (issue 21 item 2, ADR 75): activity, a mentor's profile edit, hide and show. */
import {
  adminMentorEditSchema,
  adminMentorResultSchema,
  adminPersonActivitySchema,
  hideMentorBodySchema,
} from '../admin-people.ts';
import { personParamsSchema } from '../back-office.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['admin'];

export const adminPeopleEndpoints = declareEndpoints({
  'admin.userActivity': {
    access: 'staff',
    tags,
    summary:
      'One account’s recent sign-ins, payments and refunds, support tickets, reviews written and received, ' +
      'and their mentor profile; each list newest first, at most 20 (staff)',
    params: personParamsSchema,
    responses: { 200: adminPersonActivitySchema },
  },
  'admin.editMentor': {
    access: 'staff',
    tags,
    summary:
      'Edit a mentor’s headline, bio and lists with the rules of the mentor’s own settings; audited with ' +
      'before and after (staff)',
    params: personParamsSchema,
    body: adminMentorEditSchema,
    responses: { 200: adminMentorResultSchema },
  },
  'admin.hideMentor': {
    access: 'staff',
    tags,
    summary:
      'Hide an approved mentor with a reason: off search, profile not found, not bookable; existing lessons ' +
      'stay (staff)',
    params: personParamsSchema,
    body: hideMentorBodySchema,
    responses: { 200: adminMentorResultSchema },
  },
  'admin.showMentor': {
    access: 'staff',
    tags,
    summary: 'List a hidden mentor again, unless their account is suspended (staff)',
    params: personParamsSchema,
    responses: { 200: adminMentorResultSchema },
  },
});
