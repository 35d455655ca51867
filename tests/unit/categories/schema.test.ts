import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CATEGORY_COLOR_SWATCHES, createCategorySchema, updateCategorySchema } from "@/lib/categories/schema";

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe("category schema", () => {
  it("trims the name, blanks the description to null and defaults the colour to black", () => {
    expect(createCategorySchema.parse({ name: "  Streaming ", description: "   " })).toEqual({
      name: "Streaming",
      description: null,
      color: "#000000",
    });
    expect(createCategorySchema.parse({ name: "Work", description: " Tools ", color: "#3498db" })).toEqual({
      name: "Work",
      description: "Tools",
      color: "#3498DB",
    });
  });

  it("rejects a blank or long name, a long description and a malformed colour", () => {
    expect(fieldErrors(createCategorySchema, { name: " " })).toEqual({ name: ["required"] });
    expect(fieldErrors(createCategorySchema, { name: "x".repeat(101) })).toEqual({ name: ["nameTooLong"] });
    expect(fieldErrors(createCategorySchema, { name: "a", description: "d".repeat(501) })).toEqual({ description: ["descriptionTooLong"] });
    for (const color of ["red", "#FFF", "#GGGGGG", "#1234567"]) {
      expect(fieldErrors(createCategorySchema, { name: "a", color }), color).toEqual({ color: ["invalidColor"] });
    }
  });

  it("accepts every preset swatch", () => {
    expect(CATEGORY_COLOR_SWATCHES).toEqual(["#000000", "#FF5733", "#3498DB", "#2ECC71", "#9B59B6", "#F39C12", "#E74C3C", "#1ABC9C"]);
    for (const color of CATEGORY_COLOR_SWATCHES) expect(createCategorySchema.parse({ name: "a", color }).color).toBe(color);
  });

  it("needs an id to update", () => {
    expect(fieldErrors(updateCategorySchema, { name: "a" })).toEqual({ id: ["invalidId"] });
    expect(updateCategorySchema.parse({ id: "7", name: "a" })).toMatchObject({ id: 7 });
  });
});
