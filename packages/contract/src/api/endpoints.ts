/**
 * Every API endpoint, declared once (issue 15): the server registers each from here, the OpenAPI document
 * is generated from the same objects, and the web client takes its types from them (types only).
 */
import type { Endpoint } from './endpoint.ts';
import type { EndpointName } from './routes.ts';
import { adminApplicationEndpoints } from './admin-applications.ts';
import { adminAuditEndpoints } from './admin-audit.ts';
import { adminCatalogueEndpoints } from './admin-catalogue.ts';
import { adminPeopleEndpoints } from './admin-people.ts';
import { adminContentEndpoints } from './admin-content.ts';
import { backOfficeEndpoints } from './back-office.ts';
import { backOfficeOpsEndpoints } from './back-office-ops.ts';
import { authEndpoints } from './auth.ts';
import { bookingEndpoints } from './bookings.ts';
import { calendarEndpoints } from './calendar.ts';
import { conversationEndpoints } from './conversations.ts';
import { devEndpoints } from './dev.ts';
import { lessonRoomEndpoints } from './lesson-room.ts';
import { masterclassEndpoints } from './masterclasses.ts';
import { mentorEndpoints } from './mentors.ts';
import { noShowEndpoints } from './no-show.ts';
import { packageEndpoints } from './packages.ts';
import { paymentEndpoints } from './payments.ts';
import { payoutEndpoints } from './payouts.ts';
import { practiceEndpoints } from './practice.ts';
import { referralEndpoints } from './referrals.ts';
import { reviewEndpoints } from './reviews.ts';
import { settingsEndpoints } from './settings.ts';
import { supportEndpoints } from './support.ts';
import { studentEndpoints } from './students.ts';
import { systemEndpoints } from './system.ts';

export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...settingsEndpoints,
  ...conversationEndpoints,
  ...mentorEndpoints,
  ...reviewEndpoints,
  ...referralEndpoints,
  ...paymentEndpoints,
  ...packageEndpoints,
  ...bookingEndpoints,
  ...lessonRoomEndpoints,
  ...noShowEndpoints,
  ...practiceEndpoints,
  ...calendarEndpoints,
  ...payoutEndpoints,
  ...studentEndpoints,
  ...supportEndpoints,
  ...masterclassEndpoints,
  ...adminApplicationEndpoints,
  ...adminAuditEndpoints,
  ...adminContentEndpoints,
  ...backOfficeEndpoints,
  ...backOfficeOpsEndpoints,
  ...adminCatalogueEndpoints,
  ...adminPeopleEndpoints,
  ...devEndpoints,
} satisfies Record<EndpointName, Endpoint>;

// `satisfies` above: a name of the route table without a declaration is a compile error.
export type Endpoints = typeof endpoints;
