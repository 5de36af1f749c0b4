import { payoutMessages, type Insights } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Handler } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { InsightsPage } from './insights-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const user = () => userEvent.setup({ delay: null });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const enabledAccount = { stripe_created: true, url: null, payouts_enabled: true, country: 'DE' };

function insights(overrides: Partial<Insights> = {}): Insights {
  return {
    currentBalance: 12_750,
    pendingBalance: 8_500,
    pendingBreakdown: [
      { amount: 4_250, unlocksInDays: 2 },
      { amount: 4_250, unlocksInDays: 6 },
    ],
    lifetimeEarnings: 51_000,
    totalLifetimePayouts: 38_250,
    pricePerLesson: 5_000,
    marketAverage: 4_000,
    priceDifference: 25,
    weeklyAvailabilityHours: 12.5,
    replyRate24h: 90,
    averageReviewRating: 4.7,
    detailedRatings: { personality: 4.9, teachingAbility: 4.5, knowledge: 4.8 },
    lessonBookingsPeriod: {
      details: [
        { month: '2025-10', count: 2 },
        { month: '2025-11', count: 3 },
        { month: '2025-12', count: 1 },
        { month: '2026-01', count: 4 },
        { month: '2026-02', count: 5 },
        { month: '2026-03', count: 3 },
      ],
      periodChangePercent: 100,
    },
    totalCompletedSessions: 17,
    paymentAccount: enabledAccount,
    applicationStatus: 'approved',
    ...overrides,
  };
}

const newMentor = insights({
  currentBalance: 0,
  pendingBalance: 0,
  pendingBreakdown: [],
  lifetimeEarnings: 0,
  totalLifetimePayouts: 0,
  marketAverage: null,
  priceDifference: null,
  weeklyAvailabilityHours: 0,
  replyRate24h: null,
  averageReviewRating: null,
  detailedRatings: { personality: null, teachingAbility: null, knowledge: null },
  lessonBookingsPeriod: {
    details: ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'].map((month) => ({
      month,
      count: 0,
    })),
    periodChangePercent: null,
  },
  totalCompletedSessions: 0,
  paymentAccount: { stripe_created: false, url: null, payouts_enabled: false, country: null },
});

function serve(answer: Insights | (() => Insights), extra: Record<string, Handler> = {}) {
  return mockApi({
    'payouts.insights': () => ({
      status: 200,
      body: typeof answer === 'function' ? answer() : answer,
    }),
    'payouts.earnings': {
      body: {
        month: '2026-03',
        timezone: 'Europe/Berlin',
        lines: [],
        totals: {
          price_cents: 0,
          promo_discount_cents: 0,
          platform_fee_cents: 0,
          refunded_cents: 0,
          net_cents: 0,
        },
      },
    },
    ...extra,
  });
}

const card = (name: string) => screen.getByRole('region', { name });

