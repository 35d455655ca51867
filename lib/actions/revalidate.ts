import { revalidatePath } from "next/cache";

export function revalidateSignedInPages() {
  revalidatePath("/[locale]/dashboard", "page");
  revalidatePath("/[locale]/insights", "page");
  revalidatePath("/[locale]/settings", "page");
}
