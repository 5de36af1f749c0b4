/**
 * The onboarding page's country choice (B11): every country may hold an account (mentors anywhere can
 * teach), and the payout countries of CONST-40 come first, marked, because only they can withdraw.
 */
import { PAYOUT_COUNTRY_LIST, payoutMessages, testOnboardingTexts } from '@app/contract';

/** ISO 3166-1 alpha-2, every officially assigned code. Names come from the browser (Intl). */
const ISO_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
  'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ' +
  'ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE ' +
  'IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU ' +
  'NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM ' +
  'SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE ' +
  'VG VI VN VU WF WS YE YT ZA ZM ZW';

export interface CountryOption {
  code: string;
  label: string;
}

function regionName(code: string, names: Intl.DisplayNames | null): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The two groups of the select: payout countries (as the spec names them) and all others by name. */
export function countryGroups(): { payout: CountryOption[]; other: CountryOption[] } {
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  const payoutCodes = new Set(PAYOUT_COUNTRY_LIST.map((c) => c.code));
  const payout = PAYOUT_COUNTRY_LIST.map((c) => ({
    code: c.code,
    label: `${c.name} ${testOnboardingTexts.payoutCountryMark}`,
  }));
  const other = ISO_CODES.split(' ')
    .filter((code) => !payoutCodes.has(code))
    .map((code) => ({ code, label: regionName(code, names) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  return { payout, other };
}

/** Light checks before sending; the server checks the IBAN's check digits. */
export function onboardingErrors(values: { country: string; holder: string; iban: string }) {
  const errors: Partial<Record<'country' | 'holder' | 'iban', string>> = {};
  if (!/^[A-Z]{2}$/.test(values.country)) errors.country = payoutMessages.countryInvalid;
  if (!values.holder.trim()) errors.holder = payoutMessages.holderNameRequired;
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(values.iban.replace(/[\s-]/g, '').toUpperCase())) {
    errors.iban = payoutMessages.ibanInvalid;
  }
  return errors;
}
