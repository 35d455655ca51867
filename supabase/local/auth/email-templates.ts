// The auth emails' subjects and bodies: config.toml's [auth.email.template.<kind>] and
// [auth.email.notification.<kind>] when set (rendered as GoTrue does, with the same data), else
// GoTrue's built-in defaults.
import { readFileSync } from "node:fs";
import { renderTemplate } from "../mail/template";
import type { AuthContext } from "./context";
import type { AuthMail } from "./mail";

export type TemplateKind = "confirmation" | "recovery" | "email_change" | "reauthentication" | "password_changed";

/** GoTrue's template data: SiteURL, Email, Data (the user's metadata) and per kind the rest. */
export type TemplateData = {
  Email: string;
  Data: Record<string, unknown>;
  ConfirmationURL?: string;
  Token?: string;
  TokenHash?: string;
  RedirectTo?: string;
  NewEmail?: string;
  SendingTo?: string;
};

type Fallback = { subject: string; html: string };

/** A plain-text part for mail clients that show no HTML: the text, with each link's address. */
export function plainText(html: string): string {
  return html
    .replace(/<(style|head)[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<br\s*\/?>|<\/(p|h\d|div|tr|li)>/gi, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#34;|&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();
}

export function templatedMail(ctx: AuthContext, kind: TemplateKind, to: string, fields: TemplateData, fallback: Fallback): AuthMail {
  const template = ctx.config.emailTemplates?.[kind];
  const data = { SiteURL: ctx.config.siteUrl, ...fields };
  const subjectSource = template?.subject ?? fallback.subject;
  const htmlSource = template?.contentPath ? readFileSync(template.contentPath, "utf8") : fallback.html;
  const subject = renderTemplate(subjectSource, data, { html: false }).trim();
  const html = renderTemplate(htmlSource, data, { html: true });
  return { to, subject, html, text: plainText(html), link: fields.ConfirmationURL ?? "" };
}

export const DEFAULT_TEMPLATES: Record<TemplateKind, Fallback> = {
  confirmation: {
    subject: "Confirm Your Signup",
    html: `<h2>Confirm your signup</h2>\n<p>Follow this link to confirm your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>`,
  },
  recovery: {
    subject: "Reset Your Password",
    html: `<h2>Reset Password</h2>\n<p>Follow this link to reset the password for your user:</p>\n<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>\n<p>Alternatively, enter the code: {{ .Token }}</p>`,
  },
  email_change: {
    subject: "Confirm Email Change",
    html: `<h2>Confirm email change</h2>\n<p>Follow this link to confirm the update of your email from {{ .Email }} to {{ .NewEmail }}:</p>\n<p><a href="{{ .ConfirmationURL }}">Change Email</a></p>`,
  },
  reauthentication: {
    subject: "Confirm reauthentication",
    html: `<h2>Confirm reauthentication</h2>\n<p>Enter the code: {{ .Token }}</p>`,
  },
  password_changed: {
    subject: "Your password has been changed",
    html: `<h2>Your password has been changed</h2>\n<p>This is a confirmation that the password for your account {{ .Email }} has just been changed.</p>\n<p>If you did not make this change, please contact support.</p>`,
  },
};

/** The mail of `kind` for `to`, from the configured template or GoTrue's default. */
export function authMail(ctx: AuthContext, kind: TemplateKind, to: string, fields: TemplateData): AuthMail {
  return templatedMail(ctx, kind, to, fields, DEFAULT_TEMPLATES[kind]);
}
