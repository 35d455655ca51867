"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { toast } from "sonner";
import { FormMessage } from "@/components/auth/form-message";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { createCategoryAction, updateCategoryAction } from "@/lib/categories/actions";
import {
  CATEGORY_DESCRIPTION_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  createCategorySchema,
  DEFAULT_CATEGORY_COLOR,
  type CreateCategoryInput,
} from "@/lib/categories/schema";
import type { Category } from "@/lib/subscriptions/types";
import { ColorField } from "./color-field";

type FormValues = { name: string; description: string; color: string };
const FIELDS = ["name", "description", "color"] as const;

const resolver = zodResolver(createCategorySchema) as unknown as Resolver<FormValues, unknown, CreateCategoryInput>;

export function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const t = useTranslations("categories");
  const router = useRouter();
  const form = useForm<FormValues, unknown, CreateCategoryInput>({
    resolver,
    defaultValues: {
      name: category?.name ?? "",
      description: category?.description ?? "",
      color: category?.color ?? DEFAULT_CATEGORY_COLOR,
    },
  });
  const name = useWatch({ control: form.control, name: "name" });
  const { errors, isSubmitting } = form.formState;

  function message(key: string | undefined) {
    if (!key) return undefined;
    return t.has(`validation.${key}`) ? t(`validation.${key}`) : t("validation.invalid");
  }

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await (category ? updateCategoryAction({ ...values, id: category.id }) : createCategoryAction(values)).catch(
      () => null,
    );
    const failed = category ? "toast.updateFailed" : "toast.addFailed";
    if (!result) {
      toast.error(t(failed), { description: t("toast.tryAgain") });
      return;
    }
    if (!result.ok) {
      const fields = FIELDS.filter((field) => result.fieldErrors?.[field]?.length);
      for (const field of fields) form.setError(field, { message: result.fieldErrors?.[field]?.[0] }, { shouldFocus: true });
      if (fields.length === 0) toast.error(t(failed), { description: t("toast.tryAgain") });
      return;
    }
    const title = category ? t("toast.updated") : t("toast.added");
    toast.success(title, { description: t("toast.savedDescription", { name: result.data.name }) });
    router.refresh();
    onDone();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid min-w-0 gap-5">
      <div className="grid gap-2">
        <Label htmlFor="category-name">{t("form.name")}</Label>
        <Input
          id="category-name"
          autoFocus
          autoComplete="off"
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          placeholder={t("form.namePlaceholder")}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "category-name-message" : undefined}
          {...form.register("name")}
        />
        <FormMessage id="category-name-message">{message(errors.name?.message)}</FormMessage>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="category-description">{t("form.descriptionLabel")}</Label>
        <Textarea
          id="category-description"
          rows={2}
          maxLength={CATEGORY_DESCRIPTION_MAX_LENGTH}
          placeholder={t("form.descriptionPlaceholder")}
          aria-invalid={errors.description ? true : undefined}
          {...form.register("description")}
        />
        <FormMessage>{message(errors.description?.message)}</FormMessage>
      </div>
      <Controller
        control={form.control}
        name="color"
        render={({ field }) => <ColorField id="category-color" value={field.value} onChange={field.onChange} />}
      />
      <FormMessage>{message(errors.color?.message)}</FormMessage>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          {t("cancel")}
        </Button>
        <Button type="submit" disabled={isSubmitting || name.trim() === ""}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? t("form.saving") : t("form.save")}
        </Button>
      </div>
    </form>
  );
}
