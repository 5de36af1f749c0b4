/**
 * The mentor's availability editors, shared by the onboarding wizard (/become-mentor) and the settings
 * page's availability tab: import from here, not from the files inside.
 */
export { AvailabilityEditor, type AvailabilityValue } from './components/availability-editor.tsx';
export { SessionLengthsEditor } from './components/session-lengths-editor.tsx';
export { TimeZoneSelect } from './components/time-zone-select.tsx';
export { TrialOption } from './components/trial-option.tsx';
export {
  defaultWeek,
  fromAvailableTimes,
  hasSlotErrors,
  parseStoredWeek,
  slotCount,
  toAvailableTimes,
  validateWeek,
  WEEKDAYS,
  type AvailableTimes,
  type DayAvailability,
  type TimeSlot,
  type Weekday,
  type WeeklyAvailability,
} from './model/slots.ts';
export {
  defaultSessionLengths,
  fromSessionSettings,
  hasEnabledSession,
  parseStoredSessionLengths,
  toSessionPayload,
  type SessionLength,
} from './model/sessions.ts';
export { browserTimeZone, isValidTimeZone, TIME_ZONES } from './model/time-zones.ts';
export { setSessionEnabled } from './model/sessions.ts';
