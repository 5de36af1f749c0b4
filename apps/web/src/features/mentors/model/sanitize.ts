/**
 * CARD-13: bio and headline are sanitised before display. Only these tags survive, with no attributes;
 * dangerous elements are dropped with their content.
 *
 * DOMPurify does the work; a second pass over its output then enforces the same allow-list on an inert
 * template, so the rule holds even where DOMPurify degrades. In a DOM where DOMPurify misbehaves (happy-dom
 * in the unit tests: it drops allowed tags and keeps scripts as they are) the second pass works alone.
 */
import DOMPurify from 'dompurify';

export const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'br', 'p', 'div'];
export const FORBIDDEN_TAGS = ['script', 'object', 'embed', 'iframe', 'form', 'input', 'textarea'];
/** Elements whose content is never text to show. */
const DROPPED_WITH_CONTENT = new Set([
  ...FORBIDDEN_TAGS,
  'style',
  'template',
  'noscript',
  'svg',
  'math',
  'select',
  'button',
]);
const ALLOWED = new Set(ALLOWED_TAGS);

function enforceAllowList(root: ParentNode): void {
  for (const node of Array.from(root.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      element.remove();
      continue;
    }
    enforceAllowList(element);
    if (!ALLOWED.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const attr of Array.from(element.attributes)) element.removeAttribute(attr.name);
  }
}

const config = { ALLOWED_TAGS, ALLOWED_ATTR: [], FORBID_TAGS: FORBIDDEN_TAGS, KEEP_CONTENT: true };
const PROBE = '<p><b>a</b><script>b</script></p>';
let purifyWorks: boolean | undefined;

/**
 * Where there is no DOM (the server drawing a public page, ADR 44) the server's own allow-list sanitiser
 * does the work; it is handed in by the server. Without one, no markup at all goes out.
 */
let serverSanitizer: (html: string) => string = (html) =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function setRichTextSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

export function sanitizeRichText(html: string): string {
  if (typeof document === 'undefined') return serverSanitizer(html);
  purifyWorks ??= DOMPurify.isSupported && DOMPurify.sanitize(PROBE, config) === '<p><b>a</b></p>';
  const purified = purifyWorks ? DOMPurify.sanitize(html, config) : html;
  // A template's content is inert: nothing in it loads or runs while it is checked.
  const template = document.createElement('template');
  template.innerHTML = purified;
  enforceAllowList(template.content);
  return template.innerHTML;
}
