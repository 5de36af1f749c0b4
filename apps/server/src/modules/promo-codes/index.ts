/**
 * The promo-codes module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { redeemPromo, releasePromo, usablePromo } from './promo-codes.ts';
export { promoCodesModule } from './routes.ts';
export { seedPromoCodes } from './seed.ts';
