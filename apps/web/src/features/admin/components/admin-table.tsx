/** The staff area's tables: scrolls sideways on small screens, one header row of column headings. */
import type { ReactNode } from 'react';

export function AdminTable({
  columns,
  widthClass,
  children,
}: {
  /** Column headings; a visually hidden one is passed as an element. */
  columns: ReactNode[];
  /** The table's minimum width as a Tailwind class (written out, so the class is generated). */
  widthClass: string;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    // Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable).
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Table, scrolls sideways">
      <table className={`w-full ${widthClass} border-collapse text-left align-top`}>
        <thead>
          <tr className="border-b-2 border-ink">
            {columns.map((column, index) => (
              <th key={index} scope="col" className="p-2">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
