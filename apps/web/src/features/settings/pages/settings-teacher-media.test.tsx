/** ADR 67 in settings: the intro video, levels and ages in the profile form, and the audio samples. */
import { teacherMediaMessages as t } from '@app/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { lookups, mentorProfile, mentorSettings } from '../test-utils.ts';
import { SettingsPage } from './settings-page.tsx';

const user = () => userEvent.setup({ delay: null });

describe('intro video, levels, ages and audio samples in settings', () => {
  it('refuses another address before sending, then sends the video, levels and ages that changed', async () => {
    const calls = mockApi({
      'settings.read': { body: mentorSettings() },
      ...lookups,
      'settings.mentorProfile': { body: mentorProfile({ intro_video_url: 'https://vimeo.com/76979871' }) },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=profile');
    const form = await screen.findByRole('form', { name: 'Your mentor profile' });
    const video = within(form).getByLabelText('Intro video (YouTube or Vimeo address)');
    await user().type(video, 'https://example.com/watch?v=1');
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    expect((await within(form).findAllByText(t.videoInvalid)).length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user().clear(video);
    await user().type(video, 'https://vimeo.com/76979871');
    await user().click(
      within(within(form).getByRole('group', { name: 'Levels taught' })).getByLabelText('Advanced'),
    );
    await user().click(
      within(within(form).getByRole('group', { name: 'Ages taught' })).getByLabelText('Teens'),
    );
    await user().click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      intro_video_url: 'https://vimeo.com/76979871',
      levels: ['advanced'],
      ages: ['teens'],
    });
  });

  it('lists the samples with a labelled player and Remove, and says the server refusal of an upload', async () => {
    mockApi({
      'settings.read': {
        body: mentorSettings({
          mentor: mentorProfile({
            audio_samples: [{ id: 4, url: '/media/audio/a.mp3', title: 'Nocturne', duration_seconds: 61 }],
          }),
        }),
      },
      ...lookups,
      'mentors.addAudioSample': {
        status: 400,
        body: { detail: t.sampleInvalidType, errors: { file: [t.sampleInvalidType] } },
      },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=profile');
    const list = await screen.findByRole('list', { name: 'Your audio samples' });
    expect(within(list).getByText(/Nocturne/)).toHaveTextContent('Nocturne (1:01)');
    expect(within(list).getByRole('button', { name: 'Remove the sample "Nocturne"' })).toBeEnabled();
    const add = screen.getByRole('form', { name: 'Add an audio sample' });
    await user().type(within(add).getByLabelText('Sample title'), 'Not music');
    await user().upload(
      within(add).getByLabelText('Recording'),
      new File(['hello'], 'fake.mp3', { type: 'audio/mpeg' }),
    );
    await user().click(within(add).getByRole('button', { name: 'Add sample' }));
    expect(await screen.findByText(t.sampleInvalidType)).toBeInTheDocument();
  });
});
