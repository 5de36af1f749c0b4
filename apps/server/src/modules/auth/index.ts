/**
 * The auth module's public face: what other modules and the app may use. Everything else in this folder
 * is the module's own (eslint.config.js enforces it).
 */
export { clearSessionCookies } from './cookies.ts';
export { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
export { canAddReferral } from './presenter.ts';
export {
  findRecipient,
  findUserByEmail,
  findUserById,
  insertUser,
  retireAccountTokens,
  revokeAllFamilies,
  setReferral,
} from './repository.ts';
export { authModule } from './routes.ts';
export { countQuotaCall, deleteEarlierQuotaWindows } from './throttle-repository.ts';
export type { SignedInUser } from './session.ts';
export { clearLoginFailures, consumeHourlyQuota, reserveLoginAttempt } from './throttle.ts';
export {
  anonymiseUser,
  deleteAccountTokensOf,
  deleteLoginFailuresOf,
  deleteRefreshFamiliesOf,
  lockUserForDeletion,
  lockUsersDueForPurge,
  markUsersPurged,
} from './account-deletion-repository.ts';
export {
  revokeOtherFamilies,
  setPasswordHash,
  updateNotificationToggles,
  updateProfileFields,
  updateTimeZone,
} from './settings-repository.ts';
export { lockApplicant, setProfilePicture } from './applicant-repository.ts';
export { accountWithEmail } from './support-repository.ts';
export { lockPerson, personById, searchPeople, setSuspension } from './staff-repository.ts';
export type { PersonRow } from './staff-repository.ts';
