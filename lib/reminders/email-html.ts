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
const MUTED = "#5b6275";
const INK = "#161a26";
const ACCENT = "#4f46e5";

export type HtmlLink = { href: string; label: string };

export type HtmlItem = {
  title: string;
  href: string;
  lines: string[];
  /** A line set apart, such as a new price. */
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

const link = ({ href, label }: HtmlLink, style: string) =>
  `<a href="${escapeHtml(href)}" style="${style}">${escapeHtml(label)}</a>`;

function itemHtml(item: HtmlItem): string {
  const lines = item.lines
    .map((line) => `<p style="margin:4px 0 0;font-size:14px;line-height:20px;color:${MUTED}">${escapeHtml(line)}</p>`)
    .join("");
  const highlight = item.highlight
    ? `<p style="margin:8px 0 0;padding:6px 10px;border-radius:6px;background:#fff4e5;font-size:14px;line-height:20px;color:#8a4b00">${escapeHtml(item.highlight)}</p>`
    : "";
  const actions = item.actions.length
    ? `<p style="margin:10px 0 0;font-size:13px;line-height:20px">${item.actions
        .map((action) => link(action, `color:${ACCENT};text-decoration:underline`))
        .join(`<span style="color:#a0a6b5"> &nbsp;·&nbsp; </span>`)}</p>`
    : "";
  return `<tr><td style="padding:0 0 10px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #e3e6ee;border-radius:10px"><tr><td style="padding:14px 16px">
<p style="margin:0;font-size:16px;line-height:22px;font-weight:600">${link({ href: item.href, label: item.title }, `color:${INK};text-decoration:none`)}</p>${lines}${highlight}${actions}
</td></tr></table></td></tr>`;
}

function sectionHtml(section: HtmlSection): string {
  return `<tr><td style="padding:12px 24px 0"><h2 style="margin:0 0 10px;font-size:13px;line-height:18px;letter-spacing:.04em;text-transform:uppercase;color:${MUTED}">${escapeHtml(section.heading)}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${section.items.map(itemHtml).join("")}</table></td></tr>`;
}

export function digestHtml(digest: HtmlDigest): string {
  const paragraph = (text: string) => `<p style="margin:0 0 12px;font-size:15px;line-height:22px;color:${INK}">${escapeHtml(text)}</p>`;
  const banner = digest.banner
    ? `<tr><td style="padding:16px 24px 0"><p style="margin:0;padding:10px 12px;border-radius:8px;background:#eef2ff;font-size:14px;line-height:20px;color:#3730a3">${escapeHtml(digest.banner)}</p></td></tr>`
    : "";
  const empty = digest.empty ? `<tr><td style="padding:12px 24px 0">${paragraph(digest.empty)}</td></tr>` : "";
  const footerLines = digest.footer.lines
    .map((line) => `<p style="margin:0 0 6px;font-size:12px;line-height:18px;color:${MUTED}">${escapeHtml(line)}</p>`)
    .join("");
  const footerLinks = digest.footer.links
    .map((item) => link(item, `color:${MUTED};text-decoration:underline`))
    .join(`<span style="color:#a0a6b5"> &nbsp;·&nbsp; </span>`);
  return `<!doctype html>
<html lang="${escapeHtml(digest.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(digest.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f8;font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(digest.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px">
<tr><td style="padding:24px 24px 4px">
<p style="margin:0 0 16px;font-size:13px;line-height:18px;font-weight:600;color:${ACCENT}">${escapeHtml(digest.appName)}</p>
<h1 style="margin:0 0 14px;font-size:22px;line-height:28px;color:${INK}">${escapeHtml(digest.heading)}</h1>
${paragraph(digest.greeting)}${paragraph(digest.intro)}
</td></tr>
${banner}${empty}${digest.sections.map(sectionHtml).join("\n")}
<tr><td style="padding:18px 24px 24px;border-top:1px solid #eceef3">${footerLines}<p style="margin:8px 0 0;font-size:12px;line-height:18px">${footerLinks}</p></td></tr>
</table></td></tr></table>
</body>
</html>`;
}
