/**
 * The availability module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { computeSlots, DEFAULT_BOOKING_RULES, isSlotOffered, slotVerdict, weeklyIntervals } from './slots.ts';
export type {
  BookingRules,
  BusyInterval,
  SlotVerdict,
  Interval,
  RecurringWindow,
  SlotQuery,
  WeeklyWindow,
} from './slots.ts';
