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

/** Where to go after sign-in (AUTH-04, ROUTE-27): a same-site path only, never an external URL. */
export function rememberRedirect(pathAndQuery: string): void {
  if (isSafeRedirect(pathAndQuery)) writeStored(storageKeys.redirectAfterLogin, pathAndQuery);
}

export function takeRedirect(): string | null {
  const target = readStored<string>(storageKeys.redirectAfterLogin);
  removeStored(storageKeys.redirectAfterLogin);
  return target && isSafeRedirect(target) ? target : null;
}

export function isSafeRedirect(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
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
