/**
 * What other features may use of the lessons feature (eslint.config.js holds every other file to the feature).
 * Only functions and components: importing this file pulls in nothing else at load time.
 */
export { rescheduleErrorMessage, useRequestReschedule } from './api/reschedule.ts';
export { LessonCard } from './components/lesson-card.tsx';
