/**
 * The sign-up form's own checks (MASTER-13, ERR-101). The page renders the form only with a current
 * meeting (without one it says MASTER-02's "no upcoming events"), so "No meeting available" is the form's
 * answer when it is given no meeting: nothing is sent.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { masterclassMessages as m, type Masterclass } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { JoinForm } from './join-form.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const meeting: Masterclass = {
  id: 7,
  name: 'Piano from zero',
  description: 'Your first song.',
  description_mentor: '',
  show_off_url: 'about:blank',
  start_time_utc: '2026-11-30T18:00:00Z',
  start_time_local: '2026-11-30T19:00:00+01:00',
  duration: 60,
  slots_left: 12,
  custom_mentor_photo_1: null,
  custom_mentor_photo_2: null,
  topic: 'piano',
  mentor: { first_name: 'Maya', profile_picture: null },
};
const user = () => userEvent.setup({ delay: null });

function show(current: Masterclass | null, signedInEmail: string | null = null) {
  const calls = mockApi({
    'masterclasses.join': {
      status: 201,
      body: {
        message: m.joined,
        masterclass_id: meeting.id,
        start_time_utc: meeting.start_time_utc,
        start_time_local: meeting.start_time_utc,
        slots_left: 10,
      },
    },
  });
  renderAt('/meet-and-greet', <JoinForm meeting={current} signedInEmail={signedInEmail} />, {
    session: signedInEmail ? sessions.student : sessions.visitor,
  });
  return calls;
}

describe('the join form’s checks (MASTER-13, ERR-101)', () => {
  it('says "No meeting available" in red and sends nothing when there is no meeting', async () => {
    const calls = show(null);
    const u = user();
    await u.type(screen.getByLabelText('Email'), 'vera@example.com');
    await u.click(screen.getByRole('button', { name: m.submit }));
    // The form's checks run asynchronously (react-hook-form): the refusal arrives after the click.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.noMeeting);
    expect(alert).toHaveTextContent('No meeting available');
    expect(alert).toHaveClass('text-red-700');
    expect(calls).toHaveLength(0);
  });

  it('says "No meeting available" for a signed-in user too', async () => {
    const calls = show(null, 'sam@example.com');
    await user().click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No meeting available');
    expect(calls).toHaveLength(0);
  });

  it('asks a visitor for an e-mail, then for a valid one, before sending', async () => {
    const calls = show(meeting);
    const u = user();
    await u.click(screen.getByLabelText(m.consent18));
    const submit = screen.getByRole('button', { name: m.submit });
    await u.click(submit);
    // react-hook-form checks asynchronously: the message appears after the click resolves.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter your email address$/),
    );
    await u.type(screen.getByLabelText('Email'), '   ');
    await u.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter your email address$/),
    );
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'vera.example.com');
    await u.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(/^Please enter a valid email address$/),
    );
    expect(calls).toHaveLength(0);

    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'vera@example.com');
    await u.click(submit);
    expect(await screen.findByText(m.joined)).toBeInTheDocument();
    expect(screen.queryByText(m.emailInvalid)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("checks the 18+ box before sending, with the contract's text under it", async () => {
    const calls = show(meeting);
    const u = user();
    await u.type(screen.getByLabelText('Email'), 'vera@example.com');
    await u.click(screen.getByRole('button', { name: m.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.mustBe18);
    const box = screen.getByLabelText(m.consent18);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(m.mustBe18);
    expect(calls).toHaveLength(0);

    await u.click(box);
    await u.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByText(m.joined)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')[0]!.body).toMatchObject({ is_18: true });
  });
});

describe('the join form and a refusal (issue 17 item 10)', () => {
  it('shows the server\'s field messages under their fields, never its "Invalid body: ..." detail', async () => {
    mockApi({
      'masterclasses.join': {
        status: 400,
        body: {
          detail: `Invalid body: is_18: ${m.mustBe18}`,
          errors: { is_18: [m.mustBe18], user_email: [m.emailInvalid] },
        },
      },
    });
    renderAt('/meet-and-greet', <JoinForm meeting={meeting} signedInEmail={null} />, {
      session: sessions.visitor,
    });
    const u = user();
    await u.type(screen.getByLabelText('Email'), 'vera@example.com');
    await u.click(screen.getByLabelText(m.consent18));
    await u.click(screen.getByRole('button', { name: m.submit }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    const texts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(texts).toEqual(expect.arrayContaining([m.emailInvalid, m.mustBe18]));
    expect(screen.queryByText(/Invalid body/)).toBeNull();
  });

  it("keeps MASTER-16's reading for a refusal without fields (the server's detail)", async () => {
    mockApi({ 'masterclasses.join': { status: 400, body: { detail: m.full } } });
    renderAt('/meet-and-greet', <JoinForm meeting={meeting} signedInEmail="sam@example.com" />, {
      session: sessions.student,
    });
    const u = user();
    await u.click(screen.getByLabelText(m.consent18));
    await u.click(screen.getByRole('button', { name: m.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.full);
  });
});
