import localFont from "next/font/local";

// Geist in two faces, so that every page downloads only the glyphs its text needs.
//
// `geistLatin` holds Basic Latin, Latin-1 (Spanish included), the common punctuation, € and the
// arrows the interface uses, at the weights it uses: 23 KB, preloaded by every page.
// scripts/subset-fonts.mjs cuts it from the full font for exactly the ranges below.
//
// `geistExtended` is the full font, limited to the rest of what Geist covers (Latin Extended,
// Vietnamese, Greek, Cyrillic, symbols). It is downloaded only when some text, such as a
// subscription named "Škoda", needs one of those characters; Chinese text never fetches it.
// It comes first in --font-sans (app/globals.css) because its fallback metrics must not hide it:
// characters outside its range fall through to `geistLatin` and then to the system fonts.

export const geistLatin = localFont({
  src: "./geist-latin.woff2",
  weight: "400 700",
  variable: "--font-geist-latin",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0020-007E, U+00A0-00FF, U+0131, U+0152-0153, U+02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212",
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
        "U+0100-0130, U+0132-0151, U+0154-02BB, U+02BD-02C5, U+02C7-02D9, U+02DB, U+02DD-04FF, U+0E3F, U+1E00-1EFF, U+2070-20AB, U+20AD-2121, U+2123-218F, U+2194-2211, U+2213-27BF, U+A720-A7FF, U+F8FF, U+FB00-FB4F",
    },
  ],
});
