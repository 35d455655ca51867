import { readFileSync } from "node:fs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { LANDING_ICONS, landingIcon } from "@/components/landing/landing-icons";
import { POPULAR_SERVICES } from "@/components/landing/popular-services";
import { sampleAccount } from "@/components/landing/sample-account";
import { svgSprite } from "@/lib/svg-sprite";

const square = (title: string, fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${title}</title><rect width="24" height="24" fill="${fill}"/></svg>`;

describe("svgSprite", () => {
  it("stacks the icons one below the other, each behind a view of its own square", () => {
    const sprite = svgSprite([
      { id: "red", svg: square("Red", "#f00") },
      { id: "blue", svg: square("Blue", "#00f") },
    ]);
    expect(sprite).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 48">' +
        '<view id="red" viewBox="0 0 24 24"/><view id="blue" viewBox="0 24 24 24"/>' +
        '<svg y="0" width="24" height="24" viewBox="0 0 24 24"><rect width="24" height="24" fill="#f00"/></svg>' +
        '<svg y="24" width="24" height="24" viewBox="0 0 24 24"><rect width="24" height="24" fill="#00f"/></svg>' +
        "</svg>",
    );
  });

  it("keeps each icon's own viewBox", () => {
    const sprite = svgSprite([{ id: "wide", svg: '<svg viewBox="0 0 48 48"><circle r="24"/></svg>' }]);
    expect(sprite).toContain('<svg y="0" width="24" height="24" viewBox="0 0 48 48"><circle r="24"/></svg>');
  });

  it("refuses what would break the file or the fragment that names an icon", () => {
    expect(() => svgSprite([{ id: "Netflix", svg: square("N", "#000") }])).toThrow(/lowercase/);
    expect(() => svgSprite([{ id: "a", svg: "<png/>" }])).toThrow(/one <svg> element/);
    expect(() => svgSprite([{ id: "a", svg: "<svg><rect/></svg>" }])).toThrow(/viewBox/);
    expect(() => svgSprite([{ id: "a", svg: '<svg viewBox="0 0 24 24"><linearGradient id="g"/></svg>' }])).toThrow(/ids of its own/);
  });
});

describe("the landing's sprite", () => {
  const icons = LANDING_ICONS.map((id) => ({ id, svg: readFileSync(`public/brand-icons/${id}.svg`, "utf8") }));
  const sprite = svgSprite(icons);

  it("holds every icon the landing shows: the sample account's and the service strip's", () => {
    const shown = [...sampleAccount("en").subscriptions.map((sample) => sample.icon), ...POPULAR_SERVICES.map((service) => service.icon)];
    expect([...LANDING_ICONS].sort()).toEqual([...new Set(shown)].sort());
    for (const icon of shown) expect(landingIcon(icon)).toBe(`/brand-icons/landing.svg#${icon}`);
  });

  it("is well-formed SVG with one view per icon, none of them sharing a square", () => {
    expect(XMLValidator.validate(sprite)).toBe(true);
    const root = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "" }).parse(sprite).svg;
    const views = root.view as { id: string; viewBox: string }[];
    expect(views.map((view) => view.id)).toEqual([...LANDING_ICONS]);
    expect(new Set(views.map((view) => view.viewBox)).size).toBe(LANDING_ICONS.length);
    expect(root.viewBox).toBe(`0 0 24 ${24 * LANDING_ICONS.length}`);
  });

  it("names no icon that is not in it", () => {
    expect(() => landingIcon("not-a-brand")).toThrow(/not in the landing's sprite/);
  });
});
