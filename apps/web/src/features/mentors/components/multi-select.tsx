/**
 * A multi-select dropdown (SEARCH-07, SEARCH-08): a button opening a popover with a search box, a filtered
 * list of checkboxes and "Clear all". Radix Popover gives focus handling, Escape and outside click; closing
 * clears the search text.
 */
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import type { NamedItem } from '../model/types.ts';

export interface MultiSelectProps {
  label: string;
  items: NamedItem[] | undefined;
  loading: boolean;
  selected: number[];
  onChange: (selected: number[]) => void;
}

export function MultiSelect({ label, items, loading, selected, onChange }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const labelId = useId();
  const valueId = useId();
  const listId = useId();
  const chosen = (items ?? []).filter((i) => selected.includes(i.id));
  const text = query.trim().toLowerCase();
  const visible = (items ?? []).filter((i) => i.name.toLowerCase().includes(text));
  const summary =
    selected.length === 0
      ? 'Any'
      : chosen.length === selected.length && chosen.length <= 2
        ? chosen.map((c) => c.name).join(', ')
        : `${selected.length} selected`;

  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id]);

  return (
    <div className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setQuery('');
        }}
      >
        <Popover.Trigger
          aria-labelledby={`${labelId} ${valueId}`}
          className="flex min-h-[50px] w-full items-center justify-between gap-2 rounded-xl border-2 border-neutral-300 bg-white px-4 text-left hover:border-ink"
        >
          <span id={valueId} className="truncate">
            {summary}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 shrink-0" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
          </svg>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label={label}
            className="z-40 flex w-[var(--radix-popover-trigger-width)] min-w-64 flex-col gap-2 rounded-xl border border-neutral-200 bg-white p-3 shadow-lg"
          >
            <input
              type="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              placeholder="Search..."
              aria-label={`Search ${label}`}
              aria-controls={listId}
              className="h-11 w-full rounded-lg border-2 border-neutral-300 px-3 focus:border-ink"
            />
            <div
              id={listId}
              className="max-h-60 overflow-y-auto"
              role="group"
              aria-label={`${label} options`}
            >
              {loading && !items ? (
                <p className="px-1 py-2 text-neutral-700">Loading items...</p>
              ) : visible.length === 0 ? (
                <p className="px-1 py-2 text-neutral-700">No items found.</p>
              ) : (
                <ul>
                  {visible.map((item) => (
                    <li key={item.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-brand-soft">
                        <input
                          type="checkbox"
                          checked={selected.includes(item.id)}
                          onChange={() => toggle(item.id)}
                          className="h-5 w-5 accent-ink"
                        />
                        {item.name}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <button
              type="button"
              onClick={() => onChange([])}
              disabled={selected.length === 0}
              className="self-end rounded-lg px-3 py-2 text-sm font-semibold underline disabled:opacity-50"
            >
              Clear all
            </button>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
