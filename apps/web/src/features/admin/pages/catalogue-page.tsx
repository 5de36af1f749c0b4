/**
 * Staff area: the catalogue's lists (issue 21 item 5, ADR 73). Instruments, styles and languages, each
 * with an add form and its entries (name, how many mentors chose it, shown or hidden), renamed in place and
 * hidden or shown with one button. A hidden entry is offered for no new choice; mentors who chose it keep it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  CATALOGUE_LISTS,
  catalogueEntryWord,
  catalogueListTitles,
  catalogueMessages as m,
  type CatalogueEntry,
  type CatalogueList,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { AdminTable } from '../components/admin-table.tsx';
import { CatalogueNameForm } from '../components/catalogue-name-form.tsx';
import {
  addCatalogueEntry,
  catalogueQuery,
  refreshCatalogue,
  renameCatalogueEntry,
  setCatalogueEntryHidden,
} from '../api/catalogue.ts';

function EntryRow({ list, entry }: { list: CatalogueList; entry: CatalogueEntry }) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const toggle = useMutation({
    mutationFn: () => setCatalogueEntryHidden(list, entry.id, !entry.hidden),
    onSuccess: async (changed) => {
      toast.success(changed.hidden ? m.hidden(changed.name) : m.shown(changed.name));
      await refreshCatalogue(queryClient);
    },
    onError: (error) => toast.error(serverMessage(error) ?? 'Please try again.'),
  });
  return (
    <tr className="border-b border-ink/10">
      <td className="p-2">
        {renaming ? (
          <CatalogueNameForm
            label={`New name of ${entry.name}`}
            submitLabel="Save"
            initial={entry.name}
            save={(name) => renameCatalogueEntry(list, entry.id, name)}
            onSaved={async (changed) => {
              toast.success(m.renamed(changed.name));
              setRenaming(false);
              await refreshCatalogue(queryClient);
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <span className={entry.hidden ? 'text-neutral-600 line-through' : 'font-semibold'}>
            {entry.name}
          </span>
        )}
      </td>
      <td className="p-2">{entry.mentor_count}</td>
      <td className="p-2">{entry.hidden ? 'Hidden' : 'Offered'}</td>
      <td className="p-2">
        <div className="flex flex-wrap gap-2">
          {renaming ? null : (
            // aria-label, not a visually hidden span: an absolutely placed span inside the sideways
            // scrolling table escapes its clipping and widens the page at 390 px.
            <Button
              size="sm"
              variant="outline"
              aria-label={`Rename ${entry.name}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            aria-label={`${entry.hidden ? 'Show' : 'Hide'} ${entry.name}`}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
          >
            {entry.hidden ? 'Show' : 'Hide'}
          </Button>
        </div>
      </td>
    </tr>
  );
}

function ListSection({ list, entries }: { list: CatalogueList; entries: CatalogueEntry[] }) {
  const queryClient = useQueryClient();
  const word = catalogueEntryWord[list];
  const headingId = `catalogue-${list}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-xl font-bold">
        {catalogueListTitles[list]} <span className="text-base font-normal">({entries.length})</span>
      </h3>
      <CatalogueNameForm
        label={`New ${word}`}
        submitLabel={`Add ${word}`}
        save={(name) => addCatalogueEntry(list, name)}
        onSaved={async (entry) => {
          toast.success(m.added(entry.name));
          await refreshCatalogue(queryClient);
        }}
      />
      <AdminTable widthClass="min-w-[34rem]" columns={['Name', 'Mentors', 'Status', 'Actions']}>
        {entries.map((entry) => (
          <EntryRow key={entry.id} list={list} entry={entry} />
        ))}
      </AdminTable>
    </section>
  );
}

export function CataloguePage() {
  const catalogue = useQuery(catalogueQuery);
  return (
    <section aria-labelledby="catalogue-heading" className="flex flex-col gap-6">
      <h2 id="catalogue-heading" className="text-2xl font-bold">
        Catalogue
      </h2>
      <p className="max-w-3xl">
        What mentors choose from in the application and their settings, and what students filter by. A hidden
        entry is no longer offered; mentors who already chose it keep it on their profile.
      </p>
      {catalogue.isPending ? <Spinner label="Loading the catalogue..." /> : null}
      {catalogue.isError ? <Alert tone="error">{m.loadFailed}</Alert> : null}
      {catalogue.data
        ? CATALOGUE_LISTS.map((list) => <ListSection key={list} list={list} entries={catalogue.data[list]} />)
        : null}
    </section>
  );
}
