/** `text` cut to at most `max` characters (code points, so an emoji is never split), ending in "…" when cut. */
export function clipText(text: string, max: number): string {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join("").trimEnd()}…`;
}
