// Every table the server queries. Each module adds its own file and re-exports it here.
export * from './platform.ts';
export * from './accounts.ts';
export * from './catalogue.ts';
export * from './bookings.ts';
export * from './reschedule.ts';
export * from './no-show.ts';
export * from './payouts.ts';
export * from './support.ts';
export * from './masterclasses.ts';
export * from './conversations.ts';
export * from './packages.ts';
export * from './practice.ts';
export * from './lesson-room.ts';
export * from './calendar-feeds.ts';
export * from './audit.ts';
export * from './external-calendars.ts';
export * from './recurring-time-off.ts';
