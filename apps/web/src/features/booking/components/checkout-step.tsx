/**
 * Step 3 (BOOK-13..23): the summary, the price lines, a promo code, the refund policy and the booking
 * itself. The fee starts from the tax rate (B2) and is replaced by the booking answer's own figures.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { bookLesson, taxRateQuery } from '../api/checkout.ts';
import { creditsQuery } from '../api/credits.ts';
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
import { queryKeyOf } from '../../../shared/api/query-keys.ts';
import { useSeriesPlan } from '../hooks/use-series-plan.ts';
import { chosenStarts, occurrencesOf } from '../model/series.ts';
import { RepeatWeeks } from './repeat-weeks.tsx';

interface CheckoutStepProps {
  mentor: MentorProfile;
  instrument: string | null;
  option: SessionOption;
  slot: BookingChoice['slot'];
  progress: string;
  /** What the student should know first: the preselected time and length of "the same time next week". */
  notes?: readonly string[];
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
  lessons,
}: Pick<CheckoutStepProps, 'mentor' | 'instrument' | 'option' | 'slot'> & { lessons: number }) {
  const rows: [string, string][] = [
    ['Mentor', mentor.user.full_name],
    ['Instrument', instrument ?? mentor.skills[0]?.name ?? ''],
    [lessons > 1 ? 'First lesson' : 'Date and time', formatLessonTime(slot?.start_utc)],
    ['Repeats', lessons > 1 ? `Weekly, ${lessons} lessons (listed below)` : ''],
    ['Length', `${option.minutes} minutes${option.trial ? ' (free trial)' : ''}`],
    ['Where', 'Online'],
  ];
  return <FactsList rows={rows} className="rounded-xl bg-neutral-100 p-4" label="Lesson summary" />;
}

/**
 * Issue 18: the mentor's lesson packages, each with its price per lesson and the saving against single
 * lessons; they are bought on the profile, and their credits then pay lessons here.
 */
function PackageOffers({ mentor }: { mentor: MentorProfile }) {
  if (mentor.packages.length === 0) return null;
  return (
    <div className="rounded-xl border border-neutral-200 p-4 text-sm">
      <p className="font-semibold">Lesson packages from this mentor</p>
      <ul className="mt-1 list-disc pl-5" aria-label="Lesson packages">
        {mentor.packages.map((pkg) => {
          const minutes = mentor.sessions.find((s) => s.id === pkg.session_id)?.session_time ?? 0;
          const single = Math.round((mentor.amount_cents * minutes) / 60);
          const saving = Math.max(0, pkg.lessons * single - pkg.price_cents);
          return (
            <li key={pkg.id}>
              {pkg.lessons} × {minutes} min: {formatEuro(pkg.price_cents)} (
              {formatEuro(Math.round(pkg.price_cents / pkg.lessons))} per lesson, save {formatEuro(saving)})
            </li>
          );
        })}
      </ul>
      <a href={`/mentor/${mentor.id}`} className="font-semibold underline">
        Buy a package on the profile
      </a>
    </div>
  );
}

/** The one action of the checkout; a paid lesson's names the amount the card will be charged. */
function payLabel(trial: boolean, totalCents: number, credit = false): string {
  if (trial) return 'Book free trial';
  if (credit) return 'Book with a lesson credit';
  if (totalCents <= 0) return 'Confirm booking';
  return `Confirm and pay ${formatEuro(totalCents)}`;
}

