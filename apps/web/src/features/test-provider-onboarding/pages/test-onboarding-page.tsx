/**
 * /connect/test/{accountId}: the built-in test payment provider's onboarding (B11, M3), outside the site's
 * chrome like a real provider's page. Only the signed-in owner of the account can see or send it (the
 * server checks). Submit stores the details; the provider's signed account.updated event enables the
 * account, then the browser goes to the link's return address. "Try again later" goes to its refresh one.
 */
import { payoutMessages, testOnboardingTexts as texts, type TestAccountView } from '@app/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { completeTestAccount, testAccountQuery } from '../api/test-accounts.ts';
import { OnboardingForm, type OnboardingValues } from '../components/onboarding-form.tsx';

export const ACCOUNT_NOT_YOURS = 'This payment account belongs to another mentor.';
export const ACCOUNT_LOAD_FAILED = 'The account details could not be loaded. Please try again.';

function go(url: string) {
  window.location.assign(url);
}

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return payoutMessages.testAccountNotFound;
  if (error instanceof ApiError && error.status === 403) return ACCOUNT_NOT_YOURS;
  return ACCOUNT_LOAD_FAILED;
}

export function TestOnboardingPage() {
  const { accountId = '' } = useParams();
  const [search] = useSearchParams();
  const account = useQuery({
    ...testAccountQuery(accountId, search),
    retry: false,
  });
  return (
    <div className="min-h-screen bg-neutral-100">
      <p role="note" className="bg-amber-300 px-4 py-2 text-center font-bold text-ink">
        Test mode — no real bank account is connected.
      </p>
      <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-10">
        <h1 className="text-2xl font-extrabold">{texts.title}</h1>
        <p className="text-neutral-800">{texts.intro}</p>
        {account.isPending ? <Spinner label="Loading account..." showLabel /> : null}
        {account.isError ? <Alert tone="error">{loadError(account.error)}</Alert> : null}
        {account.data ? <OnboardingBody account={account.data} /> : null}
      </div>
    </div>
  );
}

function OnboardingBody({ account }: { account: TestAccountView }) {
  const complete = useMutation({
    mutationFn: (values: OnboardingValues) =>
      completeTestAccount(account.id, {
        country: values.country,
        account_holder_name: values.holder.trim(),
        iban: values.iban,
        return_url: account.return_url,
      }),
    onSuccess: (answer) => go(answer.redirect_url),
  });
  return (
    <section aria-label="Account details" className="flex flex-col gap-4 rounded-2xl bg-white p-5">
      {account.details_submitted ? (
        <Alert tone="success">Your details are on file. You can change them below and submit again.</Alert>
      ) : null}
      <OnboardingForm
        initial={{ country: account.country ?? '', holder: account.account_holder_name ?? '', iban: '' }}
        busy={complete.isPending || complete.isSuccess}
        onSubmit={(values) => complete.mutateAsync(values)}
      />
      <a href={account.refresh_url} className="self-center font-semibold underline">
        {texts.cancel}
      </a>
    </section>
  );
}