describe('/insights (INSIGHTS-02..05)', () => {
  it('shows balances, earnings, price, hours, reply rate, ratings, bookings and sessions', async () => {
    serve(insights());
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const balance = await screen.findByRole('region', { name: 'Current balance' });
    expect(within(balance).getByText('€127.50')).toBeInTheDocument();
    expect(within(card('Pending balance')).getByText('€85.00')).toBeInTheDocument();
    const unlocks = within(card('Pending balance')).getByRole('list', {
      name: 'When pending earnings unlock',
    });
    expect(
      within(unlocks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['€42.50 unlocks in 2 days', '€42.50 unlocks in 6 days']);
    expect(within(card('Lifetime earnings')).getByText('€510.00')).toBeInTheDocument();
    expect(within(card('Lifetime payouts')).getByText('€382.50')).toBeInTheDocument();
    const price = card('Your price (60 minutes)');
    expect(within(price).getByText('€50.00')).toBeInTheDocument();
    expect(within(price).getByText('€40.00')).toBeInTheDocument();
    expect(within(price).getByText('25% above the market average')).toBeInTheDocument();
    expect(within(card('Weekly availability')).getByText('12.5 hours')).toBeInTheDocument();
    expect(
      within(card('Weekly availability')).getByRole('link', { name: 'Set up availability' }),
    ).toHaveAttribute('href', '/settings?tab=availability');
    expect(within(card('Reply rate')).getByText('90%')).toBeInTheDocument();
    expect(within(card('Completed sessions')).getByText('17')).toBeInTheDocument();
    const ratings = card('Average rating');
    expect(within(ratings).getByText('4.7 / 5')).toBeInTheDocument();
    expect(within(ratings).getByText('4.9 / 5')).toBeInTheDocument();
    expect(within(ratings).getByText('Teaching ability')).toBeInTheDocument();
    const bookings = card('Lessons booked in the last 6 months');
    expect(within(bookings).getByText('+100%')).toBeInTheDocument();
    // The chart's text alternative: one row per month, in words.
    const table = within(bookings).getByRole('table', { name: 'Lessons booked per month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'October 20252',
      'November 20253',
      'December 20251',
      'January 20264',
      'February 20265',
      'March 2026 (this month so far)3',
    ]);
    expect(screen.getByTestId('bookings-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reads well for a new mentor: zeros, no reviews, no bookings, payout not possible yet', async () => {
    serve(newMentor);
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    const balance = await screen.findByRole('region', { name: 'Current balance' });
    const payout = within(balance).getByRole('button', { name: 'Request payout of €0.00' });
    expect(payout).toBeDisabled();
    expect(payout).toHaveAccessibleDescription(payoutMessages.minimumWithdrawal);
    expect(within(card('Pending balance')).getByText('Nothing pending right now.')).toBeInTheDocument();
    expect(within(card('Average rating')).getAllByText('No reviews yet')).toHaveLength(4);
    expect(within(card('Your price (60 minutes)')).getByText(/no market average/)).toBeInTheDocument();
    expect(screen.getByText(/No lessons booked in the last 6 months yet/)).toBeInTheDocument();
    expect(screen.getByText(/No bookings in the 3 months before to compare with yet/)).toBeInTheDocument();
    expect(within(balance).getByRole('button', { name: 'Connect payment account' })).toBeEnabled();
    expect(within(balance).getByText(/Austria, Belgium, .* and United Kingdom\./)).toBeInTheDocument();
    // No messages yet: the reply rate has no figure, only what will show there (ADR 46).
    const reply = card('Reply rate');
    expect(within(reply).queryByTestId('figure')).toBeNull();
    expect(reply).not.toHaveTextContent('%');
    expect(within(reply).getByText(/No messages from students yet/)).toBeInTheDocument();
  });

  it('shows 0% once students wrote and none was answered in time', async () => {
    serve(insights({ replyRate24h: 0 }));
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    const reply = await screen.findByRole('region', { name: 'Reply rate' });
    expect(within(reply).getByTestId('figure')).toHaveTextContent('0%');
  });

  it('shows an applicant "Application under review" with what happens next, and no figures (ADR 46)', async () => {
    serve({ ...newMentor, applicationStatus: 'pending' });
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    const panel = await screen.findByRole('region', { name: 'Application under review' });
    expect(within(panel).getByText(/reviews every application within 1–3 business days/)).toBeInTheDocument();
    expect(
      within(panel).getByText(/send you an email as soon as your profile is approved/),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Preview your profile' })).toHaveAttribute(
      'href',
      '/mentor/7',
    );
    expect(within(panel).getByRole('link', { name: 'Set up availability' })).toHaveAttribute(
      'href',
      '/settings?tab=availability',
    );
    expect(screen.queryByRole('region', { name: 'Current balance' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Reply rate' })).toBeNull();
  });

  it('tells a turned-down applicant their application was not approved', async () => {
    serve({ ...newMentor, applicationStatus: 'rejected' });
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    const panel = await screen.findByRole('region', { name: 'Application not approved' });
    expect(within(panel).getByText(/sent you the reason by e-mail/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support');
    expect(screen.queryByText('Application under review')).toBeNull();
  });

  it('says so when the insights cannot load', async () => {
    mockApi({ 'payouts.insights': { status: 500, body: {} } });
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    expect(await screen.findByText(payoutMessages.insightsLoadFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('the payout request (PAYOUT-07..10)', () => {
  it('keeps the button disabled just under €5.00 even with an account', async () => {
    serve(insights({ currentBalance: 499 }));
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    expect(await screen.findByRole('button', { name: 'Request payout of €4.99' })).toBeDisabled();
    expect(screen.getByText(payoutMessages.minimumWithdrawal)).toBeInTheDocument();
  });

  it('confirms, sends the whole balance in cents, shows success and reloads the insights', async () => {
    let paidOut = false;
    const calls = serve(() => (paidOut ? insights({ currentBalance: 0 }) : insights()), {
      'payouts.withdraw': () => {
        paidOut = true;
        return { status: 200, body: { success: true, errors: [] } };
      },
    });
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    await user().click(await screen.findByRole('button', { name: 'Request payout of €127.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payout' });
    expect(dialog).toHaveAccessibleDescription('Request payout of €127.50 to your connected account?');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm payout' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(/^Your payout has been requested\./)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ path: pathOf('payouts.withdraw'), body: { amount: 12_750 } }),
    ]);
    // PAYOUT-09: the insights reload, and the balance is now 0.
    expect(await screen.findByRole('button', { name: 'Request payout of €0.00' })).toBeDisabled();
    expect(calls.filter((c) => c.path === pathOf('payouts.insights'))).toHaveLength(2);
  });

  it('shows a busy state while the request runs', async () => {
    serve(insights(), { 'payouts.withdraw': 'never' });
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    await user().click(await screen.findByRole('button', { name: 'Request payout of €127.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payout' });
    await user().click(within(dialog).getByRole('button', { name: 'Confirm payout' }));
    expect(await within(dialog).findByRole('button', { name: 'Requesting payout...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('keeps a refusal in the dialog, in the order of PAYOUT-10', async () => {
    serve(insights(), {
      'payouts.withdraw': {
        status: 400,
        body: { detail: payoutMessages.accountNotEnabled, errors: { account: ['x'] }, success: false },
      },
    });
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    await user().click(await screen.findByRole('button', { name: 'Request payout of €127.50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payout' });
    await user().click(within(dialog).getByRole('button', { name: 'Confirm payout' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(payoutMessages.accountNotEnabled);
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends a mentor without an account to the provider, coming back to /insights', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const calls = serve(newMentor, {
      'payouts.accountLink': {
        status: 200,
        body: { account_link_url: '/connect/test/acct_1' },
      },
    });
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    await user().click(await screen.findByRole('button', { name: 'Connect payment account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/connect/test/acct_1'));
    const back = `${window.location.origin}/insights`;
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ return_url: back, refresh_url: back });
  });

  it('shows the connection error, and the country rule for an account outside the list', async () => {
    serve(
      insights({
        paymentAccount: { stripe_created: true, url: null, payouts_enabled: false, country: null },
      }),
      {
        'payouts.accountLink': { status: 502, body: { detail: 'down' } },
      },
    );
    const view = renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    expect(await screen.findByRole('button', { name: 'Request payout of €127.50' })).toBeDisabled();
    expect(screen.getByText(payoutMessages.accountNotEnabled)).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Finish setting up' }));
    expect(await screen.findByText(payoutMessages.connectFailedSettings)).toBeInTheDocument();
    view.unmount();

    serve(insights({ paymentAccount: { ...enabledAccount, country: 'US' } }));
    renderWithSession(<InsightsPage />, sessions.mentor, '/insights');
    expect(await screen.findByText(payoutMessages.countryNotSupported)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request payout of €127.50' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Connect payment account|Finish setting up/ })).toBeNull();
  });
});
