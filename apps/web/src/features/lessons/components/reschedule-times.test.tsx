/**
 * RESCHED-03 at the edges: a time goes under Night (0-5, ADR 15), Morning (6-11), Afternoon (12-17) or
 * Evening (18-23) by the hour of start_time, which the server gives in the viewer's zone with its offset.
 * The offsets below are not the test run's zone (UTC), so a grouping by the browser's clock would fail.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AvailableSlot } from '@app/contract';
import { RescheduleSlots, slotsByPart } from './reschedule-times.tsx';

/** A slot at `local` wall-clock time in a zone `offset` from UTC, e.g. ('2026-11-26T05:30', '+09:00'). */
const slot = (local: string, offset: string): AvailableSlot => {
  const start = new Date(`${local}:00${offset}`);
  return {
    start_time: `${local}:00${offset}`,
    start_utc: start.toISOString().replace('.000Z', 'Z'),
    end_utc: new Date(start.getTime() + 3_600_000).toISOString().replace('.000Z', 'Z'),
  };
};

const EDGES: [time: string, part: string][] = [
  ['05:30', 'Night'],
  ['06:00', 'Morning'],
  ['11:30', 'Morning'],
  ['12:00', 'Afternoon'],
  ['17:30', 'Afternoon'],
  ['18:00', 'Evening'],
  ['23:30', 'Evening'],
];

function shownParts() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => {
    const section = heading.closest('section')!;
    const times = within(section)
      .getAllByRole('button')
      .map((b) => b.textContent);
    return [heading.textContent, times] as const;
  });
}

describe('the reschedule times by part of the day (RESCHED-03)', () => {
  it.each(['+09:00', '-05:00', '+05:30'])(
    'puts each edge time under its heading, in day order, for a viewer at %s',
    (offset) => {
      // Given out of order: the list sorts by the UTC start.
      const slots = [...EDGES].reverse().map(([time]) => slot(`2026-11-26T${time}`, offset));
      render(<RescheduleSlots slots={slots} selected={null} onSelect={vi.fn()} />);
      expect(shownParts()).toEqual([
        ['Night', ['05:30']],
        ['Morning', ['06:00', '11:30']],
        ['Afternoon', ['12:00', '17:30']],
        ['Evening', ['18:00', '23:30']],
      ]);
      // Each section is named by its heading.
      for (const [time, part] of EDGES) {
        const section = screen.getByRole('region', { name: part });
        expect(within(section).getByRole('button', { name: time })).toBeInTheDocument();
      }
    },
  );

  it.each(EDGES)('files %s under %s', (time, part) => {
    expect(slotsByPart([slot(`2026-11-26T${time}`, '+00:00')])).toEqual([
      { part, slots: [expect.objectContaining({ start_time: `2026-11-26T${time}:00+00:00` })] },
    ]);
  });

  it('leaves out a part without times', () => {
    render(
      <RescheduleSlots
        slots={[slot('2026-11-26T06:00', '+01:00'), slot('2026-11-26T18:00', '+01:00')]}
        selected={null}
        onSelect={vi.fn()}
      />,
    );
    expect(shownParts().map(([part]) => part)).toEqual(['Morning', 'Evening']);
  });
});
