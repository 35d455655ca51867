"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { SORT_KEYS, isSortKey, type SortKey } from "@/lib/subscriptions/sort";
import { SortLabel } from "./sort-label";

export function SortDropdown({ value, onChange }: { value: SortKey; onChange: (key: SortKey) => void }) {
  const t = useTranslations("sort");
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t("label")}: ${t(value)}`}>
          <SortLabel value={value} />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={value} onValueChange={(next) => isSortKey(next) && onChange(next)}>
          {SORT_KEYS.map((key) => (
            <DropdownMenuRadioItem key={key} value={key}>
              <span className="flex flex-col">
                <span>{t(key)}</span>
                <span className="text-xs text-muted-foreground">{t(`${key}Hint`)}</span>
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
