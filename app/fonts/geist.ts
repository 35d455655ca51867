import localFont from "next/font/local";

// `geistLatin` (Basic Latin, Latin-1, punctuation, € and arrows; 23 KB, preloaded) is cut by
// scripts/subset-fonts.mjs for exactly the ranges below. `geistExtended` covers the rest and is
// fetched only when some text needs it. It comes first in --font-sans (app/globals.css) because its
// fallback metrics must not hide it: characters outside its range fall through to `geistLatin`.
// `geistLatin`'s fallback is "Geist Fallback" (app/globals.css) rather than next/font's, which names
// Arial alone: Linux and ChromeOS have only its metric twins, and the swap to Geist would move text.

export const geistLatin = localFont({
  src: "./geist-latin.woff2",
  weight: "400 700",
  variable: "--font-geist-latin",
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212, U+2248, U+2713",
    },
  ],
});

export const geistExtended = localFont({
  src: "../../node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2",
  weight: "100 900",
  variable: "--font-geist-extended",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-0130, U+0132-0151, U+0154-02BB, U+02BD-02C5, U+02C7-02D9, U+02DB, U+02DD-04FF, U+0E3F, U+1E00-1EFF, U+2070-20AB, U+20AD-2121, U+2123-218F, U+2194-2211, U+2213-2247, U+2249-2712, U+2714-27BF, U+A720-A7FF, U+F8FF, U+FB00-FB4F",
    },
  ],
});
