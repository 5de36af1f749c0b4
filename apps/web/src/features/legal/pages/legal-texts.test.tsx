/**
 * The facts the legal pages must state (LEGAL-01, LEGAL-03..09, CONST-40, CONST-50, CONST-51) and the
 * refund policy of rule B9 that R5 asks /refund-policy to state.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookiesPage } from './cookies-page.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { RefundPolicyPage } from './refund-policy-page.tsx';
import { TermsPage } from './terms-page.tsx';
import {
  ACCOUNT_DATA_MONTHS_AFTER_DELETION,
  ANALYTICS_RETENTION_MONTHS,
  GOVERNING_LAW_COUNTRY,
  LIABILITY_CAP_EUROS,
  LIABILITY_LOOKBACK_MONTHS,
  MINIMUM_AGE_YEARS,
  PAYOUT_COUNTRIES,
  RIGHTS_REQUEST_DAYS,
} from '@app/contract';

function renderPage(page: ReactElement): string {
  const router = createMemoryRouter([{ path: '*', element: page }]);
  render(<RouterProvider router={router} />);
  return (document.body.textContent ?? '').replace(/\s+/g, ' ');
}

describe('Terms of Service (LEGAL-03..06)', () => {
  it('is a titled static page', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
  });

  it('states the minimum age of 18 and the adult responsible for a minor (LEGAL-03, CONST-07)', () => {
    const text = renderPage(<TermsPage />);
    expect(MINIMUM_AGE_YEARS).toBe(18);
    expect(text).toContain(`at least ${MINIMUM_AGE_YEARS} years old`);
    expect(text).toMatch(/responsible for the minor's use/);
  });

  it('caps liability at the greater of 100 euro or the amount paid in the previous 12 months (LEGAL-04, CONST-50)', () => {
    const text = renderPage(<TermsPage />);
    expect([LIABILITY_CAP_EUROS, LIABILITY_LOOKBACK_MONTHS]).toEqual([100, 12]);
    expect(text).toContain(
      `greater of ${LIABILITY_CAP_EUROS} euro or the amount you paid us in the ${LIABILITY_LOOKBACK_MONTHS} months`,
    );
  });

  it('limits payouts to the 32 listed countries, and says mentors elsewhere can teach but not withdraw (LEGAL-05, CONST-40)', () => {
    const text = renderPage(<TermsPage />);
    expect(PAYOUT_COUNTRIES).toHaveLength(32);
    expect(text).toContain(`${PAYOUT_COUNTRIES.join(', ')}.`);
    expect(text).toMatch(/Mentors elsewhere can teach, but cannot withdraw/);
  });

  it('names the governing law, Ireland (LEGAL-06, ADR 0027)', () => {
    const text = renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 2, name: /Governing law/ })).toBeInTheDocument();
    expect(GOVERNING_LAW_COUNTRY).toBe('Ireland');
    expect(text).toContain(`governed by the laws of ${GOVERNING_LAW_COUNTRY}.`);
    expect(text).toContain(`courts of ${GOVERNING_LAW_COUNTRY}`);
  });

  it('says expired package credits stay with the platform and unused ones are refunded pro rata (issue 18)', () => {
    const text = renderPage(<TermsPage />);
    expect(text).toContain('Credits that expire unused stay with the platform and are not refunded');
    expect(text).toContain('part of each package price not yet spent on lessons (pro rata)');
  });

  it('links to the refund policy', () => {
    renderPage(<TermsPage />);
    expect(screen.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
  });
});

describe('Privacy Policy (LEGAL-07..09, CONST-51)', () => {
  it('keeps account data until deletion plus 6 months, analytics 24 months, and answers requests within 30 days', () => {
    const text = renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect([ACCOUNT_DATA_MONTHS_AFTER_DELETION, ANALYTICS_RETENTION_MONTHS, RIGHTS_REQUEST_DAYS]).toEqual([
      6, 24, 30,
    ]);
    expect(text).toContain(
      `Account data: for as long as your account exists, plus ${ACCOUNT_DATA_MONTHS_AFTER_DELETION} months after you delete it`,
    );
    expect(text).toContain(`Analytics data: ${ANALYTICS_RETENTION_MONTHS} months`);
    expect(text).toContain(`we answer within ${RIGHTS_REQUEST_DAYS} days`);
  });
});

describe('Cookie Policy (LEGAL-02, CONST-14)', () => {
  it('has the Open Cookie Settings button and describes the essential category as always on', () => {
    const text = renderPage(<CookiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Cookie Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Essential (always on)' })).toBeInTheDocument();
    expect(text).toContain(`Analytics data is kept for ${ANALYTICS_RETENTION_MONTHS} months`);
  });
});

describe('Refund Policy (R5, rule B9)', () => {
  it('states rescheduling up to 24 h, full refund up to 48 h, 50% within 48 h, and mentor cancellations and no-shows', () => {
    const text = renderPage(<RefundPolicyPage />);
    expect(text).toMatch(/up to 24 hours before it starts/);
    expect(text).toMatch(/Cancel up to 48 hours before the lesson starts: you get a full refund/);
    expect(text).toMatch(/Cancel within 48 hours of the start: you get a 50% refund/);
    expect(text).toMatch(/If your mentor cancels, or does not show up for the lesson, you get a full refund/);
    expect(text).toMatch(/within 24 hours after the/);
  });
});
