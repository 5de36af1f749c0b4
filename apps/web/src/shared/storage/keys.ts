/**
 * Every key the app keeps in browser storage (rule R3), namespaced under "app.". Logout clears
 * everything except the cookie consent with one loop over this list plus the storage APIs, so a new
 * stored item must be added here.
 */
export const storageKeys = {
  savedMentors: 'app.savedMentors',
  rememberEmail: 'app.rememberEmail',
  /** The spec names this one literally (DATA-07); kept without the namespace. */
  redirectAfterLogin: 'redirectAfterLogin',
  forceLogout: 'app.forceLogout',
  cookieConsent: 'app.cookieConsent',
  mentorsList: 'app.mentorsList',
  virtualConversation: 'app.virtualConversation',
  filterLists: 'app.filterLists',
  onboarding: 'app.onboarding',
  /** The onboarding photo apart from the rest (DATA-23): large, written only when it changes. */
  onboardingPhoto: 'app.onboardingPhoto',
  referralPopupDismissed: 'app.referralPopupDismissed',
  priceRange: 'app.priceRange',
  /** The camera, microphone and speaker chosen at the lesson room's device check (issue 19). */
  roomDevices: 'app.roomDevices',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Survives logout (COOKIE-07, AUTH-36). */
export const keptOnLogout: readonly StorageKey[] = [storageKeys.cookieConsent];
