import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBooking } from '../../../../test/bookings.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import { SEND_FAILED } from '../model/preparation.ts';
import { LessonPreparationPage } from './lesson-preparation-page.tsx';

const user = () => userEvent.setup({ delay: null });

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderPage(state?: unknown) {
  queryClient.setQueryData(authCheckKey, sessions.student);
  const router = createMemoryRouter(
    [
      { path: '/lesson-preparation', element: <LessonPreparationPage /> },
      { path: '/my-lessons', element: <p>My Lessons page</p> },
    ],
    { initialEntries: [{ pathname: '/lesson-preparation', state }] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function toLastStep() {
  await user().click(screen.getByRole('button', { name: 'Next' }));
  await user().click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Your goals' })).toHaveFocus();
}

describe('/lesson-preparation (PREP-01..06)', () => {
  it('uses the defaults without navigation state and only navigates at the end (PREP-01)', async () => {
    const calls = mockApi({});
    const router = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Prepare for your lesson' })).toBeInTheDocument();
    expect(screen.getByText(/Help your mentor plan your music lesson/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How much experience do you have with music?' })).toBeVisible();
    await toLastStep();
    await user().click(screen.getByRole('button', { name: 'Continue to My Lessons' }));
    expect(await screen.findByText('My Lessons page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-lessons');
    expect(calls).toEqual([]);
  });

  it('reads the teacher and instrument from navigation state', () => {
    mockApi({});
    renderPage({ teacherName: 'Lena Park', instrument: 'Piano', bookingId: 42 });
    expect(screen.getByText(/Help Lena Park plan your Piano lesson/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your experience' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('Skip goes to My Lessons without sending anything (PREP-04)', async () => {
    const calls = mockApi({});
    renderPage({ teacherName: 'Lena Park', instrument: 'Piano', bookingId: 42 });
    await user().click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('My Lessons page')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends the answers to the booking, then goes to My Lessons (PREP-02, PREP-05)', async () => {
    const calls = mockApi({ 'bookings.extraInfo': { status: 200, body: makeBooking() } });
    const router = renderPage({ teacherName: 'Lena Park', instrument: 'Piano', bookingId: 42 });
    const u = user();
    await u.click(screen.getByRole('radio', { name: 'Intermediate' }));
    await u.click(screen.getByRole('checkbox', { name: 'Guitar' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.click(screen.getByRole('checkbox', { name: 'Playing by ear' }));
    await u.click(screen.getByRole('checkbox', { name: 'Jazz' }));
    await u.click(screen.getByRole('checkbox', { name: 'Blues' }));
    await u.click(screen.getByRole('checkbox', { name: 'Jazz' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.type(screen.getByLabelText('What would you like to achieve?'), '  Play a blues solo ');
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('checkbox', { name: 'Blues' })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await u.click(screen.getByRole('button', { name: 'Continue to My Lessons' }));
    expect(await screen.findByText('My Lessons page')).toBeInTheDocument();
    // My Lessons confirms "Sent to your mentor" from this state (ADR 0048).
    expect(router.state.location.state).toEqual({ preparationSentTo: 'Lena Park' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      name: 'bookings.extraInfo',
      params: { id: '42' },
      body: {
        experienceLevel: 'Intermediate',
        otherInstruments: ['Guitar'],
        learningStyle: ['Playing by ear'],
        musicStyles: ['Blues'],
        learningGoal: 'Play a blues solo',
        additionalInfo: '',
      },
    });
  });

  it('moves through the steps with the keyboard alone', async () => {
    mockApi({ 'bookings.extraInfo': { status: 200, body: makeBooking() } });
    renderPage({ bookingId: 42 });
    const u = user();
    screen.getByRole('radio', { name: 'Beginner' }).focus();
    await u.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'How you like to learn' })).toHaveFocus();
  });

  it('shows the failure text and stays when sending fails (PREP-06)', async () => {
    const calls = mockApi({ 'bookings.extraInfo': { status: 500, body: { detail: 'boom' } } });
    const router = renderPage({ teacherName: 'Lena Park', instrument: 'Piano', bookingId: 42 });
    await toLastStep();
    await user().click(screen.getByRole('button', { name: 'Continue to My Lessons' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(SEND_FAILED).toBe('Failed to send your information. Please try again.');
    expect(router.state.location.pathname).toBe('/lesson-preparation');
    expect(calls).toHaveLength(1);

    mockApi({ 'bookings.extraInfo': 'network-error' });
    await user().click(screen.getByRole('button', { name: 'Continue to My Lessons' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SEND_FAILED);
    expect(router.state.location.pathname).toBe('/lesson-preparation');
  });
});
