/**
 * The practice module's public face (issue 18 item 3): what other modules and the app may use. Everything
 * else in this folder is the module's own (eslint.config.js enforces it).
 */
export { practiceModule } from './routes.ts';
export {
  NO_PRACTICE,
  notesOfPair,
  practiceSummaryOfStudents,
  type StudentPracticeSummary,
} from './summary.ts';
// The checked, private files of ADR 60, reused by the lesson room's shared files (ADR 64).
export { checkAttachment } from './attachment-check.ts';
export { readUpload, removeStoredFiles, sendStoredFile, storagePathFor } from './attachments.ts';
