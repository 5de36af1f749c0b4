import {
  mentorApplicationMessages as m,
  photoMessages,
  settingsMessages,
  teacherMediaMessages,
} from '@app/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { readStored, storageKeys } from '../../../shared/storage/storage.ts';
import { setSessionEnabled } from '../../mentor-availability/index.ts';
import { clearDraft, emptyDraft, parseDraft, readDraft, saveDraft, type OnboardingDraft } from './draft.ts';
import { earningsCents, feeCents, feeRate, rateToCents, wholeEuroPriceForEarnings } from './fees.ts';
import { applicationForm, knownNames, namesToIds } from './payload.ts';
import { fromStoredPhoto, photoProblem, readStoredPhoto, storePhoto, toStoredPhoto } from './photo.ts';
import {
  aboutErrors,
  descriptionErrors,
  headlineLength,
  introductionLength,
  introductionTone,
  rateError,
  rateStepErrors,
} from './rules.ts';
import { advanceFurthest, canOpen, nextStep, parseStep, previousStep, stepUrl } from './steps.ts';
import { submitProblem } from './submit-error.ts';

/** A real 1x1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = () =>
  fromStoredPhoto({ name: 'me.png', type: 'image/png', lastModified: 1700000000000, base64: PNG_BASE64 });

function filledDraft(): OnboardingDraft {
  const draft = emptyDraft('Europe/Berlin');
  return {
    ...draft,
    about: {
      ...draft.about,
      instruments: ['Piano', 'Theremin'],
      styles: ['Jazz'],
      languages: ['English'],
      isOver18: true,
    },
    description: {
      introduction: `<p>${'a'.repeat(120)}</p>`,
      headline: ' Jazz piano for curious grown-up beginners ',
      levels: ['beginner', 'intermediate'],
      ages: ['adults'],
      introVideo: ' https://youtu.be/aqz-KE-bpKQ ',
    },
    hourlyRate: '45',
    furthestStep: 'rate',
  };
}

describe('steps (ONBOARD-01..06, ONBOARD-36)', () => {
  it('reads the step from the query, unknown or missing as about', () => {
    expect(parseStep('rate')).toBe('rate');
    expect(parseStep('stripe_failure')).toBe('stripe_failure');
    expect(parseStep('nonsense')).toBe('about');
    expect(parseStep(null)).toBe('about');
  });

  it('opens only steps up to the furthest reached, which only advances', () => {
    expect(canOpen('photo', 'description')).toBe(true);
    expect(canOpen('description', 'description')).toBe(true);
    expect(canOpen('availability', 'description')).toBe(false);
    expect(advanceFurthest('description', 'photo')).toBe('description');
    expect(advanceFurthest('description', 'availability')).toBe('availability');
  });

  it('goes forward in order and back as ONBOARD-36 says', () => {
    expect(nextStep('about')).toBe('photo');
    expect(nextStep('rate')).toBeNull();
    expect(previousStep('about')).toBeNull();
    expect(previousStep('photo')).toBe('about');
    expect(previousStep('confirmation')).toBe('rate');
    expect(previousStep('payment_setup')).toBe('confirmation');
    expect(previousStep('stripe_success')).toBe('payment_setup');
    expect(previousStep('stripe_failure')).toBe('payment_setup');
    expect(stepUrl('stripe_success', { stripe_connected: 'true' })).toBe(
      '/become-mentor?step=stripe_success&stripe_connected=true',
    );
  });
});

describe('fees both ways (ONBOARD-26, B2)', () => {
  it('reads the rate as a fraction, or a percentage above 1', () => {
    expect(feeRate(0.15)).toBe(0.15);
    expect(feeRate(15)).toBe(0.15);
    expect(feeRate(null)).toBe(0);
    expect(feeRate(-1)).toBe(0);
  });

  it('fee = rate × price, earnings = price − fee', () => {
    expect(feeCents(5000, 0.15)).toBe(750);
    expect(earningsCents(5000, 0.15)).toBe(4250);
    expect(earningsCents(4500, 0.15)).toBe(3825);
  });

  it('earnings give price = earnings / (1 − rate), as whole euros (M4)', () => {
    expect(wholeEuroPriceForEarnings(42.5, 0.15)).toBe(50);
    expect(wholeEuroPriceForEarnings(40, 0.15)).toBe(47);
    expect(wholeEuroPriceForEarnings(0, 0.15)).toBeNull();
    expect(wholeEuroPriceForEarnings(0.3, 0.15)).toBe(1);
  });

  it('sends amount_cents = round(rate × 100)', () => {
    expect(rateToCents('45')).toBe(4500);
    expect(rateToCents('12.345')).toBe(1235);
    expect(rateToCents('')).toBeNull();
    expect(rateToCents('0')).toBeNull();
  });
});

describe('step rules (ONBOARD-10, -13, -15, -17, -18, -25)', () => {
  it('asks for each About field in turn with the spec texts', () => {
    expect(aboutErrors(emptyDraft('UTC').about)).toEqual({
      instruments: 'Please select at least one instrument or skill',
      styles: 'Please select at least one music style',
      languages: 'Please select at least one language',
      isOver18: 'You must confirm that you are at least 18 years old',
    });
    expect(aboutErrors(filledDraft().about)).toEqual({});
  });

  it('checks the photo by type and size', () => {
    expect(photoProblem({ name: 'a.png', type: 'image/png', size: 100 })).toBeNull();
    expect(photoProblem({ name: 'a.jpeg', type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 100 })).toBe(photoMessages.invalidType);
    expect(photoProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      'Image size exceeds 2MB limit. Please choose a smaller image.',
    );
  });

  it('counts the introduction without markup, as the server does, and colours the counter', () => {
    expect(introductionLength('<p><strong>Hi</strong> there</p><p>you</p>')).toBe(11);
    expect(introductionLength('<p>a &amp;   b</p>')).toBe(5);
    expect(introductionTone(99)).toBe('short');
    expect(introductionTone(100)).toBe('ok');
    expect(introductionTone(1800)).toBe('ok');
    expect(introductionTone(1801)).toBe('near-limit');
  });

  it('needs an introduction of 100 and a headline of 40 characters', () => {
    const description = {
      introduction: '<p>short</p>',
      headline: 'Too short',
      levels: [],
      ages: [],
      introVideo: 'https://example.com/v',
    };
    expect(descriptionErrors(description, 5)).toEqual({
      introduction: 'Please enter an introduction with at least 100 characters',
      headline: 'Please enter a headline with at least 40 characters',
      introVideo: teacherMediaMessages.videoInvalid,
    });
    expect(headlineLength('  two   spaces ')).toBe(10);
    expect(descriptionErrors(filledDraft().description, 120)).toEqual({});
  });

  it('takes a rate in whole euros from 1 to 500', () => {
    expect(rateError('')).toBe('Please enter your hourly rate');
    expect(rateError('0')).toBe('Please enter your hourly rate');
    expect(rateError('-5')).toBe('Please enter your hourly rate');
    expect(rateError('12.5')).toBe(m.rateRange);
    expect(rateError('501')).toBe(m.rateRange);
    expect(rateError('500')).toBeNull();
  });

  it('needs a session length, and the 30-minute one for a trial (B1)', () => {
    const availability = { ...filledDraft().availability, offerTrial: true };
    expect(rateStepErrors('45', availability)).toEqual({});
    const no30 = {
      ...availability,
      sessionLengths: setSessionEnabled(availability.sessionLengths, 30, false),
    };
    expect(rateStepErrors('45', no30)).toEqual({ offerTrial: m.trialNeedsShortSession });
    const none = {
      ...no30,
      offerTrial: false,
      sessionLengths: no30.sessionLengths.map((l) => ({ ...l, enabled: false })),
    };
    expect(rateStepErrors('45', none)).toEqual({ sessionLengths: settingsMessages.sessionsRequired });
  });
});

describe('the application payload (DATA-19, ONBOARD-28)', () => {
  const lists = {
    skills: [
      { id: 1, name: 'Piano' },
      { id: 2, name: 'Guitar' },
    ],
    styles: [{ id: 7, name: 'Jazz' }],
    languages: [{ id: 3, name: 'English' }],
  };

  it('maps names to ids and drops the unmatched', () => {
    expect(namesToIds(['piano', 'Theremin', 'Guitar', 'Piano'], lists.skills)).toEqual([1, 2]);
    expect(knownNames(['Piano', 'Theremin'], lists.skills)).toEqual(['Piano']);
  });

  it('sends every field of DATA-19 in its format', () => {
    const photo = png();
    const form = applicationForm(filledDraft(), photo, lists);
    expect(form.get('skills')).toBe('[1]');
    expect(form.get('styles')).toBe('[7]');
    expect(form.get('languages')).toBe('[3]');
    expect(form.get('bio')).toBe(`<p>${'a'.repeat(120)}</p>`);
    expect(form.get('headline')).toBe('Jazz piano for curious grown-up beginners');
    expect(JSON.parse(form.get('sessions') as string)).toEqual([
      { session_time: 30, timeout_time: 0 },
      { session_time: 60, timeout_time: 0 },
      { session_time: 90, timeout_time: 0 },
      { session_time: 120, timeout_time: 0 },
    ]);
    expect(form.get('amount_cents')).toBe('4500');
    const times = JSON.parse(form.get('available_times') as string) as { weekday: string }[];
    expect(times.map((t) => t.weekday)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri']);
    expect(times[0]).toEqual({ weekday: 'Mon', time_slots: [{ start: '09:00', end: '17:00' }] });
    expect(form.get('agreed_to_terms_and_is_18')).toBe('true');
    expect(form.get('timezone')).toBe('Europe/Berlin');
    expect(form.get('offer_trial')).toBe('false');
    expect(form.get('levels')).toBe('["beginner","intermediate"]');
    expect(form.get('ages')).toBe('["adults"]');
    expect(form.get('intro_video_url')).toBe('https://youtu.be/aqz-KE-bpKQ');
    expect((form.get('profile_photo') as File).name).toBe('me.png');
  });
});

describe('browser storage (DATA-23, ONBOARD-07)', () => {
  it('round-trips the draft under its key, and distrusts what it reads', () => {
    const draft = filledDraft();
    saveDraft(draft);
    expect(readStored(storageKeys.onboarding)).toMatchObject({ hourlyRate: '45', furthestStep: 'rate' });
    expect(readDraft('UTC')).toEqual(draft);
    // Slot ids are new each time: compare the week by its times.
    const withoutIds = (d: OnboardingDraft | null) => ({
      ...d,
      availability: {
        ...d?.availability,
        availability: d?.availability.availability.map((day) => day.slots.map((s) => [s.from, s.to])),
      },
    });
    const junk = { about: { instruments: 'Piano', isOver18: 'yes' }, furthestStep: 'moon', hourlyRate: 5 };
    expect(withoutIds(parseDraft(junk, 'UTC'))).toEqual(withoutIds(emptyDraft('UTC')));
    expect(parseDraft(null, 'UTC')).toBeNull();
  });

  it('keeps the photo as name, type, lastModified and base64, and gives back the same file', async () => {
    const photo = png();
    const stored = await toStoredPhoto(photo);
    expect(stored).toEqual({
      name: 'me.png',
      type: 'image/png',
      lastModified: 1700000000000,
      base64: PNG_BASE64,
    });
    await storePhoto(photo);
    const back = readStoredPhoto()!;
    expect(back).toBeInstanceOf(File);
    expect([back.name, back.type, back.lastModified, back.size]).toEqual([
      photo.name,
      photo.type,
      photo.lastModified,
      photo.size,
    ]);
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(new Uint8Array(await photo.arrayBuffer()));
  });

  it('clears both the draft and the photo', async () => {
    saveDraft(filledDraft());
    await storePhoto(png());
    clearDraft();
    expect(readDraft('UTC')).toBeNull();
    expect(readStoredPhoto()).toBeNull();
  });
});

describe('submit errors (ONBOARD-30)', () => {
  it('shows the server message with its field errors and their steps', () => {
    const error = new ApiError(
      400,
      {
        detail: 'Please check the highlighted fields.',
        errors: { headline: ['Too short'], 'available_times.0': ['Overlap'] },
      },
      '',
    );
    expect(submitProblem(error)).toEqual({
      message: 'Please check the highlighted fields.',
      fields: [
        { field: 'headline', step: 'description', message: 'Too short' },
        { field: 'available_times.0', step: 'availability', message: 'Overlap' },
      ],
    });
  });

  it('falls back to the fixed text, and says so when no answer came', () => {
    expect(submitProblem(new ApiError(500, null, 'x')).message).toBe(
      'Failed to submit application. Please try again.',
    );
    expect(submitProblem(new ApiError(null, null, 'x')).message).toBe(
      'An error occurred. Please try again later.',
    );
  });
});
