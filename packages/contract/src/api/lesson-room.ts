/** The lesson room (rule L1, API-29, API-63): joining a lesson and entering its room. */
import { bookingIdParamsSchema } from '../bookings.ts';
import { soundModeMessages } from '../lesson-room-messages.ts';
import {
  roomEnterRequestSchema,
  roomEnterResponseSchema,
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
