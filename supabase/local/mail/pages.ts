// The mailbox pages: a list of messages, newest first, and one page per message with its HTML in a
// sandboxed frame (no scripts; links open in a new tab), its text and its headers.
import { escapeHtml, pageShell } from "../html-page";
import type { StoredMail } from "./store";

const messagePath = (mail: StoredMail) => `/mailbox/messages/${mail.id}`;

function meta(mail: StoredMail): string {
  return `From ${escapeHtml(mail.from)} to <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.sentAt}">${mail.sentAt}</time>`;
}

export function mailboxPage(messages: StoredMail[], to: string | null): string {
  const items = messages
    .map(
      (mail) => `<li>
  <article aria-labelledby="m-${mail.id}">
    <h2 id="m-${mail.id}"><a href="${messagePath(mail)}">${escapeHtml(mail.subject || "(no subject)")}</a></h2>
    <p class="meta">${meta(mail)}</p>
    ${mail.link ? `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.subject)}: open link</a></p>` : ""}
  </article>
</li>`,
    )
    .join("\n");
  const heading = to ? `Mailbox for ${escapeHtml(to)}` : "Local mailbox";
  const body = messages.length
    ? `<ol class="messages">${items}</ol>`
    : `<p>No messages yet. Sign up to receive a confirmation email.</p>`;
  return pageShell(
    "Local mailbox",
    `<h1>${heading}</h1>\n<p class="meta">Every email sent to the local SMTP server, newest first.</p>\n${body}`,
  );
}

export function messagePage(mail: StoredMail): string {
  const links = mail.links.map((link) => `<li><a href="${escapeHtml(link)}" target="_blank" rel="noopener">${escapeHtml(link)}</a></li>`).join("");
  const headers = Object.entries(mail.headers)
    .map(([name, value]) => `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const html = mail.html
    ? `<iframe class="message" title="Message as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${mail.html}`)}"></iframe>`
    : `<p>This message has no HTML part.</p>`;
  return pageShell(
    mail.subject || "(no subject)",
    `<p><a href="/mailbox">← All messages</a></p>
<h1>${escapeHtml(mail.subject || "(no subject)")}</h1>
<p class="meta">${meta(mail)}</p>
<section aria-labelledby="html-part"><h2 id="html-part">HTML</h2>${html}</section>
${links ? `<section aria-labelledby="links"><h2 id="links">Links</h2><ul>${links}</ul></section>` : ""}
<section aria-labelledby="text-part"><h2 id="text-part">Text</h2><pre>${escapeHtml(mail.text)}</pre></section>
<section aria-labelledby="headers"><h2 id="headers">Headers</h2><table class="headers">${headers}</table></section>`,
    { wide: true },
  );
}
