/** The lesson room (rule L1, API-29, API-63): joining a lesson and entering its room. */
import { bookingIdParamsSchema } from '../bookings.ts';
import { roomEnterRequestSchema, roomEnterResponseSchema, videoCallResponseSchema } from '../lesson-room.ts';
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
});
