/**
 * The staff back office (issue 21): the dashboard, people, and bookings and money, registered from their declarations
 * (packages/contract/src/api/back-office.ts: staff only). Thin: call the services.
 */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { bookingDeps } from '../bookings/index.ts';
import { staffDashboard } from './dashboard.ts';
import { bookingDetail, findBookings, refundBooking } from './money.ts';
import { findPeople, personDetail, reinstatePerson, suspendPerson } from './people.ts';
import { editMentor, hideMentorOf, personActivity, showMentorOf } from './person-page.ts';

export const backOfficeModule: FastifyPluginCallback = (app, _options, done) => {
  const deps = bookingDeps(app);

  handle(app, endpoints['admin.dashboard'], () => staffDashboard(app.db, app.clock.now()));

  handle(app, endpoints['admin.users'], ({ query }) => findPeople(app.db, query.search));
  handle(app, endpoints['admin.user'], ({ params }) => personDetail(app.db, params.id));
  handle(app, endpoints['admin.suspendUser'], ({ user, params, body }) =>
    suspendPerson(deps, user, params.id, body.reason),
  );
  handle(app, endpoints['admin.reinstateUser'], ({ user, params }) => reinstatePerson(deps, user, params.id));

  handle(app, endpoints['admin.userActivity'], ({ params }) => personActivity(app.db, params.id));
  handle(app, endpoints['admin.editMentor'], ({ user, params, body }) =>
    editMentor(deps, user, params.id, body),
  );
  handle(app, endpoints['admin.hideMentor'], ({ user, params, body }) =>
    hideMentorOf(deps, user, params.id, body.reason),
  );
  handle(app, endpoints['admin.showMentor'], ({ user, params }) => showMentorOf(deps, user, params.id));

  handle(app, endpoints['admin.bookings'], ({ query }) => findBookings(app.db, query));
  handle(app, endpoints['admin.booking'], ({ params }) => bookingDetail(app.db, params.id));
  handle(app, endpoints['admin.refundBooking'], ({ user, params, body }) =>
    refundBooking(deps, user, params.id, body),
  );
  done();
};
