/**
 * The wizard's recordings (ADR 71): checked by type and size before they are kept, at most three, each
 * removable; the refusal is announced and tied to the file input.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AUDIO_SAMPLE_MAX_BYTES, teacherMediaMessages as t } from '@app/contract';
import { pendingSampleProblem, type PendingSample } from '../model/samples.ts';
import { SamplesSection } from './samples-section.tsx';

function Harness() {
  const [samples, setSamples] = useState<PendingSample[]>([]);
  return <SamplesSection samples={samples} onChange={setSamples} />;
}

const wav = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'audio/wav' });

// The browser's file dialog offers only what `accept` names; a renamed file passes it, so tests may too.
const user = userEvent.setup({ applyAccept: false });

async function add(title: string, file: File | null) {
  const form = screen.getByRole('form', { name: 'Add an audio sample' });
  const titleField = within(form).getByLabelText('Sample title');
  await user.clear(titleField);
  if (title) await user.type(titleField, title);
  if (file) await user.upload(within(form).getByLabelText('Recording'), file);
  await user.click(within(form).getByRole('button', { name: 'Add sample' }));
}

describe('pendingSampleProblem', () => {
  it('accepts the four formats by type or name, and refuses the rest, empty, too large and a fourth', () => {
    expect(pendingSampleProblem('A', { name: 'a.mp3', type: 'audio/mpeg', size: 10 }, 0)).toBeNull();
    expect(pendingSampleProblem('A', { name: 'a.m4a', type: '', size: 10 }, 2)).toBeNull();
    expect(pendingSampleProblem('A', { name: 'a.ogg', type: 'audio/ogg', size: 10 }, 1)).toBeNull();
    expect(pendingSampleProblem('A', { name: 'a.txt', type: 'text/plain', size: 10 }, 0)).toBe(
      t.sampleInvalidType,
    );
    expect(pendingSampleProblem('A', { name: 'a.wav', type: 'audio/wav', size: 0 }, 0)).toBe(t.sampleEmpty);
    expect(
      pendingSampleProblem('A', { name: 'a.wav', type: 'audio/wav', size: AUDIO_SAMPLE_MAX_BYTES + 1 }, 0),
    ).toBe(t.sampleTooLarge);
    expect(pendingSampleProblem('A', { name: 'a.wav', type: 'audio/wav', size: 10 }, 3)).toBe(
      t.sampleTooMany,
    );
    expect(pendingSampleProblem('  ', { name: 'a.wav', type: 'audio/wav', size: 10 }, 0)).toBe(
      t.titleRequired,
    );
    expect(pendingSampleProblem('A', undefined, 0)).toBe(t.sampleRequired);
  });
});

describe('SamplesSection', () => {
  it('keeps up to three recordings, refuses what is not one, and removes one', async () => {
    render(<Harness />);
    await add('Notes', new File(['plain words'], 'notes.txt', { type: 'text/plain' }));
    const problem = screen.getByText(t.sampleInvalidType);
    const input = screen.getByLabelText('Recording');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toBe(problem.id);
    expect(screen.queryByRole('list', { name: 'Recordings to send' })).not.toBeInTheDocument();

    await add('', wav('one.wav'));
    expect(screen.getByText(t.titleRequired)).toBeInTheDocument();

    await add('Nocturne', wav('one.wav'));
    await add('Blues', wav('two.wav'));
    await add('Scales', wav('three.wav'));
    const list = screen.getByRole('list', { name: 'Recordings to send' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Nocturne (one.wav'),
      expect.stringContaining('Blues (two.wav'),
      expect.stringContaining('Scales (three.wav'),
    ]);
    // Full: the form gives way to the rule.
    expect(screen.queryByRole('form', { name: 'Add an audio sample' })).not.toBeInTheDocument();
    expect(screen.getByText(t.sampleTooMany)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove the sample "Blues"' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('form', { name: 'Add an audio sample' })).toBeInTheDocument();
    // Five uploads typed and clicked by a user: more than the default 5 s on a busy machine.
  }, 20_000);
});
