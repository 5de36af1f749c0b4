/**
 * The mentor introduction ("bio", M4): HTML from the web's rich-text editor. What we store is rebuilt from
 * an allow-list (p, br, strong, em, ul, ol, li, never an attribute), so nothing a client sends can reach
 * another browser as markup; the web sanitises again when it renders. The length rule (100-2000) counts
 * the text a reader sees, not the markup, the way the editor's counter does.
 *
 * Not a full HTML parser, and it need not be: every '<' in the output is one this module wrote for an
 * allowed tag, and all other text is escaped.
 */

const ALLOWED = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li']);
/** Pasted markup keeps its meaning where it maps onto the allow-list, and its paragraphs apart. */
const RENAMED: Record<string, string> = {
  b: 'strong',
  i: 'em',
  div: 'p',
  h1: 'p',
  h2: 'p',
  h3: 'p',
  h4: 'p',
  h5: 'p',
  h6: 'p',
  blockquote: 'p',
  section: 'p',
  article: 'p',
};
/** Elements whose content is code or hidden, never text for a reader: dropped whole. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'noscript',
  'iframe',
]);

// A comment, a tag with well-formed (optionally quoted) attributes, or a run of text without '<'.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>|<|[^<]+/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});/g;

/** Escapes text, keeping well-formed character references (&amp;, &#8217;, &eacute; ...) as they are. */
function escapeText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(ENTITY)) {
    out += escapeRaw(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + escapeRaw(text.slice(last));
}

const escapeRaw = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The introduction reduced to the allow-list, with every element closed. */
export function sanitizeIntroduction(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let skipUntil: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, slash, rawName] = match;
    const name = rawName?.toLowerCase();
    if (skipUntil) {
      if (name === skipUntil && slash) skipUntil = null;
      continue;
    }
    if (token.startsWith('<!--')) continue;
    if (!name) {
      out.push(escapeText(token));
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!slash && !token.endsWith('/>')) skipUntil = name;
      continue;
    }
    const tag = RENAMED[name] ?? name;
    if (!ALLOWED.has(tag)) continue;
    if (tag === 'br') {
      if (!slash) out.push('<br>');
      continue;
    }
    if (!slash) {
      open.push(tag);
      out.push(`<${tag}>`);
      continue;
    }
    // A closing tag closes what was opened inside it too; a stray one is dropped.
    const at = open.lastIndexOf(tag);
    if (at === -1) continue;
    while (open.length > at) out.push(`</${open.pop()!}>`);
  }
  while (open.length > 0) out.push(`</${open.pop()!}>`);
  return out.join('');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(ref: string): string {
  if (ref.startsWith('#')) {
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  }
  // Any other named reference is one character to a reader (&eacute; is é).
  return NAMED[ref] ?? '\uFFFD';
}

/**
 * The text a reader sees: tags removed, references decoded, runs of white space (line breaks included)
 * counted as one space and none at either end, so empty lines cannot pad an introduction to its minimum.
 * Paragraphs join without a separator, as in the editor's counter.
 */
export function introductionText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY, (_all, ref: string) => decodeEntity(ref))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The length the 100-2000 rule counts (UTF-16 units, as the editor's character counter does). */
export function introductionLength(html: string): number {
  return introductionText(html).length;
}
