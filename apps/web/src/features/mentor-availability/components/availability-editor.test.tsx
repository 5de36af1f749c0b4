import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSessionLengths, type SessionLength } from '../model/sessions.ts';
import { defaultWeek, hasSlotErrors } from '../model/slots.ts';
import { AvailabilityEditor, type AvailabilityValue } from './availability-editor.tsx';
import { SessionLengthsEditor } from './session-lengths-editor.tsx';

afterEach(() => vi.useRealTimers());

// Role queries compute every name in a large form (hundreds of options); the text is enough here.
const button = (name: string) =>
  screen.getAllByRole('button').find((b) => b.textContent === name) ?? screen.getByText(name);

/** Only Monday and Tuesday on unless `full`: a week of 48-option selects is slow in happy-dom. */
function Harness({
  delay,
  onValue,
  full = false,
}: {
  delay: number;
  onValue?: (v: AvailabilityValue) => void;
  full?: boolean;
}) {
  const [value, setValue] = useState<AvailabilityValue>(() => {
    const week = defaultWeek();
    return {
      timezone: 'Europe/Berlin',
      week: full ? week : week.map((d) => (d.day === 'Mon' || d.day === 'Tue' ? d : { ...d, slots: [] })),
    };
  });
  return (
    <>
      <AvailabilityEditor
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        validationDelayMs={delay}
      />
      <button type="button" disabled={hasSlotErrors(value.week)}>
        Save
      </button>
    </>
  );
}

// With fake timers, fireEvent: userEvent's own waits would need the clock that the test holds still.
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

// A form of hundreds of options is slow to click through in happy-dom on a busy machine.
describe('AvailabilityEditor', { timeout: 15_000 }, () => {
  it('shows the time zone, the seven days and Monday-Friday 09:00-17:00', () => {
    render(<Harness delay={300} full />);
    expect(screen.getByLabelText('Time zone')).toHaveValue('Europe/Berlin');
    const zones = screen.getByLabelText('Time zone');
    expect(zones.querySelector('optgroup[label="Europe"] option[value="Europe/Berlin"]')).toHaveTextContent(
      /^Berlin \(GMT\+[12]\)$/,
    );
    expect([...zones.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      'Africa',
      'Americas',
      'Asia',
      'Australia',
      'Pacific',
      'Europe',
      'Other',
    ]);
    expect(screen.getByLabelText('Monday')).toHaveAttribute('role', 'switch');
    expect(screen.getByLabelText('Monday')).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Sunday')).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Monday, slot 1, From')).toHaveValue('09:00');
    expect(screen.getByLabelText('Monday, slot 1, To')).toHaveValue('17:00');
  });

  it('turning a day on adds 09:00-17:00 and off clears it (ONBOARD-20)', async () => {
    render(<Harness delay={300} />);
    await userEvent.click(screen.getByLabelText('Saturday'));
    expect(screen.getByLabelText('Saturday, slot 1, From')).toHaveValue('09:00');
    await userEvent.click(button('Add time slot on Saturday'));
    expect(screen.getByLabelText('Saturday, slot 2, From')).toHaveValue('17:00');
    await userEvent.click(screen.getByLabelText('Saturday'));
    expect(screen.queryByLabelText('Saturday, slot 1, From')).not.toBeInTheDocument();
  });

  it('shows an overlap only after the debounce and blocks saving at once (ONBOARD-22, ONBOARD-23)', () => {
    vi.useFakeTimers();
    const seen: AvailabilityValue[] = [];
    render(<Harness delay={300} onValue={(v) => seen.push(v)} />);
    fireEvent.click(button('Add time slot on Monday'));
    choose('Monday, slot 2, From', '16:00');
    // Blocked at once, although the message waits for the delay.
    expect(button('Save')).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(screen.queryByText('Time slots cannot overlap')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getAllByText('Time slots cannot overlap')).toHaveLength(2);
    const from = screen.getByLabelText('Monday, slot 2, From');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Time slots cannot overlap');
    // The errors travel with the value (DATA-23 keeps them in storage).
    expect(seen.at(-1)!.week[0]!.slots.map((s) => s.error)).toEqual([
      'Time slots cannot overlap',
      'Time slots cannot overlap',
    ]);
    // Touching is fine.
    choose('Monday, slot 2, From', '17:00');
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.queryByText('Time slots cannot overlap')).not.toBeInTheDocument();
    expect(button('Save')).toBeEnabled();
  });

  it('runs the rules after the delay it is given (100 ms in settings)', () => {
    vi.useFakeTimers();
    render(<Harness delay={100} />);
    choose('Tuesday, slot 1, To', '08:00');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByText('Start time must be before end time')).toBeInTheDocument();
    fireEvent.click(button('Remove Tuesday, slot 1'));
    expect(screen.getByLabelText('Tuesday')).toHaveAttribute('aria-checked', 'false');
  });
});

describe('SessionLengthsEditor', () => {
  function Lengths() {
    const [value, setValue] = useState<SessionLength[]>(defaultSessionLengths());
    return <SessionLengthsEditor value={value} onChange={setValue} />;
  }

  it('toggles lengths, picks breaks, and asks for at least one length', async () => {
    render(<Lengths />);
    const group = screen.getByRole('group', { name: 'Session lengths' });
    expect(within(group).getByText(/breaks are unpaid/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Break after 60 minutes lessons'), '15');
    expect(screen.getByLabelText('Break after 60 minutes lessons')).toHaveValue('15');
    for (const minutes of [30, 60, 90, 120]) {
      await userEvent.click(screen.getByRole('checkbox', { name: `${minutes} minutes` }));
    }
    expect(screen.getByLabelText('Break after 60 minutes lessons')).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Offer at least one session length.');
  });
});
