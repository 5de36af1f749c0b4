/**
 * The wizard's photo step checks a picked photo by content at once (issue 17 item 10): a signed-in user's
 * pick goes to the photo check and its refusal shows on this step, in the contract's words; a visitor has no
 * session for the check, and keeps the browser's own type and size check (the upload checks again).
 */
import { photoMessages } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { PhotoStep } from './photo-step.tsx';

afterEach(() => vi.unstubAllGlobals());

const png = () => new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'me.png', { type: 'image/png' });

function show(session: (typeof sessions)[keyof typeof sessions]) {
  const onChange = vi.fn();
  renderWithSession(
    <PhotoStep photo={null} onChange={onChange} onBack={vi.fn()} onContinue={vi.fn()} />,
    session,
    '/become-mentor?step=photo',
  );
  return onChange;
}

describe('Photo step: the photo check on pick (issue 17 item 10)', () => {
  it('shows the server refusal at once and keeps no photo', async () => {
    const calls = mockApi({
      'settings.checkPhoto': {
        status: 400,
        body: { detail: photoMessages.invalidType, errors: { photo: [photoMessages.invalidType] } },
      },
    });
    const onChange = show(sessions.student);
    await userEvent.upload(screen.getByLabelText('Upload a profile photo'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(photoMessages.invalidType);
    expect(screen.getByLabelText('Upload a profile photo')).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    const sent = calls.find((c) => c.name === 'settings.checkPhoto')!.body as FormData;
    expect((sent.get('photo') as File).name).toBe('me.png');
  });

  it('keeps a photo the check accepts', async () => {
    mockApi({ 'settings.checkPhoto': { status: 200, body: { message: photoMessages.accepted } } });
    const onChange = show(sessions.student);
    await userEvent.upload(screen.getByLabelText('Upload a profile photo'), png());
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the pick when the check cannot run (the upload checks it again)', async () => {
    mockApi({ 'settings.checkPhoto': 'network-error' });
    const onChange = show(sessions.student);
    await userEvent.upload(screen.getByLabelText('Upload a profile photo'), png());
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
  });

  it('asks nothing of the server for a visitor', async () => {
    const calls = mockApi({});
    const onChange = show(sessions.visitor);
    await userEvent.upload(screen.getByLabelText('Upload a profile photo'), png());
    await waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(calls.filter((c) => c.name === 'settings.checkPhoto')).toHaveLength(0);
  });
});
