import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationMessages, type AdminApplication } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { ApplicationsPage } from './applications-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  delete (window as { __pastedBioRan?: boolean }).__pastedBioRan;
});

const user = () => userEvent.setup({ delay: null });

function makeApplication(overrides: Partial<AdminApplication> = {}): AdminApplication {
  return {
    mentor_id: 7,
    user_id: 70,
    full_name: 'Sean Murphy',
    email: 'sean@example.com',
    profile_photo: '/media/portraits/sean.jpg',
    headline: 'Folk and rock guitar',
    bio: 'I teach <b>folk</b> guitar.<script>window.__pastedBioRan = true</script><img src="x" onerror="window.__pastedBioRan = true">',
    skills: [{ id: 1, name: 'Guitar' }],
    styles: [
      { id: 2, name: 'Folk' },
      { id: 3, name: 'Rock' },
    ],
    languages: [{ id: 1, name: 'English' }],
    amount_cents: 4500,
    offer_trial: true,
    sessions: [
      { session_time: 30, timeout_time: 0 },
      { session_time: 60, timeout_time: 10 },
    ],
    country: 'IE',
    timezone: 'Europe/Dublin',
    availability: [
      { weekday: 0, start_time: '09:00', end_time: '12:00' },
      { weekday: 0, start_time: '14:00', end_time: '17:30' },
      { weekday: 4, start_time: '18:00', end_time: '20:00' },
    ],
    applied_at: '2026-11-18T12:00:00Z',
    ...overrides,
  };
}

function serve(decisions: Record<string, () => { status: number; body?: unknown }> = {}) {
  let applications = [
    makeApplication(),
    makeApplication({
      mentor_id: 8,
      full_name: 'Paul Neumann',
      profile_photo: null,
      email: 'paul@example.com',
    }),
  ];
  // The decided application is the one the call's path names.
  const decided = (answer: () => { status: number; body?: unknown }) => (url: URL) => {
    const id = Number(url.pathname.split('/')[4]);
    const reply = answer();
    if (reply.status === 200) applications = applications.filter((a) => a.mentor_id !== id);
    return reply;
  };
  return mockApi({
    'admin.applications': () => ({ status: 200, body: applications }),
    ...Object.fromEntries(Object.entries(decisions).map(([key, answer]) => [key, decided(answer)])),
  });
}

describe('the staff area’s mentor applications (M1)', () => {
  it('shows each applicant’s full profile with the photo and the introduction made inert', async () => {
    serve();
    renderAt('/admin/applications', <ApplicationsPage />, { session: sessions.staff });
    const sean = await screen.findByRole('article', { name: 'Sean Murphy' });
    expect(within(sean).getByRole('img', { name: 'Photo of Sean Murphy' })).toHaveAttribute(
      'src',
      '/media/portraits/sean.jpg',
    );
    expect(sean).toHaveTextContent('Folk and rock guitar');
    expect(within(sean).getByRole('link', { name: 'sean@example.com' })).toHaveAttribute(
      'href',
      'mailto:sean@example.com',
    );
    expect(sean).toHaveTextContent('Applied 18 Nov 2026, 12:00 UTC');
    expect(sean).toHaveTextContent('I teach folk guitar.');
    expect(sean.querySelector('script, img[onerror]')).toBeNull();
    expect(within(sean).getByText('folk').tagName).toBe('B');
    expect((window as { __pastedBioRan?: boolean }).__pastedBioRan).toBeUndefined();
    expect(sean).toHaveTextContent('Guitar');
    expect(sean).toHaveTextContent('Folk, Rock');
    expect(sean).toHaveTextContent('English');
    expect(sean).toHaveTextContent('€45.00 per hour');
    expect(sean).toHaveTextContent('30 min, 60 min (10 min break)');
    expect(sean).toHaveTextContent('Offered');
    expect(sean).toHaveTextContent('Europe/Dublin (IE)');
    expect(sean).toHaveTextContent('Monday: 09:00–12:00, 14:00–17:30');
    expect(sean).toHaveTextContent('Friday: 18:00–20:00');
    const paul = screen.getByRole('article', { name: 'Paul Neumann' });
    expect(paul).toHaveTextContent('No photo');
    expect(screen.getByText(/2 applications are waiting/)).toBeInTheDocument();
  });

  it('approves after confirmation, announces it and reads the queue again', async () => {
    const message = applicationMessages.approved('Sean Murphy');
    const calls = serve({
      'admin.approveApplication': () => ({
        status: 200,
        body: { message, mentor_id: 7, status: 'approved' },
      }),
    });
    renderAt('/admin/applications', <ApplicationsPage />, { session: sessions.staff });
    await user().click(await screen.findByRole('button', { name: 'Approve Sean Murphy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Sean Murphy?' });
    await user().click(within(dialog).getByRole('button', { name: 'Approve and list' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Sean Murphy' })).toBeNull());
    expect(screen.getByText(/1 application is waiting/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      pathOf('admin.approveApplication', { mentor_id: '7' }),
    ]);
  });

  it('asks for a reason before rejecting and sends it trimmed; Go back changes nothing', async () => {
    const message = applicationMessages.rejected('Paul Neumann');
    const calls = serve({
      'admin.rejectApplication': () => ({
        status: 200,
        body: { message, mentor_id: 8, status: 'rejected' },
      }),
    });
    renderAt('/admin/applications', <ApplicationsPage />, { session: sessions.staff });
    await user().click(await screen.findByRole('button', { name: 'Reject Paul Neumann' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject Paul Neumann?' });
    await user().click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Reject Paul Neumann' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject Paul Neumann?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the applicant (required)' });
    await user().type(reason, '   ');
    await user().click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText(applicationMessages.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user().type(reason, 'Please upload a photo of yourself.  ');
    await user().click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        name: 'admin.rejectApplication',
        body: { reason: 'Please upload a photo of yourself.' },
      }),
    ]);
    await vi.waitFor(() => expect(screen.queryByRole('article', { name: 'Paul Neumann' })).toBeNull());
  });

  it('keeps a refusal in the dialog (another staff member decided first)', async () => {
    serve({
      'admin.approveApplication': () => ({
        status: 400,
        body: { detail: applicationMessages.alreadyApproved },
      }),
    });
    renderAt('/admin/applications', <ApplicationsPage />, { session: sessions.staff });
    await user().click(await screen.findByRole('button', { name: 'Approve Sean Murphy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Sean Murphy?' });
    await user().click(within(dialog).getByRole('button', { name: 'Approve and list' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(applicationMessages.alreadyApproved);
  });

  it('says so when the queue is empty, and when it cannot be read', async () => {
    mockApi({ 'admin.applications': { status: 200, body: [] } });
    renderAt('/admin/applications', <ApplicationsPage />, { session: sessions.staff });
    expect(await screen.findByText('There are no applications waiting for a decision.')).toBeInTheDocument();
    cleanup();
    queryClient.clear();
    mockApi({ 'admin.applications': { status: 500, body: {} } });
    renderAt('/admin/applications', <ApplicationsPage />, { session: sessions.staff });
    expect(await screen.findByRole('alert')).toHaveTextContent(applicationMessages.loadFailed);
  });
});
