// The local mail catcher: SMTP on its own port, every message in the mailbox JSON and pages, the auth
// server's own emails sent through it, bad sessions and oversize messages refused without harm, and
// edge functions sending through it with npm:nodemailer.
import { connect } from "node:net";
import { fileURLToPath } from "node:url";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startLocalSupabase, type LocalSupabase } from "@/supabase/local/server";
import { ANON_KEY } from "@/supabase/local/keys";
import { supabaseUrl } from "./support";

type Mail = {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  link: string;
  links: string[];
  headers: Record<string, string>;
  sentAt: string;
};

let counter = 0;
const address = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}@example.com`;

function transport(port = inject("smtpPort")) {
  return nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
}

async function mailbox(to: string, url = supabaseUrl()): Promise<Mail[]> {
  const response = await fetch(`${url}/mailbox/messages.json?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Mail[];
}

/** Sends raw SMTP lines and returns what the server answered, closing (or dropping) the connection after. */
function rawSession(lines: string[], drop: boolean): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(inject("smtpPort"), "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => resolve(answer));
    socket.on("close", () => resolve(answer));
    socket.once("data", async () => {
      for (const line of lines) {
        socket.write(line);
        await new Promise((r) => setTimeout(r, 30));
      }
      if (drop) socket.destroy();
      else socket.end("QUIT\r\n");
    });
  });
}

