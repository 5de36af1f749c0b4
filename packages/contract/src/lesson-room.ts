/**
 * The lesson room (rule L1, API-29, API-63, issue 5 item 8): the join call's answer, the room page's enter
 * call, and the STUN/TURN servers handed to the browser (LESSON_ICE_SERVERS).
 */
import { z } from 'zod';
import { idParamSchema } from './ids.ts';
import { SOUND_MODES } from './lesson-room-messages.ts';

/** One RTCIceServer as the browser's RTCPeerConnection takes it. */
const iceUrl = z
  .string()
  .max(500)
  .regex(/^(stun|stuns|turn|turns):[^\s]+$/, 'An ICE server URL starts with stun:, stuns:, turn: or turns:.');
export const iceServerSchema = z
  .object({
    urls: z.union([iceUrl, z.array(iceUrl).min(1).max(10)]),
    username: z.string().max(500).optional(),
    credential: z.string().max(500).optional(),
  })
  .strict()
  .meta({ id: 'IceServer' });
export const iceServersSchema = z.array(iceServerSchema).max(10);
export type IceServer = z.infer<typeof iceServerSchema>;

/** API-29: where to go (room_url?t=token); token is '' when the mentor teaches on another platform. */
export const videoCallResponseSchema = z
  .object({ room_url: z.string(), token: z.string() })
  .meta({ id: 'VideoCall' });
export type VideoCallResponse = z.infer<typeof videoCallResponseSchema>;

/** POST /api/lessons/rooms/{id}/enter/: the token of the room URL. */
export const roomEnterRequestSchema = z
  .object({ token: z.string().min(1).max(2048) })
  .meta({ id: 'RoomEnterRequest' });
export type RoomEnterRequest = z.infer<typeof roomEnterRequestSchema>;

export const roomEnterResponseSchema = z
  .object({
    booking_id: z.number().int(),
    start_utc: z.string(),
    end_utc: z.string(),
    /** end_lesson (end + 10 min): the room closes then. */
    closes_at: z.string(),
    skill: z.string(),
    role: z.enum(['student', 'mentor']),
    you: z.object({ id: z.number().int(), name: z.string() }),
    /** The other participant; id null when that account no longer exists. */
    other: z.object({ id: z.number().int().nullable(), name: z.string(), picture: z.string().nullable() }),
    /** The lesson's private channel (private-lesson-{id}) for the signalling client events. */
    channel: z.string(),
    ice_servers: iceServersSchema,
    /** The room's sound mode (issue 19 item 1): the mentor's last choice, else the lesson's default. */
    sound_mode: z.enum(SOUND_MODES),
    /** Opus's average bitrate in Music mode, bits per second (LESSON_MUSIC_BITRATE). */
    music_bitrate: z.number().int(),
  })
  .meta({ id: 'RoomEnter' });
export type RoomEnterResponse = z.infer<typeof roomEnterResponseSchema>;

/** A file shared in the room (ADR 64); `url` downloads it for the lesson's two people only. */
export const roomFileSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** The type its bytes were checked to be: application/pdf, image/png, image/jpeg or image/webp. */
    content_type: z.string(),
    size_bytes: z.number().int(),
    shared_by: z.enum(['student', 'mentor']),
    shared_at: z.string(),
    url: z.string(),
    /**
     * ADR 66: how many pages the room shows (1 for an image). A PDF's pages are images drawn by the server,
     * read with lessonRoom.filePage; null for a PDF shared before they were drawn (download it instead).
     */
    page_count: z.number().int().nullable(),
  })
  .meta({ id: 'RoomFile' });
export type RoomFile = z.infer<typeof roomFileSchema>;

export const roomFileSharedSchema = z
  .object({ message: z.string(), file: roomFileSchema })
  .meta({ id: 'RoomFileShared' });
export type RoomFileShared = z.infer<typeof roomFileSharedSchema>;

/** GET /api/lessons/room-files/{id}/: the file's bytes (not JSON). */
export const roomFileBytesSchema = z.string().meta({ id: 'RoomFileBytes' });

export const roomChatMessageSchema = z
  .object({
    id: z.number().int(),
    sent_by: z.enum(['student', 'mentor']),
    text: z.string(),
    sent_at: z.string(),
  })
  .meta({ id: 'RoomChatMessage' });
export type RoomChatMessage = z.infer<typeof roomChatMessageSchema>;

export const roomChatBodySchema = z
  .object({ text: z.string().max(4000) })
  .strict()
  .meta({ id: 'RoomChatBody' });
export type RoomChatBody = z.infer<typeof roomChatBodySchema>;

/** What stays with a lesson after its room: the files shared and the chat, oldest first. */
export const roomKeptSchema = z
  .object({ files: z.array(roomFileSchema), messages: z.array(roomChatMessageSchema) })
  .meta({ id: 'RoomKept' });
export type RoomKept = z.infer<typeof roomKeptSchema>;

export const roomFileIdParamsSchema = z.object({ id: idParamSchema('id') });
/** GET /api/lessons/room-files/{id}/pages/{page}/: page 1..page_count of a shared PDF as a PNG image. */
export const roomFilePageParamsSchema = z.object({ id: idParamSchema('id'), page: idParamSchema('page') });
/** DELETE /api/lessons/room-files/{id}/: the file's id, gone for both participants. */
export const roomFileRemovedSchema = z
  .object({ message: z.string(), id: z.number().int() })
  .meta({ id: 'RoomFileRemoved' });
export type RoomFileRemoved = z.infer<typeof roomFileRemovedSchema>;
/** PUT /api/lessons/rooms/{id}/sound-mode/: the mentor's choice for the room, remembered for their next lessons. */
export const soundModeRequestSchema = z
  .object({ sound_mode: z.enum(SOUND_MODES) })
  .strict()
  .meta({ id: 'SoundModeRequest' });
export type SoundModeRequest = z.infer<typeof soundModeRequestSchema>;
export const soundModeResponseSchema = z
  .object({ sound_mode: z.enum(SOUND_MODES) })
  .meta({ id: 'SoundMode' });
