/**
 * Lesson earnings (issue 17 item 8): one line per paid lesson of a chosen month, dated by the lesson in the
 * mentor's zone (named), with price, promo discount, platform fee, refunds, net and status; a pending line
 * says when it unlocks. The month's statement downloads as CSV from the same picker.
 */
import { earningsMessages, type Earnings } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatEuro } from '../../../shared/money.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { earningsQuery, statementUrl } from '../api/earnings.ts';
import { describeStatus, formatLessonDate, monthLabel, pickerMonths } from '../model/earnings.ts';

const MONEY_COLUMNS = [
  ['Price', 'price_cents'],
  ['Promo discount', 'promo_discount_cents'],
  ['Platform fee', 'platform_fee_cents'],
  ['Refunded', 'refunded_cents'],
  ['Net', 'net_cents'],
] as const;

const cell = 'px-3 py-2 text-left align-top';
const money = 'px-3 py-2 text-right align-top tabular-nums whitespace-nowrap';

function LinesTable({ earnings, captionId }: { earnings: Earnings; captionId: string }) {
  const zone = earnings.timezone;
  return (
    // A wide table scrolls inside its own focusable region on a phone instead of widening the page.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-xl border">
      <table className="min-w-full text-sm">
        <caption id={captionId} className="sr-only">
          {`Lesson earnings, ${monthLabel(earnings.month)}, times in ${zone}`}
        </caption>
        <thead className="bg-neutral-100">
          <tr>
            <th scope="col" className={cell}>{`Lesson (${zone})`}</th>
            <th scope="col" className={cell}>
              Student
            </th>
            <th scope="col" className={cell}>
              Reference
            </th>
            {MONEY_COLUMNS.map(([label]) => (
              <th key={label} scope="col" className={money}>
                {label}
              </th>
            ))}
            <th scope="col" className={cell}>
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {earnings.lines.map((line) => {
            const status = describeStatus(line, zone);
            return (
              <tr key={line.booking_id} className="border-t">
                <td className={`${cell} whitespace-nowrap`}>{formatLessonDate(line.lesson_start, zone)}</td>
                <td className={cell}>{line.student_name}</td>
                <td className={cell}>{line.reference}</td>
                {MONEY_COLUMNS.map(([label, key]) => (
                  <td key={label} className={money}>
                    {formatEuro(line[key])}
                  </td>
                ))}
                <td className={cell}>
                  <span className="font-semibold">{status.label}</span>
                  {status.detail ? <span className="block whitespace-nowrap">{status.detail}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 font-semibold">
          <tr>
            <th scope="row" colSpan={3} className={cell}>
              Total
            </th>
            {MONEY_COLUMNS.map(([label, key]) => (
              <td key={label} className={money}>
                {formatEuro(earnings.totals[key])}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export function LessonEarnings() {
  const [picked, setPicked] = useState<string>();
  // The unpicked answer names the current month in the mentor's zone; it anchors the picker.
  const current = useQuery(earningsQuery()).data?.month;
  const earnings = useQuery(earningsQuery(picked));
  const month = picked ?? current;
  const ids = { select: useId(), caption: useId(), note: useId() };
  return (
    <section aria-labelledby="lesson-earnings-heading" className="flex flex-col gap-4">
      <h2 id="lesson-earnings-heading" className="text-2xl font-bold">
        {earningsMessages.heading}
      </h2>
      <p className="text-neutral-700">{earningsMessages.intro}</p>
      {month && current ? (
        <div className="flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.select} className="font-semibold">
              {earningsMessages.monthLabel}
            </label>
            <select
              id={ids.select}
              value={month}
              onChange={(event) => setPicked(event.target.value)}
              className="h-[50px] rounded-xl border-2 border-ink bg-white px-3"
            >
              {pickerMonths(current).map((option) => (
                <option key={option} value={option}>
                  {monthLabel(option)}
                </option>
              ))}
            </select>
          </div>
          <a
            href={statementUrl(month)}
            download
            // The month in the name tells a screen reader which statement it is; the visible words lead it.
            aria-label={`${earningsMessages.downloadCsv}, ${monthLabel(month)}`}
            aria-describedby={ids.note}
            className={buttonClasses('outline')}
          >
            {earningsMessages.downloadCsv}
          </a>
        </div>
      ) : null}
      {month ? (
        <p id={ids.note} className="text-sm text-neutral-700">
          {earningsMessages.statementNote}
        </p>
      ) : null}
      {earnings.isPending ? <Spinner label="Loading your lesson earnings..." showLabel /> : null}
      {earnings.isError ? <Alert tone="error">{earningsMessages.loadFailed}</Alert> : null}
      {earnings.data && earnings.data.lines.length === 0 ? <p>{earningsMessages.noLessons}</p> : null}
      {earnings.data && earnings.data.lines.length > 0 ? (
        <LinesTable earnings={earnings.data} captionId={ids.caption} />
      ) : null}
    </section>
  );
}
