import { readFile } from "node:fs/promises";
import path from "node:path";
import { LANDING_ICONS } from "@/components/landing/landing-icons";
import { svgSprite } from "@/lib/svg-sprite";

// Built once, from the icon files the rest of the app serves one by one.
export const dynamic = "force-static";

export async function GET() {
  const icons = await Promise.all(
    LANDING_ICONS.map(async (id) => ({ id, svg: await readFile(path.join(process.cwd(), "public/brand-icons", `${id}.svg`), "utf8") })),
  );
  return new Response(svgSprite(icons), { headers: { "Content-Type": "image/svg+xml" } });
}
