import { POPULAR_SERVICES } from "./popular-services";
import { sampleAccount } from "./sample-account";

/**
 * Every brand icon the landing shows, served together as one file (app/brand-icons/landing.svg):
 * one request for the page's decorative icons instead of one each, which over HTTP/1.1 took up
 * the connections its scripts were waiting for.
 */
export const LANDING_ICONS: readonly string[] = [
  ...new Set([...sampleAccount("en").subscriptions.map((sample) => sample.icon), ...POPULAR_SERVICES.map((service) => service.icon)]),
];

// Where app/brand-icons/landing.svg/route.ts serves the sprite.
const LANDING_SPRITE_PATH = "/brand-icons/landing.svg";

/** The `<img src>` of one of the landing's icons: its view in the landing's sprite. */
export function landingIcon(icon: string): string {
  if (!LANDING_ICONS.includes(icon)) throw new Error(`"${icon}" is not in the landing's sprite (LANDING_ICONS)`);
  return `${LANDING_SPRITE_PATH}#${icon}`;
}
