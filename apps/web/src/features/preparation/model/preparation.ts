/**
 * The lesson preparation questionnaire (PREP-01..06): what arrives in navigation state, the questions and
 * their choices, and the answers object sent to the booking. No question is required (PREP-03).
 */
import type { ExtraInfo } from '@app/contract';

/** ERR-40 / PREP-06. */
export const SEND_FAILED = 'Failed to send your information. Please try again.';

export interface PreparationContext {
  teacherName: string;
  instrument: string;
  /** null: no booking to send the answers to, the page only navigates. */
  bookingId: number | null;
}

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** PREP-01: {teacherName, instrument, bookingId} with the defaults 'your mentor', 'music' and no booking. */
export function readPreparationState(state: unknown): PreparationContext {
  const given: Record<string, unknown> = state && typeof state === 'object' ? { ...state } : {};
  const id = given.bookingId;
  return {
    teacherName: text(given.teacherName, 'your mentor'),
    instrument: text(given.instrument, 'music'),
    bookingId: typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null,
  };
}

export const experienceLevels = [
  'Complete beginner',
  'Beginner',
  'Intermediate',
  'Advanced',
  'Professional',
] as const;
export const otherInstrumentChoices = [
  'Piano',
  'Guitar',
  'Violin',
  'Drums',
  'Voice',
  'Bass',
  'Saxophone',
  'Flute',
] as const;
export const learningStyleChoices = [
  'Playing by ear',
  'Reading sheet music',
  'Watching demonstrations',
  'Step-by-step explanations',
  'Hands-on practice',
] as const;
export const musicStyleChoices = [
  'Classical',
  'Jazz',
  'Pop',
  'Rock',
  'Blues',
  'Folk',
  'Latin',
  'Electronic',
] as const;

/** The longest text answer the server takes (contract: extraInfoSchema). */
export const MAX_TEXT = 2000;

export interface Answers {
  experienceLevel: string;
  otherInstruments: string[];
  learningStyle: string[];
  musicStyles: string[];
  learningGoal: string;
  additionalInfo: string;
}

export const noAnswers: Answers = {
  experienceLevel: '',
  otherInstruments: [],
  learningStyle: [],
  musicStyles: [],
  learningGoal: '',
  additionalInfo: '',
};

export type ListQuestion = 'otherInstruments' | 'learningStyle' | 'musicStyles';

/** Adds or removes one choice of a checkbox group. */
export function toggle(answers: Answers, question: ListQuestion, choice: string): Answers {
  const chosen = answers[question];
  return {
    ...answers,
    [question]: chosen.includes(choice) ? chosen.filter((c) => c !== choice) : [...chosen, choice],
  };
}

/** PREP-02: the answers object for the booking, texts trimmed. */
export function toExtraInfo(answers: Answers): ExtraInfo {
  return {
    experienceLevel: answers.experienceLevel,
    otherInstruments: answers.otherInstruments,
    learningStyle: answers.learningStyle,
    musicStyles: answers.musicStyles,
    learningGoal: answers.learningGoal.trim().slice(0, MAX_TEXT),
    additionalInfo: answers.additionalInfo.trim().slice(0, MAX_TEXT),
  };
}
