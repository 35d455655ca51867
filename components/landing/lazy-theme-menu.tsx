"use client";

import { SunMoon } from "lucide-react";
import { lazy } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { LazyMenu } from "@/components/controls/lazy-menu";
import type { IslandIntl } from "@/lib/i18n/island";

const load = () => import("./theme-island");
const ThemeIsland = lazy(() => load().then((module) => ({ default: module.ThemeIsland })));

export function LazyThemeMenu({ label, intl }: { label: string; intl: IslandIntl }) {
  return (
    <LazyMenu
      load={load}
      placeholder={(trigger) => (
        <button type="button" className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={label} {...trigger}>
          <SunMoon aria-hidden="true" />
        </button>
      )}
    >
      <ThemeIsland intl={intl} />
    </LazyMenu>
  );
}
