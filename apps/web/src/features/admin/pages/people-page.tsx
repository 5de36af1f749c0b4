/**
 * Staff area: people (issue 21 item 2). Search accounts by a name or e-mail fragment, or an account id; the
 * search lives in the URL. Each name opens the account's page (suspend, reinstate, lessons).
 */
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { backOfficeMessages as m } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { peopleQuery } from '../api/admin.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { formatDate } from '../model/format.ts';
import { formText } from '../model/form-text.ts';

export const ROLE_LABELS = { student: 'Student', mentor: 'Mentor', staff: 'Staff' } as const;

export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const people = useQuery(peopleQuery(search));
  return (
    <section aria-labelledby="people-heading" className="flex flex-col gap-4">
      <h2 id="people-heading" className="text-2xl font-bold">
        People
      </h2>
      <form
        role="search"
        aria-label="Search people"
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const text = formText(new FormData(event.currentTarget), 'search');
          setParams(text ? { search: text } : {});
        }}
      >
        <TextField
          label="Name, e-mail or account id"
          name="search"
          type="search"
          defaultValue={search}
          key={search}
          maxLength={254}
          className="md:w-96"
        />
        <Button type="submit" size="tall">
          Search
        </Button>
      </form>
      {people.isPending ? <Spinner label="Loading people..." /> : null}
      {people.isError ? <Alert tone="error">{m.peopleFailed}</Alert> : null}
      {people.data && people.data.people.length === 0 ? <p>No account matches this search.</p> : null}
      {people.data && people.data.people.length > 0 ? (
        <AdminTable widthClass="min-w-[48rem]" columns={['Name', 'E-mail', 'Role', 'Joined', 'Status']}>
          {people.data.people.map((person) => (
            <tr key={person.id} className="border-b border-ink/10 align-top">
              <th scope="row" className="p-2 font-normal">
                <Link to={`/admin/people/${person.id}`} className="font-semibold underline">
                  {person.full_name}
                </Link>
                <span className="block text-sm text-neutral-700">#{person.id}</span>
              </th>
              <td className="break-all p-2">{person.email}</td>
              <td className="p-2">{ROLE_LABELS[person.role]}</td>
              <td className="p-2">{formatDate(person.joined_at)}</td>
              <td className="p-2">{person.suspended_at ? 'Suspended' : 'Active'}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </section>
  );
}
