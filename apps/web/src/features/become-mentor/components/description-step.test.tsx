import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { DescriptionData } from '../model/draft.ts';
import type { PendingSample } from '../model/samples.ts';
import { DescriptionStep, IntroductionCounter } from './description-step.tsx';

function Harness({ initial, onContinue }: { initial: DescriptionData; onContinue: () => void }) {
  const [description, setDescription] = useState(initial);
  const [samples, setSamples] = useState<PendingSample[]>([]);
  return (
    <>
      <DescriptionStep
        description={description}
        onChange={setDescription}
        samples={samples}
        onSamplesChange={setSamples}
        onBack={vi.fn()}
        onContinue={onContinue}
      />
      <output data-testid="html">{description.introduction}</output>
    </>
  );
}

describe('introduction counter (ONBOARD-15, ONBOARD-17)', () => {
  it('is red with the hint below 100, plain in between, orange above 90% of 2000', () => {
    const { rerender } = render(<IntroductionCounter characters={99} id="c" />);
    expect(screen.getByText(/^99\/2000/)).toBeInTheDocument();
    expect(screen.getByText(/Please enter at least 100 characters/)).toBeInTheDocument();
    expect(document.getElementById('c')).toHaveClass('text-red-700');
    rerender(<IntroductionCounter characters={100} id="c" />);
    expect(document.getElementById('c')).toHaveClass('text-neutral-700');
    expect(screen.queryByText(/Please enter at least/)).not.toBeInTheDocument();
    rerender(<IntroductionCounter characters={1800} id="c" />);
    expect(document.getElementById('c')).toHaveAttribute('data-tone', 'ok');
    rerender(<IntroductionCounter characters={1801} id="c" />);
    expect(document.getElementById('c')).toHaveClass('text-orange-700');
    expect(screen.getByText(/199 characters left/)).toBeInTheDocument();
  });
});

describe('Description step (ONBOARD-14..18)', () => {
  it('loads the editor as a labelled multi-line textbox and counts the stored text without markup', async () => {
    const onContinue = vi.fn();
    render(
      <Harness
        initial={{
          introduction: '<p><strong>Hello</strong> world</p>',
          headline: '',
          levels: [],
          ages: [],
          introVideo: '',
        }}
        onContinue={onContinue}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Tell your story' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAccessibleDescription(/11\/2000/);
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeInTheDocument();
    expect(screen.getByText(/^11\/2000/)).toBeInTheDocument();
    // The headline counter shows length over max with the minimum.
    const headline = screen.getByRole('textbox', { name: 'Create your headline' });
    expect(headline).toHaveAttribute('maxLength', '100');
    await userEvent.type(headline, 'Jazz piano');
    expect(screen.getByText('10/100 (min 40)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(screen.getByText('Please enter an introduction with at least 100 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a headline with at least 40 characters')).toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveAttribute('aria-invalid', 'true'));
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('continues with 100 characters of text and a 40-character headline', async () => {
    const onContinue = vi.fn();
    render(
      <Harness
        initial={{
          introduction: `<p>${'x'.repeat(100)}</p>`,
          headline: 'A'.repeat(40),
          levels: [],
          ages: [],
          introVideo: '',
        }}
        onContinue={onContinue}
      />,
    );
    await screen.findByRole('textbox', { name: 'Tell your story' });
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
