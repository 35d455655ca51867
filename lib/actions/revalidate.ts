import { revalidatePath } from "next/cache";

/** Revalidates the signed-in pages after a write; the landing page shows no user data. */
export function revalidateSignedInPages() {
  revalidatePath("/[locale]/dashboard", "page");
  revalidatePath("/[locale]/insights", "page");
  revalidatePath("/[locale]/settings", "page");
}
