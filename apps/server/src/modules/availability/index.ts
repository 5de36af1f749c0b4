/**
 * The availability module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { computeSlots, isSlotOffered } from './slots.ts';
export type { BusyInterval, Interval, SlotQuery, WeeklyWindow } from './slots.ts';
