/** BOOK-13, B2: lesson price, the application fee (only above 0, included), any discount, the total. */
import { formatEuro } from '../model/pricing.ts';

export interface PriceFigures {
  priceCents: number;
  feeCents: number;
  discountCents: number;
  totalCents: number;
  promoCode?: string | null;
  trial: boolean;
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-2 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

export function PriceLines({
  priceCents,
  feeCents,
  discountCents,
  totalCents,
  promoCode,
  trial,
}: PriceFigures) {
  return (
    <dl aria-label="Price" className="divide-y divide-neutral-200 border-y border-neutral-200">
      <Line label={trial ? 'Free trial' : 'Lesson price'} value={trial ? 'Free' : formatEuro(priceCents)} />
      {feeCents > 0 ? <Line label="Application Fee (included)" value={formatEuro(feeCents)} /> : null}
      {discountCents > 0 ? (
        <Line
          label={promoCode ? `Discount (${promoCode})` : 'Discount'}
          value={`-${formatEuro(discountCents)}`}
        />
      ) : null}
      <Line label="Total without tax" value={formatEuro(totalCents)} strong />
    </dl>
  );
}
