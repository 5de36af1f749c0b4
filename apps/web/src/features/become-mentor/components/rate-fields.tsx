/**
 * The hourly rate with the platform fee and the mentor's earnings (ONBOARD-24..26, B2, M4). The rate and
 * the earnings are both editable: the rate sets fee and earnings; earnings set the rate to
 * earnings / (1 − fee rate), rounded to whole euros, and the earnings then show what that price pays.
 */
import { SETTINGS_PRICE_MAX_EUROS, SETTINGS_PRICE_MIN_EUROS } from '@app/contract';
import { useState } from 'react';
import { formatEuro } from '../../../shared/money.ts';
import { TextField } from '../../../shared/ui/text-field.tsx';
import {
  centsToInput,
  earningsCents,
  feeCents,
  rateToCents,
  wholeEuroPriceForEarnings,
} from '../model/fees.ts';

interface RateFieldsProps {
  rate: string;
  onRateChange: (rate: string) => void;
  /** The fee as a fraction (0.15), already normalised; null while it loads. */
  feeRate: number | null;
  error?: string | undefined;
}

export function RateFields({ rate, onRateChange, feeRate, error }: RateFieldsProps) {
  const priceCents = rateToCents(rate);
  const fee = priceCents !== null && feeRate !== null ? feeCents(priceCents, feeRate) : null;
  const earnings = priceCents !== null && feeRate !== null ? earningsCents(priceCents, feeRate) : null;
  // While the earnings field is being typed in, it shows what is typed, not the rounded result.
  const [typedEarnings, setTypedEarnings] = useState<string | null>(null);
  const percent = feeRate === null ? null : Math.round(feeRate * 1000) / 10;

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        id="onboarding-hourly-rate"
        label="Hourly rate (€)"
        type="number"
        inputMode="numeric"
        min={SETTINGS_PRICE_MIN_EUROS}
        max={SETTINGS_PRICE_MAX_EUROS}
        step={1}
        value={rate}
        onChange={(e) => onRateChange(e.target.value)}
        error={error}
        hint={`Your price for a 60-minute lesson, in whole euros from ${SETTINGS_PRICE_MIN_EUROS} to ${SETTINGS_PRICE_MAX_EUROS}. Other lengths cost in proportion.`}
      />
      <TextField
        id="onboarding-fee"
        label={percent === null ? 'Platform fee' : `Platform fee (${percent}%)`}
        type="text"
        readOnly
        value={fee === null ? '' : formatEuro(fee)}
        hint="Included in your price; students pay the price you set."
      />
      <TextField
        id="onboarding-earnings"
        label="Your earnings (€)"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        disabled={feeRate === null}
        value={typedEarnings ?? (earnings === null ? '' : centsToInput(earnings))}
        onChange={(e) => {
          setTypedEarnings(e.target.value);
          const price = wholeEuroPriceForEarnings(Number(e.target.value), feeRate ?? 0);
          onRateChange(price === null ? '' : String(price));
        }}
        onBlur={() => setTypedEarnings(null)}
        hint="What you receive per 60-minute lesson. Type an amount to work out the rate."
      />
    </div>
  );
}
