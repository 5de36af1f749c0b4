import { afterEach, describe, expect, it } from 'vitest';
import { readStored, storageKeys, writeStored } from '../storage/storage.ts';
import {
  acceptAllCookies,
  hasConsent,
  refuseOptionalCookies,
  saveCookiePreferences,
  syncCookieConsentFromStorage,
} from './cookie-consent.ts';

describe('cookie consent store', () => {
  afterEach(() => {
    window.localStorage.clear();
    syncCookieConsentFromStorage();
  });

  it('grants nothing optional before a choice', () => {
    syncCookieConsentFromStorage();
    expect(hasConsent('analytics')).toBe(false);
    expect(hasConsent('advertising')).toBe(false);
    expect(hasConsent('essential')).toBe(true);
  });

  it('stores {analytics, advertising, essential, timestamp, consent} (DATA-05)', () => {
    const saved = saveCookiePreferences({ analytics: true, advertising: false });
    expect(readStored(storageKeys.cookieConsent)).toEqual(saved);
    expect(saved).toEqual({
      analytics: true,
      advertising: false,
      essential: true,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      consent: true,
    });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('advertising')).toBe(false);
  });

  it('accepts all or refuses the optional categories', () => {
    expect(acceptAllCookies()).toMatchObject({ analytics: true, advertising: true, essential: true });
    expect(refuseOptionalCookies()).toMatchObject({ analytics: false, advertising: false, essential: true });
  });

  it('ignores a stored object without the consent flag', () => {
    writeStored(storageKeys.cookieConsent, { analytics: true, advertising: true, essential: true });
    syncCookieConsentFromStorage();
    expect(hasConsent('analytics')).toBe(false);
  });
});
