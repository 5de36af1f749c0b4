/**
 * The introduction's allow-list (p, br, strong, em, ul, ol, li without attributes) and its length counted
 * without markup (M4, ONBOARD-15).
 */
import { describe, expect, it } from 'vitest';
import {
  introductionLength,
  introductionText,
  sanitizeIntroduction,
} from '../src/modules/mentor-application/introduction.ts';

describe('sanitizeIntroduction', () => {
  it("keeps the editor's markup as it is", () => {
    const html =
      '<p>Hello <strong>there</strong>, <em>friend</em>.<br>Next line</p><ul><li><p>One</p></li></ul><ol><li>Two</li></ol>';
    expect(sanitizeIntroduction(html)).toBe(html);
  });

  it('drops every attribute, and scripts and styles with their content', () => {
    expect(
      sanitizeIntroduction(
        '<p onclick="steal()" style="color:red" class=x>Hi<script>alert("<p>x</p>")</script><style>p{}</style></p>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('removes tags outside the list but keeps their text', () => {
    expect(
      sanitizeIntroduction(
        '<p><a href="javascript:alert(1)">link</a> <img src=x onerror=alert(1)> <span>t</span></p>',
      ),
    ).toBe('<p>link  t</p>');
    expect(
      sanitizeIntroduction('<svg><g onload="x()">drawn</g></svg><iframe src="//evil">inside</iframe>'),
    ).toBe('drawn');
  });

  it('maps pasted markup onto the list: b, i, headings and divs', () => {
    expect(sanitizeIntroduction('<h1>Title</h1><div>Text <b>bold</b> <i>it</i></div>')).toBe(
      '<p>Title</p><p>Text <strong>bold</strong> <em>it</em></p>',
    );
  });

  it('escapes stray angle brackets and ampersands, keeping character references', () => {
    expect(sanitizeIntroduction('<p>1 < 2 & 3 > 2 &amp; caf&eacute; &#8217; <3</p>')).toBe(
      '<p>1 &lt; 2 &amp; 3 &gt; 2 &amp; caf&eacute; &#8217; &lt;3</p>',
    );
  });

  it('closes what is left open and drops stray closing tags', () => {
    expect(sanitizeIntroduction('<p><strong>bold</p></em>text<ul><li>a')).toBe(
      '<p><strong>bold</strong></p>text<ul><li>a</li></ul>',
    );
  });

  it('drops comments, also an unterminated one, and a tag broken by a quoted ">"', () => {
    expect(sanitizeIntroduction('<p>a<!-- <script>x</script> -->b</p><!-- rest')).toBe('<p>ab</p>');
    expect(sanitizeIntroduction('<p title="a>b">c</p>')).toBe('<p>c</p>');
  });

  it('never lets a tag through whatever the input', () => {
    const nasty = [
      '<scr<script>ipt>alert(1)</script>',
      '<<p>>',
      '<p/onmouseover=alert(1)>x',
      '<img """><script>alert(1)</script>">',
      '<P ONCLICK=alert(1)>x</P>',
    ];
    for (const input of nasty) {
      const out = sanitizeIntroduction(input);
      const tags = out.match(/<[^>]*>/g) ?? [];
      for (const tag of tags) expect(tag).toMatch(/^<\/?(p|br|strong|em|ul|ol|li)>$/);
    }
  });
});

describe('introductionLength', () => {
  it('counts the text a reader sees, not the markup', () => {
    expect(introductionLength('<p><strong>abc</strong></p><p>def</p>')).toBe(6);
    expect(introductionLength('<p>caf&eacute; &amp; tea</p>')).toBe(10);
  });

  it('counts runs of spaces and line breaks once, and none at either end', () => {
    expect(introductionText('<p>  a  <br><br>  b </p><p><br></p><p>&nbsp;</p>')).toBe('a b');
    expect(introductionLength('<p>a<br>b</p>')).toBe(3);
  });
});
