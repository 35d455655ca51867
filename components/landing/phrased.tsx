import { getLocale } from "next-intl/server";
import { Fragment } from "react";

/**
 * Chinese has no spaces, so with `word-break: keep-all` a heading breaks anywhere once it overflows.
 * This adds <wbr> between words only (ICU word segmenter, at build time). Other languages pass through.
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
