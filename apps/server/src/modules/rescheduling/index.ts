/**
 * The rescheduling module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { calendarSequence, openRequests } from './repository.ts';
export type { RescheduleRow } from './repository.ts';
export { reschedulingModule } from './routes.ts';
