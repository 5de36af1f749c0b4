import { z } from 'zod';
import { CHANNEL_NAME_MAX_LENGTH, CHANNEL_NAME_PATTERN, SOCKET_ID_PATTERN } from './realtime-constants.ts';

/**
 * POST /api/conversations/pusher/auth/ (API-57): what pusher-js sends, as a form or as JSON. Only private
 * channels exist in this product, so anything else is malformed.
 */
export const realtimeAuthRequestSchema = z.object({
  socket_id: z.string().max(64).regex(SOCKET_ID_PATTERN, 'Enter a valid socket id.'),
  channel_name: z
    .string()
    .max(CHANNEL_NAME_MAX_LENGTH)
    .regex(CHANNEL_NAME_PATTERN, 'Enter a valid private channel name.'),
});
export type RealtimeAuthRequest = z.infer<typeof realtimeAuthRequestSchema>;

/** The channel authorisation pusher-js forwards in pusher:subscribe: "key:hex HMAC-SHA256". */
export const realtimeAuthResponseSchema = z.object({ auth: z.string() });
export type RealtimeAuthResponse = z.infer<typeof realtimeAuthResponseSchema>;

/** The `realtime` part of GET /api/config/ (RealtimeConnectionConfig). */
export const realtimeConfigSchema = z
  .object({
    key: z.string(),
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    tls: z.boolean().nullable(),
    auth_endpoint: z.string(),
  })
  .meta({ id: 'RealtimeConfig' });
