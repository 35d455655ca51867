// Turns a raw message into what the mailbox shows: sender, subject, bodies, headers and links.
import { simpleParser, type AddressObject } from "mailparser";
import type { IncomingMail } from "./store";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Every href of the HTML in order (once each), or the URLs of the text when there is no HTML. */
export function linksOf(html: string, text: string): string[] {
  const found = html
    ? [...html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3]))
    : [...text.matchAll(/https?:\/\/[^\s<>"']+/g)].map((m) => m[0]);
  return [...new Set(found.filter((link) => link.trim() !== ""))];
}

/** Header lines as sent (folded lines joined), the first one of each name. */
function headersOf(lines: readonly { key: string; line: string }[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { line } of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    if (!(name in headers)) headers[name] = line.slice(colon + 1).replace(/\r?\n[ \t]+/g, " ").trim();
  }
  return headers;
}

const addressText = (address: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(address) ? address.map((a) => a.text).join(", ") : address?.text) ?? "";

export async function parseMessage(raw: Buffer, recipients: string[]): Promise<IncomingMail> {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  const html = typeof parsed.html === "string" ? parsed.html : "";
  const text = parsed.text ?? "";
  return {
    recipients,
    from: addressText(parsed.from),
    subject: parsed.subject ?? "",
    html,
    text,
    headers: headersOf(parsed.headerLines),
    links: linksOf(html, text),
  };
}
