import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { payoutMessages, type TestAccountView } from '@app/contract';
import { atParams, mockApi, type ApiReply, type ApiRoutes } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { ACCOUNT_NOT_YOURS, TestOnboardingPage } from './test-onboarding-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const account = { accountId: 'acct_test_1' };

const view = (overrides: Partial<TestAccountView> = {}): TestAccountView => ({
  id: 'acct_test_1',
  country: null,
  account_holder_name: null,
  details_submitted: false,
  return_url: 'http://localhost/settings?tab=payments',
  refresh_url: 'http://localhost/become-mentor?step=payment_setup&stripe_error=true',
  ...overrides,
});

function show(answer: ApiReply<'payouts.testAccount'>, routes: ApiRoutes = {}) {
  const calls = mockApi({ 'payouts.testAccount': atParams(account, answer), ...routes });
  renderAt(
    '/connect/test/acct_test_1?return_url=http%3A%2F%2Flocalhost%2Fsettings%3Ftab%3Dpayments',
    <TestOnboardingPage />,
    { session: sessions.mentor, routePath: '/connect/test/:accountId' },
  );
  return { calls, user: userEvent.setup() };
}

describe("the test provider's onboarding page (B11, M3)", () => {
  it('is clearly labelled, passes the link addresses on and offers every country, payout ones marked', async () => {
    const { calls } = show({ status: 200, body: view() });
    expect(screen.getByRole('heading', { name: 'Test payment provider' })).toBeInTheDocument();
    expect(screen.getByText(/Test mode/)).toBeInTheDocument();
    const country = await screen.findByLabelText('Country');
    const payout = within(country).getByRole('group', { name: 'Payout countries' });
    expect(within(payout).getAllByRole('option')).toHaveLength(32);
    expect(within(payout).getByRole('option', { name: 'Austria (payouts available)' })).toHaveValue('AT');
    const other = within(country).getByRole('group', { name: 'Other countries' });
    expect(within(other).getByRole('option', { name: 'United States' })).toHaveValue('US');
    expect(within(other).queryByRole('option', { name: /Austria/ })).toBeNull();
    expect(calls[0]?.query).toEqual({ return_url: 'http://localhost/settings?tab=payments' });
    expect(screen.getByRole('link', { name: 'Try again later' })).toHaveAttribute(
      'href',
      'http://localhost/become-mentor?step=payment_setup&stripe_error=true',
    );
  });

  it('checks the form lightly, then submits and follows the answer', async () => {
    const { user, calls } = show(
      { status: 200, body: view() },
      {
        'payouts.completeTestAccount': atParams(account, {
          status: 200,
          body: { redirect_url: 'http://localhost/settings?tab=payments' },
        }),
      },
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(payoutMessages.countryInvalid)).toBeInTheDocument();
    expect(screen.getByText(payoutMessages.holderNameRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Country'), 'DE');
    await user.type(screen.getByLabelText('Account holder name'), 'Maya Lopez');
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/settings?tab=payments'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      country: 'DE',
      account_holder_name: 'Maya Lopez',
      iban: 'DE89 3704 0044 0532 0130 00',
      return_url: 'http://localhost/settings?tab=payments',
    });
    // jsdom is slow with a select of about 250 options.
  }, 20_000);

  it("shows the server's field error under its field", async () => {
    const { user } = show(
      { status: 200, body: view({ country: 'FR', account_holder_name: 'Maya Lopez' }) },
      {
        'payouts.completeTestAccount': atParams(account, {
          status: 400,
          body: { detail: payoutMessages.ibanInvalid, errors: { iban: [payoutMessages.ibanInvalid] } },
        }),
      },
    );
    expect(await screen.findByLabelText('Country')).toHaveValue('FR');
    await user.type(screen.getByLabelText('IBAN'), 'DE88 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(payoutMessages.ibanInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells another mentor the account is not theirs, and an unknown link that it is not valid', async () => {
    show({ status: 403, body: { detail: 'You do not have permission to perform this action.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_NOT_YOURS);
    cleanup();
    queryClient.clear();
    show({ status: 404, body: { detail: payoutMessages.testAccountNotFound } });
    expect(await screen.findByRole('alert')).toHaveTextContent(payoutMessages.testAccountNotFound);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});
