import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPerson, AdminPersonDetail } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { PeoplePage } from './people-page.tsx';
import { PersonPage } from './person-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const person = (overrides: Partial<AdminPerson> = {}): AdminPerson => ({
  id: 12,
  full_name: 'Maya Lopez',
  email: 'maya@example.com',
  role: 'mentor',
  mentor_id: 3,
  joined_at: '2026-01-10T09:00:00Z',
  last_sign_in_at: '2026-11-20T08:15:00Z',
  suspended_at: null,
  suspension_reason: null,
  ...overrides,
});
const detail = (overrides: Partial<AdminPerson> = {}): AdminPersonDetail => ({
  person: person(overrides),
  lessons: [
    {
      id: 41,
      reference: 'LES-41',
      as: 'mentor',
      status: 'paid',
      start: '2026-11-25T10:00:00Z',
      amount_cents: 5750,
      refunded_amount_cents: 0,
      currency: 'EUR',
    },
  ],
});

describe('the staff area’s people (issue 21 item 2)', () => {
  it('searches by the text in the URL and links each account to its page', async () => {
    const calls = mockApi({ 'admin.users': { body: { people: [person()] } } });
    renderAt('/admin/people?search=maya', <PeoplePage />, { session: sessions.staff });
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('maya@example.com');
    expect(rows[1]).toHaveTextContent('Mentor');
    expect(rows[1]).toHaveTextContent('Active');
    expect(within(rows[1]!).getByRole('link', { name: 'Maya Lopez' })).toHaveAttribute(
      'href',
      '/admin/people/12',
    );
    expect(calls[0]?.query).toEqual({ search: 'maya' });
    const user = userEvent.setup();
    const box = screen.getByLabelText('Name, e-mail or account id');
    await user.clear(box);
    await user.type(box, 'lopez{Enter}');
    await waitFor(() => expect(calls.at(-1)?.query).toEqual({ search: 'lopez' }));
  });

  it('suspends with a required reason, then shows the account suspended', async () => {
    let suspended = false;
    const calls = mockApi({
      'admin.user': () => ({
        body: detail(
          suspended ? { suspended_at: '2026-11-23T08:00:00Z', suspension_reason: 'Abusive messages' } : {},
        ),
      }),
      'admin.suspendUser': () => {
        suspended = true;
        return {
          body: {
            message:
              'Maya Lopez is suspended and signed out everywhere; 1 future lesson was cancelled and refunded in full.',
            person: person({ suspended_at: '2026-11-23T08:00:00Z', suspension_reason: 'Abusive messages' }),
            cancelled_lessons: ['LES-41'],
          },
        };
      },
    });
    renderAt('/admin/people/12', <PersonPage />, { session: sessions.staff, routePath: '/admin/people/:id' });
    expect(await screen.findByRole('heading', { name: 'Maya Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /LES-41/ })).toHaveTextContent('€57.50');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend Maya Lopez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(calls.some((c) => c.name === 'admin.suspendUser')).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason (required)'), '  Abusive messages ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText(/is suspended and signed out everywhere/)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin.suspendUser')?.body).toEqual({ reason: 'Abusive messages' });
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(screen.getByText('Abusive messages')).toBeInTheDocument();
  });

  it('keeps a refusal in the dialog and offers nothing on a staff account', async () => {
    mockApi({
      'admin.user': { body: detail() },
      'admin.suspendUser': { status: 400, body: { detail: 'This account is already suspended.' } },
    });
    renderAt('/admin/people/12', <PersonPage />, { session: sessions.staff, routePath: '/admin/people/:id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByText('This account is already suspended.')).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    mockApi({ 'admin.user': { body: detail({ role: 'staff' }) } });
    renderAt('/admin/people/12', <PersonPage />, { session: sessions.staff, routePath: '/admin/people/:id' });
    await screen.findByRole('heading', { name: 'Maya Lopez' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });
});
