import { clipText } from "@/lib/clip-text";

const NAME_IN_TOAST = 40;

/** A name quoted in a toast, cut to 40 characters: the toast says what happened, the card has the whole name. */
export function toastName(name: string): string {
  return clipText(name, NAME_IN_TOAST);
}
