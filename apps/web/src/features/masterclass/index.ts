/**
 * What other features may use of the masterclass feature (eslint.config.js holds every other file to the feature).
 * Only functions and components: importing this file pulls in nothing else at load time.
 */
export { activeMasterclassesQuery, adminMasterclassesQuery, saveMasterclass } from './api/masterclass.ts';
export { dismissBanner, dismissedBannerQuery, seedDismissedBanner } from './api/banner-dismissal.ts';
