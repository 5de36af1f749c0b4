/**
 * Landing page content that landing-page.test.tsx does not read: the mentor benefits (LAND-06) and the FAQ
 * facts (LAND-11, CONST-15, CONST-55, GEN-05), and the FAQ items' shape (LAND-08, DATA-06).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { landingFaq } from '../components/faq-items.tsx';
import { LandingPage } from './landing-page.tsx';

const renderLanding = () => renderWithSession(<LandingPage joinForm={<p>form</p>} />, sessions.visitor);

describe('the Become a mentor block (LAND-06)', () => {
  it('lists benefits and leads to /become-mentor', () => {
    renderLanding();
    const block = screen.getByRole('heading', { name: 'Become a mentor' }).closest('section') as HTMLElement;
    expect(within(block).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    const links = within(block).getAllByRole('link');
    expect(links.some((link) => link.getAttribute('href') === '/become-mentor')).toBe(true);
  });
});

describe('the FAQ facts (LAND-11)', () => {
  it('has items of {id, question, answer} with unique ids (LAND-08, DATA-06)', () => {
    const ids = landingFaq.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of landingFaq) {
      expect(typeof item.question).toBe('string');
      expect(item.answer).toBeTruthy();
    }
  });

  it('says most lessons are 60 minutes, many mentors offer 30 and 90, a free or discounted 30-minute trial, and applications are reviewed', async () => {
    const user = userEvent.setup();
    renderLanding();
    const faq = document.getElementById('faq') as HTMLElement;
    const texts: string[] = [];
    for (const button of within(faq).getAllByRole('button')) {
      await user.click(button);
      texts.push(faq.textContent ?? '');
    }
    const all = texts.join(' ').replace(/\s+/g, ' ');
    expect(all).toMatch(/Most lessons are 60 minutes/);
    expect(all).toMatch(/30-minute and 90-minute lessons/);
    expect(all).toMatch(/free or discounted 30-minute trial/);
    expect(all).toMatch(/application is reviewed/);
    expect(all).toMatch(/Guitar, piano, drums, bass, voice, saxophone, music production and music theory/);
  });
});
