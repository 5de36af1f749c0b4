import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.ts';

describe('sanitising a mentor bio (CARD-13)', () => {
  it('drops scripts, event handlers and forbidden elements', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="//e"></iframe><form><input></form></p>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('keeps the allowed tags without any attribute', () => {
    const out = sanitizeRichText(
      '<div class="x" style="color:red"><strong>Bold</strong> <em>it</em><ul><li>one</li></ul><br><a href="javascript:x">link</a></div>',
    );
    expect(out).toBe('<div><strong>Bold</strong> <em>it</em><ul><li>one</li></ul><br>link</div>');
  });
});
