import { z } from "@/lib/zod";
import { idField, optionalText, requiredText } from "@/lib/forms/fields";

export const CATEGORY_NAME_MAX_LENGTH = 100;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 500;
export const DEFAULT_CATEGORY_COLOR = "#000000";
export const CATEGORY_COLOR_SWATCHES = [
  "#000000",
  "#FF5733",
  "#3498DB",
  "#2ECC71",
  "#9B59B6",
  "#F39C12",
  "#E74C3C",
  "#1ABC9C",
] as const;

const colorField = z.preprocess(
  (value: string | null | undefined) => (value === undefined || value === null || value === "" ? DEFAULT_CATEGORY_COLOR : value),
  z
    .string({ error: "invalidColor" })
    .trim()
    .regex(/^#[0-9A-Fa-f]{6}$/, { error: "invalidColor" })
    .transform((color) => color.toUpperCase()),
);

const categoryFields = {
  name: requiredText(CATEGORY_NAME_MAX_LENGTH, "nameTooLong"),
  description: optionalText(CATEGORY_DESCRIPTION_MAX_LENGTH, "descriptionTooLong"),
  color: colorField,
};

export const createCategorySchema = z.object(categoryFields);
export const updateCategorySchema = z.object({ ...categoryFields, id: idField });
export const categoryIdSchema = z.object({ id: idField });

export type CategoryFormInput = z.input<typeof createCategorySchema>;
export type CreateCategoryInput = z.output<typeof createCategorySchema>;
export type UpdateCategoryInput = z.output<typeof updateCategorySchema>;
