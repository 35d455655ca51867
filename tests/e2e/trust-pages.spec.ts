import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import zhTW from "../../messages/zh-TW.json" with { type: "json" };
import { signInWithCookies } from "./support/auth";
import { adminClient, uniqueEmail } from "./support/backend";
import { seedDashboardUser, utcDay } from "./support/dashboard-data";

const LANGUAGES = [
  { lang: "en", tag: "en", messages: en },
  { lang: "zh-TW", tag: "zh-Hant-TW", messages: zhTW },
  { lang: "es", tag: "es", messages: es },
] as const;

async function contactAddress(page: Page) {
  const link = page.getByRole("main").getByRole("link", { name: /@/ }).first();
  const href = (await link.getAttribute("href")) ?? "";
  expect(href).toMatch(/^mailto:[^@\s]+@[^@\s]+$/);
  await expect(link).toHaveText(href.slice("mailto:".length));
  return href;
}

for (const { lang, tag, messages } of LANGUAGES) {
  const legal = messages.legal;

  test(`privacy, terms and contact pages, reached from the landing footer (${tag})`, async ({ page }) => {
    await page.goto(`/?lang=${lang}`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: legal.links.privacy }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", tag);
    await expect(page.getByRole("heading", { level: 1, name: legal.privacy.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${legal.privacy.title}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", lang === "en" ? /\/privacy$/ : new RegExp(`/privacy\\?lang=${lang}$`));
    // What is stored, for how long, what deletion does, who else is called.
    const main = page.getByRole("main");
    for (const heading of [legal.privacy.stored.title, legal.privacy.services.title, legal.privacy.retention.title, legal.privacy.deletion.title]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText(legal.privacy.deletion.body.replace("{days}", "30"));
    for (const service of ["Supabase", "open.er-api.com", "Brandfetch", "Resend", "Google", "Mozilla", "Apple"]) await expect(main).toContainText(service);
    const address = await contactAddress(page);

    await page.getByRole("contentinfo").getByRole("link", { name: legal.links.terms }).click();
    await expect(page.getByRole("heading", { level: 1, name: legal.terms.title })).toBeVisible();
    expect(await contactAddress(page)).toBe(address);

    await page.getByRole("contentinfo").getByRole("link", { name: legal.links.contact }).click();
    await expect(page.getByRole("heading", { level: 1, name: legal.contact.title })).toBeVisible();
    expect(await contactAddress(page)).toBe(address);
    await expect(page.getByRole("main")).toContainText(legal.contact.tips.items.restore.replace("{days}", "30"));
  });
}

test("the sitemap lists the trust pages in every language; they set no cookie of their own", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of ["privacy", "terms", "contact"]) {
    for (const url of [`${origin}/${page}`, `${origin}/${page}?lang=zh-TW`, `${origin}/${page}?lang=es`]) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    const response = await request.get(`/${page}`, { headers: { cookie: "" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"] ?? "").toBe("");
  }
});

test.describe("on a phone, in Traditional Chinese", () => {
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: "UTC" });

  test("the app links to the trust pages, and Chinese words never break across lines", async ({ page }) => {
    const user = await seedDashboardUser("trust-zh", {
      subscriptions: [{ name: "Netflix", price: 390, currency: "TWD", startDate: utcDay(-3), endDate: utcDay(27), autoRenew: true }],
    });
    await signInWithCookies(page, user.email, user.password, "/settings?lang=zh-TW");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const title = page.getByRole("heading", { level: 1 });
    expect(await title.evaluate((element) => getComputedStyle(element).wordBreak)).toBe("keep-all");
    // "電子郵件" (email) stays on one line wherever it is written, labels and buttons included.
    const splits = await page.evaluate(() => {
      const split: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let at = text.indexOf("電子郵件"); at !== -1; at = text.indexOf("電子郵件", at + 1)) {
          const range = document.createRange();
          range.setStart(node, at);
          range.setEnd(node, at + 4);
          const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
          if (tops.size > 1) split.push(text);
        }
      }
      return split;
    });
    expect(splits).toEqual([]);

    const footer = page.getByRole("navigation", { name: zhTW.legal.links.heading });
    await footer.getByRole("link", { name: zhTW.legal.links.privacy }).click();
    await expect(page.getByRole("heading", { level: 1, name: zhTW.legal.privacy.title })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test("a Spanish Google account confirms deletion with ELIMINAR, and “escríbenos” leads to the contact page", async ({ page }) => {
  const email = uniqueEmail("google-eliminar");
  await page.goto("/?lang=es");
  await page.getByRole("banner").getByRole("button", { name: es.header.signIn }).click();
  await page.getByRole("dialog").getByRole("button", { name: es.auth.oauth.google }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill("Borrador");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("button", { name: es.userMenu.label })).toBeVisible();

  await page.goto("/settings");
  await page.getByRole("region", { name: es.settings.account.title }).getByRole("button", { name: es.settings.account.delete }).click();
  const dialog = page.getByRole("alertdialog", { name: es.account.deleteDialog.title });
  await expect(dialog.getByRole("link", { name: "escríbenos" })).toHaveAttribute("href", "/contact");
  const confirm = dialog.getByRole("button", { name: es.account.deleteDialog.confirm });
  await expect(confirm).toBeDisabled();
  const word = dialog.getByLabel("Escribe ELIMINAR para confirmar");
  await word.fill("eliminar");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(page.getByText(es.account.deleted)).toBeVisible();
  const { data } = await adminClient().auth.admin.listUsers({ perPage: 1000 });
  const id = data.users.find((candidate) => candidate.email === email)!.id;
  const { data: profile } = await adminClient().from("user_profiles").select("deleted_at").eq("id", id).single();
  expect(profile?.deleted_at).not.toBeNull();
});
