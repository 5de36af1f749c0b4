/**
 * The packages module's public face (issue 18 item 2): lesson packages, their purchase and the credits
 * spent on bookings. Everything else in this folder is the module's own (eslint.config.js enforces it).
 */
export { packagesModule } from './routes.ts';
export { packagesOnSale } from './offers.ts';
export { creditsLeftOfStudents } from './repository.ts';
export { paidWithCredit, refundUnusedCredits, releaseCredit, spendCreditOn, takeCredit } from './credits.ts';
export type { TakenCredit } from './credits.ts';
