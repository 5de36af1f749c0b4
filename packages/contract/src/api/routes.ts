/**
 * Every API call's name, method and path: the one place a path is written. Free of zod on purpose: the
 * web app's client imports this table at run time (a few hundred bytes gzipped) and the declarations of
 * ./endpoints.ts only as types, so the first page stays inside its budget (ADR 0002).
 *
 * Paths use Fastify's `:param` syntax; names are `<area>.<what it does>`.
 */
export const apiRoutes = {
  // System
  'system.health': 'GET /api/health',
  'system.config': 'GET /api/config/',
  'system.time': 'GET /api/time/',
  // Sign-in and accounts
  'auth.login': 'POST /api/auth/login/',
  'auth.refresh': 'POST /api/auth/refresh/',
  'auth.check': 'GET /api/auth/check/',
  'auth.logout': 'POST /api/auth/logout/',
  'users.register': 'POST /api/users/register/',
  'users.confirmEmail': 'GET /api/users/confirm-email/:token/',
  'users.resendConfirmation': 'POST /api/users/resend-confirmation/',
  'users.forgotPassword': 'POST /api/users/forgot-password/',
  'users.checkResetLink': 'GET /api/users/reset-password/:token/',
  'users.resetPassword': 'POST /api/users/reset-password/:token/',
  'users.socialLink': 'GET /api/users/auth/link/:provider/',
  'users.googleCallback': 'GET /api/users/auth/callback/google/',
  'users.referral': 'POST /api/users/referral/',
  // Settings
  'settings.read': 'GET /api/users/settings/',
  'settings.payments': 'GET /api/users/settings/payments/',
  'settings.profile': 'PUT /api/users/profile/',
  'settings.checkPhoto': 'POST /api/users/photo-check/',
  'settings.changePassword': 'PUT /api/users/change-password/',
  'settings.deleteAccount': 'POST /api/users/delete/',
  'settings.notifications': 'PUT /api/notifications/settings/',
  'settings.timeZone': 'PUT /api/users/time-zone/',
  'settings.mentorProfile': 'PUT /api/mentors/update/',
  'settings.weeklyHours': 'PUT /api/mentors/update-availability/',
  'settings.bookingRules': 'GET /api/mentors/booking-rules/',
  'settings.updateBookingRules': 'PUT /api/mentors/booking-rules/',
  'settings.sessionTimes': 'PUT /api/mentors/update-sessions-times/',
  // Lesson packages and credits (issue 18 item 2)
  'packages.mine': 'GET /api/mentors/packages/',
  'packages.create': 'POST /api/mentors/packages/',
  'packages.remove': 'DELETE /api/mentors/packages/:id/',
  'packages.buy': 'POST /api/packages/:id/buy/',
  'packages.credits': 'GET /api/users/credits/',
  'packages.refundCredits': 'POST /api/users/credits/refund/',
  // Realtime and messages
  'realtime.authorise': 'POST /api/conversations/pusher/auth/',
  'conversations.rooms': 'GET /api/conversations/rooms/',
  'conversations.messages': 'GET /api/conversations/rooms/:roomId/messages/',
  'conversations.send': 'POST /api/conversations/send-message/:otherUserId/',
  'conversations.markRead': 'POST /api/conversations/rooms/:id/mark-read/',
  // Catalogue and profiles
  'mentors.skills': 'GET /api/mentors/skills/',
  'mentors.styles': 'GET /api/mentors/styles/',
  'mentors.languages': 'GET /api/mentors/languages/',
  'mentors.list': 'GET /api/mentors/list/',
  'mentors.liked': 'GET /api/mentors/liked/',
  'mentors.profile': 'GET /api/mentors/:id/',
  'mentors.like': 'POST /api/mentors/:id/like/',
  'mentors.unlike': 'DELETE /api/mentors/:id/unlike/',
  'mentors.apply': 'POST /api/mentors/create/',
  // Issue 20 part A (ADR 67): a mentor's audio samples
  'mentors.addAudioSample': 'POST /api/mentors/audio-samples/',
  'mentors.removeAudioSample': 'DELETE /api/mentors/audio-samples/:id/',
  // Reviews
  'reviews.ofMentor': 'GET /api/reviews/mentor/:id',
  'reviews.upsert': 'PUT /api/reviews/upsert/',
  'reviews.mine': 'GET /api/reviews/my-reviews/',
  // Payments
  'payments.webhook': 'POST /api/payments/webhook/',
  'payments.testCheckout': 'GET /api/payments/test-checkout/:checkoutId/',
  'payments.payTestCheckout': 'POST /api/payments/test-checkout/:checkoutId/pay/:cardNumber',
  // Booking and lessons
  'bookings.availableTimes': 'GET /api/mentors/available-times/',
  'bookings.feeRate': 'GET /api/mentors/tax-rate/',
  'bookings.book': 'POST /api/lessons/book/',
  'bookings.detailOfBook': 'GET /api/lessons/book/:id/',
  'bookings.detail': 'GET /api/lessons/bookings/:id/',
  'bookings.list': 'GET /api/lessons/bookings/',
  'bookings.cancel': 'PUT /api/lessons/bookings/:id/cancel/',
  'bookings.cancelSeries': 'POST /api/lessons/series/:id/cancel/',
  'bookings.extraInfo': 'PUT /api/lessons/bookings/:id/extra-info/',
  'bookings.checkoutAgain': 'POST /api/lessons/bookings/:id/checkout/',
  'bookings.reportNoShow': 'POST /api/lessons/bookings/:id/no-show/',
  'reschedule.request': 'PUT /api/lessons/bookings/:id/reschedule/',
  'reschedule.accept': 'PUT /api/lessons/bookings/:id/reschedule/accept/',
  'reschedule.decline': 'PUT /api/lessons/bookings/:id/reschedule/decline/',
  'reschedule.withdraw': 'PUT /api/lessons/bookings/:id/reschedule/withdraw/',
  'practice.saveNotes': 'PUT /api/lessons/bookings/:id/notes/',
  'practice.notes': 'GET /api/lessons/bookings/:id/notes/',
  'practice.mine': 'GET /api/practice/',
  'practice.log': 'POST /api/practice/:assignment_id/log/',
  'practice.attach': 'POST /api/practice/:assignment_id/attachments/',
  'practice.attachment': 'GET /api/practice/attachments/:id/',
  'practice.removeAttachment': 'DELETE /api/practice/attachments/:id/',
  'promoCodes.validate': 'POST /api/lessons/promo-codes/validate/',
  'lessonRoom.join': 'POST /api/lessons/bookings/:id/video-call/',
  'lessonRoom.enter': 'POST /api/lessons/rooms/:id/enter/',
  'lessonRoom.shareFile': 'POST /api/lessons/rooms/:id/files/',
  'lessonRoom.kept': 'GET /api/lessons/rooms/:id/kept/',
  'lessonRoom.file': 'GET /api/lessons/room-files/:id/',
  'lessonRoom.filePage': 'GET /api/lessons/room-files/:id/pages/:page/',
  'lessonRoom.removeFile': 'DELETE /api/lessons/room-files/:id/',
  'lessonRoom.say': 'POST /api/lessons/rooms/:id/messages/',
  'lessonRoom.setSoundMode': 'PUT /api/lessons/rooms/:id/sound-mode/',
  // Calendar
  'calendar.read': 'GET /api/lessons/calendar/',
  'calendar.feedAddress': 'GET /api/users/calendar-feed/',
  'calendar.rotateFeed': 'POST /api/users/calendar-feed/rotate/',
  'calendar.feed': 'GET /api/calendar/feed/:token.ics',
  'calendar.addTimeOff': 'POST /api/lessons/time-off/',
  'calendar.removeTimeOff': 'DELETE /api/lessons/time-off/:id/',
  'calendar.updateTimeOff': 'PUT /api/lessons/time-off/:id/',
  'calendar.addExtraTime': 'POST /api/lessons/extra-time/',
  'calendar.removeExtraTime': 'DELETE /api/lessons/extra-time/:id/',
  'calendar.updateExtraTime': 'PUT /api/lessons/extra-time/:id/',
  'calendar.externalCalendars': 'GET /api/mentors/external-calendars/',
  'calendar.addExternalCalendar': 'POST /api/mentors/external-calendars/',
  'calendar.removeExternalCalendar': 'DELETE /api/mentors/external-calendars/:id/',
  'calendar.recurringTimeOff': 'GET /api/mentors/recurring-time-off/',
  'calendar.addRecurringTimeOff': 'POST /api/mentors/recurring-time-off/',
  'calendar.removeRecurringTimeOff': 'DELETE /api/mentors/recurring-time-off/:id/',
  // Payouts
  'payouts.accountLink': 'POST /api/payments/connect-account-link/',
  'payouts.withdraw': 'POST /api/mentors/payout/',
  'payouts.insights': 'GET /api/mentors/insights/',
  'payouts.testAccount': 'GET /api/payments/test-accounts/:accountId/',
  'payouts.completeTestAccount': 'POST /api/payments/test-accounts/:accountId/complete/',
  'payouts.earnings': 'GET /api/mentors/earnings/',
  'payouts.statement': 'GET /api/mentors/earnings/statement/',
  // A mentor's students (issue 18 item 4)
  'students.list': 'GET /api/mentors/students/',
  'students.detail': 'GET /api/mentors/students/:student_id/',
  // Support and masterclasses
  'support.open': 'POST /api/support/',
  'support.myRequests': 'GET /api/support/requests/',
  'support.answer': 'POST /api/support/requests/:id/answer/',
  'masterclasses.list': 'GET /api/webinars/meet-and-greets/',
  'masterclasses.one': 'GET /api/webinars/meet-and-greets/:id/',
  'masterclasses.join': 'POST /api/webinars/meet-and-greets/:id/join/',
  // Staff
  'admin.applications': 'GET /api/admin/applications/',
  'admin.approveApplication': 'POST /api/admin/applications/:mentor_id/approve/',
  'admin.rejectApplication': 'POST /api/admin/applications/:mentor_id/reject/',
  'admin.promoCodes': 'GET /api/admin/promo-codes/',
  'admin.createPromoCode': 'POST /api/admin/promo-codes/',
  'admin.noShowReports': 'GET /api/admin/no-show-reports/',
  'admin.refundNoShow': 'POST /api/admin/no-show-reports/:id/refund/',
  'admin.dismissNoShow': 'POST /api/admin/no-show-reports/:id/dismiss/',
  'admin.supportTickets': 'GET /api/admin/support-tickets/',
  'admin.closeTicket': 'POST /api/admin/support-tickets/:id/close/',
  'admin.reopenTicket': 'POST /api/admin/support-tickets/:id/reopen/',
  'admin.supportThread': 'GET /api/admin/support/:id/',
  'admin.supportReply': 'POST /api/admin/support/:id/reply/',
  'admin.supportNote': 'POST /api/admin/support/:id/note/',
  'admin.supportAssign': 'POST /api/admin/support/:id/assign/',
  'admin.masterclasses': 'GET /api/admin/masterclasses/',
  'admin.createMasterclass': 'POST /api/admin/masterclasses/',
  'admin.replaceMasterclass': 'PUT /api/admin/masterclasses/:id/',
  'admin.changeMasterclass': 'PATCH /api/admin/masterclasses/:id/',
  'admin.audit': 'GET /api/admin/audit/',
  'admin.dashboard': 'GET /api/admin/dashboard/',
  'admin.users': 'GET /api/admin/users/',
  'admin.user': 'GET /api/admin/users/:id/',
  'admin.suspendUser': 'POST /api/admin/users/:id/suspend/',
  'admin.reinstateUser': 'POST /api/admin/users/:id/reinstate/',
  'admin.userActivity': 'GET /api/admin/users/:id/activity/',
  'admin.editMentor': 'PATCH /api/admin/users/:id/mentor/',
  'admin.hideMentor': 'POST /api/admin/users/:id/hide-mentor/',
  'admin.showMentor': 'POST /api/admin/users/:id/show-mentor/',
  'admin.bookings': 'GET /api/admin/bookings/',
  'admin.booking': 'GET /api/admin/bookings/:id/',
  'admin.refundBooking': 'POST /api/admin/bookings/:id/refund/',
  'admin.cancelBooking': 'POST /api/admin/bookings/:id/cancel/',
  'admin.payouts': 'GET /api/admin/payouts/',
  'admin.retryPayout': 'POST /api/admin/payouts/:id/retry/',
  // Issue 21 item 5: the catalogue's lists and the masterclass form's pickers (ADR 73).
  'admin.catalogue': 'GET /api/admin/catalogue/',
  'admin.addCatalogueEntry': 'POST /api/admin/catalogue/:list/',
  'admin.renameCatalogueEntry': 'PATCH /api/admin/catalogue/:list/:id/',
  'admin.hideCatalogueEntry': 'POST /api/admin/catalogue/:list/:id/hide/',
  'admin.showCatalogueEntry': 'POST /api/admin/catalogue/:list/:id/show/',
  'admin.masterclassMentors': 'GET /api/admin/masterclasses/mentors/',
  'admin.uploadMasterclassImage': 'POST /api/admin/masterclasses/images/',
  // Staff content tools (issue 21 item 5, ADR 72)
  'admin.reviews': 'GET /api/admin/reviews/',
  'admin.hideReview': 'POST /api/admin/reviews/:id/hide/',
  'admin.showReview': 'POST /api/admin/reviews/:id/show/',
  'admin.promoCode': 'GET /api/admin/promo-codes/:id/',
  'admin.changePromoCode': 'PATCH /api/admin/promo-codes/:id/',
  'admin.deactivatePromoCode': 'POST /api/admin/promo-codes/:id/deactivate/',
  'admin.reactivatePromoCode': 'POST /api/admin/promo-codes/:id/reactivate/',
  // Development only (never registered in production)
  'dev.clock': 'GET /api/dev/clock/',
  'dev.moveClock': 'POST /api/dev/clock/',
  'dev.ledger': 'GET /api/dev/ledger/',
  'dev.emails': 'GET /api/dev/emails/',
} as const;

export type EndpointName = keyof typeof apiRoutes;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type MethodOf<R extends string> = R extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<R extends string> = R extends `${HttpMethod} ${infer P}` ? P : never;
export type RouteMethod<N extends EndpointName> = MethodOf<(typeof apiRoutes)[N]>;
export type RoutePath<N extends EndpointName> = PathOf<(typeof apiRoutes)[N]>;

/** Splits a table entry ("GET /api/health") into its method and path. */
export function routeOf<N extends EndpointName>(name: N): { method: RouteMethod<N>; path: RoutePath<N> } {
  const entry = apiRoutes[name];
  const space = entry.indexOf(' ');
  return {
    method: entry.slice(0, space) as RouteMethod<N>,
    path: entry.slice(space + 1) as RoutePath<N>,
  };
}
