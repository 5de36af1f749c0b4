/**
 * Calendar calls (CAL-08, CAL-09, CAL-12): the caller's calendar over a date window, and a mentor's time off
 * and extra availability. Declared in packages/contract/src/api/calendar.ts; thin: call the service.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { feedAddress, feedText, rotateFeed } from './feed.ts';
import { calendarItems } from './items.ts';
import {
  addExternalCalendar,
  listExternalCalendars,
  removeExternalCalendar,
  syncDueCalendars,
} from './external-calendars.ts';
import { addRange, removeRange, updateRange, type RangeKind } from './ranges.ts';
import { addRecurring, listRecurring, removeRecurring } from './recurring-time-off.ts';

const RANGE_CALLS = [
  {
    kind: 'timeOff' as RangeKind,
    add: endpoints['calendar.addTimeOff'],
    remove: endpoints['calendar.removeTimeOff'],
    update: endpoints['calendar.updateTimeOff'],
  },
  {
    kind: 'extra' as RangeKind,
    add: endpoints['calendar.addExtraTime'],
    remove: endpoints['calendar.removeExtraTime'],
    update: endpoints['calendar.updateExtraTime'],
  },
] as const;

export const calendarModule: FastifyPluginCallback = (app, _options, done) => {
  const feedDeps = { db: app.db, config: app.config };
  handle(app, endpoints['calendar.feedAddress'], ({ user }) =>
    feedAddress(feedDeps, user.id, app.clock.now()),
  );
  handle(app, endpoints['calendar.rotateFeed'], ({ user }) => rotateFeed(feedDeps, user.id, app.clock.now()));
  // Issue 22 item 2: no session (calendar apps fetch it); never cached by anyone in between.
  handle(app, endpoints['calendar.feed'], async ({ params, reply }) => {
    const text = await feedText(feedDeps, params.token, app.clock.now());
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(text);
  });

  handle(app, endpoints['calendar.read'], ({ user, query, request }) =>
    calendarItems(app.db, user, query, request.timezone, app.clock.now()),
  );

  // Issue 22 item 3: busy times in from the mentor's other calendars, read again every 15 minutes.
  const externalDeps = { db: app.db, config: app.config, log: app.log };
  handle(app, endpoints['calendar.externalCalendars'], ({ user }) => listExternalCalendars(app.db, user));
  handle(app, endpoints['calendar.addExternalCalendar'], async ({ user, body, reply }) => {
    const calendar = await addExternalCalendar(externalDeps, user, body, app.clock.now());
    return reply.code(201).send(calendar);
  });
  handle(app, endpoints['calendar.removeExternalCalendar'], async ({ user, params, reply }) => {
    await removeExternalCalendar(app.db, user, params.id);
    return reply.code(204).send(null);
  });
  app.scheduler.register({ name: 'calendar.external-sync', run: syncDueCalendars(externalDeps) });

  // Issue 22 item 1: recurring time off, weekly in the mentor's zone.
  handle(app, endpoints['calendar.recurringTimeOff'], ({ user }) => listRecurring(app.db, user));
  handle(app, endpoints['calendar.addRecurringTimeOff'], async ({ user, body, reply }) => {
    const row = await addRecurring(app.db, user, body, app.clock.now());
    return reply.code(201).send(row);
  });
  handle(app, endpoints['calendar.removeRecurringTimeOff'], async ({ user, params, reply }) => {
    await removeRecurring(app.db, user, params.id);
    return reply.code(204).send(null);
  });

  for (const { kind, add, remove, update } of RANGE_CALLS) {
    handle(app, add, async ({ user, body, reply }) => {
      const range = await addRange(app.db, kind, user, body, app.clock.now());
      return reply.code(201).send(range);
    });

    handle(app, update, ({ user, params, body }) =>
      updateRange(app.db, kind, user, params.id, body, app.clock.now()),
    );

    handle(app, remove, async ({ user, params, reply }) => {
      await removeRange(app.db, kind, user, params.id);
      return reply.code(204).send(null);
    });
  }
  done();
};
