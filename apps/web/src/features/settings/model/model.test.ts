import { settingsMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { deletionProblem, passwordProblem, photoProblem, profileChanges } from './account.ts';
import { DEFAULT_NOTIFICATIONS, notificationError, revertToggle, withToggle } from './notifications.ts';
import { connectLinkUrls, paymentAmount, statusLabel, statusTone } from './payments.ts';
import { eurosToCents, priceOf, priceProblem, priceText } from './price.ts';
import { readSettingsError } from './server-error.ts';
import { chooseTab, visibleTabs } from './tabs.ts';
import { choosePlatform, platformFields, readPlatform } from './video-platform.ts';

const refused = (body: Record<string, unknown>, status = 400) => new ApiError(status, body, 'refused');

describe('the tab in the address (SETTINGS-01, SETTINGS-02, ROLE-07)', () => {
  it('keeps an allowed tab as it is', () => {
    expect(chooseTab('payments', false)).toEqual({ tab: 'payments', rewrite: false });
    expect(chooseTab('availability', true)).toEqual({ tab: 'availability', rewrite: false });
  });

  it('sets a missing tab to account', () => {
    expect(chooseTab(null, false)).toEqual({ tab: 'account', rewrite: true });
    expect(chooseTab('', true)).toEqual({ tab: 'account', rewrite: true });
  });

  it('falls back to account for an unknown tab or a mentor tab asked for by a student', () => {
    expect(chooseTab('billing', true)).toEqual({ tab: 'account', rewrite: true });
    expect(chooseTab('Profile', true)).toEqual({ tab: 'account', rewrite: true });
    expect(chooseTab('profile', false)).toEqual({ tab: 'account', rewrite: true });
    expect(chooseTab('availability', false)).toEqual({ tab: 'account', rewrite: true });
  });

  it('shows students three tabs and mentors five, in order', () => {
    expect(visibleTabs(false)).toEqual(['account', 'payments', 'notifications']);
    expect(visibleTabs(true)).toEqual(['account', 'profile', 'payments', 'notifications', 'availability']);
  });
});

describe('the lesson price field (SETTINGS-15, issue 17 item 10)', () => {
  it('takes whole euros from 1 to 500', () => {
    for (const text of ['1', '500', ' 60 ']) expect(priceProblem(text)).toBeNull();
    expect(priceOf(' 60 ')).toBe(60);
  });

  it('names the range for anything else, never falling back to an older price', () => {
    for (const text of ['501', '5000', '0', '12.5', '-3', '4a', '', '   ']) {
      expect(priceProblem(text)).toBe(settingsMessages.priceOutOfRange);
    }
  });

  it('shows a stored 0 as an empty field', () => {
    expect(priceText(0)).toBe('');
    expect(priceText(45)).toBe('45');
  });

  it('sends cents, rounded', () => {
    expect(eurosToCents(45)).toBe(4500);
    expect(eurosToCents(19.999)).toBe(2000);
  });
});

describe('the settings error reader (SETTINGS-23)', () => {
  const fallback = 'Failed to change password';

  it('reads message, then error, then detail', () => {
    const all = { message: 'M', error: 'E', detail: 'D', old_password: ['O'] };
    expect(readSettingsError(refused(all), fallback)).toBe('M');
    expect(readSettingsError(refused({ ...all, message: '' }), fallback)).toBe('E');
    expect(readSettingsError(refused({ error: undefined, detail: 'D', old_password: ['O'] }), fallback)).toBe(
      'D',
    );
  });

  it('then the field lists in the spec order, at the top level or inside R1 errors', () => {
    expect(
      readSettingsError(refused({ new_password: ['N'], old_password: ['O'], timezone: ['T'] }), fallback),
    ).toBe('O');
    expect(
      readSettingsError(refused({ errors: { available_times: ['A'], last_name: ['L'] } }), fallback),
    ).toBe('L');
    expect(readSettingsError(refused({ profile_picture: 'P' }), fallback)).toBe('P');
  });

  it('falls back when nothing readable came, for server failures and for no answer', () => {
    expect(readSettingsError(refused({ unrelated: ['x'] }), fallback)).toBe(fallback);
    expect(readSettingsError(refused({ detail: 'Internal server error.' }, 500), fallback)).toBe(fallback);
    expect(readSettingsError(new ApiError(null, null, 'offline'), fallback)).toBe(fallback);
    expect(readSettingsError(new Error('boom'), fallback)).toBe(fallback);
  });
});

describe('the Account tab checks', () => {
  it('checks the password fields in the spec order (SETTINGS-07)', () => {
    const ok = { oldPassword: 'old', newPassword: 'long-enough', confirmPassword: 'long-enough' };
    expect(passwordProblem({ ...ok, oldPassword: '' })).toBe(settingsMessages.passwordFieldsRequired);
    expect(passwordProblem({ oldPassword: 'a', newPassword: 'short', confirmPassword: 'other' })).toBe(
      settingsMessages.passwordsDoNotMatch,
    );
    expect(passwordProblem({ oldPassword: 'a', newPassword: 'short', confirmPassword: 'short' })).toBe(
      settingsMessages.passwordTooShort,
    );
    expect(passwordProblem(ok)).toBeNull();
  });

  it('needs the account e-mail to delete (SETTINGS-09)', () => {
    expect(deletionProblem('  ', 'sam@example.com')).toBe(settingsMessages.deleteEmailRequired);
    expect(deletionProblem('sam@example.org', 'sam@example.com')).toBe(settingsMessages.deleteEmailWrong);
    expect(deletionProblem(' Sam@Example.com ', 'sam@example.com')).toBeNull();
  });

  it('accepts PNG and JPG photos up to 2 MB', () => {
    expect(photoProblem({ name: 'me.png', type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(photoProblem({ name: 'me.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(photoProblem({ name: 'me.gif', type: 'image/gif', size: 10 })).toBe(
      settingsMessages.photoWrongType,
    );
    expect(photoProblem({ name: 'me.svg', type: 'image/svg+xml', size: 10 })).toBe(
      settingsMessages.photoWrongType,
    );
    expect(photoProblem({ name: 'me.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe(
      settingsMessages.photoTooLarge,
    );
  });

  it('finds nothing to save when only spaces changed (SETTINGS-06)', () => {
    const stored = { first_name: 'Sam', last_name: 'Student' };
    expect(profileChanges({ firstName: ' Sam ', lastName: 'Student', photo: null }, stored)).toEqual({});
    expect(profileChanges({ firstName: 'Samuel', lastName: 'Student', photo: null }, stored)).toEqual({
      firstName: 'Samuel',
    });
  });
});

describe('notification switches (SETTINGS-18)', () => {
  it('flips one switch at once and puts back only that one after a failure', () => {
    const optimistic = withToggle(DEFAULT_NOTIFICATIONS, 'email_promotional_notifications', true);
    expect(optimistic.email_promotional_notifications).toBe(true);
    // Meanwhile another switch was flipped; the failed one alone goes back.
    const later = withToggle(optimistic, 'email_lesson_notifications', false);
    expect(revertToggle(later, 'email_promotional_notifications', false)).toEqual({
      email_lesson_notifications: false,
      email_account_notifications: true,
      email_promotional_notifications: false,
      lesson_reminder_24h: true,
      lesson_reminder_1h: true,
    });
  });

  it('tells a refusal from a server that cannot be reached', () => {
    expect(notificationError(refused({ detail: 'x' }))).toBe(settingsMessages.notificationsFailed);
    expect(notificationError(new ApiError(500, null, 'x'))).toBe(settingsMessages.notificationsFailed);
    expect(notificationError(new ApiError(null, null, 'offline'))).toBe(
      settingsMessages.notificationsOffline,
    );
  });
});

describe('payments (PAYOUT-01, PAYOUT-02, PAYOUT-05)', () => {
  it('colours completed green, pending yellow and anything else grey, capitalised', () => {
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('pending')).toBe('yellow');
    expect(statusTone('refunded')).toBe('grey');
    expect(statusLabel('completed')).toBe('Completed');
    expect(statusLabel('partially_refunded')).toBe('Partially refunded');
  });

  it('shows cents as euros', () => {
    expect(paymentAmount(4500)).toBe('€45.00');
    expect(paymentAmount(-1250)).toBe('−€12.50');
  });

  it('comes back to the Payments tab, with the error flag on a refresh', () => {
    expect(connectLinkUrls('https://mm.example')).toEqual({
      refresh_url: 'https://mm.example/settings?tab=payments&stripe_error=true',
      return_url: 'https://mm.example/settings?tab=payments',
    });
  });
});

describe('the video provider (SETTINGS-13)', () => {
  const stored = {
    different_call_platform: true,
    different_call_platform_name: 'Zoom',
    different_call_platform_url: 'https://zoom.us/j/1',
  };

  it('reads the stored platform and clears the link when Default is chosen', () => {
    const video = readPlatform(stored);
    expect(video).toEqual({ platform: 'Zoom', url: 'https://zoom.us/j/1' });
    expect(choosePlatform(video, 'Google Meet')).toEqual({
      platform: 'Google Meet',
      url: 'https://zoom.us/j/1',
    });
    const back = choosePlatform(video, 'Default');
    expect(back).toEqual({ platform: 'Default', url: '' });
    expect(platformFields(back)).toEqual({
      different_call_platform: false,
      different_call_platform_name: null,
      different_call_platform_url: null,
    });
    expect(platformFields(video)).toEqual({
      different_call_platform: true,
      different_call_platform_name: 'Zoom',
      different_call_platform_url: 'https://zoom.us/j/1',
    });
  });

  it('reads an unknown or switched-off platform as Default', () => {
    expect(readPlatform({ ...stored, different_call_platform: false }).platform).toBe('Default');
    expect(readPlatform({ ...stored, different_call_platform_name: 'Skype' }).platform).toBe('Default');
  });
});
