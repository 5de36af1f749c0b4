/** Masterclass (API-59..61, K5): the public list, one class, joining it, and the staff area's calls. */
import {
  adminMasterclassListSchema,
  adminMasterclassSchema,
  joinMasterclassBodySchema,
  joinMasterclassResponseSchema,
  masterclassCreateBodySchema,
  masterclassListQuerySchema,
  masterclassListSchema,
  masterclassParamsSchema,
  masterclassPatchBodySchema,
  masterclassSchema,
} from '../webinars.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['masterclass'];

export const masterclassEndpoints = declareEndpoints({
  'masterclasses.list': {
    access: 'public',
    tags,
    summary: 'Masterclasses; the first entry is the current or next one (is_active=true: not ended yet)',
    query: masterclassListQuerySchema,
    responses: { 200: masterclassListSchema },
  },
  'masterclasses.one': {
    access: 'public',
    tags,
    summary: 'One masterclass',
    params: masterclassParamsSchema,
    responses: { 200: masterclassSchema },
  },
  'masterclasses.join': {
    access: 'public',
    quota: "a visitor's seats: RATE_LIMIT_PER_HOUR (50 by default) an hour per IP address (429)",
    tags,
    summary:
      'Take a free seat (anyone; a signed-in user joins with the account, visitors are rate limited per IP); mails the confirmation',
    params: masterclassParamsSchema,
    body: joinMasterclassBodySchema,
    responses: { 201: joinMasterclassResponseSchema },
    errors: [429],
  },
  'admin.masterclasses': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Masterclasses with their seats, latest start first, at most 200 (staff)',
    responses: { 200: adminMasterclassListSchema },
  },
  'admin.createMasterclass': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Create a masterclass (staff)',
    body: masterclassCreateBodySchema,
    responses: { 201: adminMasterclassSchema },
  },
  'admin.replaceMasterclass': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Replace a masterclass (staff)',
    params: masterclassParamsSchema,
    body: masterclassCreateBodySchema,
    responses: { 200: adminMasterclassSchema },
  },
  'admin.changeMasterclass': {
    access: 'staff',
    tags: ['admin'],
    summary: 'Change some fields of a masterclass (staff)',
    params: masterclassParamsSchema,
    body: masterclassPatchBodySchema,
    responses: { 200: adminMasterclassSchema },
  },
});
