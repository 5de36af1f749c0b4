/**
 * The payments history (PAYOUT-01, PAYOUT-02): a table of date, booking reference, amount in euros and
 * status (a coloured badge with the capitalised word), paged with the server's next / previous URLs. The
 * first page comes with the settings answer; later pages are asked for as the person pages.
 */
import { PAYMENTS_PAGE_SIZE, type PaymentHistoryKind, type PaymentHistoryPage } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../../shared/ui/alert.tsx';
import { Button } from '../../../../shared/ui/button.tsx';
import { paymentsPageQuery } from '../../api/payments-page.ts';
import { paymentAmount, paymentDate, STATUS_CLASSES, statusLabel, statusTone } from '../../model/payments.ts';
import { SettingsSection } from '../section.tsx';

const KIND_LABELS: Record<PaymentHistoryKind, string> = {
  payment: 'Lesson payment',
  earning: 'Lesson earnings',
  payout: 'Payout',
};

/** The page number a page URL names (?page=N), 1 when it names none. */
function pageNumber(url: string | null): number {
  if (!url) return 1;
  const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function PaymentHistory({ first, showKind }: { first: PaymentHistoryPage; showKind: boolean }) {
  const [pageUrl, setPageUrl] = useState<string | null>(null);
  const later = useQuery({
    ...paymentsPageQuery(pageUrl ?? ''),
    enabled: pageUrl !== null,
    placeholderData: keepPreviousData,
  });
  const page = pageUrl === null ? first : (later.data ?? null);
  const pages = Math.max(1, Math.ceil((page?.count ?? first.count) / PAYMENTS_PAGE_SIZE));
  const current = pageNumber(pageUrl);

  return (
    <SettingsSection title="Payment history">
      {later.isError ? <Alert tone="error">The payments could not be loaded. Please try again.</Alert> : null}
      {page && page.results.length === 0 ? <p className="text-neutral-700">No payments yet.</p> : null}
      {page && page.results.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left">
            <caption className="sr-only">
              Payment history, page {current} of {pages}
            </caption>
            <thead>
              <tr className="border-b border-neutral-300 text-sm text-neutral-700">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Booking reference
                </th>
                {showKind ? (
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Type
                  </th>
                ) : null}
                <th scope="col" className="py-2 pr-4 text-right font-semibold">
                  Amount
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {page.results.map((row, index) => (
                <tr
                  key={`${row.date}-${row.booking_reference ?? 'payout'}-${index}`}
                  className="border-b border-neutral-200"
                >
                  <td className="py-3 pr-4">
                    <time dateTime={row.date}>{paymentDate(row.date)}</time>
                  </td>
                  <td className="py-3 pr-4 font-mono text-sm">{row.booking_reference ?? '—'}</td>
                  {showKind ? <td className="py-3 pr-4">{KIND_LABELS[row.kind]}</td> : null}
                  <td className="py-3 pr-4 text-right tabular-nums">{paymentAmount(row.amount_cents)}</td>
                  <td className="py-3">
                    <span
                      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_CLASSES[statusTone(row.status)]}`}
                    >
                      {statusLabel(row.status)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && (page.previous || page.next) ? (
        <nav aria-label="Payment history pages" className="flex items-center justify-between gap-4">
          <Button
            variant="outline"
            size="sm"
            disabled={!page.previous || later.isFetching}
            onClick={() => setPageUrl(page.previous)}
          >
            Previous<span className="sr-only"> page</span>
          </Button>
          <p className="text-sm text-neutral-700" aria-live="polite">
            Page {current} of {pages}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={!page.next || later.isFetching}
            onClick={() => setPageUrl(page.next)}
          >
            Next<span className="sr-only"> page</span>
          </Button>
        </nav>
      ) : null}
    </SettingsSection>
  );
}
