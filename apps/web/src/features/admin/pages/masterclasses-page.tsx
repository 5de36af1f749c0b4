/**
 * Staff area: masterclasses (K5), latest start first, with their seats; a form creates a new one or edits
 * the chosen one.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { masterclassMessages as m, type AdminMasterclass } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { adminMasterclassesQuery } from '../../masterclass/index.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { MasterclassForm } from '../components/masterclass-form.tsx';
import { formatDate } from '../model/format.ts';

export function MasterclassesPage() {
  const list = useQuery({
    ...adminMasterclassesQuery,
  });
  // undefined: no form; null: a new class; otherwise the class being edited.
  const [editing, setEditing] = useState<AdminMasterclass | null | undefined>(undefined);
  return (
    <section aria-labelledby="masterclasses-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="masterclasses-heading" className="text-2xl font-bold">
          {m.staffTitle}
        </h2>
        {editing === undefined ? <Button onClick={() => setEditing(null)}>{m.staffCreate}</Button> : null}
      </div>
      {editing !== undefined ? (
        <MasterclassForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(undefined)} />
      ) : null}
      {list.isPending ? <Spinner label="Loading masterclasses..." /> : null}
      {list.isError ? <Alert tone="error">{m.staffFailed}</Alert> : null}
      {list.data && list.data.length === 0 ? <p>{m.staffEmpty}</p> : null}
      {list.data && list.data.length > 0 ? (
        <AdminTable
          widthClass="min-w-[48rem]"
          columns={[
            'Masterclass',
            'Starts',
            'Mentor',
            'Seats',
            <span key="a" className="sr-only">
              Actions
            </span>,
          ]}
        >
          {list.data.map((mc) => (
            <tr key={mc.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-2 text-left font-semibold">
                {mc.name}
              </th>
              <td className="p-2">
                {formatDate(mc.start_time_utc)}
                <span className="block text-sm text-neutral-700">
                  {mc.start_time_local.replace('T', ' ')} {mc.timezone} · {mc.duration} min
                </span>
              </td>
              <td className="p-2">{mc.mentor_name ?? '—'}</td>
              <td className="p-2">
                {mc.seats_taken} / {mc.capacity}
              </td>
              <td className="p-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(mc)}
                  aria-label={`Edit ${mc.name}`}
                >
                  Edit
                </Button>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
