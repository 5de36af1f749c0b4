/**
 * The development outbox as a server-rendered page (/dev/mail). No inline script or style, so it
 * runs under the app's CSP unchanged; the look comes from a small stylesheet route.
 */
import { escapeHtml, linkifyText } from '../../platform/html.ts';
import type { OutboxEmail } from './outbox.ts';

export const MAIL_PAGE_STYLESHEET = `
body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; color: #111; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; justify-content: space-between; }
form { display: flex; gap: .5rem; align-items: end; }
label { display: flex; flex-direction: column; font-size: .9rem; }
input, button { font: inherit; padding: .4rem .6rem; }
article { border: 1px solid #bbb; border-radius: .5rem; padding: 1rem; margin: 1rem 0; }
h2 { margin: 0 0 .5rem; font-size: 1.15rem; }
h3 { margin: .75rem 0 .25rem; font-size: 1rem; }
.attachments { margin: 0 0 .75rem; padding-left: 1.25rem; }
.attachment-type { color: #555; font-size: .9rem; }
summary { cursor: pointer; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0 0 .75rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f4f4f4; padding: .75rem; border-radius: .25rem; }
a { color: #0645ad; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
a:focus-visible, input:focus-visible, button:focus-visible, summary:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
`;

/** Text attachments (an .ics) can be read in place; every attachment can be downloaded. */
function isText(contentType: string): boolean {
  return /^text\/|^application\/(json|xml)\b/i.test(contentType.trim());
}

function renderAttachments(email: OutboxEmail): string {
  if (!email.attachments.length) return '';
  const items = email.attachments.map((attachment, index) => {
    const name = escapeHtml(attachment.filename);
    const link = `<a href="/dev/mail/${String(email.id)}/attachments/${String(index)}" download="${name}">${name}</a>`;
    const type = `<span class="attachment-type">(${escapeHtml(attachment.contentType)})</span>`;
    const inline = isText(attachment.contentType)
      ? `\n<details><summary>Show ${name} as text</summary><pre>${escapeHtml(attachment.content)}</pre></details>`
      : '';
    return `<li>${link} ${type}${inline}</li>`;
  });
  return `<h3>Attachments</h3>\n<ul class="attachments">\n${items.join('\n')}\n</ul>\n`;
}

function renderMessage(email: OutboxEmail): string {
  const id = String(email.id);
  const sent = email.createdAt.toISOString();
  return `<article aria-labelledby="mail-${id}">
<h2 id="mail-${id}">${escapeHtml(email.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(email.toAddress)}</dd>
<dt>Sent</dt><dd><time datetime="${sent}">${sent.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}</time></dd>
</dl>
<pre>${linkifyText(email.textBody)}</pre>
${renderAttachments(email)}<p><a href="/dev/mail/${id}">View the HTML version<span class="visually-hidden"> of “${escapeHtml(email.subject)}”</span></a></p>
</article>`;
}

export function renderMailPage(appName: string, emails: OutboxEmail[], to: string | undefined): string {
  const title = `Development mail outbox | ${appName}`;
  const body = emails.length
    ? emails.map(renderMessage).join('\n')
    : `<p>No messages${to ? ` for ${escapeHtml(to)}` : ''} yet.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/dev/mail/style.css">
</head>
<body>
<header>
<h1>Mail outbox</h1>
<form method="get" action="/dev/mail" role="search">
<label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}" autocomplete="off"></label>
<button type="submit">Filter</button>
</form>
</header>
<main>
<p>${emails.length} message${emails.length === 1 ? '' : 's'}, newest first. Nothing here leaves this machine.</p>
${body}
</main>
</body>
</html>
`;
}
