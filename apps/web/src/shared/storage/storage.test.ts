import { describe, expect, it } from 'vitest';
import {
  clearStoredDataExceptConsent,
  isSafeRedirect,
  readStored,
  rememberRedirect,
  storageKeys,
  takeRedirect,
  writeStored,
} from './storage.ts';

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

describe('isSafeRedirect (AUTH-04): same-site paths only', () => {
  it.each([
    '/calendar',
    '/saved?page=2',
    '/my-lessons?tab=completed',
    '/listings?search=jazz%20piano&page=2',
    '/mentors/12#reviews',
    '/listings?search=100%',
    '/lesson-preparation?booking_id=7&next=%2Fmy-lessons',
  ])('keeps %j', (target) => {
    expect(isSafeRedirect(target)).toBe(true);
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['three slashes', '///evil.com'],
    ['a tab after the slash', '/\t/evil.com'],
    ['a newline after the slash', '/\n/evil.com'],
    ['a carriage return after the slash', '/\r/evil.com'],
    ['a tab further in', '/listings/\t/x'],
    ['a backslash', '/\\evil.com'],
    ['two backslashes', '/\\\\evil.com'],
    ['a backslash first', '\\\\evil.com'],
    ['a backslash further in', '/listings\\..\\x'],
    ['a NUL', '/\u0000/evil.com'],
    ['a zero-width space', '/\u200b/evil.com'],
    ['a no-break space', '/\u00a0/evil.com'],
    ['an ideographic space', '/\u3000/evil.com'],
    ['a leading space', ' /listings'],
    ['leading spaces before two slashes', '  //evil.com'],
    ['a leading tab', '\t//evil.com'],
    ['an encoded tab', '/%09/evil.com'],
    ['an encoded newline', '/%0a/evil.com'],
    ['an encoded slash', '/%2Fevil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['a doubly encoded slash', '/%252Fevil.com'],
    ['a doubly encoded tab', '/%2509/evil.com'],
    ['an encoded leading space', '%20//evil.com'],
    ['an absolute URL', 'https://evil.com/listings'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a bare host', 'evil.com'],
    ['nothing', ''],
  ])('refuses %s', (_trick, target) => {
    expect(isSafeRedirect(target)).toBe(false);
  });

  it('stores a safe target, and a refused one drops the earlier target instead of being stored', () => {
    rememberRedirect('/calendar');
    expect(readStored(storageKeys.redirectAfterLogin)).toBe('/calendar');
    rememberRedirect('/\t/evil.com');
    expect(readStored(storageKeys.redirectAfterLogin)).toBeNull();
    expect(takeRedirect()).toBeNull();
  });

  it('does not hand out an unsafe target written to storage by other means', () => {
    writeStored(storageKeys.redirectAfterLogin, '/%5Cevil.com');
    expect(takeRedirect()).toBeNull();
  });
});
