/**
 * What other features may use of the referral feature (eslint.config.js holds every other file to the feature).
 * Only functions and components: importing this file pulls in nothing else at load time.
 */
export { addReferral } from './api/add-referral.ts';
