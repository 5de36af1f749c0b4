/**
 * The mentors module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { mentorCallPlatform } from './call-platform-repository.ts';
export { createMentor } from './catalogue.ts';
export type { NewMentor } from './catalogue.ts';
export { catalogueModules } from './module.ts';
export { pageLinks } from './presenter.ts';
export { listLookup } from './repository.ts';
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
export { DEMO_MENTOR } from './seed-data.ts';
export { MENTOR_NOT_FOUND, visibleMentor } from './service.ts';
export { mentorBookingRules, setMentorBookingRules } from './booking-rules-repository.ts';
export type { BookingRulesRow } from './booking-rules-repository.ts';
export { mentorInsightFacts } from './insights-repository.ts';
export type { MentorInsightFacts } from './insights-repository.ts';
export {
  clearPurgedMentorProfiles,
  deleteLikesOf,
  unlistDeletedMentor,
} from './account-deletion-repository.ts';
export {
  lockMentorForSettings,
  mentorOffersTrial,
  mentorSessionLengths,
  mentorSettings,
  referralMentor,
  replaceLookups,
  replaceSessions,
  replaceWeeklyHours,
  setMentorTimezone,
  unknownLookupIds,
  updateMentorProfileFields,
} from './settings-repository.ts';
export type {
  LookupKind,
  MentorProfileChanges,
  MentorSettingsRow,
  ReferralMentorRow,
} from './settings-repository.ts';
export { setTeachingFacts, refreshHasMedia, samplePathsOf } from './audio-sample-repository.ts';
export { writeReplyRates } from './reply-rate-repository.ts';
export { applicationOf, resubmitApplication } from './application-repository.ts';
export type { ApplicationInput, ExistingApplication } from './application-repository.ts';
export {
  approvedMentorByReferralCode,
  isApprovedMentor,
  relistReinstatedMentor,
  unlistSuspendedMentor,
} from './approved-repository.ts';
export { listedMentorCard, listedMentorPages } from './public-pages-repository.ts';
export { hideMentor, showMentor, staffMentorProfile, type StaffMentorRow } from './staff-repository.ts';
