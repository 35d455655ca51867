"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

export type SelectOption = { value: string; label: string };

/** Select values for a file's columns: "col:3" is the fourth column. */
export const columnValue = (index: number | null | undefined) => (index === null || index === undefined ? "" : `col:${index}`);
export const columnOf = (value: string) => (value.startsWith("col:") ? Number(value.slice(4)) : null);

/** Picks one of a file's columns by its header, one of `extra`'s choices, or, with `blank`, nothing (""). */
export function ColumnSelect({
  id,
  label,
  header,
  value,
  onChange,
  blank,
  extra = [],
  invalid = false,
}: {
  id: string;
  label: string;
  header: readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** The empty choice's text; left out, the empty choice shows only until a column is chosen. */
  blank?: string;
  extra?: SelectOption[];
  invalid?: boolean;
}) {
  const t = useTranslations("imports.map");
  const columns = header.map((name, index) => ({ value: columnValue(index), label: t("column", { index: index + 1, name }) }));

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.value)}>
        {blank !== undefined || value === "" ? <option value="">{blank ?? t("choose")}</option> : null}
        {[...extra, ...columns].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