describe("messages sent with nodemailer", () => {
  it("appear in the mailbox JSON with sender, headers and every link", async () => {
    const to = address("digest");
    const info = await transport().sendMail({
      from: '"Reminders" <reminders@example.com>',
      to,
      subject: "Weekly digest",
      text: "Two renewals this week.",
      html: '<p>Two renewals.</p><a href="https://example.com/a?x=1&amp;y=2">First</a> <a href=\'https://example.com/b\'>Second</a><script>alert(1)</script>',
      headers: { "List-Unsubscribe": "<https://example.com/unsubscribe>", "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    const [mail] = await mailbox(to);
    expect(mail).toMatchObject({
      to,
      from: '"Reminders" <reminders@example.com>',
      subject: "Weekly digest",
      text: "Two renewals this week.",
      link: "https://example.com/a?x=1&y=2",
      links: ["https://example.com/a?x=1&y=2", "https://example.com/b"],
    });
    expect(mail.html).toContain("<p>Two renewals.</p>");
    expect(mail.headers["List-Unsubscribe"]).toBe("<https://example.com/unsubscribe>");
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["Message-ID"]).toBe(info.messageId);
    expect(Number.isNaN(Date.parse(mail.headers.Date))).toBe(false);
    expect(Number.isNaN(Date.parse(mail.sentAt))).toBe(false);
    expect(mail.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("files a copy in each recipient's mailbox", async () => {
    const [first, second] = [address("one"), address("two")];
    await transport().sendMail({ from: "team@example.com", to: [first, second], subject: "To both", text: "Hello both" });
    expect((await mailbox(first)).map((m) => m.to)).toEqual([first]);
    expect((await mailbox(second)).map((m) => m.subject)).toEqual(["To both"]);
  });

  it("shows a message page with the HTML sandboxed, its text and its headers", async () => {
    const to = address("page");
    await transport().sendMail({ from: "team@example.com", to, subject: "Look <here>", text: "Plain words", html: '<p onclick="x()">Hi</p><script>steal()</script>' });
    const [mail] = await mailbox(to);

    const list = await (await fetch(`${supabaseUrl()}/mailbox?to=${encodeURIComponent(to)}`)).text();
    expect(list).toContain(`href="/mailbox/messages/${mail.id}"`);
    expect(list).toContain("Look &lt;here&gt;");

    const page = await fetch(`${supabaseUrl()}/mailbox/messages/${mail.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toMatch(/<iframe class="message" title="Message as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&lt;script&gt;steal\(\)&lt;\/script&gt;/);
    expect(html).not.toContain("<script>");
    expect(html).toContain("<pre>Plain words");
    expect(html).toContain("<th scope=\"row\">Message-ID</th>");

    const json = (await (await fetch(`${supabaseUrl()}/mailbox/messages/${mail.id}.json`)).json()) as Mail;
    expect(json).toEqual(mail);
    expect((await fetch(`${supabaseUrl()}/mailbox/messages/not-an-id`)).status).toBe(404);
  });
});

describe("the auth server's emails", () => {
  it("go through SMTP, from the configured admin address", async () => {
    const email = address("signup");
    const response = await fetch(`${supabaseUrl()}/auth/v1/signup`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "content-type": "application/json" },
      body: JSON.stringify({ email, password: "correct-horse" }),
    });
    expect(response.status).toBe(200);
    const [mail] = await mailbox(email);
    expect(mail.subject).toBe("Confirm your email");
    expect(mail.from).toBe('"Subscription Manager" <no-reply@example.com>');
    expect(mail.headers["Message-ID"]).toMatch(/^<.+@.+>$/);
    expect(mail.link).toMatch(/\/auth\/v1\/verify\?token=[0-9a-f]{56}&type=signup&redirect_to=/);
    expect(mail.links).toEqual([mail.link]);
  });
});

describe("bad SMTP sessions", () => {
  it("answer with SMTP errors or drop, and the server goes on serving", async () => {
    const garbage = await rawSession(["\u0000\u0001garbage that is not SMTP\r\n", "RCPT TO:<nobody@example.com>\r\n"], false);
    expect(garbage).toMatch(/^220 /);
    expect(garbage).toMatch(/\r\n5\d\d /);
    await rawSession(["EHLO test\r\n", "MAIL FROM:<a@example.com>\r\n", "RCPT TO:<b@example.com>\r\n", "DATA\r\n", "Subject: cut off\r\n\r\nhalf a mess"], true);

    const health = await fetch(`${supabaseUrl()}/auth/v1/health`, { headers: { apikey: ANON_KEY } });
    expect(health.status).toBe(200);
    const to = address("after");
    await transport().sendMail({ from: "team@example.com", to, subject: "Still here", text: "ok" });
    expect((await mailbox(to)).map((m) => m.subject)).toEqual(["Still here"]);
    expect(await mailbox("b@example.com")).toEqual([]);
  });

  it("refuses a message over the size limit with 552", async () => {
    const to = address("huge");
    const huge = "x".repeat(11 * 1024 * 1024);
    const sent = transport().sendMail({ from: "team@example.com", to, subject: "Too big", text: huge });
    await expect(sent).rejects.toMatchObject({ responseCode: 552 });
    expect(await mailbox(to)).toEqual([]);
  });
});

describe("edge functions", () => {
  const functionsDir = fileURLToPath(new URL("./fixtures/functions/", import.meta.url));
  let server: LocalSupabase;

  beforeAll(async () => {
    server = await startLocalSupabase({ port: 0, dataDir: null, seed: false, cron: false, functionsDir, log: () => {} });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("send mail through SMTP_HOST/SMTP_PORT with npm:nodemailer, and it lands in the mailbox", async () => {
    const to = address("function");
    const response = await fetch(`${server.url}/functions/v1/send-mail`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify({ to }),
    });
    expect(response.status).toBe(200);
    const { messageId, supabaseUrl: functionUrl } = (await response.json()) as { messageId: string; supabaseUrl: string };
    expect(functionUrl).toBe(server.url);
    const [mail] = await mailbox(to, server.url);
    expect(mail).toMatchObject({
      from: '"Subscription reminders" <reminders@example.com>',
      subject: "Renewing this week",
      text: "Netflix renews on Friday.",
      links: [`${server.url}/dashboard`],
    });
    expect(mail.headers["Message-ID"]).toBe(messageId);
    expect(mail.headers["List-Unsubscribe"]).toBe("<https://example.com/unsubscribe>");
  }, 180_000);
});
