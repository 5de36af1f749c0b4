/**
 * BOOK-13, B2: lesson price, the application fee (only above 0, included), any discount, the total; and
 * under them, in words, what the card will be charged (issue 17, ADR 45).
 */
import { formatEuro } from '../model/pricing.ts';

export interface PriceFigures {
  priceCents: number;
  feeCents: number;
  discountCents: number;
  totalCents: number;
  promoCode?: string | null;
  trial: boolean;
  /** Weekly lessons booked together (ADR 56); the price is theirs together. */
  lessons?: number;
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
  lessons = 1,
}: PriceFigures) {
  return (
    <dl aria-label="Price" className="divide-y divide-neutral-200 border-y border-neutral-200">
      <Line
        label={trial ? 'Free trial' : lessons > 1 ? `Price of ${lessons} weekly lessons` : 'Lesson price'}
        value={trial ? 'Free' : formatEuro(priceCents)}
      />
      {feeCents > 0 ? <Line label="Application Fee (included)" value={formatEuro(feeCents)} /> : null}
      {discountCents > 0 ? (
        <Line
          label={`${promoCode ? `Discount (${promoCode})` : 'Discount'}${lessons > 1 ? ', first lesson' : ''}`}
          value={`-${formatEuro(discountCents)}`}
        />
      ) : null}
      <Line label="Total without tax" value={formatEuro(totalCents)} strong />
    </dl>
  );
}

/** What the card will be charged, in one sentence, and that the Application Fee is not added on top. */
export function chargeSentences({
  feeCents,
  totalCents,
  trial,
}: Pick<PriceFigures, 'feeCents' | 'totalCents' | 'trial'>): string[] {
  if (trial) return ['This trial lesson is free: nothing will be charged and no card is needed.'];
  if (totalCents <= 0)
    return ['Your promo code covers the whole price: nothing will be charged and no card is needed.'];
  const charged = `Your card will be charged ${formatEuro(totalCents)}, the total above, on the payment page that opens next.`;
  if (feeCents <= 0) return [charged];
  return [
    charged,
    `The Application Fee (${formatEuro(feeCents)}) is the platform's share and is already included in the lesson price; it is not added on top.`,
  ];
}

export function ChargeNote(figures: Pick<PriceFigures, 'feeCents' | 'totalCents' | 'trial'>) {
  const [first, ...rest] = chargeSentences(figures);
  return (
    <div aria-label="What you pay" role="group" className="rounded-xl border border-neutral-300 bg-white p-4">
      <p className="font-bold">{first}</p>
      {rest.map((sentence) => (
        <p key={sentence} className="mt-1 text-sm text-neutral-700">
          {sentence}
        </p>
      ))}
    </div>
  );
}
