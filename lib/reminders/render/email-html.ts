// The digest's HTML: tables and inline styles, which is what mail clients render reliably.

export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Noto Sans TC','PingFang TC','Microsoft JhengHei',Helvetica,Arial,sans-serif";

// Each colour role has a light value, written inline so every client shows it, and a dark value
// that clients honouring prefers-color-scheme (Apple Mail, iOS Mail, Outlook on the web) switch to
// through the role's class. Clients that ignore it keep the light email, which stays readable
// even when they invert it themselves.
const PALETTE = {
  page: { property: "background", light: "#f3f4f8", dark: "#0b0d14" },
  card: { property: "background", light: "#ffffff", dark: "#161a26" },
  ink: { property: "color", light: "#161a26", dark: "#eef0f6" },
  muted: { property: "color", light: "#5b6275", dark: "#a9afbf" },
  accent: { property: "color", light: "#4f46e5", dark: "#a5b4fc" },
  separator: { property: "color", light: "#a0a6b5", dark: "#6b7285" },
  border: { property: "border-color", light: "#e3e6ee", dark: "#2c3242" },
  highlight: { property: "background", light: "#fff4e5", dark: "#3a2a12" },
  highlightText: { property: "color", light: "#8a4b00", dark: "#fcd9a4" },
  banner: { property: "background", light: "#eef2ff", dark: "#232a4d" },
  bannerText: { property: "color", light: "#3730a3", dark: "#c7d2fe" },
} as const;

type Role = keyof typeof PALETTE;

function paint(...roles: Role[]): { className: string; style: string } {
  return {
    className: roles.map((role) => `c-${role}`).join(" "),
    style: roles.map((role) => `${PALETTE[role].property}:${PALETTE[role].light}`).join(";"),
  };
}

function styled(tag: string, roles: Role[], style: string, content: string, attributes = ""): string {
  const colours = paint(...roles);
  const inline = [style, colours.style].filter(Boolean).join(";");
  return `<${tag}${attributes} class="${colours.className}" style="${inline}">${content}</${tag}>`;
}

const DARK_STYLES = (Object.keys(PALETTE) as Role[])
  .map((role) => `.c-${role}{${PALETTE[role].property}:${PALETTE[role].dark}!important}`)
  .join("");

export type HtmlLink = { href: string; label: string };

export type HtmlItem = {
  title: string;
  href: string;
  lines: string[];
  highlight: string | null;
  actions: HtmlLink[];
};

export type HtmlSection = { heading: string; items: HtmlItem[] };

export type HtmlDigest = {
  lang: string;
  title: string;
  preheader: string;
  appName: string;
  heading: string;
  greeting: string;
  intro: string;
  banner: string | null;
  empty: string | null;
  sections: HtmlSection[];
  footer: { lines: string[]; links: HtmlLink[] };
};

const link = ({ href, label }: HtmlLink, role: Role, style: string) =>
  styled("a", [role], style, escapeHtml(label), ` href="${escapeHtml(href)}"`);

const dot = styled("span", ["separator"], "", " &nbsp;·&nbsp; ");

function itemHtml(item: HtmlItem): string {
  const lines = item.lines.map((line) => styled("p", ["muted"], "margin:4px 0 0;font-size:14px;line-height:20px", escapeHtml(line))).join("");
  const highlight = item.highlight
    ? styled("p", ["highlight", "highlightText"], "margin:8px 0 0;padding:6px 10px;border-radius:6px;font-size:14px;line-height:20px", escapeHtml(item.highlight))
    : "";
  const actions = item.actions.length
    ? `<p style="margin:10px 0 0;font-size:13px;line-height:20px">${item.actions.map((action) => link(action, "accent", "text-decoration:underline")).join(dot)}</p>`
    : "";
  const title = `<p style="margin:0;font-size:16px;line-height:22px;font-weight:600">${link({ href: item.href, label: item.title }, "ink", "text-decoration:none")}</p>`;
  return `<tr><td style="padding:0 0 10px">${styled(
    "table",
    ["border"],
    "border-width:1px;border-style:solid;border-radius:10px",
    `<tr><td style="padding:14px 16px">\n${title}${lines}${highlight}${actions}\n</td></tr>`,
    ' role="presentation" width="100%" cellpadding="0" cellspacing="0"',
  )}</td></tr>`;
}

function sectionHtml(section: HtmlSection): string {
  const heading = styled("h2", ["muted"], "margin:0 0 10px;font-size:13px;line-height:18px;letter-spacing:.04em;text-transform:uppercase", escapeHtml(section.heading));
  return `<tr><td style="padding:12px 24px 0">${heading}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${section.items.map(itemHtml).join("")}</table></td></tr>`;
}

export function digestHtml(digest: HtmlDigest): string {
  const paragraph = (text: string) => styled("p", ["ink"], "margin:0 0 12px;font-size:15px;line-height:22px", escapeHtml(text));
  const banner = digest.banner
    ? `<tr><td style="padding:16px 24px 0">${styled("p", ["banner", "bannerText"], "margin:0;padding:10px 12px;border-radius:8px;font-size:14px;line-height:20px", escapeHtml(digest.banner))}</td></tr>`
    : "";
  const empty = digest.empty ? `<tr><td style="padding:12px 24px 0">${paragraph(digest.empty)}</td></tr>` : "";
  const footerLines = digest.footer.lines.map((line) => styled("p", ["muted"], "margin:0 0 6px;font-size:12px;line-height:18px", escapeHtml(line))).join("");
  const footerLinks = digest.footer.links.map((item) => link(item, "muted", "text-decoration:underline")).join(dot);
  const table = ' role="presentation" width="100%" cellpadding="0" cellspacing="0"';
  const card = `<tr><td style="padding:24px 24px 4px">
${styled("p", ["accent"], "margin:0 0 16px;font-size:13px;line-height:18px;font-weight:600", escapeHtml(digest.appName))}
${styled("h1", ["ink"], "margin:0 0 14px;font-size:22px;line-height:28px", escapeHtml(digest.heading))}
${paragraph(digest.greeting)}${paragraph(digest.intro)}
</td></tr>
${banner}${empty}${digest.sections.map(sectionHtml).join("\n")}
<tr>${styled("td", ["border"], "padding:18px 24px 24px;border-top-width:1px;border-top-style:solid", `${footerLines}<p style="margin:8px 0 0;font-size:12px;line-height:18px">${footerLinks}</p>`)}</tr>`;
  return `<!doctype html>
<html lang="${escapeHtml(digest.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(digest.title)}</title>
<style>:root{color-scheme:light dark;supported-color-schemes:light dark}@media (prefers-color-scheme:dark){${DARK_STYLES}}</style></head>
${styled(
  "body",
  ["page"],
  `margin:0;padding:0;font-family:${FONT}`,
  `
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(digest.preheader)}</div>
${styled("table", ["page"], "", `<tr><td align="center" style="padding:24px 12px">
${styled("table", ["card"], "max-width:560px;border-radius:14px", card, table)}</td></tr>`, table)}
`,
)}
</html>`;
}
