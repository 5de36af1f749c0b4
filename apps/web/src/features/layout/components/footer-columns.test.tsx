/**
 * Every entry of the footer columns, in order (FOOT-02..04, FOOT-06), and the social links (FOOT-01).
 * footer.test.tsx checks the Dashboard targets (FOOT-05) and a sample of these links.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { Footer } from './footer.tsx';

const column = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Footer columns', () => {
  it('For Students: Find Mentors, How it Works, FAQ and Support (FOOT-02)', () => {
    renderWithSession(<Footer />, sessions.visitor);
    expect(column('For Students')).toEqual([
      ['Find Mentors', '/listings'],
      ['How it Works', '/#how-it-works'],
      ['FAQ', '/support#faq'],
      ['Support', '/support'],
    ]);
  });

  it('For Mentors: Become a Mentor, Support and Dashboard (FOOT-03)', () => {
    renderWithSession(<Footer />, sessions.student);
    expect(column('For Mentors')).toEqual([
      ['Become a Mentor', '/become-mentor'],
      ['Support', '/support'],
      ['Dashboard', '/become-mentor'],
    ]);
  });

  it('Product: About, FAQs and Help us improve, which preselects its support reason (FOOT-04)', () => {
    renderWithSession(<Footer />, sessions.visitor);
    expect(column('Product')).toEqual([
      ['About', '/'],
      ['FAQs', '/#faq'],
      ['Help us improve', '/support?reason=help-us-improve'],
    ]);
  });

  it('Legal: terms, privacy and cookies (FOOT-06, LEGAL-01)', () => {
    renderWithSession(<Footer />, sessions.visitor);
    expect(column('Legal').map(([, href]) => href)).toEqual(['/terms', '/privacy', '/cookies']);
  });

  it('shows social links, each opening safely in a new tab (FOOT-01)', () => {
    renderWithSession(<Footer />, sessions.visitor);
    const social = screen.getAllByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(social.length).toBeGreaterThanOrEqual(2);
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
