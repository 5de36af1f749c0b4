/**
 * The payouts module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { paymentAccountSummary } from './accounts.ts';
export { payoutsModule } from './routes.ts';
export { findPayouts, retryPayout } from './staff.ts';
export { payoutDeps } from './routes.ts';
