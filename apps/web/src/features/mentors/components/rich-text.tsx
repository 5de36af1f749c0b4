import { clampText } from '../model/format.ts';
import { sanitizeRichText } from '../model/sanitize.ts';

/** A mentor's own formatted text, cut at `limit` characters and sanitised (CARD-13, CARD-14). */
export function RichText({
  html,
  limit,
  className = '',
}: {
  html: string;
  limit: number;
  className?: string;
}) {
  return (
    <div
      className={`rich-text ${className}`}
      // Sanitised with the spec's allow-list just above: no attributes, no active content.
      dangerouslySetInnerHTML={{ __html: sanitizeRichText(clampText(html, limit)) }}
    />
  );
}
