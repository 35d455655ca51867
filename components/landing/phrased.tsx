import { getLocale } from "next-intl/server";
import { Fragment } from "react";

/**
 * Chinese has no spaces, so with `word-break: keep-all` a heading is one long run that breaks
 * anywhere once it overflows ("看清每一筆訂 / 閱"). Here it gets a line-break opportunity (<wbr>)
 * between words only, found by the ICU word segmenter when the page is built. Punctuation stays
 * with the word before it. Other languages pass through.
 */
export function phrases(text: string, locale: string): string[] {
  if (!locale.startsWith("zh")) return [text];
  const parts: string[] = [];
  for (const { segment, isWordLike } of new Intl.Segmenter(locale, { granularity: "word" }).segment(text)) {
    if (isWordLike || parts.length === 0) parts.push(segment);
    else parts[parts.length - 1] += segment;
  }
  return parts;
}

export async function Phrased({ text }: { text: string }) {
  const parts = phrases(text, await getLocale());
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
