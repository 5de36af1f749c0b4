/**
 * Which settings tab shows (SETTINGS-01, SETTINGS-02, ROLE-07): the `tab` query parameter, limited to
 * the tabs the person may see. A missing, unknown or disallowed tab shows Account, and the address is
 * rewritten to say so (replacing the history entry, so Back does not bounce through the bad address).
 */
import { MENTOR_ONLY_SETTINGS_TABS, SETTINGS_TABS, type SettingsTab } from '@app/contract';

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'account';

export const TAB_LABELS: Record<SettingsTab, string> = {
  account: 'Account',
  profile: 'Profile',
  payments: 'Payments',
  notifications: 'Notifications',
  availability: 'Availability',
};

/** The tabs in their on-screen order for this person. */
export function visibleTabs(isMentor: boolean): SettingsTab[] {
  return SETTINGS_TABS.filter((tab) => isMentor || !MENTOR_ONLY_SETTINGS_TABS.includes(tab));
}

export interface TabChoice {
  tab: SettingsTab;
  /** True when the address does not name the tab shown and must be replaced. */
  rewrite: boolean;
}

export function chooseTab(requested: string | null, isMentor: boolean): TabChoice {
  const allowed = visibleTabs(isMentor).find((tab) => tab === requested);
  return allowed ? { tab: allowed, rewrite: false } : { tab: DEFAULT_SETTINGS_TAB, rewrite: true };
}
