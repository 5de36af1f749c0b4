/**
 * The introduction's length as the 100-2000 rule counts it (spec 002 section 5): the text a reader sees,
 * markup removed, references decoded, runs of white space as one space, paragraphs joined without a
 * separator. The same count as the editor's counter and the server's check.
 */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decode(ref: string): string {
  if (ref.startsWith('#')) {
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  }
  return NAMED[ref] ?? '\uFFFD';
}

export function bioText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (_all, ref: string) => decode(ref))
    .replace(/\s+/g, ' ')
    .trim();
}

export const bioLength = (html: string): number => bioText(html).length;
