/**
 * The support module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { supportModule } from './routes.ts';
export { anonymiseSupportTicketsOf } from './account-deletion-repository.ts';
export { openTicketCount } from './repository.ts';