export function CheckoutStep(props: CheckoutStepProps) {
  const { mentor, instrument, option, slot, onBooked, onSlotTaken, goTo } = props;
  const client = useQueryClient();
  const [promo, setPromo] = useState<PromoValidateResponse | null>(null);
  const [answer, setAnswer] = useState<BookResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Weekly lessons (ADR 56): a trial never repeats.
  const [weeks, setWeeks] = useState(1);
  const [picks, setPicks] = useState<Record<number, string | null>>({});
  const series = useSeriesPlan(mentor.id, option.id, option.trial ? null : slot, weeks);
  const starts = series.plan ? chosenStarts(series.plan, picks) : [slot?.start_utc ?? null];
  const occurrences = occurrencesOf(starts);
  const lessons = weeks > 1 ? occurrences.length : 1;
  const taxRate = useQuery({
    ...taxRateQuery(mentor.id),
    enabled: !option.trial,
    retry: false,
  });

  // Issue 18: a credit with this mentor for this length pays one lesson; offered, and chosen by default,
  // while the lesson does not repeat (a series is paid at checkout, ADR 56).
  const credits = useQuery({ ...creditsQuery, enabled: !option.trial, retry: false });
  const credit =
    option.trial || weeks > 1
      ? undefined
      : credits.data?.find((c) => c.mentor_id === mentor.id && c.session_minutes === option.minutes);
  const [useCredit, setUseCredit] = useState(true);
  const paysWithCredit = !!credit && useCredit;
  // A promo code is one use per checkout and comes off the first lesson only (ADR 56).
  const priceCents = option.priceCents * lessons;
  const figures = answer
    ? {
        priceCents: answer.amount_cents,
        feeCents: answer.tax_amount_cents,
        discountCents: answer.discount_cents,
        totalCents: answer.total_amount_cents,
      }
    : {
        priceCents,
        feeCents: option.trial ? 0 : applicationFeeCents(option.priceCents, taxRate.data?.tax_rate) * lessons,
        discountCents: promo?.discount_cents ?? 0,
        totalCents: priceCents - (promo?.discount_cents ?? 0),
      };

  const book = useMutation({
    mutationFn: bookLesson,
    onSuccess: (result, request) => {
      setAnswer(result);
      if (result.payment_link) goTo(result.payment_link);
      else onBooked(result, request);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409 && weeks > 1) {
        // Some weeks were taken meanwhile: the server named them; read the weeks again to mark them.
        const named = err.body?.errors?.occurrences ?? [];
        setError([bookingErrorMessage(err), ...named].join(' '));
        void client.invalidateQueries({
          queryKey: queryKeyOf('bookings.availableTimes', { query: { mentor_id: mentor.id } }),
        });
      } else if (err instanceof ApiError && err.status === 409) onSlotTaken(bookingErrorMessage(err));
      else setError(bookingErrorMessage(err));
    },
  });

  const confirm = () => {
    setError(null);
    let request: BookRequest;
    try {
      request = buildBookRequest({
        mentor,
        instrument,
        option,
        slot,
        promoCode: paysWithCredit ? undefined : promo?.code,
        repeat: weeks > 1 ? { weeks, occurrences } : null,
      });
      if (paysWithCredit) request.use_credit = true;
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
        label: payLabel(option.trial, figures.totalCents, paysWithCredit),
        onClick: confirm,
        busy: book.isPending || !!answer?.payment_link,
        disabled: weeks > 1 && !series.plan,
      }}
      footer={error ? <Alert tone="error">{error}</Alert> : null}
    >
      {props.notes?.length ? (
        <Alert>
          {props.notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </Alert>
      ) : null}
      <Summary mentor={mentor} instrument={instrument} option={option} slot={slot} lessons={lessons} />
      {credit ? (
        <label className="flex items-center gap-3 rounded-xl bg-lime-50 p-3 font-medium">
          <input
            type="checkbox"
            className="size-5"
            checked={useCredit}
            onChange={(event) => setUseCredit(event.target.checked)}
          />
          Pay with a lesson credit ({credit.remaining} left)
        </label>
      ) : null}
      {option.trial || paysWithCredit ? null : (
        <RepeatWeeks
          weeks={weeks}
          onWeeksChange={(n) => {
            setWeeks(n);
            setPicks({});
            setError(null);
          }}
          plan={series.plan}
          failed={series.failed}
          starts={starts}
          onPick={(week, start) => setPicks((p) => ({ ...p, [week]: start }))}
          disabled={book.isPending}
        />
      )}
      {paysWithCredit ? null : (
        <PriceLines {...figures} promoCode={promo?.code} trial={option.trial} lessons={lessons} />
      )}
      {credit || option.trial ? null : <PackageOffers mentor={mentor} />}
      {option.trial || paysWithCredit ? null : (
        <PromoCodeField mentorId={mentor.id} sessionId={option.id} applied={promo} onApplied={setPromo} />
      )}
      <p className="text-sm text-neutral-700">
        Lessons can be rescheduled up to 24 hours before they start. Read our{' '}
        <a href="/refund-policy" target="_blank" rel="noreferrer" className="font-semibold underline">
          Refund Policy
        </a>
        .
      </p>
      {paysWithCredit ? null : (
        <ChargeNote feeCents={figures.feeCents} totalCents={figures.totalCents} trial={option.trial} />
      )}
    </StepFrame>
  );
}
