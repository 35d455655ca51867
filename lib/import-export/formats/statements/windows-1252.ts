const HIGH_CONTROLS =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

// Node 20.18.3+ decodes windows-1252 as ISO-8859-1, leaving € and curly quotes as C1 controls
// (nodejs/node#60888); browsers get it right. Mapping the controls that slip through makes both agree.
export function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder("windows-1252")
    .decode(bytes)
    .replace(/[\x80-\x9f]/g, (char) => HIGH_CONTROLS[char.charCodeAt(0) - 0x80]);
}
