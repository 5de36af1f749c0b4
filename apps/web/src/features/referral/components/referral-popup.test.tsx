import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthCheckResponse } from '@app/contract';
import { sessions } from '../../../../test/sessions.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import { readStored, storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { referralError } from './referral-popup.tsx';
import { ReferralSlot } from './referral-slot.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const canRefer: AuthCheckResponse = {
  is_authenticated: true,
  user: { ...sessions.student.user!, can_add_referral: true },
  csrftoken: 'token',
};

type Reply = { status: number; body?: unknown };
function mockReferral(reply: Reply) {
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit = {}) => {
      if (url.startsWith(pathOf('users.referral'))) {
        calls.push(JSON.parse(init.body as string));
        return Promise.resolve(new Response(JSON.stringify(reply.body ?? {}), { status: reply.status }));
      }
      return new Promise<Response>(() => undefined);
    }),
  );
  return calls;
}

function show(session: AuthCheckResponse) {
  queryClient.setQueryData(authCheckKey, session);
  return render(
    <QueryClientProvider client={queryClient}>
      <ReferralSlot />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const dismissed = () => readStored(storageKeys.referralPopupDismissed);

describe('the referral popup (REFERRAL-01..08)', () => {
  it('is shown only to a signed-in user who can add a referral and has not dismissed it', async () => {
    mockReferral({ status: 200 });
    show(canRefer);
    expect(await screen.findByRole('dialog', { name: 'Were you referred by a mentor?' })).toBeInTheDocument();
  });

  it.each([
    ['a visitor', sessions.visitor],
    ['a user who cannot add a referral', sessions.student],
  ])('is not shown to %s', async (_, session) => {
    mockReferral({ status: 200 });
    show(session);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown again once dismissed', async () => {
    writeStored(storageKeys.referralPopupDismissed, true);
    mockReferral({ status: 200 });
    show(canRefer);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats an empty code as a skip: closes, dismissed, nothing sent', async () => {
    const calls = mockReferral({ status: 200 });
    show(canRefer);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    expect(dismissed()).toBe(true);
  });

  it('Skip dismisses it', async () => {
    mockReferral({ status: 200 });
    show(canRefer);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dismissed()).toBe(true);
  });

  it('sends the code, shows the answer and closes 1.5 s later', async () => {
    const calls = mockReferral({ status: 200, body: { message: 'Referral code added successfully.' } });
    show(canRefer);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Referral code'), ' MENTOR42 ');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Referral code added successfully.')).toBeInTheDocument();
    expect(calls).toEqual([{ referral_code: 'MENTOR42' }]);
    expect(dismissed()).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1400);
      await Promise.resolve();
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
      await Promise.resolve();
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's error and stays open for another try", async () => {
    mockReferral({
      status: 400,
      body: { detail: 'Invalid referral code.', error: 'This referral code does not exist.' },
    });
    show(canRefer);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Referral code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This referral code does not exist.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('falls back to "Something went wrong"', () => {
    expect(referralError(new ApiError(null, null, 'Failed to fetch'))).toBe('Something went wrong');
    expect(referralError(new ApiError(400, { message: 'M', error: 'E' }, 'x'))).toBe('M');
  });
});
