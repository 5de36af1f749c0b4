/** The staff queue of mentor applications (M1): list, approve, reject with a reason. */
import {
  adminApplicationListSchema,
  applicationDecisionSchema,
  applicationParamsSchema,
  rejectApplicationBodySchema,
} from '../admin-applications.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['admin'];

export const adminApplicationEndpoints = declareEndpoints({
  'admin.applications': {
    access: 'staff',
    tags,
    summary: 'Mentor applications awaiting a decision, oldest first, with the full profile (staff)',
    responses: { 200: adminApplicationListSchema },
  },
  'admin.approveApplication': {
    access: 'staff',
    tags,
    summary: 'Approve an application: the mentor is listed and mailed (staff)',
    params: applicationParamsSchema,
    responses: { 200: applicationDecisionSchema },
  },
  'admin.rejectApplication': {
    access: 'staff',
    tags,
    summary: 'Reject an application with a reason the applicant is mailed (staff)',
    params: applicationParamsSchema,
    body: rejectApplicationBodySchema,
    responses: { 200: applicationDecisionSchema },
  },
});
