/** The staff view of one ticket as a thread (issue 21 item 4): notes marked, reply, note, assign, closed. */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSupportThread } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { SupportTicketPage } from './support-ticket-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const thread = (overrides: Partial<AdminSupportThread> = {}): AdminSupportThread => ({
  id: 7,
  reference_number: 'SUP-000007',
  type: 'other',
  message: 'My link does not work.',
  booking_id: null,
  booking_reference: null,
  email: 'sam@example.com',
  user_id: 1,
  user_name: 'Sam Student',
  status: 'waiting',
  created_at: '2026-11-24T10:30:00Z',
  assignee_id: null,
  assignee_email: null,
  staff_members: [
    { id: 3, email: 'stella@example.com' },
    { id: 4, email: 'sven@example.com' },
  ],
  messages: [
    {
      id: 1,
      from_staff: true,
      internal: false,
      author_name: 'Stella Staff',
      body: 'Try again now.',
      at: '2026-11-24T11:00:00Z',
    },
    {
      id: 2,
      from_staff: true,
      internal: true,
      author_name: 'Stella Staff',
      body: 'Room logs fine.',
      at: '2026-11-24T11:05:00Z',
    },
  ],
  ...overrides,
});

const render = () =>
  renderAt('/admin/support-tickets/7', <SupportTicketPage />, {
    session: sessions.staff,
    routePath: '/admin/support-tickets/:id',
  });

describe('a support ticket as staff see it', () => {
  it('shows the thread in order with the internal note marked, the status and the assignee', async () => {
    mockApi({ 'admin.supportThread': { status: 200, body: thread() } });
    render();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('My link does not work.'),
      expect.stringContaining('Try again now.'),
      expect.stringMatching(/\(Internal note\).*Room logs fine\./),
    ]);
    expect(screen.getByText('Waiting for the user')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('');
  });

  it('sends a reply (trimmed) and refuses an empty one before calling', async () => {
    const calls = mockApi({
      'admin.supportThread': { status: 200, body: thread() },
      'admin.supportReply': { status: 200, body: thread({ messages: [] }) },
    });
    const user = userEvent.setup();
    render();
    const reply = await screen.findByRole('textbox', { name: 'Reply to the user' });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please write a message.')).toBeInTheDocument();
    expect(calls.some((call) => call.name === 'admin.supportReply')).toBe(false);
    await user.type(reply, '  We fixed it.  ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'admin.supportReply')?.body).toEqual({
      message: 'We fixed it.',
    });
  });

  it('adds an internal note and assigns the ticket to a staff member', async () => {
    const calls = mockApi({
      'admin.supportThread': { status: 200, body: thread() },
      'admin.supportNote': { status: 200, body: thread() },
      'admin.supportAssign': {
        status: 200,
        body: thread({ assignee_id: 4, assignee_email: 'sven@example.com' }),
      },
    });
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByRole('textbox', { name: 'Internal note' }), 'Call them.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'admin.supportNote')?.body).toEqual({ message: 'Call them.' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Assigned to' }), 'sven@example.com');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Assignment saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'admin.supportAssign')?.body).toEqual({ assignee_id: 4 });
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toHaveValue('4');
  });

  it('offers no reply on a closed ticket (notes still), and says the server’s refusal', async () => {
    mockApi({
      'admin.supportThread': { status: 200, body: thread({ status: 'closed' }) },
      'admin.supportNote': { status: 404, body: { detail: 'Support ticket not found.' } },
    });
    const user = userEvent.setup();
    render();
    await user.type(await screen.findByRole('textbox', { name: 'Internal note' }), 'x');
    expect(screen.queryByRole('textbox', { name: 'Reply to the user' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Support ticket not found.')).toBeInTheDocument();
  });
});
