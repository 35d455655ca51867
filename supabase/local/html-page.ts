// The frame of the small HTML pages the local server shows (mailbox, OAuth consent).
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0; padding: 2rem 1rem; }
main { max-width: 34rem; margin: 0 auto; }
main.wide { max-width: 60rem; }
h1 { font-size: 1.5rem; margin: 0 0 .5rem; }
h2 { font-size: 1.1rem; margin: 0; }
.meta { color: GrayText; font-size: .9rem; margin-top: 0; }
ol.messages, ul.choices { list-style: none; padding: 0; }
ol.messages li, fieldset { border: 1px solid color-mix(in srgb, currentColor 20%, transparent); border-radius: .5rem; padding: 1rem; margin: 0 0 1rem; }
label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border-radius: .375rem; border: 1px solid GrayText; }
ul.choices li { margin: .5rem 0; }
button { font: inherit; padding: .5rem 1rem; border-radius: .375rem; border: 1px solid currentColor; background: Canvas; color: CanvasText; cursor: pointer; }
button.primary { background: CanvasText; color: Canvas; }
:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
.actions { display: flex; gap: .5rem; margin-top: 1rem; flex-wrap: wrap; }
iframe.message { width: 100%; height: 32rem; border: 1px solid GrayText; border-radius: .375rem; background: white; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-size: .9rem; }
table.headers { border-collapse: collapse; font-size: .85rem; width: 100%; }
table.headers th { text-align: left; vertical-align: top; padding: .25rem .75rem .25rem 0; white-space: nowrap; width: 1%; }
table.headers td { overflow-wrap: anywhere; padding: .25rem 0; }
`;

export function pageShell(title: string, content: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ""}>
${content}
</main>
</body>
</html>`;
}
