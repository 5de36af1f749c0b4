import { describe, expect, it } from 'vitest';
import { clearStoredDataExceptConsent, readStored, storageKeys, writeStored } from './storage.ts';

describe('clearStoredDataExceptConsent (logout, COOKIE-07)', () => {
  it('keeps the cookie consent and clears every other stored item', async () => {
    const consent = { analytics: true, advertising: false, essential: true, timestamp: 'x', consent: true };
    writeStored(storageKeys.cookieConsent, consent);
    writeStored(storageKeys.savedMentors, [1, 2]);
    writeStored(storageKeys.redirectAfterLogin, '/calendar');
    window.localStorage.setItem('someone.else', '1');
    window.sessionStorage.setItem('draft', 'x');

    await clearStoredDataExceptConsent();

    expect(readStored(storageKeys.cookieConsent)).toEqual(consent);
    expect(readStored(storageKeys.savedMentors)).toBeNull();
    expect(readStored(storageKeys.redirectAfterLogin)).toBeNull();
    expect(window.localStorage.length).toBe(1);
    expect(window.sessionStorage.length).toBe(0);
  });
});
