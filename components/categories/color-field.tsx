"use client";

import { Check } from "lucide-react";
import { useTranslations } from "next-intl";
import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import { useId } from "react";
import { FormMessage, useValidationMessage } from "@/components/form/form";
import { CATEGORY_COLOR_SWATCHES } from "@/lib/categories/schema";

const SWATCH_NAMES: Record<(typeof CATEGORY_COLOR_SWATCHES)[number], string> = {
  "#000000": "black",
  "#FF5733": "coral",
  "#3498DB": "blue",
  "#2ECC71": "green",
  "#9B59B6": "purple",
  "#F39C12": "orange",
  "#E74C3C": "red",
  "#1ABC9C": "teal",
};

export function ColorField({ value, onChange, error }: { value: string; onChange: (color: string) => void; error?: string }) {
  const t = useTranslations("categories.form");
  const message = useValidationMessage();
  const id = useId();
  const color = value.toUpperCase();
  const preset = (CATEGORY_COLOR_SWATCHES as readonly string[]).includes(color) ? color : "";
  const legendId = `${id}-legend`;

  return (
    <div role="group" aria-labelledby={legendId} className="grid gap-3">
      <span id={legendId} className="text-sm leading-none font-medium">
        {t("color")}
      </span>
      <RadioGroupPrimitive.Root
        value={preset}
        onValueChange={onChange}
        aria-label={t("swatches")}
        className="flex flex-wrap gap-2 sm:gap-2.5"
      >
        {CATEGORY_COLOR_SWATCHES.map((swatch) => (
          <RadioGroupPrimitive.Item
            key={swatch}
            value={swatch}
            aria-label={t("swatch", { name: t(`colors.${SWATCH_NAMES[swatch]}`), hex: swatch })}
            className="grid size-7 place-items-center rounded-full sm:size-8 ring-1 ring-foreground/15 ring-offset-2 ring-offset-background transition-shadow outline-none focus-visible:ring-[3px] focus-visible:ring-ring data-[state=checked]:ring-2 data-[state=checked]:ring-foreground"
            style={{ backgroundColor: swatch }}
          >
            <RadioGroupPrimitive.Indicator>
              <Check aria-hidden="true" className="size-4 text-white" strokeWidth={3} />
            </RadioGroupPrimitive.Indicator>
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
      <div className="flex items-center gap-3">
        <input
          id={`${id}-custom`}
          type="color"
          value={color.toLowerCase()}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-9 w-12 cursor-pointer rounded-md border border-input bg-transparent p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
        <label htmlFor={`${id}-custom`} className="text-sm">
          {t("customColor")}
        </label>
        <output htmlFor={`${id}-custom`} aria-label={t("selectedColor")} className="ml-auto rounded-md bg-muted px-2 py-1 font-mono text-sm">
          {color}
        </output>
      </div>
      <FormMessage>{message(error)}</FormMessage>
    </div>
  );
}
