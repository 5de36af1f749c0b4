import { describe, expect, it } from 'vitest';
import { renderEmail } from '../src/platform/mail/layout.ts';

describe('renderEmail', () => {
  const hostile = {
    subject: 'Lesson with <Bob>',
    heading: '<script>alert("x")</script>',
    paragraphs: ['Tom & Jerry said "hi" <img src=x onerror=alert(1)>', "It's <b>fine</b>"],
    action: { label: 'Open <it>', url: 'https://mentors.test/a?b=1&c="2"' },
    footnote: '<i>valid 24 h</i>',
  };

  it('escapes every value in the HTML part', () => {
    const { html } = renderEmail('Music <Mentors>', hostile);
    expect(html).not.toMatch(/<script|<img|<b>|<i>|<it>|<Bob>|<Mentors>/);
    expect(html).toContain('Music &lt;Mentors&gt;');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Tom &amp; Jerry said &quot;hi&quot; &lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('It&#39;s &lt;b&gt;fine&lt;/b&gt;');
    expect(html).toContain('href="https://mentors.test/a?b=1&amp;c=&quot;2&quot;"');
  });

  it('keeps the plain text part readable and unescaped, with the app name and the link', () => {
    const { subject, text } = renderEmail('Music Mentors', hostile);
    expect(subject).toBe('Lesson with <Bob> | Music Mentors');
    expect(text.split('\n')[0]).toBe('Music Mentors');
    expect(text).toContain('Tom & Jerry said "hi"');
    expect(text).toContain('Open <it>: https://mentors.test/a?b=1&c="2"');
    expect(text).toContain('<i>valid 24 h</i>');
  });
});
