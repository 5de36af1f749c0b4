/**
 * An audit row's values before and after, as a short list of the fields that changed (a creation shows
 * every field it set). Values are JSON, shown as text: the audit log records, it does not interpret.
 */
function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function show(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

export function AuditValues({ before, after }: { before: unknown; after: unknown }) {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const names = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
    (name) => JSON.stringify(old[name]) !== JSON.stringify(now[name]),
  );
  if (names.length === 0) return <span>No change</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm">
      {names.map((name) => (
        <div key={name} className="contents">
          <dt className="font-semibold">{name}</dt>
          <dd className="break-words">
            {before === null ? '' : <span className="line-through decoration-1">{show(old[name])}</span>}
            {before === null ? '' : ' → '}
            <span>{show(now[name])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
