import { describe, expect, it } from 'vitest';
import { escapeHtml, linkifyText } from '../src/platform/html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('linkifyText', () => {
  it('turns http and https addresses into links and escapes the rest', () => {
    expect(linkifyText('Go to https://a.test/x?y=1&z=2 or http://b.test. <b>Bye</b>')).toBe(
      'Go to <a href="https://a.test/x?y=1&amp;z=2">https://a.test/x?y=1&amp;z=2</a> or ' +
        '<a href="http://b.test">http://b.test</a>. &lt;b&gt;Bye&lt;/b&gt;',
    );
  });

  it('links nothing else: no javascript: or mailto: addresses, no attribute break-outs', () => {
    expect(linkifyText('javascript:alert(1) mailto:a@b.test')).toBe('javascript:alert(1) mailto:a@b.test');
    expect(linkifyText('https://a.test/"onmouseover="x')).toBe(
      '<a href="https://a.test/">https://a.test/</a>&quot;onmouseover=&quot;x',
    );
  });

  it('leaves closing punctuation out of a link', () => {
    expect(linkifyText('(see https://a.test/page).')).toBe(
      '(see <a href="https://a.test/page">https://a.test/page</a>).',
    );
  });
});
