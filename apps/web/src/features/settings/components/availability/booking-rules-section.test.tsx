/**
 * The booking rules on the Availability tab (issue 22 item 4): shown as stored, checked with the contract's
 * ranges before anything is sent, saved as numbers (an empty day limit is null), and a server refusal
 * lands on its field through the shared R1 mapper.
 */
import { bookingRuleMessages as m, type BookingRulesBody } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type ApiRoutes } from '../../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../../test/render.tsx';
import { sessions } from '../../../../../test/sessions.ts';
import { lookups, mentorSettings } from '../../test-utils.ts';
import { SettingsPage } from '../../pages/settings-page.tsx';

const user = () => userEvent.setup({ delay: null });
const STORED: BookingRulesBody = {
  min_notice_hours: 2,
  horizon_days: 90,
  buffer_minutes: 0,
  max_lessons_per_day: null,
};

function open(extra: ApiRoutes = {}) {
  const calls = mockApi({
    'settings.read': { body: mentorSettings() },
    'settings.bookingRules': { body: STORED },
    ...lookups,
    ...extra,
  });
  renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=availability');
  return calls;
}
const rulesForm = () => screen.findByRole('form', { name: m.heading });

describe('the booking rules (issue 22 item 4)', () => {
  it('shows the stored rules and saves changed ones as numbers, an empty day limit as null', async () => {
    const saved = { ...STORED, min_notice_hours: 24, buffer_minutes: 15 };
    const calls = open({ 'settings.updateBookingRules': { body: saved } });
    const form = await rulesForm();
    const notice = within(form).getByLabelText(m.minNoticeLabel);
    expect(notice).toHaveValue(2);
    expect(within(form).getByLabelText(m.maxPerDayLabel)).toHaveValue(null);
    await user().clear(notice);
    await user().type(notice, '24');
    await user().type(within(form).getByLabelText(m.bufferLabel), '{Backspace}15');
    await user().click(within(form).getByRole('button', { name: m.save }));
    expect(await within(form).findByText(m.saved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(saved);
  });

  it('refuses out-of-range values before sending, naming the range on the field', async () => {
    const calls = open();
    const form = await rulesForm();
    const horizon = within(form).getByLabelText(m.horizonLabel);
    await user().clear(horizon);
    await user().type(horizon, '400');
    await user().type(within(form).getByLabelText(m.maxPerDayLabel), '0');
    await user().click(within(form).getByRole('button', { name: m.save }));
    expect(await within(form).findByText(m.range(14, 365))).toBeInTheDocument();
    expect(horizon).toHaveAttribute('aria-invalid', 'true');
    expect(horizon).toHaveAccessibleDescription(m.range(14, 365));
    expect(within(form).getByText(m.range(1, 24))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("puts the server's field refusal on the field (R1)", async () => {
    open({
      'settings.updateBookingRules': {
        status: 400,
        body: {
          detail: 'Invalid input.',
          errors: { buffer_minutes: ['Enter a whole number from 0 to 60.'] },
        },
      },
    });
    const form = await rulesForm();
    await user().click(within(form).getByRole('button', { name: m.save }));
    const buffer = within(form).getByLabelText(m.bufferLabel);
    expect(await within(form).findByText('Enter a whole number from 0 to 60.')).toBeInTheDocument();
    expect(buffer).toHaveAttribute('aria-invalid', 'true');
  });
});
