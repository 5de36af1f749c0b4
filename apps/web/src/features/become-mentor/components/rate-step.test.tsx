/**
 * The rate step checks the hourly rate as it is typed (issue 17 item 10): an out-of-range or fractional rate
 * stays as typed with the contract's range message at once, from the rate field or from the earnings that
 * work it out; an emptied field waits for Submit, which asks for a rate.
 */
import { mentorApplicationMessages as m } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { emptyDraft } from '../model/draft.ts';
import { RateStep } from './rate-step.tsx';

afterEach(() => vi.unstubAllGlobals());

function Harness({ onSubmit }: { onSubmit: () => void }) {
  const [rate, setRate] = useState('40');
  const [availability, setAvailability] = useState(emptyDraft('UTC').availability);
  return (
    <RateStep
      rate={rate}
      availability={availability}
      onRateChange={setRate}
      onAvailabilityChange={setAvailability}
      onBack={vi.fn()}
      onSubmit={onSubmit}
      submitting={false}
      problem={null}
    />
  );
}

function show() {
  mockApi({ 'bookings.feeRate': { status: 200, body: { tax_rate: 15, is_mentor_specific: false } } });
  const onSubmit = vi.fn();
  renderWithSession(<Harness onSubmit={onSubmit} />, sessions.student, '/become-mentor?step=rate');
  return { onSubmit, rate: screen.getByLabelText('Hourly rate (€)') };
}

describe('Rate step: the rate checked as it is typed', () => {
  it('shows the range message at once for 600 and keeps what was typed', async () => {
    const { rate, onSubmit } = show();
    const u = userEvent.setup({ delay: null });
    await u.type(rate, '0');
    expect(rate).toHaveValue(400);
    expect(screen.queryByText(m.rateRange)).toBeNull();
    await u.clear(rate);
    await u.type(rate, '600');
    expect(rate).toHaveValue(600);
    expect(screen.getByText(m.rateRange)).toBeInTheDocument();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    await u.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await u.clear(rate);
    expect(screen.queryByText(m.rateRange)).toBeNull();
    await u.type(rate, '60');
    expect(screen.queryByText(m.rateRange)).toBeNull();
  });

  it('says so when the earnings typed work out to a rate over the range', async () => {
    show();
    const u = userEvent.setup({ delay: null });
    const earnings = screen.getByLabelText('Your earnings (€)');
    await waitFor(() => expect(earnings).toBeEnabled());
    await u.clear(earnings);
    await u.type(earnings, '1000');
    expect(screen.getByLabelText('Hourly rate (€)')).toHaveValue(1176);
    expect(screen.getByText(m.rateRange)).toBeInTheDocument();
  });
});
