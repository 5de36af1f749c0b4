/**
 * The mentor application at /become-mentor end to end (ONBOARD-01..38, DATA-19, DATA-23, rules M1-M4): a
 * new user goes through every step by keyboard with a real PNG, reloads halfway and finds everything
 * again (a recording chosen on the description step too, ADR 71), submits (the recording reaches the
 * profile), becomes a mentor and connects a payment account on the test provider; a visitor is sent
 * to log in at Submit and comes back with the data kept; the introduction editor's counter, limit and
 * plain-text paste. Axe runs on every step.
 */
import { mentorApplicationMessages, onboardingTexts, payoutMessages, photoMessages } from '@app/contract';
import {
  expect,
  expectNoSeriousA11yViolations,
  presetCookieConsent,
  registerByApi,
  signInByApi,
  tabTo,
  test,
} from '../support/fixtures.ts';
import {
  completeDraft,
  expectSaved,
  HEADLINE,
  INTRODUCTION,
  introductionEditor,
  paste,
  pngPhoto,
  signInAndSubmitFromRate,
  press,
  stepHeading,
  storedOnboarding,
  storeOnboarding,
} from '../support/onboarding.ts';
import { toneWav } from '../support/audio.ts';

test('a new user applies to teach step by step, reloads halfway, submits and connects payouts', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'applicant', firstName: 'Jonas' });
  await signInByApi(context, account.email, account.password);
  const photo = await pngPhoto();

  await test.step('About: the four rules, then the choices by keyboard', async () => {
    await page.goto('/become-mentor');
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Mentor' })).toBeVisible();
    await expect(stepHeading(page, 'About you')).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(5);
    await expect(steps.getByRole('link')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await press(page, onboardingTexts.saveAndContinue);
    for (const text of [
      mentorApplicationMessages.skillsRequired,
      mentorApplicationMessages.stylesRequired,
      mentorApplicationMessages.languagesRequired,
      mentorApplicationMessages.mustBe18,
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    // ONBOARD-11: the first field in error takes the focus.
    const instruments = page.getByRole('group', { name: 'Instruments' });
    await expect(instruments.getByRole('button').first()).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    const piano = instruments.getByRole('button', { name: 'Piano', exact: true });
    await piano.focus();
    await page.keyboard.press('Enter');
    await expect(piano).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(mentorApplicationMessages.skillsRequired)).toHaveCount(0);
    const jazz = page.getByRole('group', { name: 'Music styles' }).getByRole('button', { name: 'Jazz' });
    await jazz.focus();
    await page.keyboard.press('Space');
    await expect(jazz).toHaveAttribute('aria-pressed', 'true');
    const english = page.getByRole('group', { name: 'Languages' }).getByRole('button', { name: 'English' });
    await english.focus();
    await page.keyboard.press('Enter');
    const adult = page.getByRole('checkbox', { name: /at least 18 years old/ });
    await adult.focus();
    await page.keyboard.press('Space');
    await expect(adult).toBeChecked();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    await expect(main.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    await press(page, onboardingTexts.saveAndContinue);
    await expect(page).toHaveURL(/\/become-mentor\?step=photo$/);
  });

  await test.step('Photo: required, checked by type and size, then a real PNG with its preview', async () => {
    await expect(stepHeading(page, 'Profile photo')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Example photos' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await press(page, onboardingTexts.saveAndContinue);
    await expect(page.getByRole('alert')).toHaveText(photoMessages.required);
    const input = page.getByLabel('Upload a profile photo');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText(photoMessages.invalidType);
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert')).toHaveText(photoMessages.tooLarge);
    await input.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: photo });
    await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await press(page, onboardingTexts.saveAndContinue);
    await expect(page).toHaveURL(/step=description$/);
  });

  await test.step('Description: the introduction typed in the editor, the headline, both counters', async () => {
    await expect(stepHeading(page, 'Profile description')).toBeVisible();
    const editor = introductionEditor(page);
    await expect(editor).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await editor.focus();
    await page.keyboard.type('Hello there.');
    await expect(page.getByText('12/2000')).toBeVisible();
    await expect(page.getByText('Please enter at least 100 characters')).toBeVisible();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(INTRODUCTION);
    await expect(page.getByText(`${INTRODUCTION.length}/2000`)).toBeVisible();
    await expect(page.getByText('Please enter at least 100 characters')).toHaveCount(0);
    await tabTo(page, page.getByRole('textbox', { name: onboardingTexts.createYourHeadline }));
    await page.keyboard.type(HEADLINE);
    await expect(page.getByText(`${HEADLINE.length}/100 (min 40)`)).toBeVisible();
    // A recording, sent with the application (ADR 71).
    const sample = page.getByRole('form', { name: 'Add an audio sample' });
    await sample.getByLabel('Sample title').fill('Blues in F');
    await sample
      .getByLabel('Recording')
      .setInputFiles({ name: 'blues.wav', mimeType: 'audio/wav', buffer: toneWav() });
    await sample.getByRole('button', { name: 'Add sample' }).click();
    await expect(page.getByRole('list', { name: 'Recordings to send' })).toContainText('Blues in F');
    await expectNoSeriousA11yViolations(page);
    await press(page, onboardingTexts.saveAndContinue);
    await expect(page).toHaveURL(/step=availability$/);
  });

  await test.step('Availability: time zone, an overlap caught and fixed, Saturday on', async () => {
    await expect(stepHeading(page, 'Availability')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Time zone').selectOption('Europe/Berlin');
    await press(page, 'Add time slot on Monday');
    await page.getByLabel('Monday, slot 2, From').selectOption('16:00');
    await expect(page.getByText('Time slots cannot overlap', { exact: true })).toHaveCount(2);
    await expectNoSeriousA11yViolations(page);
    await press(page, onboardingTexts.saveAndContinue);
    await expect(page).toHaveURL(/step=availability$/);
    await page.getByLabel('Monday, slot 2, From').selectOption('17:00');
    await page.getByLabel('Monday, slot 2, To').selectOption('19:00');
    await expect(page.getByText('Time slots cannot overlap', { exact: true })).toHaveCount(0);
    const saturday = page.getByRole('switch', { name: 'Saturday' });
    await saturday.focus();
    await page.keyboard.press('Space');
    await expect(saturday).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Saturday, slot 1, From')).toHaveValue('09:00');
  });

  await test.step('a reload halfway brings everything back, the photo too', async () => {
    await expectSaved(page, (stored) => JSON.stringify(stored).includes('"day":"Sat","slots":[{'));
    await page.reload();
    await expect(stepHeading(page, 'Availability')).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
    await expect(page.getByRole('switch', { name: 'Saturday' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Monday, slot 2, To')).toHaveValue('19:00');
    await press(page, 'Back');
    await expect(introductionEditor(page)).toHaveText(INTRODUCTION);
    await expect(page.getByRole('textbox', { name: onboardingTexts.createYourHeadline })).toHaveValue(
      HEADLINE,
    );
    await expect(page.getByRole('list', { name: 'Recordings to send' })).toContainText('Blues in F');
    await press(page, 'Back');
    await expect(page.getByRole('img', { name: 'Preview of your profile photo' })).toBeVisible();
    expect(
      await page
        .getByRole('img', { name: 'Preview of your profile photo' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(320);
    const steps = page.getByRole('navigation', { name: 'Application steps' });
    await steps.getByRole('link', { name: /About you/ }).click();
    await expect(page.getByRole('button', { name: 'Piano', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('checkbox', { name: /at least 18 years old/ })).toBeChecked();
    // The rate step has not been reached yet, so the indicator does not offer it.
    await expect(steps.getByRole('link', { name: /Hourly rate/ })).toHaveCount(0);
    await steps.getByRole('link', { name: /Availability/ }).click();
    // Every step has a "Save and continue": wait for this one's, or About's would be pressed.
    await expect(stepHeading(page, 'Availability')).toBeVisible();
    await press(page, onboardingTexts.saveAndContinue);
    await expect(page).toHaveURL(/step=rate$/);
  });

  let mentorId = 0;
  await test.step('Rate: fee and earnings both ways, sessions, the trial, then Submit', async () => {
    await expect(stepHeading(page, 'Hourly rate')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await press(page, 'Submit application');
    await expect(page.getByText(mentorApplicationMessages.rateRequired)).toBeVisible();
    const rate = page.getByLabel('Hourly rate (€)');
    await expect(rate).toBeFocused();
    await page.keyboard.type('45');
    await expect(page.getByLabel('Platform fee (15%)')).toHaveValue('€6.75');
    await expect(page.getByLabel('Your earnings (€)')).toHaveValue('38.25');
    await page.getByLabel('Your earnings (€)').fill('42.50');
    await expect(rate).toHaveValue('50');
    await page.getByLabel('Your earnings (€)').blur();
    await expect(page.getByLabel('Your earnings (€)')).toHaveValue('42.50');
    const longest = page.getByRole('checkbox', { name: '120 minutes' });
    await longest.focus();
    await page.keyboard.press('Space');
    await expect(longest).not.toBeChecked();
    await page.getByLabel('Break after 60 minutes lessons').selectOption('10');
    const trial = page.getByRole('switch', { name: 'Offer a free 30-minute trial lesson' });
    await trial.focus();
    await page.keyboard.press('Enter');
    await expect(trial).toHaveAttribute('aria-checked', 'true');
    await press(page, 'Submit application');
    await expect(page).toHaveURL(/step=confirmation$/, { timeout: 15_000 });
    const check = (await (await page.request.get('/api/auth/check/')).json()) as {
      user: { is_mentor: boolean; mentor_id: number };
    };
    expect(check.user.is_mentor).toBe(true);
    mentorId = check.user.mentor_id;
  });

  await test.step('the application arrived as sent, and the saved data are gone', async () => {
    await expect(stepHeading(page, onboardingTexts.applicationSubmitted)).toBeVisible();
    await expect(
      page.getByText(/within 1–3 business days before your profile is shown to students/),
    ).toBeVisible();
    await expect(page.getByText(onboardingTexts.approvalEmailNotice)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your audio samples' })).toContainText('Blues in F (0:02)');
    await expectNoSeriousA11yViolations(page);
    expect(await storedOnboarding(page)).toBeNull();
    const mentor = (await (await page.request.get(`/api/mentors/${mentorId}/`)).json()) as {
      headline: string;
      amount_cents: number;
      offer_trial: boolean;
      timezone: string;
      is_verified: boolean;
      skills: { name: string }[];
      sessions: { session_time: number; timeout_time: number }[];
      audio_samples: { title: string; duration_seconds: number }[];
    };
    expect(mentor).toMatchObject({
      headline: HEADLINE,
      amount_cents: 5000,
      offer_trial: true,
      timezone: 'Europe/Berlin',
      is_verified: false,
    });
    expect(mentor.skills.map((s) => s.name)).toEqual(['Piano']);
    expect(mentor.audio_samples).toMatchObject([{ title: 'Blues in F', duration_seconds: 2 }]);
    expect(mentor.sessions.map((s) => [s.session_time, s.timeout_time])).toEqual([
      [30, 0],
      [60, 10],
      [90, 0],
    ]);
  });

  await test.step('payouts: set-up, the provider, and the way back to the wizard (M3)', async () => {
    await press(page, 'Continue');
    await expect(stepHeading(page, onboardingTexts.paymentSetupTitle)).toBeVisible();
    await expect(page.getByText('Liechtenstein')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await press(page, 'Back');
    await expect(stepHeading(page, onboardingTexts.applicationSubmitted)).toBeVisible();
    await press(page, 'Continue');
    await press(page, onboardingTexts.connectPaymentAccount);
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment provider' })).toBeVisible();
    await page.getByLabel('Country').selectOption('DE');
    await page.getByLabel('Account holder name').fill('Jonas Tester');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await press(page, 'Submit');
    await expect(page).toHaveURL(/\/become-mentor\?step=stripe_success&stripe_connected=true$/);
    await expect(stepHeading(page, onboardingTexts.paymentConnectedTitle)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await press(page, onboardingTexts.continueToDashboard);
    await expect(page).toHaveURL(/\/insights$/);
  });

  await test.step('the payment outcomes that went wrong say so (ONBOARD-35, ONBOARD-36)', async () => {
    await page.goto('/become-mentor?step=payment_setup&stripe_error=true');
    await expect(page.getByRole('alert')).toHaveText(payoutMessages.connectFailedOnboarding);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/become-mentor?step=stripe_failure');
    await expect(stepHeading(page, onboardingTexts.paymentFailedTitle)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(payoutMessages.connectProcessingFailed);
    await expectNoSeriousA11yViolations(page);
    await press(page, 'Back');
    await expect(page).toHaveURL(/step=payment_setup$/);
    // ROUTE-12: a mentor has nothing more to apply for.
    await page.goto('/become-mentor?step=about');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('a visitor is sent to log in at Submit and comes back to the rate step with everything kept', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await presetCookieConsent(context);
  const account = await registerByApi(request, { prefix: 'visitor-applicant', firstName: 'Vera' });
  await page.goto('/');
  await storeOnboarding(page, completeDraft(), await pngPhoto(200, 200));
  await page.goto('/become-mentor?step=rate');
  await expect(stepHeading(page, 'Hourly rate')).toBeVisible();
  await expect(page.getByLabel('Hourly rate (€)')).toHaveValue('40');
  await press(page, 'Submit application');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/become-mentor?step=rate')}`);
  expect(await storedOnboarding(page)).toMatchObject({ hourlyRate: '40', furthestStep: 'rate' });

  await signInAndSubmitFromRate(page, account);
  await press(page, onboardingTexts.skipForNow);
  await expect(page).toHaveURL(/\/insights$/);
  expect(await storedOnboarding(page)).toBeNull();
});

test('the introduction editor counts text without markup, stops at 2000 and pastes plain text', async ({
  page,
  context,
}) => {
  await presetCookieConsent(context);
  await page.goto('/');
  await storeOnboarding(
    page,
    completeDraft({ furthestStep: 'description', description: { introduction: '', headline: '' } }),
    await pngPhoto(64, 64),
  );
  await page.goto('/become-mentor?step=description');
  const editor = introductionEditor(page);
  await expect(editor).toBeVisible();
  const counter = page.getByText(/^\d+\/2000/);
  await expect(counter).toHaveText(/^0\/2000/);

  await editor.focus();
  await paste(editor, {
    html: '<h1>Hello</h1><p><b>bold</b> and <a href="https://example.com">a link</a></p><img src=x onerror="alert(1)">',
    text: 'Hello\nbold and a link',
  });
  await expect(editor).toContainText('bold and a link');
  const html = await editor.innerHTML();
  expect(html).not.toMatch(/<(h1|b|strong|a|img)\b/);
  // "Hello" + "bold and a link": paragraphs join without a separator, as on the server.
  await expect(counter).toHaveText(/^20\/2000/);
  // ONBOARD-17: red below the minimum (the tone is also said in words).
  await expect(counter).toHaveAttribute('data-tone', 'short');
  const red = await counter.evaluate((el) => getComputedStyle(el).color);

  // The toolbar's formatting is allowed: bold typed by keyboard.
  await page.keyboard.press('ControlOrMeta+B');
  await page.keyboard.type(' strong words');
  expect(await editor.innerHTML()).toMatch(/<strong>\s?strong words<\/strong>/);
  await expect(page.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

  await page.keyboard.press('ControlOrMeta+A');
  await paste(editor, { text: 'x'.repeat(1850) });
  await expect(counter).toHaveText(/^1850\/2000 · 150 characters left/);
  await expect(counter).toHaveAttribute('data-tone', 'near-limit');
  expect(await counter.evaluate((el) => getComputedStyle(el).color)).not.toBe(red);
  await paste(editor, { text: 'y'.repeat(300) });
  await expect(counter).toHaveText(/^2000\/2000/);
  await page.keyboard.type('zzz');
  await expect(counter).toHaveText(/^2000\/2000/);
  await expectNoSeriousA11yViolations(page);
});
