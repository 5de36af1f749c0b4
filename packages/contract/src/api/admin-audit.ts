/** The staff audit log (issue 21 item 6): every staff action, newest first, searchable. */
import { auditPageSchema, auditQuerySchema } from '../admin-audit.ts';
import { declareEndpoints } from './endpoint.ts';

export const adminAuditEndpoints = declareEndpoints({
  'admin.audit': {
    access: 'staff',
    tags: ['admin'],
    summary:
      'The audit log of staff actions, newest first, 50 a page; ?action=&actor= (e-mail or id)&before= (staff)',
    query: auditQuerySchema,
    responses: { 200: auditPageSchema },
  },
});
