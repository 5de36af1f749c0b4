/** The staff user's page's lists and a mentor's profile: edit, hide and show (issue 21 item 2, ADR 75). */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminMentorProfile, AdminPersonActivity, AdminPersonDetail } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { PersonPage } from './person-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const detail: AdminPersonDetail = {
  person: {
    id: 12,
    full_name: 'Maya Lopez',
    email: 'maya@example.com',
    role: 'mentor',
    mentor_id: 3,
    joined_at: '2026-01-10T09:00:00Z',
    last_sign_in_at: '2026-11-20T08:15:00Z',
    suspended_at: null,
    suspension_reason: null,
  },
  lessons: [],
};
const mentor = (overrides: Partial<AdminMentorProfile> = {}): AdminMentorProfile => ({
  mentor_id: 3,
  headline: 'Jazz guitar for grown-ups who start late',
  bio: '<p>I teach jazz.</p>',
  skills: [1],
  styles: [2],
  languages: [3],
  levels: ['beginner'],
  ages: ['adults'],
  approved: true,
  listed: true,
  hidden_at: null,
  hidden_reason: null,
  ...overrides,
});
const activity = (m: AdminMentorProfile): AdminPersonActivity => ({
  sign_ins: [
    {
      at: '2026-11-20T08:15:00Z',
      last_used_at: '2026-11-20T09:00:00Z',
      ended_at: null,
      ended_reason: null,
      remember_me: true,
    },
  ],
  payments: [
    {
      kind: 'refund',
      at: '2026-11-21T10:00:00Z',
      amount_cents: -2500,
      currency: 'EUR',
      booking_id: 41,
      booking_reference: 'LES-41',
    },
  ],
  tickets: [{ id: 7, type: 'other', status: 'open', created_at: '2026-11-19T10:00:00Z', excerpt: 'Help me' }],
  reviews_written: [],
  reviews_received: [
    {
      id: 5,
      other_name: 'Sam Student',
      other_user_id: 9,
      rating: 4.3,
      message: 'Clear and kind.',
      created_at: '2026-11-18T10:00:00Z',
    },
  ],
  mentor: m,
});

describe('the staff user’s page (ADR 75)', () => {
  it('lists sign-ins, payments linked to their booking, tickets linked to their thread and reviews', async () => {
    mockApi({ 'admin.user': { body: detail }, 'admin.userActivity': { body: activity(mentor()) } });
    renderAt('/admin/people/12', <PersonPage />, { session: sessions.staff, routePath: '/admin/people/:id' });
    expect(await screen.findByRole('heading', { name: 'Sign-ins' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Still signed in/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'LES-41' })).toHaveAttribute('href', '/admin/bookings/41');
    expect(screen.getByRole('link', { name: 'Ticket 7' })).toHaveAttribute(
      'href',
      '/admin/support-tickets/7',
    );
    expect(screen.getByRole('link', { name: 'Sam Student' })).toHaveAttribute('href', '/admin/people/9');
    expect(screen.getByText('Listed: in search and bookable')).toBeInTheDocument();
  });

  it('hides the mentor with a required reason and shows the new state', async () => {
    let hidden = false;
    const calls = mockApi({
      'admin.user': { body: detail },
      'admin.userActivity': () => ({
        body: activity(
          hidden
            ? mentor({ listed: false, hidden_at: '2026-11-23T08:00:00Z', hidden_reason: 'Under review' })
            : mentor(),
        ),
      }),
      'admin.hideMentor': () => {
        hidden = true;
        return {
          body: {
            message: 'Maya Lopez is hidden from search and booking. Existing lessons stay as they are.',
            mentor: mentor({
              listed: false,
              hidden_at: '2026-11-23T08:00:00Z',
              hidden_reason: 'Under review',
            }),
          },
        };
      },
    });
    renderAt('/admin/people/12', <PersonPage />, { session: sessions.staff, routePath: '/admin/people/:id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Hide from search' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide Maya Lopez?' });
    await user.type(within(dialog).getByLabelText('Reason (required)'), 'Under review');
    await user.click(within(dialog).getByRole('button', { name: 'Hide mentor' }));
    expect(await screen.findByText(/is hidden from search and booking/)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'admin.hideMentor')?.body).toEqual({ reason: 'Under review' });
    expect(await screen.findByRole('button', { name: 'Show in search' })).toBeInTheDocument();
  }, 15_000);

  it('puts the server’s field errors of an edit under the field', async () => {
    mockApi({
      'admin.user': { body: detail },
      'admin.userActivity': { body: activity(mentor()) },
      'mentors.skills': { body: [{ id: 1, name: 'Guitar' }] },
      'mentors.styles': { body: [{ id: 2, name: 'Jazz' }] },
      'mentors.languages': { body: [{ id: 3, name: 'English' }] },
      'admin.editMentor': {
        status: 400,
        body: {
          detail: 'Please enter a headline with at least 40 characters',
          errors: { headline: ['Please enter a headline with at least 40 characters'] },
        },
      },
    });
    renderAt('/admin/people/12', <PersonPage />, { session: sessions.staff, routePath: '/admin/people/:id' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = screen.getByRole('form', { name: 'Edit the mentor profile' });
    expect(await within(form).findByRole('checkbox', { name: 'Guitar' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(
      await within(form).findByText('Please enter a headline with at least 40 characters'),
    ).toBeInTheDocument();
  }, 15_000);
});
