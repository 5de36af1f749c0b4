/** Escaping for the few server-rendered HTML pages and e-mails: every interpolated value goes through here. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Sentence punctuation right after a link ("open https://x.test/a.") is not part of the link. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Plain text as HTML in which every http(s) address is a clickable link; all of it escaped. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}
