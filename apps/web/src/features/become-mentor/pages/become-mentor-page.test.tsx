/**
 * The wizard page around its steps: the furthest-step rule, the visitor sent to log in at Submit with the
 * data kept (M1), a successful application (ONBOARD-29) and a refused one (ONBOARD-30).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type Handler } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { readStored, storageKeys } from '../../../shared/storage/storage.ts';
import { emptyDraft, saveDraft, type OnboardingDraft } from '../model/draft.ts';
import { fromStoredPhoto, storePhoto } from '../model/photo.ts';
import { BecomeMentorPage } from './become-mentor-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

async function storeFilledDraft(furthestStep: OnboardingDraft['furthestStep'] = 'rate') {
  const draft = emptyDraft('Europe/Vienna');
  saveDraft({
    ...draft,
    about: {
      ...draft.about,
      instruments: ['Piano'],
      styles: ['Jazz'],
      languages: ['English'],
      isOver18: true,
    },
    description: {
      introduction: `<p>${'x'.repeat(120)}</p>`,
      headline: 'Jazz piano for curious grown-up beginners',
      levels: [],
      ages: [],
      introVideo: '',
    },
    hourlyRate: '50',
    furthestStep,
  });
  await storePhoto(
    fromStoredPhoto({ name: 'me.png', type: 'image/png', lastModified: 1, base64: PNG_BASE64 }),
  );
}

const lists: Record<string, Handler> = {
  'mentors.skills': { status: 200, body: [{ id: 1, name: 'Piano' }] },
  'mentors.styles': { status: 200, body: [{ id: 5, name: 'Jazz' }] },
  'mentors.languages': { status: 200, body: [{ id: 9, name: 'English' }] },
  'bookings.feeRate': { status: 200, body: { tax_rate: 0.15, is_mentor_specific: false } },
};

const open = (url: string, session = sessions.student) =>
  renderAt(url, <BecomeMentorPage />, { session, routePath: '/become-mentor' });

describe('/become-mentor', () => {
  it('shows the five steps and opens none beyond the furthest reached (ONBOARD-03, ONBOARD-04)', async () => {
    await storeFilledDraft('description');
    mockApi(lists);
    const { router } = open('/become-mentor?step=rate');
    await waitFor(() => expect(router.state.location.search).toBe('?step=description'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile description' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getByRole('link', { name: /About you\s*, step 1 of 5/ })).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: /Profile photo\s*, step 2 of 5/ })).toBeInTheDocument();
    expect(
      within(steps)
        .getByText(/Profile description/)
        .closest('[aria-current="step"]'),
    ).not.toBeNull();
    expect(within(steps).queryByRole('link', { name: /Availability/ })).not.toBeInTheDocument();
    expect(within(steps).getByText(/step 4 of 5, not reached yet/)).toBeInTheDocument();
  });

  it('sends a visitor to log in at Submit and keeps the data (ONBOARD-38, M1)', async () => {
    await storeFilledDraft();
    const calls = mockApi(lists);
    open('/become-mentor?step=rate', sessions.visitor);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent('/become-mentor?step=rate')}`,
      ),
    );
    expect(readStored(storageKeys.redirectAfterLogin)).toBe('/become-mentor?step=rate');
    expect(readStored(storageKeys.onboarding)).toMatchObject({ hourlyRate: '50', furthestStep: 'rate' });
    expect(readStored(storageKeys.onboardingPhoto)).toMatchObject({ file: { name: 'me.png' } });
    expect(calls.some((c) => c.path === pathOf('mentors.apply'))).toBe(false);
  });

  it('applies, becomes a mentor, clears the data and confirms (ONBOARD-28, ONBOARD-29, ONBOARD-31)', async () => {
    await storeFilledDraft();
    let sent: FormData | null = null;
    mockApi({
      ...lists,
      'mentors.apply': (_url, init) => {
        sent = init.body as FormData;
        return { status: 201, body: { mentor_id: 77 } };
      },
      'auth.check': { status: 200, body: sessions.mentor },
    });
    const { router } = open('/become-mentor?step=rate');
    // The fee and earnings of a €50 rate at 15%.
    expect(await screen.findByDisplayValue('€7.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Your earnings (€)')).toHaveValue(42.5);
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=confirmation'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Application submitted' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/within 1–3 business days before your profile is shown to students/),
    ).toBeInTheDocument();
    expect(screen.getByText(/send you an email as soon as your profile is approved/)).toBeInTheDocument();
    const form = sent as FormData | null;
    expect(form?.get('skills')).toBe('[1]');
    expect(form?.get('amount_cents')).toBe('5000');
    expect(form?.get('timezone')).toBe('Europe/Vienna');
    expect((form?.get('profile_photo') as File).name).toBe('me.png');
    await waitFor(() => expect(readStored(storageKeys.onboarding)).toBeNull());
    expect(readStored(storageKeys.onboardingPhoto)).toBeNull();
  });

  it('takes recordings on the description step and sends them once the application exists (ADR 71)', async () => {
    await storeFilledDraft();
    const order: string[] = [];
    const titles: string[] = [];
    mockApi({
      ...lists,
      'mentors.apply': () => {
        order.push('apply');
        return { status: 201, body: { mentor_id: 77 } };
      },
      'mentors.addAudioSample': (_url, init) => {
        const form = init.body as FormData;
        const title = form.get('title') as string;
        order.push(`sample ${title}`);
        titles.push((form.get('file') as File).name);
        return title === 'Broken'
          ? {
              status: 400,
              body: {
                detail: 'This recording could not be read: the file may be damaged or cut short.',
                errors: { file: ['This recording could not be read: the file may be damaged or cut short.'] },
              },
            }
          : {
              status: 201,
              body: {
                message: 'Audio sample added.',
                sample: { id: 5, url: '/media/audio/a.wav', title, duration_seconds: 3 },
              },
            };
      },
      'auth.check': { status: 200, body: sessions.mentor },
    });
    const { router } = open('/become-mentor?step=description');
    await screen.findByRole('heading', { level: 2, name: 'Profile description' });
    const form = screen.getByRole('form', { name: 'Add an audio sample' });
    const add = async (title: string, file: File) => {
      await userEvent.type(within(form).getByLabelText('Sample title'), title);
      await userEvent.upload(within(form).getByLabelText('Recording'), file);
      await userEvent.click(within(form).getByRole('button', { name: 'Add sample' }));
    };
    await add('Nocturne', new File([new Uint8Array(2000)], 'nocturne.wav', { type: 'audio/wav' }));
    await add('Broken', new File([new Uint8Array(10)], 'broken.mp3', { type: 'audio/mpeg' }));
    const chosen = screen.getByRole('list', { name: 'Recordings to send' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(order).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=availability'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=rate'));
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(router.state.location.search).toBe('?step=confirmation'));
    expect(order).toEqual(['apply', 'sample Nocturne', 'sample Broken']);
    expect(titles).toEqual(['nocturne.wav', 'broken.mp3']);
    // What was added is on the profile already; what the server refused is said, with its reason.
    expect(await screen.findByRole('list', { name: 'Your audio samples' })).toHaveTextContent(
      'Nocturne (0:03)',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Broken: This recording could not be read: the file may be damaged or cut short.',
    );
    // Three steps walked by a user: more than the default 5 s on a busy machine.
  }, 20_000);

  it("shows the server's reasons, with the step to fix each (ONBOARD-30)", async () => {
    await storeFilledDraft();
    mockApi({
      ...lists,
      'mentors.apply': {
        status: 400,
        body: {
          detail: 'Please check your application.',
          errors: { profile_photo: ['Please upload a valid image file (PNG or JPG).'] },
        },
      },
    });
    open('/become-mentor?step=rate');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please check your application.');
    expect(within(alert).getByRole('link', { name: 'Profile photo' })).toHaveAttribute(
      'href',
      '/become-mentor?step=photo',
    );
    expect(alert).toHaveTextContent('Please upload a valid image file (PNG or JPG).');
    expect(readStored(storageKeys.onboarding)).not.toBeNull();
  });

  it('says so when the server cannot be reached (ONBOARD-30)', async () => {
    await storeFilledDraft();
    mockApi({ ...lists, 'mentors.apply': 'network-error' });
    open('/become-mentor?step=rate');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again later.');
  });

  it('leaves to /insights from the confirmation and forgets the data (ONBOARD-33)', async () => {
    await storeFilledDraft();
    mockApi(lists);
    open('/become-mentor?step=confirmation', sessions.mentor);
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/insights'));
    expect(readStored(storageKeys.onboarding)).toBeNull();
  });

  it('connects the payment account with the return addresses of M3 (ONBOARD-34, ONBOARD-35)', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    const calls = mockApi({
      'payouts.accountLink': {
        status: 200,
        body: { account_link_url: 'https://connect.example/onboard/1' },
      },
    });
    open('/become-mentor?step=payment_setup&stripe_error=true', sessions.mentor);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error connecting your Stripe account. Please try again or set up later.',
    );
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect payment account' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.example/onboard/1'));
    expect(calls.find((c) => c.path === pathOf('payouts.accountLink'))?.body).toEqual({
      return_url: 'http://localhost/become-mentor?step=stripe_success&stripe_connected=true',
      refresh_url: 'http://localhost/become-mentor?step=payment_setup&stripe_error=true',
    });
  });

  it('sends someone who has not applied from the later steps to the application', async () => {
    mockApi(lists);
    const { router } = open('/become-mentor?step=payment_setup');
    await waitFor(() => expect(router.state.location.search).toBe('?step=about'));
  });
});
