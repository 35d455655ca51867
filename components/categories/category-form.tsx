"use client";

import { useTranslations } from "next-intl";
import { Controller, useWatch } from "react-hook-form";
import { toast, toastName } from "@/components/toast/toast";
import { Button } from "@/components/ui/button";
import { Form, FormField, SubmitButton } from "@/components/form/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useFailureToast } from "@/components/toast/use-failure-toast";
import { createCategoryAction, updateCategoryAction } from "@/lib/categories/actions";
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  createCategorySchema,
  DEFAULT_CATEGORY_COLOR,
} from "@/lib/categories/schema";
import type { Category } from "@/lib/categories/types";
import { applyActionResult } from "@/lib/forms/errors";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { ColorField } from "./color-field";

export function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const t = useTranslations("categories");
  const failed = useFailureToast();
  const form = useZodForm(createCategorySchema, {
    defaultValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      color: category?.color ?? DEFAULT_CATEGORY_COLOR,
    },
  });
  const name = useWatch({ control: form.control, name: "name" });

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (category ? updateCategoryAction({ ...values, id: category.id }) : createCategoryAction(values)).catch(
      () => null,
    );
    if (!result?.ok) {
      const title = category ? "categories.toast.updateFailed" : "categories.toast.addFailed";
      return failed(title, applyActionResult(form, result, "common.tryAgain"));
    }
    toast.success(category ? t("toast.updated") : t("toast.added"), {
      description: t("toast.savedDescription", { name: toastName(result.data.name) }),
    });
    onDone();
  });

  return (
    <Form form={form} onSubmit={onSubmit} className="grid min-w-0 gap-5">
      <FormField name="name" label={t("form.name")}>
        {(control) => (
          <Input
            autoFocus
            autoComplete="off"
            maxLength={CATEGORY_NAME_MAX_LENGTH}
            placeholder={t("form.namePlaceholder")}
            {...control}
            {...form.register("name")}
          />
        )}
      </FormField>
      <FormField name="description" label={t("form.descriptionLabel")}>
        {(control) => (
          <Textarea
            rows={2}
            maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
            placeholder={t("form.descriptionPlaceholder")}
            {...control}
            {...form.register("description")}
          />
        )}
      </FormField>
      <Controller
        control={form.control}
        name="color"
        render={({ field, fieldState }) => (
          <ColorField value={field.value || DEFAULT_CATEGORY_COLOR} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={form.formState.isSubmitting}>
          {t("cancel")}
        </Button>
        <SubmitButton
          pending={form.formState.isSubmitting}
          disabled={(name ?? "").trim() === ""}
          label={t("form.save")}
          pendingLabel={t("form.saving")}
        />
      </div>
    </Form>
  );
}
