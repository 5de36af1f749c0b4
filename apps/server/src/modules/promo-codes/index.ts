/**
 * The promo-codes module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { redeemPromo, releasePromo } from './repository.ts';
export { promoRefusal, usablePromo } from './service.ts';
export { promoCodesModule } from './routes.ts';
export { seedPromoCodes } from './seed.ts';
