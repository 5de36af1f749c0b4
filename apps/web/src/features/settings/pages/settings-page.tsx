/**
 * /settings (SETTINGS-01..24, PAYOUT-01..06, REFERRAL-09/10): one page of tabs kept in `?tab=`. Everyone
 * has Account, Payments and Notifications; mentors also Profile and Availability. A missing, unknown or
 * disallowed tab shows Account and the address is replaced to say so. Every tab reads the one settings
 * answer (GET /api/users/settings/).
 */
import { settingsMessages, type SettingsTab } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { settingsQuery } from '../api/settings.ts';
import { AccountTab } from '../components/account/account-tab.tsx';
import { AvailabilityTab } from '../components/availability/availability-tab.tsx';
import { NotificationsTab } from '../components/notifications/notifications-tab.tsx';
import { PaymentsTab } from '../components/payments/payments-tab.tsx';
import { ProfileTab } from '../components/profile/profile-tab.tsx';
import { chooseTab, TAB_LABELS, visibleTabs } from '../model/tabs.ts';

export function SettingsPage() {
  const session = useSession();
  const isMentor = session.user?.is_mentor === true;
  const [params, setParams] = useSearchParams();
  const { tab, rewrite } = chooseTab(params.get('tab'), isMentor);
  const settings = useQuery(settingsQuery);

  useEffect(() => {
    if (!rewrite) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [rewrite, tab, setParams]);

  const select = (value: string) => {
    setParams(
      (prev) => {
        // Leaving a tab drops its one-off flags (stripe_error belongs to the payment return).
        const next = new URLSearchParams();
        for (const [key, v] of prev) if (key !== 'stripe_error') next.set(key, v);
        next.set('tab', chooseTab(value, isMentor).tab);
        return next;
      },
      { preventScrollReset: true },
    );
  };

  const panel = (value: SettingsTab) => {
    const data = settings.data;
    if (!data) return null;
    switch (value) {
      case 'account':
        return <AccountTab settings={data} />;
      case 'profile':
        return data.mentor ? <ProfileTab mentor={data.mentor} /> : null;
      case 'payments':
        return <PaymentsTab settings={data} stripeError={params.get('stripe_error') === 'true'} />;
      case 'notifications':
        return <NotificationsTab values={data.notification_settings} />;
      case 'availability':
        return <AvailabilityTab availability={data.availability} sessions={data.session_settings} />;
    }
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold">Settings</h1>
      <Tabs.Root value={tab} onValueChange={select} className="flex flex-col gap-6">
        <Tabs.List
          aria-label="Settings"
          className="flex flex-wrap gap-2 overflow-x-auto border-b border-neutral-200"
        >
          {visibleTabs(isMentor).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="-mb-px h-11 border-b-4 border-transparent px-4 font-semibold text-neutral-700 data-[state=active]:border-brand data-[state=active]:text-ink"
            >
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {settings.isError ? <Alert tone="error">{settingsMessages.loadFailed}</Alert> : null}
        {settings.isPending ? <Spinner label="Loading your settings..." /> : null}
        {visibleTabs(isMentor).map((value) => (
          <Tabs.Content key={value} value={value} className="flex flex-col gap-8">
            {panel(value)}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
