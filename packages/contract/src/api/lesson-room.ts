/** The lesson room (rule L1, API-29, API-63): joining a lesson and entering its room. */
import { bookingIdParamsSchema } from '../bookings.ts';
import { z } from 'zod';
import { soundModeMessages } from '../lesson-room-messages.ts';
import {
  roomChatBodySchema,
  roomChatMessageSchema,
  roomEnterRequestSchema,
  roomEnterResponseSchema,
  roomFileBytesSchema,
  roomFileIdParamsSchema,
  roomFilePageParamsSchema,
  roomFileRemovedSchema,
  roomFileSharedSchema,
  roomKeptSchema,
  soundModeRequestSchema,
  soundModeResponseSchema,
  videoCallResponseSchema,
} from '../lesson-room.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['lesson room'];

export const lessonRoomEndpoints = declareEndpoints({
  'lessonRoom.join': {
    access: 'user',
    owner: "the booking's student or mentor, inside the lesson's window",
    tags,
    summary:
      "Join a lesson inside its window: the mentor's own call link, or the lesson room's URL and a token for it",
    params: bookingIdParamsSchema,
    responses: { 200: videoCallResponseSchema },
  },
  'lessonRoom.enter': {
    access: 'user',
    owner: "the booking's student or mentor, with a room token issued to that account",
    tags,
    summary:
      "The lesson room page's first call: checks the room token and answers the lesson, the people and the channel",
    params: bookingIdParamsSchema,
    body: roomEnterRequestSchema,
    responses: { 200: roomEnterResponseSchema },
  },
  // ADR 64: files and chat of the room. Shared only inside the join window; kept and read afterwards.
  'lessonRoom.shareFile': {
    access: 'user',
    owner:
      "the booking's student or mentor, inside the lesson's window (L1: anyone else or another time 403)",
    tags,
    summary:
      'Share one file in the lesson room: multipart with the file `file`, judged by its bytes (PDF, PNG, JPEG, WebP), at most 20 MB, 20 per lesson; both participants hear room-file',
    consumes: ['multipart/form-data'],
    params: bookingIdParamsSchema,
    body: z.strictObject({}),
    responses: { 201: roomFileSharedSchema },
    errors: [413, 415],
  },
  'lessonRoom.kept': {
    access: 'user',
    owner: "the booking's student or mentor, at any time (anyone else 404)",
    tags,
    summary: "What stays with a lesson from its room: the files shared and the chat's messages, oldest first",
    params: bookingIdParamsSchema,
    responses: { 200: roomKeptSchema },
  },
  'lessonRoom.file': {
    access: 'user',
    owner: "the lesson's student or mentor (anyone else 404)",
    tags,
    summary:
      'Download a file shared in a lesson room: its bytes with the checked content type, privately cached',
    params: roomFileIdParamsSchema,
    produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
    responses: { 200: roomFileBytesSchema },
  },
  // ADR 66: a shared PDF's pages as images drawn by the server; removal by whoever shared the file.
  'lessonRoom.filePage': {
    access: 'user',
    owner: "the lesson's student or mentor (anyone else 404)",
    tags,
    summary:
      'One page of a PDF shared in a lesson room, as a PNG image drawn by the server, privately cached',
    params: roomFilePageParamsSchema,
    produces: ['image/png'],
    responses: { 200: roomFileBytesSchema },
  },
  'lessonRoom.removeFile': {
    access: 'user',
    owner:
      'the side of the lesson (student or mentor) that shared the file (the other side 403, anyone else 404)',
    tags,
    summary:
      'Remove a file shared in a lesson room, its page images with it; both participants hear room-file-removed',
    params: roomFileIdParamsSchema,
    responses: { 200: roomFileRemovedSchema },
  },
  'lessonRoom.say': {
    access: 'user',
    owner:
      "the booking's student or mentor, inside the lesson's window (L1: anyone else or another time 403)",
    tags,
    summary:
      "Send a message to the lesson room's chat (1 to 1000 characters); both participants hear room-chat",
    params: bookingIdParamsSchema,
    body: roomChatBodySchema,
    responses: { 201: roomChatMessageSchema },
  },
  'lessonRoom.setSoundMode': {
    access: 'mentor',
    refusal: soundModeMessages.onlyMentor,
    owner: "the booking's mentor, inside the lesson's window",
    tags,
    summary:
      "The mentor's sound mode for the room (Music or Speech), remembered for the mentor's next lessons",
    params: bookingIdParamsSchema,
    body: soundModeRequestSchema,
    responses: { 200: soundModeResponseSchema },
  },
});
