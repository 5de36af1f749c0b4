import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { Footer } from './footer.tsx';

const linkIn = (column: string, name: string) =>
  within(screen.getByRole('navigation', { name: column })).getByRole('link', { name });

describe('Footer', () => {
  it.each([
    ['mentor', '/dashboard'],
    ['student', '/become-mentor'],
    ['visitor', '/login'],
  ] as const)('sends the Dashboard button of a %s to %s', (who, href) => {
    renderWithSession(<Footer />, sessions[who]);
    expect(linkIn('For Mentors', 'Dashboard')).toHaveAttribute('href', href);
  });

  it('has the student, product and legal links', () => {
    renderWithSession(<Footer />, sessions.visitor);
    expect(linkIn('For Students', 'How it Works')).toHaveAttribute('href', '/#how-it-works');
    expect(linkIn('For Students', 'FAQ')).toHaveAttribute('href', '/support#faq');
    expect(linkIn('Product', 'FAQs')).toHaveAttribute('href', '/#faq');
    expect(linkIn('Product', 'Help us improve')).toHaveAttribute('href', '/support?reason=help-us-improve');
    expect(linkIn('Legal', 'Terms of Service')).toHaveAttribute('href', '/terms');
    expect(linkIn('Legal', 'Privacy Policy')).toHaveAttribute('href', '/privacy');
    expect(linkIn('Legal', 'Cookie Policy')).toHaveAttribute('href', '/cookies');
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Music Mentors`))).toBeInTheDocument();
  });

  it('names each social link and opens it safely in a new tab', () => {
    renderWithSession(<Footer />, sessions.visitor);
    const instagram = screen.getByRole('link', { name: 'Music Mentors on Instagram (opens in a new tab)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(instagram).toHaveAttribute('target', '_blank');
  });
});
