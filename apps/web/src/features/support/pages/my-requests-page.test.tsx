/** My requests (issue 21 item 4): the user's tickets with their threads, answering, a closed one. */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyRequest } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { MyRequestsPage } from './my-requests-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const request = (overrides: Partial<MyRequest> = {}): MyRequest => ({
  id: 7,
  reference_number: 'SUP-000007',
  type: 'other',
  message: 'My link does not work.',
  status: 'waiting',
  created_at: '2026-11-24T10:30:00Z',
  messages: [
    {
      id: 1,
      from_staff: true,
      internal: false,
      author_name: null,
      body: 'Try again now.',
      at: '2026-11-24T11:00:00Z',
    },
  ],
  ...overrides,
});

describe('My requests', () => {
  it('lists each request with its thread, and answers one', async () => {
    const calls = mockApi({
      'support.myRequests': { status: 200, body: [request()] },
      'support.answer': { status: 200, body: request({ status: 'open' }) },
    });
    const user = userEvent.setup();
    renderAt('/support/requests', <MyRequestsPage />, { session: sessions.student });
    const article = await screen.findByRole('article', { name: /SUP-000007/ });
    const items = within(article).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Support team');
    expect(items[1]).toHaveTextContent('Try again now.');
    expect(within(article).getByText('Waiting for the user')).toBeInTheDocument();
    await user.type(within(article).getByRole('textbox', { name: 'Your answer (SUP-000007)' }), 'Works now.');
    await user.click(within(article).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'support.answer')).toMatchObject({
      params: { id: '7' },
      body: { message: 'Works now.' },
    });
  });

  it('shows no answer form on a closed request, and says when there are none', async () => {
    mockApi({ 'support.myRequests': { status: 200, body: [request({ status: 'closed' })] } });
    renderAt('/support/requests', <MyRequestsPage />, { session: sessions.student });
    expect(await screen.findByText(/This request is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    cleanup();
    queryClient.clear();
    mockApi({ 'support.myRequests': { status: 200, body: [] } });
    renderAt('/support/requests', <MyRequestsPage />, { session: sessions.student });
    expect(await screen.findByText('You have not sent any support requests yet.')).toBeInTheDocument();
  });
});
