"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  CUSTOM_CYCLE_LIMITS,
  CYCLE_PRESETS,
  CYCLE_UNITS,
  isCyclePreset,
  isCycleUnit,
  normalizeCycleAmount,
  toCustomCycle,
  toPresetCycle,
  type CycleMode,
  type CycleUnit,
} from "@/lib/subscriptions/cycle";
import { customStartFor } from "./cycle-form";

type BillingCycleFieldProps = {
  value: string;
  onChange: (cycle: string) => void;
  error?: string;
};

export function BillingCycleField({ value, onChange, error }: BillingCycleFieldProps) {
  const t = useTranslations("subscriptionForm.cycle");
  const id = useId();
  const initial = customStartFor(value);
  const [mode, setMode] = useState<CycleMode>(isCyclePreset(value) ? "preset" : "custom");
  const [unit, setUnit] = useState<CycleUnit>(initial.unit);
  const [amount, setAmount] = useState(String(initial.amount));

  function changeMode(next: string) {
    if (next !== "preset" && next !== "custom") return;
    setMode(next);
    if (next === "preset") {
      onChange(toPresetCycle(value));
    } else {
      const start = customStartFor(value);
      setUnit(start.unit);
      setAmount(String(start.amount));
      onChange(toCustomCycle(start.unit, start.amount));
    }
  }

  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-message` : undefined;

  return (
    <fieldset className="grid gap-3" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm leading-none font-medium">{t("label")}</legend>
      <RadioGroup value={mode} onValueChange={changeMode} className="flex gap-5" aria-label={t("modeLabel")}>
        {(["preset", "custom"] as const).map((option) => (
          <div key={option} className="flex items-center gap-2">
            <RadioGroupItem value={option} id={`${id}-${option}`} />
            <Label htmlFor={`${id}-${option}`} className="font-normal">
              {t(option)}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {mode === "preset" ? (
        <NativeSelect
          aria-label={t("presetLabel")}
          value={toPresetCycle(value)}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
        >
          {CYCLE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`presets.${preset}`)}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <div className="flex items-center gap-2">
          <span className="text-sm text-muted-foreground">{t("every")}</span>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={CUSTOM_CYCLE_LIMITS[unit]}
            step={1}
            aria-label={t("amountLabel")}
            className="w-24"
            value={amount}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => {
              setAmount(event.target.value);
              if (event.target.value.trim() !== "") onChange(toCustomCycle(unit, event.target.value));
            }}
            onBlur={() => {
              const normalized = normalizeCycleAmount(amount, unit);
              setAmount(String(normalized));
              onChange(toCustomCycle(unit, normalized));
            }}
          />
          <NativeSelect
            aria-label={t("unitLabel")}
            value={unit}
            onChange={(event) => {
              if (!isCycleUnit(event.target.value)) return;
              const normalized = normalizeCycleAmount(amount, event.target.value);
              setUnit(event.target.value);
              setAmount(String(normalized));
              onChange(toCustomCycle(event.target.value, normalized));
            }}
          >
            {CYCLE_UNITS.map((option) => (
              <option key={option} value={option}>
                {t(`units.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
