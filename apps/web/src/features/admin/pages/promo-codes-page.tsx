/** Staff area: every promo code (B8), newest first; each opens its page (usage, change, deactivate: ADR 72). */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PromoCode } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { promoCodesQuery } from '../api/admin.ts';
import { formatDate, formatEuro } from '../model/format.ts';

function discount(code: PromoCode): string {
  return code.percent_off !== null ? `${code.percent_off}%` : formatEuro(code.amount_off_cents ?? 0);
}

export function PromoCodesPage() {
  const codes = useQuery(promoCodesQuery);
  return (
    <section aria-labelledby="promo-codes-heading" className="flex flex-col gap-4">
      <h2 id="promo-codes-heading" className="text-2xl font-bold">
        Promo codes
      </h2>
      {codes.isPending ? <Spinner label="Loading promo codes..." /> : null}
      {codes.isError ? <Alert tone="error">Failed to load the promo codes. Please try again.</Alert> : null}
      {codes.data && codes.data.length === 0 ? <p>There are no promo codes yet.</p> : null}
      {codes.data && codes.data.length > 0 ? (
        <AdminTable
          widthClass="min-w-[40rem]"
          columns={['Code', 'Description', 'Discount', 'Used', 'Expires', 'Status']}
        >
          {codes.data.map((code) => (
            <tr key={code.id} className="border-b border-ink/10">
              <td className="p-2 font-mono">
                <Link to={`/admin/promo-codes/${code.id}`} className="font-semibold underline">
                  {code.code}
                </Link>
              </td>
              <td className="p-2">{code.description}</td>
              <td className="p-2">{discount(code)}</td>
              <td className="p-2">
                {code.times_redeemed}
                {code.max_redemptions !== null ? ` of ${code.max_redemptions}` : ''}
              </td>
              <td className="p-2">{code.expires_at ? formatDate(code.expires_at) : 'Never'}</td>
              <td className="p-2">{code.deactivated_at ? 'Deactivated' : 'Active'}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
