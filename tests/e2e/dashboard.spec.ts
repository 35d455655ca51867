import { expect, test, type Page, type Request } from "@playwright/test";
import { signInWithCookies } from "./support/auth";
import { openLazyMenu } from "./support/menus";
import { adminClient } from "./support/backend";
import { seedDashboardUser, utcDay } from "./support/dashboard-data";
import { waitForHydration } from "./support/hydration";

// "Today" follows the user's time zone; pin it so the expected statuses are the test's own dates.
test.use({ timezoneId: "UTC" });

// The app writes the New Taiwan dollar as "NT$" in Chinese too, where CLDR has a bare "$".
const whole = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "TWD", minimumFractionDigits: 0, maximumFractionDigits: 0 })
    .format(amount)
    .replace(/^\$/, "NT$");

function cardNames(page: Page) {
  return page.getByRole("main").getByRole("article").evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
}

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

test("a new account sees the empty state and zero totals", async ({ page }) => {
  const user = await seedDashboardUser("dash-empty", {});
  await signInWithCookies(page, user.email, user.password);
  await expect(page.getByRole("heading", { name: "No subscriptions yet" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Monthly total" })).toContainText(whole("en", 0));
  await expect(page.getByRole("listitem", { name: "Monthly total" })).toContainText("No subscriptions");
  await expect(page.getByRole("button", { name: "Add subscription" })).toBeVisible();
});

test("sorts by end date, price and name, groups by category on its own switch, and remembers both (Spanish)", async ({ page }) => {
  const user = await seedDashboardUser("dash-sort", {
    categories: [
      { name: "Trabajo", color: "#3498DB" },
      { name: "Hogar", color: "#2ECC71" },
    ],
    subscriptions: [
      { name: "Beta", price: 500, currency: "TWD", startDate: utcDay(-1), endDate: utcDay(30), category: "Trabajo" },
      { name: "alfa", price: 100, currency: "TWD", startDate: utcDay(-1), endDate: utcDay(10), category: "Hogar" },
      { name: "Gamma", price: 300, currency: "TWD", startDate: utcDay(-1), endDate: utcDay(5) },
      { name: "Delta", price: 200, currency: "TWD", startDate: utcDay(-1), endDate: utcDay(200), cycle: "1year", category: "Trabajo" },
    ],
  });
  await signInWithCookies(page, user.email, user.password, "/?lang=es");
  await expect(page.getByRole("heading", { name: "Tus suscripciones" })).toBeVisible();
  expect(await cardNames(page)).toEqual(["Gamma", "alfa", "Beta", "Delta"]);
  // Categories exist but the list is flat: a hint says where the sections are.
  const hint = page.getByRole("note").filter({ hasText: "Ya tienes categorías" });
  await expect(hint).toBeVisible();

  await openLazyMenu(page, page.getByRole("button", { name: "Ordenar: Vencimiento" }));
  await page.getByRole("menuitemradio", { name: /^Precio/ }).click();
  await expect.poll(() => cardNames(page)).toEqual(["Beta", "Gamma", "Delta", "alfa"]);
  await expect(page).toHaveURL(/sort=price/);

  // The name sort alone no longer groups: grouping is its own switch, and works with any sort.
  await openLazyMenu(page, page.getByRole("button", { name: "Ordenar: Precio" }));
  await page.getByRole("menuitemradio", { name: /^Nombre/ }).click();
  await expect.poll(() => cardNames(page)).toEqual(["alfa", "Beta", "Delta", "Gamma"]);
  await expect(section(page, "Trabajo")).toHaveCount(0);
  await hint.getByRole("button", { name: "Mostrar secciones" }).click();
  await expect(hint).toHaveCount(0);
  const toggle = page.getByRole("button", { name: "Agrupar por categoría" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const headings = page.getByRole("region", { name: "Suscripciones" }).getByRole("heading", { level: 3 });
  await expect(headings).toHaveText(["Hogar", "Trabajo", "Sin categoría"]);
  // Trabajo: 500 a month + 200 a year ÷ 12 = 516.67.
  await expect(section(page, "Trabajo")).toContainText(`${whole("es", 517)} al mes`);
  await openLazyMenu(page, page.getByRole("button", { name: "Ordenar: Nombre" }));
  await page.getByRole("menuitemradio", { name: /^Precio/ }).click();
  await expect(page).toHaveURL(/sort=price&group=category/);

  // A plain visit later, on the same device, opens the same view, from the first paint.
  const firstPaint = await page.request.get("/?lang=es").then((response) => response.text());
  expect(firstPaint).toContain("Ordenar: Precio");
  await page.goto("/?lang=es");
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole("button", { name: "Ordenar: Precio" })).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(headings).toHaveText(["Hogar", "Trabajo", "Sin categoría"]);
  await expect(hint).toHaveCount(0);

  // A filter never calls a section "empty · 0": it says how many cards it hides, and drops sections with none to show.
  await page.getByRole("searchbox", { name: "Buscar por nombre" }).fill("beta");
  await expect(section(page, "Trabajo")).toContainText("1 visible · 1 oculta por el filtro");
  await expect(section(page, "Trabajo")).toContainText(`${whole("es", 517)} al mes`);
  await expect(headings).toHaveText(["Trabajo"]);
  await expect(page.getByRole("region", { name: "Suscripciones" })).not.toContainText("vacía");

  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await page.goto("/?lang=es");
  await expect(page.getByRole("button", { name: "Agrupar por categoría" })).toHaveAttribute("aria-pressed", "false");
  // Ungrouped, the cards' own titles are the level-3 headings: no section is left.
  await expect(section(page, "Trabajo")).toHaveCount(0);
  await expect(headings).toHaveText(["Beta", "Gamma", "Delta", "alfa"]);
  await expect(hint).toHaveCount(0);
});

test("status chips around the 7-day boundary, and the active count (English and Chinese)", async ({ page }) => {
  const ends = (days: number, extra: { autoRenew?: boolean } = {}) => ({
    price: 100,
    currency: "TWD",
    startDate: utcDay(-40),
    endDate: utcDay(days),
    ...extra,
  });
  const user = await seedDashboardUser("dash-status", {
    subscriptions: [
      { name: "Ends today", ...ends(0) },
      { name: "Ends in 7 days", ...ends(7) },
      { name: "Ends in 8 days", ...ends(8) },
      { name: "Ended yesterday", ...ends(-1) },
      { name: "Renewing", ...ends(-1, { autoRenew: true }) },
      { name: "Renews in 3 days", ...ends(3, { autoRenew: true }) },
    ],
  });
  await signInWithCookies(page, user.email, user.password);
  const chip = (name: string) => page.getByRole("article", { name }).locator("[data-status]");

  await expect(chip("Ends today")).toHaveText("Expiring soon");
  await expect(chip("Ends in 7 days")).toHaveText("Expiring soon");
  await expect(chip("Ends in 8 days")).toHaveText("Active");
  await expect(chip("Ended yesterday")).toHaveText("Expired");
  // Auto-renewing: rolled forward by one 30-day cycle, shown as the renewal date.
  await expect(chip("Renewing")).toHaveText("Active");
  await expect(page.getByRole("article", { name: "Renewing" })).toContainText(`Renews in 29 days${utcDay(29).replaceAll("-", "/")}`);
  // Auto-renewing and due in 3 days: it renews, it is not "expiring".
  await expect(chip("Renews in 3 days")).toHaveText("Active");
  await expect(page.getByRole("article", { name: "Renews in 3 days" })).toContainText(`Renews in 3 days${utcDay(3).replaceAll("-", "/")}`);
  await expect(page.getByRole("listitem", { name: "Active" })).toContainText("5");
  // 5 in force × NT$100 a month; the expired one is shown but not summed.
  await expect(page.getByRole("listitem", { name: "Monthly total" })).toContainText(whole("en", 500));

  await page.goto("/?lang=zh-TW");
  await expect(chip("Ends in 7 days")).toHaveText("即將到期");
  await expect(chip("Ends in 8 days")).toHaveText("使用中");
  await expect(chip("Ended yesterday")).toHaveText("已到期");
  await expect(chip("Renews in 3 days")).toHaveText("使用中");
  await expect(page.getByRole("article", { name: "Renews in 3 days" })).toContainText("3 天後續訂");
  await expect(page.getByRole("listitem", { name: "每月總花費" })).toContainText(whole("zh-TW", 500));
});

test("the rates note and the annual estimate explain themselves, by keyboard and by click", async ({ page }) => {
  const user = await seedDashboardUser("dash-help", {
    subscriptions: [{ name: "Spotify", price: 10, currency: "USD", startDate: utcDay(-3), endDate: utcDay(27), autoRenew: true }],
  });
  await signInWithCookies(page, user.email, user.password);
  const about = page.getByRole("button", { name: "About these totals" });
  await about.focus();
  await page.keyboard.press("Enter");
  await expect(about).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("status").filter({ hasText: "converted to TWD" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(about).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByText("converted to TWD")).toHaveCount(0);

  const annual = page.getByRole("listitem", { name: "Annual estimate" });
  await annual.getByRole("button", { name: "About the annual estimate" }).click();
  await expect(annual.getByRole("status")).toContainText("Insights' “Next 12 months” adds up the charges actually due");
  await page.getByRole("heading", { name: "Your subscriptions" }).click();
  await expect(annual.getByText("adds up the charges actually due")).toHaveCount(0);

  await page.goto("/insights");
  const upcoming = page.getByRole("listitem", { name: "Next 12 months" });
  await upcoming.getByRole("button", { name: "About the next 12 months" }).click();
  await expect(upcoming.getByRole("status")).toContainText("The dashboard's “Annual estimate” is simply today's monthly total × 12");
});

/**
 * Presses `trigger` and reports whether its menu was in the page before the browser's next task:
 * true only when the menu's code was already loaded, since a download always takes longer.
 */
function menuOpensAtOnce(page: Page, name: string) {
  return page.getByRole("button", { name }).evaluate(
    (button) =>
      new Promise<boolean>((resolve) => {
        button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, button: 0, pointerType: "mouse" }));
        setTimeout(() => resolve(document.querySelector('[role="menu"]') !== null), 0);
      }),
  );
}

test("lazy menus load before the first click: the sort menu when the page is idle, the account menu on hover", async ({ page }) => {
  const user = await seedDashboardUser("dash-menu", {
    subscriptions: [{ name: "Gym", price: 900, currency: "TWD", startDate: utcDay(-3), endDate: utcDay(27) }],
  });
  await signInWithCookies(page, user.email, user.password);
  // The real menu trigger (Radix marks it with data-state) replaces the stand-in before any click.
  const sort = page.getByRole("button", { name: "Sort: End date" });
  await expect(sort).toHaveAttribute("data-state", "closed", { timeout: 15_000 });
  const account = page.getByRole("button", { name: "Account menu" });
  await account.hover();
  await expect(account).toHaveAttribute("data-state", "closed");

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  // The first opening costs no download: the menu is there before the browser's next task.
  expect(await menuOpensAtOnce(page, "Sort: End date")).toBe(true);
  await expect(page.getByRole("menuitemradio", { name: /^Price/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  expect(scripts).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first screen shows the totals and a subscription card (Spanish)", async ({ page }) => {
    const user = await seedDashboardUser("dash-phone", {
      categories: [{ name: "Ocio", color: "#2ECC71" }],
      subscriptions: [
        { name: "Netflix", price: 390, currency: "TWD", startDate: utcDay(-3), endDate: utcDay(27), autoRenew: true, category: "Ocio" },
        { name: "Spotify", price: 149, currency: "TWD", startDate: utcDay(-3), endDate: utcDay(27), autoRenew: true },
      ],
    });
    // The one-time currency question, once answered, is gone; what stays on the first screen is measured.
    await adminClient().from("user_profiles").update({ currency_confirmed: true } as never).eq("id", user.id);
    await signInWithCookies(page, user.email, user.password, "/?lang=es");
    for (const name of ["Total mensual", "Activas", "Estimación anual"]) await expect(page.getByRole("listitem", { name })).toBeInViewport();
    const first = page.getByRole("main").getByRole("article").first();
    await expect(first).toBeVisible();
    // At least the card's name and price row is on the first screen.
    const top = (await first.boundingBox())!.y;
    expect(top).toBeLessThan(844 - 100);
  });
});

/**
 * Waits until the drag-and-drop board is live and settled. The server's HTML shows the cards before
 * the page has hydrated, and a drag started then does nothing: the library adds its screen-reader
 * announcer to the page when it mounts. A page that has just changed language also saves it for
 * reminders, and the board re-renders with that action's answer; a drag waits for it to land.
 */
async function dragReady(page: Page) {
  await expect(page.locator('[id^="rfd-announcement-"]')).toBeAttached();
  await page.waitForLoadState("networkidle");
}

async function dragByMouse(page: Page, card: string, target: string) {
  await dragReady(page);
  // Mouse events only reach what is on screen: the DnD tests use a tall window, and start in view.
  await page.getByRole("listitem", { name: card }).scrollIntoViewIfNeeded();
  const from = (await page.getByRole("listitem", { name: card }).boundingBox())!;
  const to = (await section(page, target).boundingBox())!;
  // The library drops where the card's centre is, so the card is held by its centre.
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 + 20 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x, start.y + 10, { steps: 2 });
  await page.waitForTimeout(100);
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}

test.describe("drag and drop", () => {
// With motion (the rest of the suite reduces it): a drop finishes when its animation's transition ends.
test.use({ viewport: { width: 1280, height: 1600 }, reducedMotion: "no-preference" });

test("drag a card to another category and back, by mouse and by keyboard (Chinese)", async ({ page }) => {
  const user = await seedDashboardUser("dash-dnd", {
    categories: [
      { name: "居家", color: "#2ECC71" },
      { name: "工作", color: "#3498DB" },
    ],
    subscriptions: [
      { name: "健身房", price: 900, currency: "TWD", startDate: utcDay(-5), endDate: utcDay(25), category: "居家" },
      { name: "筆電租賃", price: 1200, currency: "TWD", startDate: utcDay(-5), endDate: utcDay(25), category: "工作" },
    ],
  });
  await signInWithCookies(page, user.email, user.password, "/?lang=zh-TW&sort=name");
  await expect(section(page, "居家").getByRole("article", { name: "健身房" })).toBeVisible();
  await expect(section(page, "未分類")).toContainText("把訂閱拖曳到這裡");

  // Moves only: the page may also save the reminder language it now follows, a different action.
  // The page reloads only once a move has its answer: a reload while it is on its way would abort it.
  const isMove = (request: Request) => request.method() === "POST" && !!request.headers()["next-action"] && (request.postData() ?? "").includes('"categoryId"');
  const saves: string[] = [];
  let answered = 0;
  page.on("request", (request) => {
    if (isMove(request)) saves.push(request.postData()!);
  });
  page.on("response", (response) => {
    if (isMove(response.request()) && response.ok()) answered += 1;
  });

  await dragByMouse(page, "健身房", "工作");
  await expect(section(page, "工作").getByRole("article", { name: "健身房" })).toBeVisible();
  await expect(section(page, "工作")).toContainText(`每月 ${whole("zh-TW", 2100)}`);
  await expect.poll(() => answered).toBe(1);
  await page.reload();
  await expect(section(page, "工作").getByRole("article", { name: "健身房" })).toBeVisible();

  // Keyboard: space lifts, an up or down arrow moves to the neighbouring section, space drops.
  // (Traditional Chinese sorts by stroke count, so 工作 comes before 居家.)
  const homeAbove = (await section(page, "居家").boundingBox())!.y < (await section(page, "工作").boundingBox())!.y;
  await dragReady(page);
  const handle = page.getByRole("listitem", { name: "健身房" });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("已拿起「健身房」", { exact: false })).toBeAttached();
  await page.keyboard.press(homeAbove ? "ArrowUp" : "ArrowDown");
  await page.keyboard.press("Space");
  await expect(section(page, "居家").getByRole("article", { name: "健身房" })).toBeVisible();
  await expect.poll(() => answered).toBe(2);
  await page.reload();
  await expect(section(page, "居家").getByRole("article", { name: "健身房" })).toBeVisible();

  // Lifted and dropped in its own section: nothing is saved.
  await dragReady(page);
  await page.getByRole("listitem", { name: "健身房" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Space");
  await page.waitForTimeout(500);
  expect(saves).toHaveLength(2);
});

test("a long section shows its first cards, then all; cards far down drag by mouse and by keyboard", async ({ page }) => {
  const user = await seedDashboardUser("dash-show-all", {
    categories: [
      { name: "Home", color: "#2ECC71" },
      { name: "Work", color: "#3498DB" },
    ],
    subscriptions: Array.from({ length: 30 }, (_, i) => ({
      name: `Service ${String(i + 1).padStart(2, "0")}`,
      price: 100,
      currency: "TWD",
      startDate: utcDay(-5),
      endDate: utcDay(25),
      category: "Home",
    })),
  });
  await signInWithCookies(page, user.email, user.password, "/?sort=name");
  await waitForHydration(page);
  const home = section(page, "Home");
  const work = section(page, "Work");
  await expect(home.getByRole("listitem")).toHaveCount(12);
  await expect(work).toContainText("Drag a subscription here");

  await home.getByRole("button", { name: "Show all 30" }).click();
  await expect(home.getByRole("listitem")).toHaveCount(30);
  await expect(home.getByRole("button", { name: /^Show all/ })).toHaveCount(0);

  let saved = 0;
  page.on("response", (response) => {
    if (response.request().method() === "POST" && response.request().headers()["next-action"] && response.ok()) saved++;
  });
  // The last cards start below the window: drag one with the mouse, then lift one from the keyboard.
  await dragByMouse(page, "Service 30", "Work");
  await expect(work.getByRole("article", { name: "Service 30" })).toBeVisible();
  await dragReady(page);
  await page.getByRole("listitem", { name: "Service 29" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("Service 29 lifted from Home", { exact: false })).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(work.getByRole("article", { name: "Service 29" })).toBeVisible();
  await expect(home.getByRole("listitem")).toHaveCount(28);
  await expect.poll(() => saved).toBe(2);

  await page.reload();
  await expect(work.getByRole("listitem")).toHaveCount(2);
  await expect(home).toContainText("28 subscriptions");
});

test("a failed move puts the card back and says so", async ({ page }) => {
  const user = await seedDashboardUser("dash-rollback", {
    categories: [
      { name: "Home", color: "#2ECC71" },
      { name: "Work", color: "#3498DB" },
    ],
    subscriptions: [{ name: "Gym", price: 900, currency: "TWD", startDate: utcDay(-5), endDate: utcDay(25), category: "Home" }],
  });
  await signInWithCookies(page, user.email, user.password, "/?sort=name");
  await expect(section(page, "Home").getByRole("article", { name: "Gym" })).toBeVisible();

  // The category disappears behind the page's back, so saving the move fails.
  const { error } = await adminClient().from("subscription_categories").delete().eq("id", user.categoryIds.get("Work")!);
  expect(error).toBeNull();
  await dragByMouse(page, "Gym", "Work");
  await expect(page.getByText("Update failed")).toBeVisible();
  await expect(page.getByText("Please try again.")).toBeVisible();
  await expect(section(page, "Home").getByRole("article", { name: "Gym" })).toBeVisible();
});
});
