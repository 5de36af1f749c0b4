/**
 * The payout countries of CONST-40 with their ISO 3166-1 alpha-2 codes (zod-free). The names themselves are
 * defined once, as PAYOUT_COUNTRIES in constants.ts (the terms page lists them); this adds the codes the
 * payment providers report, so pages can offer {code, name} pairs and the server can check an account's country.
 */
import { PAYOUT_COUNTRIES } from './constants.ts';

export type PayoutCountryName = (typeof PAYOUT_COUNTRIES)[number];

const CODES: Record<PayoutCountryName, string> = {
  Austria: 'AT',
  Belgium: 'BE',
  Bulgaria: 'BG',
  Croatia: 'HR',
  Cyprus: 'CY',
  'Czech Republic': 'CZ',
  Denmark: 'DK',
  Estonia: 'EE',
  Finland: 'FI',
  France: 'FR',
  Germany: 'DE',
  Gibraltar: 'GI',
  Greece: 'GR',
  Hungary: 'HU',
  Ireland: 'IE',
  Italy: 'IT',
  Latvia: 'LV',
  Liechtenstein: 'LI',
  Lithuania: 'LT',
  Luxembourg: 'LU',
  Malta: 'MT',
  Netherlands: 'NL',
  Norway: 'NO',
  Poland: 'PL',
  Portugal: 'PT',
  Romania: 'RO',
  Slovakia: 'SK',
  Slovenia: 'SI',
  Spain: 'ES',
  Sweden: 'SE',
  Switzerland: 'CH',
  'United Kingdom': 'GB',
};

export interface PayoutCountry {
  code: string;
  name: PayoutCountryName;
}

/** CONST-40 as [{code: 'AT', name: 'Austria'}, ...], in the spec's (alphabetical) order. */
export const PAYOUT_COUNTRY_LIST: readonly PayoutCountry[] = PAYOUT_COUNTRIES.map((name) => ({
  code: CODES[name],
  name,
}));

/** Whether an account in this country (ISO alpha-2, any case) may withdraw earnings (rule B10). */
export const isPayoutCountry = (code: string | null | undefined): boolean =>
  !!code && PAYOUT_COUNTRY_LIST.some((country) => country.code === code.toUpperCase());
