import { onboardingMessages } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type ApiRoutes } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { emptyDraft, type AboutData } from '../model/draft.ts';
import { AboutStep } from './about-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const lists: ApiRoutes = {
  'mentors.skills': {
    status: 200,
    body: [
      { id: 1, name: 'Guitar' },
      { id: 2, name: 'Piano' },
    ],
  },
  'mentors.styles': { status: 200, body: [{ id: 5, name: 'Jazz' }] },
  'mentors.languages': { status: 200, body: [{ id: 9, name: 'English' }] },
};

function Harness({ initial, onContinue }: { initial?: Partial<AboutData>; onContinue: () => void }) {
  const [about, setAbout] = useState<AboutData>({ ...emptyDraft('UTC').about, ...initial });
  return (
    <>
      <AboutStep about={about} onChange={setAbout} onContinue={onContinue} />
      <output data-testid="about">{JSON.stringify(about)}</output>
    </>
  );
}

describe('About step (ONBOARD-08..11)', () => {
  it('shows the four messages and focuses the first field in error after 100 ms', async () => {
    mockApi(lists);
    const onContinue = vi.fn();
    renderWithSession(<Harness onContinue={onContinue} />, sessions.student, '/become-mentor');
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    for (const text of [
      'Please select at least one instrument or skill',
      'Please select at least one music style',
      'Please select at least one language',
      'You must confirm that you are at least 18 years old',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    const instruments = screen.getByRole('group', { name: 'Instruments' });
    expect(instruments).toHaveAccessibleDescription(/Please select at least one instrument or skill/);
    // Not at once: after the 100 ms delay the first erroring field takes the focus.
    expect(within(instruments).getByRole('button', { name: 'Guitar' })).not.toHaveFocus();
    await waitFor(() => expect(within(instruments).getByRole('button', { name: 'Guitar' })).toHaveFocus());
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('toggles choices by keyboard, keeps names, and continues when everything is there', async () => {
    mockApi(lists);
    const onContinue = vi.fn();
    renderWithSession(
      <Harness onContinue={onContinue} initial={{ instruments: ['Kazoo'] }} />,
      sessions.student,
      '/become-mentor',
    );
    const piano = await screen.findByRole('button', { name: 'Piano' });
    piano.focus();
    await userEvent.keyboard('{Enter}');
    expect(piano).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Jazz' }));
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const terms = screen.getByRole('checkbox', { name: /at least 18 years old/ });
    terms.focus();
    await userEvent.keyboard(' ');
    expect(terms).toBeChecked();
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    // Stored as names; a name the server no longer lists is dropped.
    expect(JSON.parse(screen.getByTestId('about').textContent ?? '{}')).toMatchObject({
      instruments: ['Piano'],
      styles: ['Jazz'],
      languages: ['English'],
      isOver18: true,
    });
  });

  it('says so when the lists cannot be loaded, and tries again', async () => {
    mockApi({ ...lists, 'mentors.styles': { status: 500, body: {} } });
    renderWithSession(<Harness onContinue={vi.fn()} />, sessions.student, '/become-mentor');
    expect(await screen.findByRole('alert')).toHaveTextContent(onboardingMessages.listsFailed);
    mockApi(lists);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Jazz' })).toBeInTheDocument();
  });
});
