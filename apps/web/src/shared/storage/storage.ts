/**
 * Typed access to localStorage. Reads never throw: a value that is missing, unparsable or blocked
 * by the browser is simply absent.
 */
import { keptOnLogout, storageKeys, type StorageKey } from './keys.ts';

export function readStored<T>(key: StorageKey): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the feature degrades to not remembering.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/**
 * Where to go after sign-in (AUTH-04, ROUTE-27): a same-site path only, never an external URL. A refused
 * one also drops any earlier stored target, so that sign-in falls back to the role's home page.
 */
export function rememberRedirect(pathAndQuery: string): void {
  if (isSafeRedirect(pathAndQuery)) writeStored(storageKeys.redirectAfterLogin, pathAndQuery);
  else removeStored(storageKeys.redirectAfterLogin);
}

export function takeRedirect(): string | null {
  const target = readStored<string>(storageKeys.redirectAfterLogin);
  removeStored(storageKeys.redirectAfterLogin);
  return target && isSafeRedirect(target) ? target : null;
}

/**
 * Whitespace, control and invisible format characters, and backslashes. The app's own paths never hold them
 * raw (the browser percent-encodes location), while browsers drop tabs and newlines inside a URL and read a
 * backslash as a slash: "/<tab>/evil.com" and "/<backslash>evil.com" both open //evil.com, another site.
 */
const UNSAFE_CHARACTERS = /[\s\\\p{Cc}\p{Cf}]/u;
/** No value, decoded or not, may follow its first "/" with another, a backslash or such a character. */
const UNSAFE_START = /^\/[\s\\/\p{Cc}\p{Cf}]/u;
const CHECK_ORIGIN = 'https://redirect-check.invalid';

/** One level of percent-decoding, byte by byte, so that a malformed sequence cannot make it throw. */
const decodeOnce = (text: string) =>
  text.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A same-site path: starts with one "/", holds no character a browser would drop or reinterpret, resolves
 * to our own origin, and still starts as a plain path after each percent-decoding (whatever reads it again,
 * a router or a server redirect, may decode it: "/%2F%2Fevil.com", "/%09/evil.com", "/%5Cevil.com").
 */
export function isSafeRedirect(target: string): boolean {
  if (!target.startsWith('/') || UNSAFE_START.test(target) || UNSAFE_CHARACTERS.test(target)) return false;
  try {
    if (new URL(target, CHECK_ORIGIN).origin !== CHECK_ORIGIN) return false;
  } catch {
    return false;
  }
  let current = target;
  for (let level = 0; level < 3; level++) {
    const decoded = decodeOnce(current);
    if (decoded === current) return true;
    if (UNSAFE_START.test(decoded)) return false;
    current = decoded;
  }
  // Encoded three times over: no link of the app looks like that.
  return false;
}

/**
 * Logout and failed refresh (AUTH-36, R3): clears local storage except the consent, session storage,
 * readable cookies and Cache Storage. The HttpOnly session cookies are cleared by the server.
 */
export async function clearStoredDataExceptConsent(): Promise<void> {
  try {
    const kept = new Map(keptOnLogout.map((k) => [k, window.localStorage.getItem(k)]));
    window.localStorage.clear();
    for (const [k, v] of kept) if (v != null) window.localStorage.setItem(k, v);
    window.sessionStorage.clear();
  } catch {
    // Storage disabled: nothing stored to clear.
  }
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if ('caches' in window) {
    const names = await window.caches.keys().catch(() => [] as string[]);
    await Promise.all(names.map((n) => window.caches.delete(n)));
  }
}

export { storageKeys };
