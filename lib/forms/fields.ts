import { z } from "@/lib/zod";
import { isValidCalendarDate } from "@/lib/dates/date-only";

type TextInput = string | null | undefined;

const trimToNull = (value: TextInput) => (typeof value === "string" ? value.trim() || null : (value ?? null));

export function requiredText(maxLength: number, tooLongKey: string) {
  return z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(maxLength, { error: tooLongKey });
}

export function optionalText(maxLength: number, tooLongKey: string) {
  return z.preprocess(
    trimToNull,
    z.string({ error: "invalidValue" }).max(maxLength, { error: tooLongKey }).nullable(),
  );
}

export function optionalUrl(maxLength: number, isAllowed: (url: string) => boolean) {
  return z.preprocess(
    trimToNull,
    z
      .string({ error: "invalidUrl" })
      .max(maxLength, { error: "urlTooLong" })
      .refine(isAllowed, { error: "invalidUrl" })
      .nullable(),
  );
}

export const EARLIEST_DATE = "1900-01-01";
export const LATEST_DATE = "2199-12-31";

const inDateRange = (date: string) => date >= EARLIEST_DATE && date <= LATEST_DATE;

export const calendarDateField = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .refine(isValidCalendarDate, { error: "invalidDate", abort: true })
  .refine(inDateRange, { error: "dateOutOfRange" });

export const optionalCalendarDateField = z.preprocess(
  trimToNull,
  z
    .string({ error: "invalidDate" })
    .refine(isValidCalendarDate, { error: "invalidDate", abort: true })
    .refine(inDateRange, { error: "dateOutOfRange" })
    .nullable(),
);

export const MAX_PRICE = 9_999_999_999.99;

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

function toPriceNumber(value: string | number): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return undefined;
  return NUMBER_TEXT.test(text) ? Number(text) : value;
}

function hasAtMostThreeDecimals(value: number): boolean {
  return Number(value.toFixed(3)) === value;
}

export const priceField = z.preprocess(
  toPriceNumber,
  z
    .number({ error: (issue) => (issue.input === undefined ? "required" : "invalidPrice") })
    .min(0, { error: "priceNegative" })
    .max(MAX_PRICE, { error: "priceTooHigh" })
    .refine(hasAtMostThreeDecimals, { error: "priceDecimals3" }),
);

const DIGITS = /^\d+$/;

export const idField = z.preprocess(
  (value: string | number) => (typeof value === "string" && DIGITS.test(value.trim()) ? Number(value) : value),
  z.number({ error: "invalidId" }).int({ error: "invalidId" }).positive({ error: "invalidId" }),
);

export const nullableIdField = (errorKey: string) =>
  z.preprocess(
    (value: string | number | null | undefined) => {
      if (value === null || value === undefined) return null;
      if (typeof value === "string") {
        const text = value.trim();
        if (text === "" || text === "none") return null;
        return DIGITS.test(text) ? Number(text) : value;
      }
      return value;
    },
    z.number({ error: errorKey }).int({ error: errorKey }).positive({ error: errorKey }).nullable(),
  );

export const booleanField = z.preprocess((value: boolean | string | null | undefined) => {
  if (value === "true" || value === "on") return true;
  if (value === "false" || value === undefined || value === null || value === "") return false;
  return value;
}, z.boolean({ error: "invalidValue" }));
