// The local mailbox: every message the auth server "sends" lands here (and in the log), readable as a
// page for people and as JSON for tests.
import type { Transaction } from "../db";
import type { AuthContext } from "./context";
import { escapeHtml, pageShell } from "./html-page";
import { html, json, notFoundResponse } from "./http";

export type MailMessage = { to: string; subject: string; html: string; text: string; link: string };

type StoredMessage = MailMessage & { id: string; sentAt: string };

export async function sendMail(ctx: AuthContext, tx: Transaction, message: MailMessage): Promise<void> {
  await tx.query(
    `insert into auth.local_mailbox (recipient, subject, html, text, link) values ($1, $2, $3, $4, $5)`,
    [message.to, message.subject, message.html, message.text, message.link],
  );
  ctx.log(`[auth] mail to ${message.to}: ${message.subject} ${message.link}`);
}

async function listMessages(ctx: AuthContext, to: string | null): Promise<StoredMessage[]> {
  const { rows } = await ctx.db.transaction((tx) =>
    tx.query<StoredMessage>(
      `select id, recipient as "to", subject, html, text, link,
              to_char(sent_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sentAt"
         from auth.local_mailbox
        where $1::text is null or lower(recipient) = lower($1)
        order by sent_at desc, id
        limit 200`,
      [to],
    ),
  );
  return rows;
}

function mailboxPage(messages: StoredMessage[], to: string | null): string {
  const items = messages
    .map(
      (message) => `<li>
  <article aria-labelledby="m-${message.id}">
    <h2 id="m-${message.id}">${escapeHtml(message.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(message.to)}</strong> · <time datetime="${message.sentAt}">${message.sentAt}</time></p>
    <p>${escapeHtml(message.text)}</p>
    <p><a href="${escapeHtml(message.link)}">${escapeHtml(message.subject)}: open link</a></p>
  </article>
</li>`,
    )
    .join("\n");
  const heading = to ? `Mailbox for ${escapeHtml(to)}` : "Local mailbox";
  const body = messages.length
    ? `<ol class="messages">${items}</ol>`
    : `<p>No messages yet. Sign up to receive a confirmation email.</p>`;
  return pageShell("Local mailbox", `<h1>${heading}</h1>\n<p class="meta">Emails the local auth server would have sent, newest first.</p>\n${body}`);
}

export async function handleMailbox(ctx: AuthContext, request: Request, path: string): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return notFoundResponse();
  const to = new URL(request.url).searchParams.get("to");
  if (path === "" || path === "/") return html(request, 200, mailboxPage(await listMessages(ctx, to), to));
  if (path === "/messages.json") return json(request, 200, await listMessages(ctx, to));
  return notFoundResponse();
}
