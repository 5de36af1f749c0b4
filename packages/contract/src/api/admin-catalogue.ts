/** The staff catalogue and the masterclass form's pickers (issue 21 item 5, ADR 73). */
import { z } from 'zod';
import {
  adminCatalogueSchema,
  catalogueEntryParamsSchema,
  catalogueEntrySchema,
  catalogueListParamsSchema,
  catalogueNameBodySchema,
  masterclassImageSchema,
  masterclassMentorOptionsSchema,
  masterclassMentorSearchQuerySchema,
} from '../admin-catalogue.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['admin'];

export const adminCatalogueEndpoints = declareEndpoints({
  'admin.catalogue': {
    access: 'staff',
    tags,
    summary:
      'Instruments, styles and languages in name order, hidden ones included, with their mentor counts (staff)',
    responses: { 200: adminCatalogueSchema },
  },
  'admin.addCatalogueEntry': {
    access: 'staff',
    tags,
    summary:
      'Add an instrument, style or language; a name that exists (trimmed, in any case, without accents) is a 400 (staff)',
    params: catalogueListParamsSchema,
    body: catalogueNameBodySchema,
    responses: { 201: catalogueEntrySchema },
  },
  'admin.renameCatalogueEntry': {
    access: 'staff',
    tags,
    summary: 'Rename an entry; mentors who chose it show the new name (staff)',
    params: catalogueEntryParamsSchema,
    body: catalogueNameBodySchema,
    responses: { 200: catalogueEntrySchema },
  },
  'admin.hideCatalogueEntry': {
    access: 'staff',
    tags,
    summary:
      'Hide an entry from new choices (wizard, settings, search filters); mentors who chose it keep it (staff)',
    params: catalogueEntryParamsSchema,
    responses: { 200: catalogueEntrySchema },
  },
  'admin.showCatalogueEntry': {
    access: 'staff',
    tags,
    summary: 'Offer a hidden entry again (staff)',
    params: catalogueEntryParamsSchema,
    responses: { 200: catalogueEntrySchema },
  },
  'admin.masterclassMentors': {
    access: 'staff',
    tags,
    summary:
      'Approved mentors whose name or e-mail contains ?search=, for the masterclass form; at most 20 (staff)',
    query: masterclassMentorSearchQuerySchema,
    responses: { 200: masterclassMentorOptionsSchema },
  },
  'admin.uploadMasterclassImage': {
    access: 'staff',
    tags,
    summary:
      'Store an image for a masterclass: multipart with the file image (PNG, JPEG or WebP by content, 4 MB); answers its /media/ path (staff)',
    consumes: ['multipart/form-data'],
    body: z.strictObject({}),
    responses: { 201: masterclassImageSchema },
    errors: [413, 415],
  },
});
