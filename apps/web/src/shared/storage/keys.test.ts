/**
 * Rule R3 and DATA-07: every stored item has a namespaced key in one module, the spec's literal
 * `redirectAfterLogin` included, and only the cookie consent survives logout (COOKIE-07).
 */
import { describe, expect, it } from 'vitest';
import { keptOnLogout, storageKeys } from './keys.ts';
import { clearStoredDataExceptConsent, writeStored } from './storage.ts';

describe('storage keys (R3, DATA-07)', () => {
  it('has one key per stored item of DATA-07', () => {
    expect(Object.keys(storageKeys).sort()).toEqual(
      [
        'savedMentors',
        'rememberEmail',
        'redirectAfterLogin',
        'forceLogout',
        'cookieConsent',
        'mentorsList',
        'virtualConversation',
        'filterLists',
        'onboarding',
        'onboardingPhoto',
        'referralPopupDismissed',
        'priceRange',
        // Issue 19: the lesson room's chosen devices.
        'roomDevices',
      ].sort(),
    );
  });

  it('namespaces every key under "app." except the literal redirectAfterLogin of the spec', () => {
    expect(storageKeys.redirectAfterLogin).toBe('redirectAfterLogin');
    for (const [name, key] of Object.entries(storageKeys)) {
      if (name !== 'redirectAfterLogin') expect(key).toMatch(/^app\.[A-Za-z]+$/);
    }
    expect(new Set(Object.values(storageKeys)).size).toBe(Object.keys(storageKeys).length);
  });

  it('keeps only the cookie consent on logout, whatever else is stored', async () => {
    expect(keptOnLogout).toEqual([storageKeys.cookieConsent]);
    for (const key of Object.values(storageKeys)) writeStored(key, { some: 'value' });
    await clearStoredDataExceptConsent();
    expect(Object.keys({ ...window.localStorage })).toEqual([storageKeys.cookieConsent]);
  });
});
