import { DE, NL } from "./conventions/de-nl";
import { ES } from "./conventions/es";
import { TW } from "./conventions/tw";
import { US } from "./conventions/us";
import type { ConventionPlan } from "./plan";
import type { Convention } from "./types";

export const CONVENTIONS: Readonly<Record<Convention, ConventionPlan>> = { us: US, es: ES, tw: TW, de: DE, nl: NL };
