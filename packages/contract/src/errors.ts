import { z } from 'zod';

/**
 * Business rule R1: every 4xx/5xx body. `errors` maps a field to its messages (400 only);
 * `error` is present where the spec names one (login 403: "Email not confirmed").
 * Register errors are also mirrored as top-level `email` / `password` keys (rule A1).
 */
export const apiErrorSchema = z
  .object({
    detail: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    error: z.string().optional(),
    email: z.array(z.string()).optional(),
    password: z.array(z.string()).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** A plain acknowledgement, used where the spec does not show a body. */
export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export type Detail = z.infer<typeof detailSchema>;
