/**
 * Staff area: one promo code (issue 21 item 5, ADR 72): its usage (times redeemed, uses left, the newest
 * bookings with their references), its change form, and deactivate or reactivate.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { promoStaffMessages as m } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { promoCodesKey } from '../api/admin.ts';
import { promoCodeQuery, setPromoCodeActive } from '../api/content.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { PromoChangeForm } from '../components/promo-change-form.tsx';
import { StaffActionDialog } from '../components/staff-action-dialog.tsx';
import { formatDate, formatEuro } from '../model/format.ts';

export function PromoCodePage() {
  const id = Number(useParams().id);
  const query = promoCodeQuery(id);
  const detail = useQuery(query);
  const client = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = async (message: string) => {
    setNotice(message);
    await Promise.all([
      client.invalidateQueries({ queryKey: query.queryKey }),
      client.invalidateQueries({ queryKey: promoCodesKey }),
    ]);
  };
  const promo = detail.data?.promo;
  const active = promo ? promo.deactivated_at === null : true;
  return (
    <section aria-labelledby="promo-heading" className="flex flex-col gap-4">
      <p>
        <Link to="/admin/promo-codes" className="underline">
          All promo codes
        </Link>
      </p>
      <h2 id="promo-heading" className="text-2xl font-bold">
        Promo code {promo ? <span className="font-mono">{promo.code}</span> : null}
      </h2>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {detail.isPending ? <Spinner label="Loading the promo code..." /> : null}
      {detail.isError ? <Alert tone="error">{m.loadFailed}</Alert> : null}
      {promo && detail.data ? (
        <>
          <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Status</dt>
            <dd>{active ? 'Active' : `Deactivated ${formatDate(promo.deactivated_at!)}`}</dd>
            <dt className="font-semibold">Times redeemed</dt>
            <dd>{promo.times_redeemed}</dd>
            <dt className="font-semibold">Uses left</dt>
            <dd>{detail.data.remaining === null ? 'No limit' : detail.data.remaining}</dd>
            <dt className="font-semibold">Expires</dt>
            <dd>{promo.expires_at ? formatDate(promo.expires_at) : 'Never'}</dd>
          </dl>
          <div>
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              {active ? 'Deactivate' : 'Reactivate'}
            </Button>
          </div>
          <h3 className="text-xl font-bold">Recent redemptions</h3>
          {detail.data.redemptions.length === 0 ? <p>No booking has used this code yet.</p> : null}
          {detail.data.redemptions.length > 0 ? (
            <AdminTable
              widthClass="min-w-[36rem]"
              columns={['Booking', 'Student', 'Status', 'Discount', 'Booked']}
            >
              {detail.data.redemptions.map((use) => (
                <tr key={use.booking_id} className="border-b border-ink/10">
                  <th scope="row" className="p-2 font-normal">
                    <Link to={`/admin/bookings/${use.booking_id}`} className="font-semibold underline">
                      {use.reference}
                    </Link>
                  </th>
                  <td className="p-2">{use.student_name}</td>
                  <td className="p-2">{use.status}</td>
                  <td className="p-2">{formatEuro(use.discount_cents)}</td>
                  <td className="p-2">{formatDate(use.created_at)}</td>
                </tr>
              ))}
            </AdminTable>
          ) : null}
          <PromoChangeForm key={JSON.stringify(promo)} promo={promo} onDone={refresh} />
          {confirming ? (
            <StaffActionDialog
              title={active ? `Deactivate ${promo.code}` : `Reactivate ${promo.code}`}
              description={
                active
                  ? 'Checkout refuses the code from now on. Bookings already made keep their price.'
                  : 'Students can use the code again at checkout.'
              }
              confirmLabel={active ? 'Deactivate' : 'Reactivate'}
              failedMessage="The promo code could not be changed. Please try again."
              act={() => setPromoCodeActive(promo.id, !active)}
              onClose={() => setConfirming(false)}
              onDone={refresh}
            />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
