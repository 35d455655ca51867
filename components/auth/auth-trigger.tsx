import { islandIntl } from "@/lib/i18n/island";
import { AuthDialogTrigger, type AuthDialogTriggerProps } from "./auth-dialog-trigger";

export async function AuthTrigger(props: Omit<AuthDialogTriggerProps, "intl">) {
  return <AuthDialogTrigger {...props} intl={await islandIntl(["auth", "common", "validation"])} />;
}
