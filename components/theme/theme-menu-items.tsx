"use client";

import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { DropdownMenuLabel, DropdownMenuRadioGroup, DropdownMenuRadioItem } from "@/components/ui/dropdown-menu";
import { isTheme, THEMES, type Theme } from "@/lib/theme/theme";
import { useTheme } from "./use-theme";

const ICONS: Record<Theme, typeof Sun> = { system: Monitor, light: Sun, dark: Moon };

export function ThemeMenuItems() {
  const t = useTranslations("theme");
  const [theme, setTheme] = useTheme();
  return (
    <>
      <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={theme} onValueChange={(value) => isTheme(value) && setTheme(value)}>
        {THEMES.map((choice) => {
          const Icon = ICONS[choice];
          return (
            <DropdownMenuRadioItem key={choice} value={choice} onSelect={(event) => event.preventDefault()}>
              <Icon aria-hidden="true" />
              {t(choice)}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </>
  );
}
