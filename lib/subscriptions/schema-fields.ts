import { z } from "zod";
import { isValidCalendarDate } from "./dates";

/** Form fields arrive as strings or numbers; blank and missing mean "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === "string" && value.trim() === "") return undefined;
  return value;
}

export function requiredText(maxLength: number, tooLongKey: string) {
  return z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(maxLength, { error: tooLongKey });
}

/** Blank becomes null. */
export function optionalText(maxLength: number, tooLongKey: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || null : (value ?? null)),
    z.string({ error: "invalidValue" }).max(maxLength, { error: tooLongKey }).nullable(),
  );
}

export const calendarDateField = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required", abort: true })
  .refine(isValidCalendarDate, { error: "invalidDate" });

export const MAX_PRICE = 9_999_999_999.99;

const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)$/;

function toPriceNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim();
  if (text === "") return 0;
  return NUMBER_TEXT.test(text) ? Number(text) : value;
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Number(value.toFixed(2)) === value;
}

/** An empty form field means 0; text that is not a plain decimal number is rejected. */
export const priceField = z.preprocess(
  toPriceNumber,
  z
    .number({ error: "invalidPrice" })
    .min(0, { error: "priceNegative" })
    .max(MAX_PRICE, { error: "priceTooHigh" })
    .refine(hasAtMostTwoDecimals, { error: "priceDecimals" }),
);

export const idField = z.preprocess(
  (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number({ error: "invalidId" }).int({ error: "invalidId" }).positive({ error: "invalidId" }),
);

export const nullableIdField = (errorKey: string) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (given === undefined || given === "none") return null;
      return typeof given === "string" && /^\d+$/.test(given.trim()) ? Number(given) : given;
    },
    z.number({ error: errorKey }).int({ error: errorKey }).positive({ error: errorKey }).nullable(),
  );

/** Accepts real booleans and the strings a form or checkbox can send. */
export const booleanField = z.preprocess((value) => {
  if (value === "true" || value === "on") return true;
  if (value === "false" || value === undefined || value === null || value === "") return false;
  return value;
}, z.boolean({ error: "invalidValue" }));
