/**
 * The one look of every e-mail: the app name as a header, a heading, paragraphs and an optional
 * button, in HTML and plain text (rule R6).
 */
import { escapeHtml } from '../html.ts';

export interface EmailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A closing line under the button, e.g. how long a link stays valid. */
  footnote?: string;
}

export function renderEmail(
  appName: string,
  content: EmailContent,
): { subject: string; html: string; text: string } {
  const subject = `${content.subject} | ${appName}`;
  const action = content.action;
  const html = `<!doctype html><html><body style="margin:0;background:#FFEBEB;font-family:Arial,Helvetica,sans-serif;color:#000">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#FF8789;padding-bottom:16px">${escapeHtml(appName)}</td></tr>
<tr><td style="font-size:22px;font-weight:bold;padding-bottom:12px">${escapeHtml(content.heading)}</td></tr>
${content.paragraphs.map((p) => `<tr><td style="font-size:16px;line-height:1.5;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join('\n')}
${
  action
    ? `<tr><td style="padding:12px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#FF8789;color:#000;text-decoration:none;font-weight:bold;padding:14px 24px;border-radius:8px">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font-size:13px;color:#555;padding-bottom:12px">Or open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></td></tr>`
    : ''
}
${content.footnote ? `<tr><td style="font-size:13px;color:#555">${escapeHtml(content.footnote)}</td></tr>` : ''}
</table></td></tr></table></body></html>`;
  const text = [
    appName,
    '',
    content.heading,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
  ].join('\n');
  return { subject, html, text };
}
