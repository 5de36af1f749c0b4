/**
 * The Pusher Channels protocol, version 7, as far as this product uses it: the wire format of events,
 * the error codes (4000-4099 "do not reconnect", 4100-4199 "back off", 4200-4299 "reconnect now",
 * 4300-4399 other errors) and the channel authorisation signature.
 */
import { createHmac } from 'node:crypto';
import { CHANNEL_NAME_MAX_LENGTH, CHANNEL_NAME_PATTERN } from '@app/contract';
import { sameSecret } from '../secrets.ts';

export const ErrorCode = {
  appDoesNotExist: 4001,
  overConnectionQuota: 4004,
  pathNotFound: 4005,
  invalidVersion: 4006,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  closedAfterInactivity: 4202,
  clientEventRateLimited: 4301,
} as const;

/** One event as it travels: `data` is a JSON string, as pusher-js expects from the server. */
export interface WireEvent {
  event: string;
  channel?: string;
  data: string;
}

export function encodeEvent(event: string, data: unknown, channel?: string): string {
  const wire: WireEvent = { event, ...(channel ? { channel } : {}), data: JSON.stringify(data) };
  return JSON.stringify(wire);
}

/** `pusher:error` is the one event whose data is an object, not a JSON string (protocol 7). */
export function encodeError(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

/** A frame a client sent, or undefined when it is not a Pusher event. Its `data` may be an object or a string. */
export function decodeClientFrame(
  text: string,
): { event: string; channel?: string; data: unknown } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { event, channel, data } = parsed as Record<string, unknown>;
  if (typeof event !== 'string' || event.length === 0 || event.length > 200) return undefined;
  if (channel !== undefined && typeof channel !== 'string') return undefined;
  return { event, ...(channel !== undefined ? { channel } : {}), data };
}

/** pusher:subscribe's data: {channel, auth}. Some clients send it as a JSON string. */
export function subscriptionData(data: unknown): { channel?: string; auth?: string } {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof value !== 'object' || value === null) return {};
  const { channel, auth } = value as Record<string, unknown>;
  return {
    ...(typeof channel === 'string' ? { channel } : {}),
    ...(typeof auth === 'string' ? { auth } : {}),
  };
}

export function isPrivateChannelName(name: string): boolean {
  return name.length <= CHANNEL_NAME_MAX_LENGTH && CHANNEL_NAME_PATTERN.test(name);
}

/** The protocol's channel signature: `key:` + hex HMAC-SHA256(secret, "socket_id:channel_name"). */
export function signChannel(key: string, secret: string, socketId: string, channelName: string): string {
  const mac = createHmac('sha256', secret).update(`${socketId}:${channelName}`).digest('hex');
  return `${key}:${mac}`;
}

export function verifyChannelSignature(
  key: string,
  secret: string,
  socketId: string,
  channelName: string,
  auth: string,
): boolean {
  return sameSecret(auth, signChannel(key, secret, socketId, channelName));
}
