/**
 * The ledger module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export {
  bookingLedger,
  nameTransaction,
  recordPayment,
  recordPayout,
  recordRefund,
  removeTransaction,
} from './repository.ts';
export {
  recordCreditExpiry,
  recordCreditPurchase,
  recordCreditRefund,
  recordCreditReturn,
  recordCreditUse,
  recordLateCreditCancel,
} from './credits-repository.ts';
export { mentorPayableBuckets } from './balances-repository.ts';
export type { PayableBucketRow } from './balances-repository.ts';
export {
  lessonNets,
  mentorAccountMovement,
  mentorLessonEarnings,
  mentorMovements,
} from './statement-repository.ts';
export type { LessonEarningRow, MovementRow } from './statement-repository.ts';
export { moneyBetween } from './figures-repository.ts';
export type { MoneyFigures } from './figures-repository.ts';
