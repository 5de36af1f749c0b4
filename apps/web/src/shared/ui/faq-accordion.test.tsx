import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion.tsx';

const items = [
  { id: 'length', question: 'How long are lessons?', answer: 'Most lessons are 60 minutes.' },
  { id: 'trial', question: 'Is there a trial?', answer: 'Many mentors offer a 30-minute trial.' },
];

describe('FaqAccordion', () => {
  it('shows the default title and starts with every item closed', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Most lessons are 60 minutes.')).not.toBeVisible();
  });

  it('opens one item at a time, switches to another and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} id="faq" />);
    const first = screen.getByRole('button', { name: 'How long are lessons?' });
    const second = screen.getByRole('button', { name: 'Is there a trial?' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How long are lessons?' })).toHaveTextContent('60 minutes');

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Most lessons are 60 minutes.')).not.toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Many mentors offer a 30-minute trial.')).not.toBeVisible();
  });

  it('links each button to its panel, which scrolls past 500px', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    const button = screen.getByRole('button', { name: 'Is there a trial?' });
    await user.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveClass('max-h-[500px]', 'overflow-auto');
  });
});
