/**
 * The mentors module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { createMentor } from './catalogue.ts';
export type { NewMentor } from './catalogue.ts';
export { catalogueModules } from './module.ts';
export { pageLinks } from './presenter.ts';
export {
  findMentorByUserId,
  linkUsersToMentors,
  lookupJson,
  addCompletedLessons,
  markApproved,
  markRejected,
  refreshRankScores,
  refreshSearchDocuments,
  setReviewFigures,
  sessionsAndWeeklyHoursJson,
} from './repository.ts';
export { DEMO_ACCOUNT_AGE_DAYS, DEMO_MENTOR_EMAIL, seedCatalogue } from './seed.ts';
export { MENTOR_NOT_FOUND, visibleMentor } from './service.ts';
export { applicationOf, resubmitApplication, unknownLookupIds } from './application-repository.ts';
export type { ApplicationInput, ExistingApplication, LookupKind } from './application-repository.ts';
export { approvedMentorByReferralCode, isApprovedMentor } from './approved-repository.ts';
