import { describe, expect, it } from 'vitest';
import { PAYOUT_COUNTRY_LIST, payoutMessages } from '@app/contract';
import { countryGroups, onboardingErrors } from './countries.ts';

describe('countryGroups', () => {
  it('lists the 32 payout countries first and every other assigned code once, by name', () => {
    const { payout, other } = countryGroups();
    expect(payout.map((c) => c.code)).toEqual(PAYOUT_COUNTRY_LIST.map((c) => c.code));
    const codes = [...payout, ...other].map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(249);
    const labels = other.map((c) => c.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('onboardingErrors', () => {
  it('accepts a country, a name and an IBAN-shaped value with spaces', () => {
    expect(onboardingErrors({ country: 'DE', holder: 'Maya', iban: 'de89 3704 0044 0532 0130 00' })).toEqual(
      {},
    );
  });

  it('names each missing or malformed field', () => {
    expect(onboardingErrors({ country: '', holder: ' ', iban: '1234' })).toEqual({
      country: payoutMessages.countryInvalid,
      holder: payoutMessages.holderNameRequired,
      iban: payoutMessages.ibanInvalid,
    });
  });
});
