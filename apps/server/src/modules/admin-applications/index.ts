/**
 * The admin-applications module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { adminApplicationsModule } from './routes.ts';
export { pendingApplicationCount } from './repository.ts';
