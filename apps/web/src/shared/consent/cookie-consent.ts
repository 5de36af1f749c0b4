/**
 * Cookie consent (COOKIE-01..07, DATA-05, rule K6): what the visitor chose, stored under
 * storageKeys.cookieConsent, and a tiny store so any page (the cookie policy's "Open Cookie Settings")
 * can reopen the dialog that the layout renders. Logout keeps this key (storage/keys.ts keptOnLogout).
 */
import { useSyncExternalStore } from 'react';
import { readStored, storageKeys, writeStored } from '../storage/storage.ts';

export type OptionalCategory = 'analytics' | 'advertising';
export type ConsentCategory = OptionalCategory | 'essential';

/** The stored object: the spec's preferences plus the consent flag. */
export interface CookiePreferences {
  analytics: boolean;
  advertising: boolean;
  essential: true;
  /** ISO 8601 time of the choice. */
  timestamp: string;
  consent: true;
}

export type OptionalChoices = Record<OptionalCategory, boolean>;

interface ConsentState {
  preferences: CookiePreferences | null;
  /** True while the settings were reopened by a page (e.g. /cookies). */
  settingsRequested: boolean;
}

function readPreferences(): CookiePreferences | null {
  const stored = readStored<Partial<CookiePreferences>>(storageKeys.cookieConsent);
  if (!stored || typeof stored !== 'object' || stored.consent !== true) return null;
  return {
    analytics: stored.analytics === true,
    advertising: stored.advertising === true,
    essential: true,
    timestamp: typeof stored.timestamp === 'string' ? stored.timestamp : '',
    consent: true,
  };
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  state ??= { preferences: readPreferences(), settingsRequested: false };
  return state;
}

function update(next: Partial<ConsentState>): void {
  state = { ...current(), ...next };
  for (const listener of listeners) listener();
}

/** Stores a choice; "Accept all" and "Continue without accepting" are the two extremes of it. */
export function saveCookiePreferences(choices: OptionalChoices): CookiePreferences {
  const preferences: CookiePreferences = {
    analytics: choices.analytics,
    advertising: choices.advertising,
    essential: true,
    timestamp: new Date().toISOString(),
    consent: true,
  };
  writeStored(storageKeys.cookieConsent, preferences);
  update({ preferences, settingsRequested: false });
  return preferences;
}

export const acceptAllCookies = () => saveCookiePreferences({ analytics: true, advertising: true });
export const refuseOptionalCookies = () => saveCookiePreferences({ analytics: false, advertising: false });

/**
 * The gate of rule K6: code that would load an analytics or advertising script must ask this first.
 * Nothing of the kind ships today (the analytics feature flag is off), so nothing calls it yet.
 */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'essential') return true;
  return current().preferences?.[category] ?? false;
}

/** COOKIE-06: reopen the dialog on its settings view. */
export function openCookieSettings(): void {
  update({ settingsRequested: true });
}

export function closeCookieSettings(): void {
  update({ settingsRequested: false });
}

/** Re-reads storage: another tab chose, or storage was cleared underneath us. */
export function syncCookieConsentFromStorage(): void {
  update({ preferences: readPreferences() });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === storageKeys.cookieConsent) syncCookieConsentFromStorage();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useCookieConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, current);
}
