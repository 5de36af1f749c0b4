/**
 * The staff catalogue (issue 21 item 5, ADR 73): GET /api/admin/catalogue/ lists the three lists with
 * hidden entries; POST /api/admin/catalogue/{list}/ {name} adds, PATCH …/{id}/ {name} renames,
 * POST …/{id}/hide/ and …/show/ hide and show. And the masterclass form's mentor search and image upload.
 */
import { z } from 'zod';
import {
  CATALOGUE_LISTS,
  CATALOGUE_NAME_MAX,
  catalogueMessages as m,
  masterclassPickerMessages as p,
} from './admin-catalogue-messages.ts';
import { idParamSchema } from './ids.ts';

export const catalogueListParamsSchema = z.object({
  list: z.enum(CATALOGUE_LISTS, { error: m.listInvalid }),
});
export const catalogueEntryParamsSchema = catalogueListParamsSchema.extend({ id: idParamSchema('id') });

/** Inner spaces are kept as typed, the ends trimmed; uniqueness ignores case and accents too. */
export const catalogueNameBodySchema = z
  .strictObject({
    name: z
      .string({ error: m.nameRequired })
      .trim()
      .min(1, m.nameRequired)
      .max(CATALOGUE_NAME_MAX, m.nameTooLong),
  })
  .meta({ id: 'CatalogueNameBody' });
export type CatalogueNameBody = z.input<typeof catalogueNameBodySchema>;

export const catalogueEntrySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    hidden: z.boolean(),
    /** How many mentors (any status) have it among their choices. */
    mentor_count: z.number().int(),
  })
  .meta({ id: 'CatalogueEntry' });
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const adminCatalogueSchema = z
  .object({
    instruments: z.array(catalogueEntrySchema),
    styles: z.array(catalogueEntrySchema),
    languages: z.array(catalogueEntrySchema),
  })
  .meta({ id: 'AdminCatalogue' });
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;

export const masterclassMentorSearchQuerySchema = z.object({
  search: z.string().trim().max(100, p.searchTooLong).optional(),
});
export const masterclassMentorOptionSchema = z
  .object({ mentor_id: z.number().int(), name: z.string(), email: z.string() })
  .meta({ id: 'MasterclassMentorOption' });
export type MasterclassMentorOption = z.infer<typeof masterclassMentorOptionSchema>;
export const masterclassMentorOptionsSchema = z.array(masterclassMentorOptionSchema);

export const masterclassImageSchema = z
  .object({ path: z.string(), message: z.string() })
  .meta({ id: 'MasterclassImage' });
export type MasterclassImage = z.infer<typeof masterclassImageSchema>;
