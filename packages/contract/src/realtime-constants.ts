/**
 * Realtime constants and texts (rule K2, CHAT-29/30, CONST-44), without zod: the web app's realtime client
 * imports them without pulling the schemas into the first page.
 */

/** POST here with {socket_id, channel_name} to be allowed onto a private channel (API-57). */
export const REALTIME_AUTH_PATH = '/api/conversations/pusher/auth/';

/** The Pusher Channels protocol version the in-process server speaks. */
export const PUSHER_PROTOCOL_VERSION = 7;

/** CONST-44: seconds of silence before a ping, seconds to wait for the pong, seconds before "unavailable". */
export const REALTIME_ACTIVITY_TIMEOUT_SECONDS = 120;
export const REALTIME_PONG_TIMEOUT_SECONDS = 30;
export const REALTIME_UNAVAILABLE_TIMEOUT_SECONDS = 10;

/** The hosted service's cluster (CHAT-29), used when PUSHER_HOST does not name another host. */
export const PUSHER_CLUSTER = 'eu';

/** Pusher's own limit on one event's data; the in-process server applies it to client events too. */
export const REALTIME_EVENT_MAX_BYTES = 10 * 1024;

/** Private channels of the product; anything else is refused. */
export const USER_CHANNEL_PREFIX = 'private-user-';
export const ROOM_CHANNEL_PREFIX = 'private-room-';
export const LESSON_CHANNEL_PREFIX = 'private-lesson-';

export const userChannel = (userId: number) => `${USER_CHANNEL_PREFIX}${userId}`;
export const roomChannel = (roomId: number) => `${ROOM_CHANNEL_PREFIX}${roomId}`;
export const lessonChannel = (bookingId: number) => `${LESSON_CHANNEL_PREFIX}${bookingId}`;

/** What the protocol allows in a channel name, and its length limit. */
export const CHANNEL_NAME_PATTERN = /^private-[A-Za-z0-9_\-=@,.;]+$/;
export const CHANNEL_NAME_MAX_LENGTH = 164;
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

export const realtimeMessages = {
  /** ERR-92: the realtime authorisation failed. */
  authFailed: 'Pusher authentication failed',
  /** 403 of the auth endpoint: the caller may not listen on that channel. */
  channelForbidden: 'You may not subscribe to this channel.',
} as const;

/** How the browser reaches the realtime service; null host, port or tls mean "the same as the page". */
export interface RealtimeConnectionConfig {
  key: string;
  host: string | null;
  port: number | null;
  tls: boolean | null;
  auth_endpoint: string;
}
