/** Calendar calls (CAL-08, CAL-09, CAL-12): the caller's calendar, a mentor's time off and extra time. */
import { z } from 'zod';
import {
  calendarFeedIcsSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  calendarQuerySchema,
  calendarRangeIdParamsSchema,
  calendarRangeRequestSchema,
  calendarRangeSchema,
  calendarResponseSchema,
  externalCalendarListSchema,
  externalCalendarRequestSchema,
  externalCalendarSchema,
} from '../calendar.ts';
import { calendarMessages } from '../calendar-messages.ts';
import {
  recurringTimeOffListSchema,
  recurringTimeOffRequestSchema,
  recurringTimeOffSchema,
} from '../recurring-time-off.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['calendar'];
const mentorOnly = { access: 'mentor', refusal: calendarMessages.onlyMentors } as const;
const add = {
  ...mentorOnly,
  tags,
  body: calendarRangeRequestSchema,
  responses: { 201: calendarRangeSchema },
};
// Issue 22 item 1: an edge dragged on the grid moves the range in place (no swap: an inverted range is a 400).
const update = {
  ...mentorOnly,
  owner: "the caller's own range",
  tags,
  params: calendarRangeIdParamsSchema,
  body: calendarRangeRequestSchema,
  responses: { 200: calendarRangeSchema },
};
const remove = {
  ...mentorOnly,
  owner: "the caller's own range",
  tags,
  params: calendarRangeIdParamsSchema,
  responses: { 204: z.null() },
};

export const calendarEndpoints = declareEndpoints({
  'calendar.feedAddress': {
    access: 'user',
    owner: "the caller's own feed address",
    tags,
    summary: "The caller's private iCalendar subscription address of their lessons (made on first use)",
    responses: { 200: calendarFeedSchema },
  },
  'calendar.rotateFeed': {
    access: 'user',
    owner: "the caller's own feed address",
    tags,
    summary: 'A new private subscription address; the old one answers 404 at once',
    responses: { 200: calendarFeedSchema },
  },
  'calendar.feed': {
    access: 'public',
    owner:
      'the lessons of the user whose secret token is in the address (no session: calendar apps fetch it)',
    tags,
    summary:
      'The iCalendar feed of a subscription address: every lesson of its user, UTC times, stable UID, SEQUENCE raised by a move or a cancellation; 404 for a wrong or rotated token',
    params: calendarFeedParamsSchema,
    produces: ['text/calendar'],
    responses: { 200: calendarFeedIcsSchema },
  },
  'calendar.read': {
    access: 'user',
    owner: "the caller's own lessons and hours",
    tags,
    summary: "The caller's lessons, and a mentor's availability, time off and extra time, over their dates",
    query: calendarQuerySchema,
    responses: { 200: calendarResponseSchema },
  },
  'calendar.addTimeOff': {
    ...add,
    summary:
      'Add time off (refused over a lesson, S3, or another time off); an end before the start is swapped',
    errors: [409],
  },
  'calendar.removeTimeOff': { ...remove, summary: "Remove the caller's own time off" },
  'calendar.updateTimeOff': {
    ...update,
    summary:
      "Change the start and end of the caller's own time off (refused over a lesson or another time off)",
    errors: [409],
  },
  'calendar.addExtraTime': {
    ...add,
    summary:
      'Add extra availability (S3; refused over another extra availability); an end before the start is swapped',
  },
  'calendar.removeExtraTime': { ...remove, summary: "Remove the caller's own extra availability" },
  'calendar.updateExtraTime': {
    ...update,
    summary:
      "Change the start and end of the caller's own extra availability (refused over another extra availability)",
  },
  'calendar.externalCalendars': {
    ...mentorOnly,
    owner: "the caller's own calendars",
    tags,
    summary: "The mentor's other calendars read for busy times, with their last sync and last error",
    responses: { 200: externalCalendarListSchema },
  },
  'calendar.addExternalCalendar': {
    ...mentorOnly,
    owner: "the caller's own calendars",
    tags,
    summary:
      'Add the secret iCalendar address of another calendar; it is fetched at once and every 15 minutes, and its busy times block slots like time off (a failed fetch is answered in last_error)',
    body: externalCalendarRequestSchema,
    responses: { 201: externalCalendarSchema },
  },
  'calendar.removeExternalCalendar': {
    ...mentorOnly,
    owner: "the caller's own calendar",
    tags,
    summary: "Remove one of the caller's other calendars and its busy times",
    params: calendarRangeIdParamsSchema,
    responses: { 204: z.null() },
  },
  'calendar.recurringTimeOff': {
    ...mentorOnly,
    owner: "the caller's own recurring time off",
    tags,
    summary: "The mentor's recurring time off: every week on a weekday, in their zone, until a date",
    responses: { 200: recurringTimeOffListSchema },
  },
  'calendar.addRecurringTimeOff': {
    ...mentorOnly,
    owner: "the caller's own recurring time off",
    tags,
    summary:
      'Add recurring time off (every week on a weekday, HH:MM to HH:MM of the mentor zone, until an optional date); its occurrences block slots like time off; an inverted, past or overlapping one is refused',
    body: recurringTimeOffRequestSchema,
    responses: { 201: recurringTimeOffSchema },
  },
  'calendar.removeRecurringTimeOff': {
    ...mentorOnly,
    owner: "the caller's own recurring time off",
    tags,
    summary: "Remove one of the caller's recurring time off (another mentor's id: 404)",
    params: calendarRangeIdParamsSchema,
    responses: { 204: z.null() },
  },
});
