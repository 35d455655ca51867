import { revalidatePath } from "next/cache";

/**
 * Revalidates the signed-in pages after a write. Never "/" or the root layout: that would
 * regenerate the prerendered landing pages, whose inline scripts must keep the hashes their
 * Content-Security-Policy was built with.
 */
export function revalidateSignedInPages() {
  revalidatePath("/[locale]/dashboard", "page");
  revalidatePath("/[locale]/insights", "page");
  revalidatePath("/[locale]/settings", "page");
}
