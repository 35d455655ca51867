import { useTranslations } from "next-intl";

/** Translates a schema's error key ("passwordLength") with the settings page's wording. */
export function useFieldMessage() {
  const t = useTranslations("settings.validation");
  return (key: string | undefined) => {
    if (!key) return undefined;
    return t.has(key) ? t(key) : t("invalid");
  };
}
