"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import {
  CUSTOM_CYCLE_LIMITS,
  CYCLE_UNITS,
  NAMED_CYCLES,
  isCycleUnit,
  namedCycleOf,
  normalizeCycleAmount,
  toCustomCycle,
  type CycleUnit,
  type NamedCycle,
} from "@/lib/subscriptions/cycle";
import { customStartFor } from "@/lib/subscriptions/cycle-form";

type BillingCycleFieldProps = {
  value: string;
  onChange: (cycle: string) => void;
  error?: string;
};

const CUSTOM = "custom";
const THIRTY_DAYS = "30days";

export function BillingCycleField({ value, onChange, error }: BillingCycleFieldProps) {
  const t = useTranslations("subscriptionForm.cycle");
  const id = useId();
  const initial = customStartFor(value);
  const [custom, setCustom] = useState(() => value !== THIRTY_DAYS && namedCycleOf(value) === null);
  const [unit, setUnit] = useState<CycleUnit>(initial.unit);
  const [amount, setAmount] = useState(String(initial.amount));
  // A subscription saved as "every 30 days" keeps that choice; new ones are offered the named cycles.
  const [offersThirtyDays] = useState(value === THIRTY_DAYS);
  const choice = custom ? CUSTOM : value === THIRTY_DAYS ? THIRTY_DAYS : (namedCycleOf(value) ?? CUSTOM);

  function choose(next: string) {
    if (next === CUSTOM) {
      const start = customStartFor(value);
      setCustom(true);
      setUnit(start.unit);
      setAmount(String(start.amount));
      onChange(toCustomCycle(start.unit, start.amount));
      return;
    }
    setCustom(false);
    onChange(next === THIRTY_DAYS ? THIRTY_DAYS : NAMED_CYCLES[next as NamedCycle]);
  }

  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-message` : undefined;

  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy}>
      <legend className="mb-2 text-sm leading-none font-medium">{t("label")}</legend>
      <NativeSelect
        aria-label={t("label")}
        value={choice}
        onChange={(event) => choose(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      >
        {(Object.keys(NAMED_CYCLES) as NamedCycle[]).map((name) => (
          <option key={name} value={name}>
            {t(`named.${name}`)}
          </option>
        ))}
        {offersThirtyDays ? <option value={THIRTY_DAYS}>{t("named.30days")}</option> : null}
        <option value={CUSTOM}>{t("custom")}</option>
      </NativeSelect>
      {custom ? (
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
      ) : null}
      {custom ? <p className="text-xs text-muted-foreground">{t("customLimit", { max: CUSTOM_CYCLE_LIMITS[unit] })}</p> : null}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
