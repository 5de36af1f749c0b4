/**
 * Label-value pairs (a lesson on the booking pages, the lesson and calendar dialogs) as one description list;
 * empty values are left out.
 */
export function FactsList({
  rows,
  className,
  label,
}: {
  rows: [string, string | null | undefined][];
  className?: string;
  label?: string;
}) {
  return (
    <dl aria-label={label} className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 ${className ?? ''}`}>
      {rows
        .filter(([, value]) => value)
        .map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="text-neutral-700">{name}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
