/**
 * The payments module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { paymentsModule } from './routes.ts';
export { testProviderOf } from './test-checkout.ts';
export type { TestProviderEvent } from './test-checkout.ts';
