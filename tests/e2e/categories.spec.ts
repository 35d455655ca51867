import { expect, test, type Page } from "@playwright/test";
import { signInWithCookies } from "./support/auth";
import { adminClient, createConfirmedUser } from "./support/backend";

function subscription(userId: string, name: string, categoryId: number | null) {
  return {
    user_id: userId,
    name,
    brand: name,
    price: 100,
    currency: "TWD",
    start_date: "2026-01-01",
    end_date: "2099-01-01",
    cycle: "30days",
    auto_renew: true,
    category_id: categoryId,
  };
}

async function openCategories(page: Page, name = "Manage categories") {
  await page.getByRole("button", { name }).click();
  return page.getByRole("dialog");
}

test.describe("categories", () => {
  test("add with a swatch, edit with a custom colour, and refuse a duplicate name", async ({ page }) => {
    const user = await createConfirmedUser("categories-edit");
    await adminClient().from("subscriptions").insert(subscription(user.id, "Netflix", null)).throwOnError();
    await signInWithCookies(page, user.email, user.password);
    const dialog = await openCategories(page);
    await expect(dialog.getByRole("heading", { name: "Categories" })).toBeVisible();
    await expect(dialog.getByText("No categories yet")).toBeVisible();

    await dialog.getByRole("button", { name: "Add category" }).click();
    const save = dialog.getByRole("button", { name: "Save" });
    await expect(save).toBeDisabled();
    await dialog.getByLabel("Name").fill("   ");
    await expect(save).toBeDisabled();
    await expect(dialog.getByRole("radio", { name: "Black #000000" })).toBeChecked();
    await expect(dialog.getByRole("radio")).toHaveCount(8);
    await dialog.getByLabel("Name").fill("  Streaming ");
    await dialog.getByLabel("Description").fill("Video and music");
    await dialog.getByRole("radio", { name: "Blue #3498DB" }).click();
    await expect(dialog.getByRole("radio", { name: "Blue #3498DB" })).toBeChecked();
    await save.click();
    await expect(page.getByText("Category added")).toBeVisible();

    const list = dialog.getByRole("list", { name: "Your categories" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Streaming");
    await expect(list).toContainText("Video and music");
    const { data: created } = await adminClient().from("subscription_categories").select("name, description, color").eq("user_id", user.id);
    expect(created).toEqual([{ name: "Streaming", description: "Video and music", color: "#3498DB" }]);

    await dialog.getByRole("button", { name: "Edit Streaming" }).click();
    await expect(dialog.getByRole("heading", { name: "Edit category" })).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Streaming");
    await dialog.getByLabel("Custom colour").fill("#123abc");
    await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
    await expect(dialog.getByText("#123ABC")).toBeVisible();
    await dialog.getByLabel("Name").fill("Video");
    await dialog.getByLabel("Description").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Category updated")).toBeVisible();
    await expect(list).toContainText("Video");
    const { data: edited } = await adminClient().from("subscription_categories").select("name, description, color").eq("user_id", user.id);
    expect(edited).toEqual([{ name: "Video", description: null, color: "#123ABC" }]);

    await dialog.getByRole("button", { name: "Add category" }).click();
    await dialog.getByLabel("Name").fill("video ");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("You already have a category with this name.")).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(1);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Manage categories" })).toBeFocused();
  });

  test("deleting a category asks first and moves its subscriptions to Uncategorized", async ({ page }) => {
    const user = await createConfirmedUser("categories-delete");
    const admin = adminClient();
    const { data: category } = await admin
      .from("subscription_categories")
      .insert({ user_id: user.id, name: "Music", color: "#9B59B6" })
      .select("id")
      .single()
      .throwOnError();
    await admin
      .from("subscriptions")
      .insert([subscription(user.id, "Spotify", category.id), subscription(user.id, "Tidal", category.id)])
      .throwOnError();
    await signInWithCookies(page, user.email, user.password);
    const spotify = page.getByRole("article", { name: "Spotify" });
    await expect(spotify).toContainText("Music");

    const dialog = await openCategories(page);
    await dialog.getByRole("button", { name: "Delete Music" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete “Music”?" });
    await expect(confirm).toContainText("Uncategorized");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog.getByRole("list", { name: "Your categories" })).toContainText("Music");

    await dialog.getByRole("button", { name: "Delete Music" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Category deleted")).toBeVisible();
    await expect(dialog.getByText("No categories yet")).toBeVisible();
    await page.keyboard.press("Escape");

    await expect(spotify).toContainText("Uncategorized");
    await expect(page.getByRole("article", { name: "Tidal" })).toContainText("Uncategorized");
    const { data: rows } = await admin.from("subscriptions").select("category_id").eq("user_id", user.id);
    expect(rows).toEqual([{ category_id: null }, { category_id: null }]);
  });

  test("works in Traditional Chinese", async ({ page }) => {
    const user = await createConfirmedUser("categories-zh");
    await signInWithCookies(page, user.email, user.password, "/?lang=zh-TW");
    const dialog = await openCategories(page, "管理分類");
    await dialog.getByRole("button", { name: "新增分類" }).click();
    await dialog.getByLabel("名稱").fill("影音");
    await dialog.getByRole("radio", { name: "綠色 #2ECC71" }).click();
    await dialog.getByRole("button", { name: "儲存" }).click();
    await expect(page.getByText("已新增分類")).toBeVisible();
    await dialog.getByRole("button", { name: "新增分類" }).click();
    await dialog.getByLabel("名稱").fill("影音");
    await dialog.getByRole("button", { name: "儲存" }).click();
    await expect(dialog.getByText("已經有同名的分類了。")).toBeVisible();
    await dialog.getByRole("button", { name: "取消" }).click();
    await dialog.getByRole("button", { name: "刪除「影音」" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "刪除" }).click();
    await expect(page.getByText("已刪除分類")).toBeVisible();
  });
});
