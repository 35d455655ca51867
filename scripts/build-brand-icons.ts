// Generates public/brand-icons/<slug>.svg for every entry of the brand-search catalogue: the brand's
// glyph from simple-icons (CC0) on a rounded tile, or a monogram tile when simple-icons has no glyph.
// Run with `npx tsx scripts/build-brand-icons.ts`; commit the output.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as simpleIcons from "simple-icons";
import type { SimpleIcon } from "simple-icons";
import { CATALOGUE, type CatalogueEntry } from "../supabase/functions/brand-search/catalogue";

const OUT_DIR = fileURLToPath(new URL("../public/brand-icons/", import.meta.url));

/** Catalogue slugs whose simple-icons slug differs from the slug without hyphens. */
const SIMPLE_ICON_SLUGS: Record<string, string> = {
  att: "atandt",
  nytimes: "newyorktimes",
  "washington-post": "thewashingtonpost",
  "google-workspace": "google",
};

/** Brand colours for monograms; anything else gets a stable colour from the palette. */
const MONOGRAM_COLOURS: Record<string, string> = {
  adobe: "FA0F00",
  "amazon-music": "25D1DA",
  "amazon-prime": "FF9900",
  aws: "FF9900",
  canva: "00C4CC",
  catchplay: "E4002B",
  chatgpt: "10A37F",
  "chunghwa-telecom": "0067B4",
  disney: "113CCF",
  economist: "E3120B",
  "far-eastone": "E60012",
  "financial-times": "990F3D",
  heroku: "430098",
  hulu: "1CE783",
  iqiyi: "00CC4C",
  kindle: "FF9900",
  kkbox: "09CEF6",
  linkedin: "0A66C2",
  microsoft: "0078D4",
  monday: "FF3D57",
  nintendo: "E60012",
  onedrive: "0078D4",
  "prime-video": "00A8E1",
  slack: "4A154B",
  "t-mobile": "E20074",
  "taiwan-mobile": "FF6600",
  walmart: "0071CE",
  xbox: "107C10",
};

const PALETTE = [
  "2563EB",
  "7C3AED",
  "DB2777",
  "DC2626",
  "EA580C",
  "16A34A",
  "0D9488",
  "0891B2",
  "4F46E5",
  "9333EA",
];

const icons = new Map(
  Object.values(simpleIcons as Record<string, SimpleIcon>).map((icon) => [icon.slug, icon]),
);

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function ink(background: string): string {
  return contrast(background, "FFFFFF") >= contrast(background, "111111") ? "FFFFFF" : "111111";
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function tile(entry: CatalogueEntry, fill: string, content: string): string {
  // The faint outline keeps a white tile visible on a white page; dark pages see the tile itself.
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img">`,
    `<title>${escapeXml(entry.name)}</title>`,
    `<rect width="24" height="24" rx="5.5" fill="#${fill}"/>`,
    `<rect x=".25" y=".25" width="23.5" height="23.5" rx="5.25" fill="none" stroke="#000" stroke-opacity=".1" stroke-width=".5"/>`,
    content,
    `</svg>\n`,
  ].join("");
}

function glyphIcon(entry: CatalogueEntry, icon: SimpleIcon): string {
  // A brand colour too pale for a white tile becomes the tile, with the glyph in black or white on it.
  const paleBrand = contrast(icon.hex, "FFFFFF") < 2;
  const background = paleBrand ? icon.hex : "FFFFFF";
  const colour = paleBrand ? ink(icon.hex) : icon.hex;
  return tile(
    entry,
    background,
    `<path transform="translate(4.5 4.5) scale(.625)" fill="#${colour}" d="${icon.path}"/>`,
  );
}

function monogramIcon(entry: CatalogueEntry): string {
  const hash = [...entry.slug].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const background = MONOGRAM_COLOURS[entry.slug] ?? PALETTE[hash % PALETTE.length];
  const initial = [...entry.name.replace(/^the\s+/i, "")].find((char) => /[\p{L}\p{N}]/u.test(char)) ?? "?";
  const text =
    `<text x="12" y="12.6" text-anchor="middle" dominant-baseline="central" ` +
    `font-family="system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif" font-size="13" ` +
    `font-weight="700" fill="#${ink(background)}">${escapeXml(initial.toUpperCase())}</text>`;
  return tile(entry, background, text);
}

function simpleIconFor(entry: CatalogueEntry): SimpleIcon | undefined {
  const icon = icons.get(SIMPLE_ICON_SLUGS[entry.slug] ?? entry.slug.replace(/-/g, ""));
  // Icons with their own licence field are not CC0; those get a monogram instead.
  return icon && !icon.license ? icon : undefined;
}

mkdirSync(OUT_DIR, { recursive: true });
const slugs = new Set(CATALOGUE.map((entry) => entry.slug));
for (const file of readdirSync(OUT_DIR)) {
  if (file.endsWith(".svg") && !slugs.has(file.slice(0, -4))) rmSync(`${OUT_DIR}${file}`);
}
let glyphs = 0;
for (const entry of CATALOGUE) {
  const icon = simpleIconFor(entry);
  if (icon) glyphs += 1;
  writeFileSync(`${OUT_DIR}${entry.slug}.svg`, icon ? glyphIcon(entry, icon) : monogramIcon(entry));
}
console.log(`${CATALOGUE.length} icons: ${glyphs} from simple-icons, ${CATALOGUE.length - glyphs} monograms`);
