import { expect, test } from "@playwright/test";
import { adminClient } from "./support/backend";
import { browserDate, priceChangesOf, seedSubscription, signInNewUser } from "./support/subscriptions";

const slash = (date: string) => date.replaceAll("-", "/");

function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 + months, day));
  return shifted.toISOString().slice(0, 10);
}

/** A day of the month every month has, so monthly charges fall on the same day. */
function plainDay(date: string): string {
  return Number(date.slice(8)) > 28 ? `${date.slice(0, 8)}28` : date;
}

async function paymentsOf(userId: string) {
  const { data, error } = await adminClient().from("subscription_payments").select("*").eq("user_id", userId).order("due_on");
  if (error) throw error;
  return data ?? [];
}

function manualMonthly(name: string, price: number, currency: string, startDate: string) {
  return { name, brand: name, price, currency, start_date: startDate, end_date: addMonths(startDate, 12), cycle: "custom:months:1", auto_renew: false };
}

test.describe("payments", () => {
  test("marks a due charge paid from its card, on the charge's date at the expected amount (English)", async ({ page }) => {
    const chargeDate = await browserDate(page, -2);
    const user = await signInNewUser(page, "pay-card", {
      seed: (userId) => seedSubscription(userId, manualMonthly("Gym", 29.5, "USD", chargeDate)),
    });
    const card = page.getByRole("article", { name: "Gym" });
    await expect(card.getByText(`Due since ${slash(chargeDate)}`)).toBeVisible();
    await card.getByRole("button", { name: /^Mark paid/ }).click();

    const dialog = page.getByRole("dialog", { name: "Record a payment" });
    await expect(dialog.getByLabel("Paid on")).toHaveValue(chargeDate);
    await expect(dialog.getByLabel("Amount (USD)")).toHaveValue("29.50");
    // A wrong amount is refused in the user's language, and nothing is saved.
    await dialog.getByLabel("Amount (USD)").fill("twelve");
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(dialog.getByText("Enter a price as a number, e.g. 9.99 or $12.")).toBeVisible();
    expect(await paymentsOf(user.id)).toHaveLength(0);

    await dialog.getByLabel("Amount (USD)").fill("29.50");
    await dialog.getByRole("button", { name: "Mark paid" }).click();
    await expect(page.getByText("Gym: payment recorded")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(/Due since/)).toHaveCount(0);
    const rows = await paymentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ due_on: chargeDate, state: "paid", paid_on: chargeDate, amount: 29.5, currency: "USD", source: "manual" });
  });

  test("records a different amount from the edit dialog and offers the price change it shows (Spanish)", async ({ page }) => {
    const start = plainDay(await browserDate(page, -75));
    const [first, second, third] = [0, 1, 2].map((months) => addMonths(start, months));
    const user = await signInNewUser(page, "pay-edit", {
      lang: "es",
      seed: async (userId) => {
        const id = await seedSubscription(userId, manualMonthly("Luz", 9.99, "EUR", start));
        const { error } = await adminClient()
          .from("subscription_payments")
          .insert({ user_id: userId, subscription_id: id, due_on: first, state: "paid", paid_on: first, amount: 11.99, currency: "EUR" });
        if (error) throw error;
      },
    });
    await page.getByRole("button", { name: "Editar Luz" }).click();
    const edit = page.getByRole("dialog", { name: "Editar suscripción" });
    const history = edit.getByRole("list", { name: "Pagos" });
    await expect(history.getByRole("listitem").filter({ hasText: slash(first) })).toContainText("Pagado otro importe");
    await expect(history.getByRole("listitem").filter({ hasText: slash(third) })).toContainText("Vencido");

    await history.getByRole("button", { name: `Responder el cargo del ${slash(second)}` }).click();
    const dialog = page.getByRole("dialog", { name: "Registrar un pago" });
    await expect(dialog.getByLabel("Pagado el")).toHaveValue(second);
    await dialog.getByLabel("Importe (EUR)").fill("11,999");
    await dialog.getByRole("button", { name: "Marcar pagado" }).click();
    await expect(dialog.getByText("Usa como máximo dos decimales.")).toBeVisible();
    expect(await paymentsOf(user.id)).toHaveLength(1);

    await dialog.getByLabel("Importe (EUR)").fill("11,99");
    await dialog.getByRole("button", { name: "Marcar pagado" }).click();
    await expect(page.getByText("Luz: pago registrado")).toBeVisible();
    await expect(history.getByRole("listitem").filter({ hasText: slash(second) })).toContainText("Pagado otro importe");
    const rows = await paymentsOf(user.id);
    expect(rows.map((row) => [row.due_on, row.state, row.paid_on, row.amount])).toEqual([
      [first, "paid", first, 11.99],
      [second, "paid", second, 11.99],
    ]);

    const suggestion = edit.getByRole("note").filter({ hasText: "Tus dos últimos pagos fueron de" });
    await expect(suggestion).toContainText(`¿Registrar un cambio de precio desde el ${slash(first)}?`);
    await suggestion.getByRole("button", { name: "Registrar cambio de precio" }).click();
    await expect(page.getByText("Luz: cambio de precio registrado")).toBeVisible();
    expect(await priceChangesOf(user.id)).toEqual([expect.objectContaining({ effective_date: first, new_price: 11.99 })]);
  });

  test("marks every due charge paid at once after confirming how many (Traditional Chinese)", async ({ page }) => {
    const [recent, older] = [await browserDate(page, -1), await browserDate(page, -6)];
    const user = await signInNewUser(page, "pay-all", {
      lang: "zh-TW",
      seed: async (userId) => {
        await seedSubscription(userId, manualMonthly("Netflix", 390, "TWD", recent));
        await seedSubscription(userId, manualMonthly("Spotify", 149, "TWD", older));
      },
    });
    await expect(page.getByRole("article", { name: "Spotify" }).getByText(`自 ${slash(older)} 起逾期`)).toBeVisible();
    await expect(page.getByText("有 2 筆扣款等待回覆。")).toBeVisible();
    await page.getByRole("button", { name: "將所有待付款標記為已付款" }).click();
    const confirm = page.getByRole("alertdialog", { name: "要將 2 筆扣款標記為已付款嗎？" });
    await confirm.getByRole("button", { name: "全部標記為已付款" }).click();
    await expect(page.getByText("已將 2 筆扣款標記為已付款")).toBeVisible();
    await expect(page.getByText("有 2 筆扣款等待回覆。")).toBeHidden();
    await expect(page.getByRole("button", { name: /^標記為已付款/ })).toHaveCount(0);
    const rows = await paymentsOf(user.id);
    expect(rows.map((row) => [row.due_on, row.state, row.paid_on, row.amount, row.source])).toEqual([
      [older, "paid", older, 149, "manual"],
      [recent, "paid", recent, 390, "manual"],
    ]);
  });
});
