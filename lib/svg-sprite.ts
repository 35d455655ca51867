/** One icon for `svgSprite`: the id its `<img>` names after `#`, and the SVG file's text. */
export interface SpriteIcon {
  id: string;
  svg: string;
}

const ROOT = /^\s*<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const ID = /^[a-z0-9-]+$/;

/**
 * Stacks square icons into one SVG file, one below the other, each behind a `<view>` of its own:
 * `<img src="sprite.svg#netflix">` shows the Netflix icon alone, and every icon comes from a single
 * request. Each icon keeps its own viewBox; titles are dropped (an `<img>` is named by its alt).
 * The icons must not use `id`s of their own, which would clash once they share a file.
 */
export function svgSprite(icons: readonly SpriteIcon[]): string {
  const views: string[] = [];
  const bodies: string[] = [];
  icons.forEach(({ id, svg }, index) => {
    if (!ID.test(id)) throw new Error(`sprite icon id "${id}" is not lowercase letters, digits and dashes`);
    const [, attributes, body] = ROOT.exec(svg) ?? [];
    const viewBox = /\sviewBox="([^"]+)"/.exec(attributes ?? "")?.[1];
    if (body === undefined || !viewBox) throw new Error(`sprite icon "${id}" is not one <svg> element with a viewBox`);
    if (/\sid=/.test(body)) throw new Error(`sprite icon "${id}" has ids of its own`);
    const y = index * 24;
    views.push(`<view id="${id}" viewBox="0 ${y} 24 24"/>`);
    bodies.push(`<svg y="${y}" width="24" height="24" viewBox="${viewBox}">${body.replace(/<title>[\s\S]*?<\/title>/g, "")}</svg>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 ${icons.length * 24}">${views.join("")}${bodies.join("")}</svg>`;
}
