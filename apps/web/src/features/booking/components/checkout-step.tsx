/**
 * Step 3 (BOOK-13..23): the summary, the price lines, a promo code, the refund policy and the booking
 * itself. The fee starts from the tax rate (B2) and is replaced by the booking answer's own figures.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { bookLesson, taxRateQuery } from '../api/checkout.ts';
import { buildBookRequest, type BookingChoice } from '../model/book-request.ts';
import { bookingErrorMessage } from '../model/booking-error.ts';
import { formatLessonTime } from '../model/format-time.ts';
import { applicationFeeCents, formatEuro } from '../model/pricing.ts';
import type {
  BookRequest,
  BookResponse,
  MentorProfile,
  PromoValidateResponse,
  SessionOption,
} from '../model/types.ts';
import { ChargeNote, PriceLines } from './price-lines.tsx';
import { PromoCodeField } from './promo-code-field.tsx';
import { StepFrame } from './step-frame.tsx';
import { FactsList } from '../../../shared/ui/facts-list.tsx';

interface CheckoutStepProps {
  mentor: MentorProfile;
  instrument: string | null;
  option: SessionOption;
  slot: BookingChoice['slot'];
  progress: string;
  onBack: () => void;
  /** A booking without a payment link (a free trial): the dialog closes and confirms. */
  onBooked: (answer: BookResponse, request: BookRequest) => void;
  /** 409: the slot was taken meanwhile. */
  onSlotTaken: (message: string) => void;
  /** Where the browser goes for a payment link (window.location.assign). */
  goTo: (url: string) => void;
}

function Summary({
  mentor,
  instrument,
  option,
  slot,
}: Pick<CheckoutStepProps, 'mentor' | 'instrument' | 'option' | 'slot'>) {
  const rows: [string, string][] = [
    ['Mentor', mentor.user.full_name],
    ['Instrument', instrument ?? mentor.skills[0]?.name ?? ''],
    ['Date and time', formatLessonTime(slot?.start_utc)],
    ['Length', `${option.minutes} minutes${option.trial ? ' (free trial)' : ''}`],
    ['Where', 'Online'],
  ];
  return <FactsList rows={rows} className="rounded-xl bg-neutral-100 p-4" label="Lesson summary" />;
}

/** The one action of the checkout; a paid lesson's names the amount the card will be charged. */
function payLabel(trial: boolean, totalCents: number): string {
  if (trial) return 'Book free trial';
  if (totalCents <= 0) return 'Confirm booking';
  return `Confirm and pay ${formatEuro(totalCents)}`;
}

export function CheckoutStep(props: CheckoutStepProps) {
  const { mentor, instrument, option, slot, onBooked, onSlotTaken, goTo } = props;
  const [promo, setPromo] = useState<PromoValidateResponse | null>(null);
  const [answer, setAnswer] = useState<BookResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const taxRate = useQuery({
    ...taxRateQuery(mentor.id),
    enabled: !option.trial,
    retry: false,
  });

  const priceCents = option.priceCents;
  const figures = answer
    ? {
        priceCents: answer.amount_cents,
        feeCents: answer.tax_amount_cents,
        discountCents: answer.discount_cents,
        totalCents: answer.total_amount_cents,
      }
    : {
        priceCents,
        feeCents: option.trial ? 0 : applicationFeeCents(priceCents, taxRate.data?.tax_rate),
        discountCents: promo?.discount_cents ?? 0,
        totalCents: promo ? promo.total_amount_cents : priceCents,
      };

  const book = useMutation({
    mutationFn: bookLesson,
    onSuccess: (result, request) => {
      setAnswer(result);
      if (result.payment_link) goTo(result.payment_link);
      else onBooked(result, request);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) onSlotTaken(bookingErrorMessage(err));
      else setError(bookingErrorMessage(err));
    },
  });

  const confirm = () => {
    setError(null);
    let request: BookRequest;
    try {
      request = buildBookRequest({ mentor, instrument, option, slot, promoCode: promo?.code });
    } catch (err) {
      setError(bookingErrorMessage(err));
      return;
    }
    book.mutate(request);
  };

  return (
    <StepFrame
      title="Checkout"
      progress={props.progress}
      onBack={book.isPending ? undefined : props.onBack}
      next={{
        label: payLabel(option.trial, figures.totalCents),
        onClick: confirm,
        busy: book.isPending || !!answer?.payment_link,
      }}
      footer={error ? <Alert tone="error">{error}</Alert> : null}
    >
      <Summary mentor={mentor} instrument={instrument} option={option} slot={slot} />
      <PriceLines {...figures} promoCode={promo?.code} trial={option.trial} />
      {option.trial ? null : (
        <PromoCodeField mentorId={mentor.id} sessionId={option.id} applied={promo} onApplied={setPromo} />
      )}
      <p className="text-sm text-neutral-700">
        Lessons can be rescheduled up to 24 hours before they start. Read our{' '}
        <a href="/refund-policy" target="_blank" rel="noreferrer" className="font-semibold underline">
          Refund Policy
        </a>
        .
      </p>
      <ChargeNote feeCents={figures.feeCents} totalCents={figures.totalCents} trial={option.trial} />
    </StepFrame>
  );
}
