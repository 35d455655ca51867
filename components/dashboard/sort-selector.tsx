"use client";

import { useTranslations } from "next-intl";
import { lazy } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { LazyMenu } from "@/components/controls/lazy-menu";
import type { SortKey } from "@/lib/subscriptions/sort";
import { SortLabel } from "./sort-label";

const load = () => import("./sort-dropdown");
const SortDropdown = lazy(() => load().then((module) => ({ default: module.SortDropdown })));

export function SortSelector({ value, onChange }: { value: SortKey; onChange: (key: SortKey) => void }) {
  const t = useTranslations("sort");
  return (
    <LazyMenu
      load={load}
      preloadWhenIdle
      placeholder={(trigger) => (
        <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`${t("label")}: ${t(value)}`} {...trigger}>
          <SortLabel value={value} />
        </button>
      )}
    >
      <SortDropdown value={value} onChange={onChange} />
    </LazyMenu>
  );
}
