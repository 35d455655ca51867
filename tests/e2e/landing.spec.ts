import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import zhTW from "../../messages/zh-TW.json" with { type: "json" };
import { openLazyMenu } from "./support/menus";

const LANGUAGES = [
  { path: "/", tag: "en", messages: en, plan: "Free" },
  { path: "/?lang=zh-TW", tag: "zh-Hant-TW", messages: zhTW, plan: "免費" },
  { path: "/?lang=es", tag: "es", messages: es, plan: "Gratis" },
] as const;
const FAQ_KEYS = ["free", "reminders", "security", "supported", "statements", "price", "devices"] as const;

type JsonLdNode = {
  "@type": string;
  offers?: { price: string };
  mainEntity?: { name: string; acceptedAnswer: { text: string } }[];
};

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => JSON.parse(block) as JsonLdNode[]);
}

for (const { path, tag, messages, plan } of LANGUAGES) {
  const landing = messages.landing;

  test.describe(`landing page (${tag})`, () => {
    test("shows every section in its language", async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: landing.nav.features })).toBeVisible();
      await expect(banner.getByRole("link", { name: landing.nav.faq })).toBeVisible();
      await expect(banner.getByRole("button", { name: new RegExp(messages.language.label) })).toBeVisible();
      await expect(banner.getByRole("button", { name: messages.header.signIn })).toBeVisible();
      await expect(banner.getByRole("button", { name: messages.header.join })).toBeVisible();

      await expect(page.getByRole("heading", { level: 1, name: landing.hero.title })).toBeVisible();
      await expect(page.getByRole("button", { name: landing.hero.cta })).toBeVisible();
      const services = page.getByRole("region", { name: landing.services.title });
      await expect(services.locator("ul:not([aria-hidden]) > li")).toHaveCount(8);
      const features = page.locator("#features");
      for (const key of ["track", "price", "renew", "security"] as const) {
        await expect(features.getByRole("heading", { level: 3, name: landing.features[key].title })).toBeVisible();
      }
      const tour = page.locator("#tour");
      for (const key of ["insights", "calendar", "import", "push", "offline"] as const) {
        await expect(tour.getByRole("heading", { level: 3, name: landing.tour[key].title })).toBeVisible();
      }
      await expect(page.locator("#pricing").getByRole("heading", { name: plan, exact: true })).toBeVisible();
      await expect(page.locator("#faq summary")).toHaveCount(FAQ_KEYS.length);
      await expect(page.getByRole("heading", { level: 2, name: landing.cta.title })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText(messages.common.appName);
    });

    test("the dashboard preview says when and how often each auto-renewing plan renews, never that it is expiring", async ({ page }) => {
      await page.goto(path);
      const preview = page.getByTestId("dashboard-preview");
      const tomorrow = landing.preview.renewsIn.match(/=1 \{([^}]+)\}/)![1];
      await expect(preview.getByText(tomorrow, { exact: true })).toBeVisible();
      // Three monthly plans and a yearly one, each row saying which, in the cards' words.
      await expect(preview.getByText(messages.subscriptionCard.cycle.months.match(/(?:one|=1) \{([^}]+)\}/)![1], { exact: true })).toHaveCount(3);
      await expect(preview.getByText(messages.subscriptionCard.cycle["1year"], { exact: true })).toHaveCount(1);
      await expect(preview).not.toContainText(messages.status.expiringSoon);
      await expect(page.getByText(/row-level|資料列層級|a nivel de fila/)).toHaveCount(0);
    });

    test("structured data parses and matches the visible FAQ", async ({ page }) => {
      await page.goto(path);
      const nodes = await jsonLd(page);
      const app = nodes.find((node) => node["@type"] === "SoftwareApplication");
      expect(app?.offers?.price).toBe("0");
      const faq = nodes.find((node) => node["@type"] === "FAQPage");
      const questions = await page.locator("#faq summary").allTextContents();
      const answers = await page.locator("#faq details > p").allTextContents();
      expect(questions).toEqual(FAQ_KEYS.map((key) => landing.faq.items[key].question));
      expect(faq?.mainEntity?.map((item) => item.name)).toEqual(questions);
      expect(faq?.mainEntity?.map((item) => item.acceptedAnswer.text)).toEqual(answers);
    });

    test("canonical, hreflang alternates and social cards", async ({ page, baseURL }) => {
      await page.goto(path);
      const origin = new URL(baseURL!).origin;
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical!).href).toBe(new URL(path, origin).href);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      expect(Object.fromEntries(alternates.map(([lang, href]) => [lang, new URL(href!).href]))).toEqual({
        en: `${origin}/`,
        "zh-Hant-TW": `${origin}/?lang=zh-TW`,
        es: `${origin}/?lang=es`,
        "x-default": `${origin}/`,
      });
      await expect(page).toHaveTitle(messages.metadata.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", messages.metadata.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", messages.metadata.title);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      const response = await page.request.get(image!);
      expect(response.ok()).toBe(true);
      expect(response.headers()["content-type"]).toBe("image/png");
    });

    test("the FAQ opens and closes by keyboard", async ({ page }) => {
      await page.goto(path);
      const first = page.locator("#faq details").first();
      const answer = first.locator("p");
      await expect(answer).toBeHidden();
      await first.locator("summary").focus();
      await page.keyboard.press("Enter");
      await expect(answer).toBeVisible();
      await expect(answer).toHaveText(landing.faq.items.free.answer);
      await page.keyboard.press("Space");
      await expect(answer).toBeHidden();
      await page.keyboard.press("Tab");
      await expect(page.locator("#faq summary").nth(1)).toBeFocused();
    });
  });
}

test.describe("Chinese headings on the landing page", () => {
  for (const width of [390, 1280]) {
    test(`break between words only, never inside one, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/?lang=zh-TW");
      // Every section laid out now, not as it nears the viewport.
      await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      const headings = page.locator("main :is(h1, h2, h3)");
      expect(await headings.count()).toBeGreaterThan(10);
      // Each word is a text node of its own (<wbr> between words): all of a node's characters sit on one line.
      const broken = await headings.evaluateAll((elements) =>
        elements.flatMap((element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const splits: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            const range = document.createRange();
            const tops = new Set<number>();
            for (let i = 0; i < text.length; i++) {
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rect = range.getBoundingClientRect();
              if (rect.width > 0 && text[i].trim()) tops.add(Math.round(rect.top));
            }
            if (tops.size > 1) splits.push(text);
          }
          return splits;
        }),
      );
      expect(broken).toEqual([]);
    });
  }
});

test.describe("landing page behaviour", () => {
  test("header links scroll to their sections", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole("heading", { name: en.landing.faq.title })).toBeInViewport();
    await banner.getByRole("link", { name: "Features" }).click();
    await expect(page).toHaveURL(/#features$/);
    await expect(page.getByRole("heading", { name: en.landing.features.title })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("its brand icons come from one file, each drawn as its own icon file draws it", async ({ page }) => {
    const iconRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image" && request.url().includes("/brand-icons/")) iconRequests.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    const icons = page.locator("main img").filter({ visible: true });
    for (const icon of await icons.all()) await icon.scrollIntoViewIfNeeded();
    await expect.poll(() => icons.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    expect(await icons.count()).toBeGreaterThan(8);
    expect(iconRequests).toEqual(["/brand-icons/landing.svg"]);

    // Each sprite view, drawn at 32 px, against the brand's own file drawn the same way: a view the
    // browser did not apply would draw the whole strip of icons squeezed into the square.
    const mismatches = await icons.evaluateAll(async (images) => {
      const pixels = async (source: string) => {
        const image = new Image(32, 32);
        image.src = source;
        await image.decode();
        const canvas = new OffscreenCanvas(32, 32);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0, 32, 32);
        return context.getImageData(0, 0, 32, 32).data;
      };
      const sources = [...new Set(images.map((image) => (image as HTMLImageElement).getAttribute("src")!))];
      const found: string[] = [];
      for (const source of sources) {
        const [, id] = source.split("#");
        const [view, own] = await Promise.all([pixels(source), pixels(`/brand-icons/${id}.svg`)]);
        const differing = view.filter((value, index) => Math.abs(value - own[index]) > 8).length;
        if (!id || differing > view.length / 50) found.push(`${source}: ${differing} of ${view.length} channels differ`);
      }
      return { found, sources: sources.length };
    });
    expect(mismatches.found).toEqual([]);
    expect(mismatches.sources).toBeGreaterThanOrEqual(9);
  });

  // The rest of the suite runs with reduced motion (playwright.config.ts); this is the motion itself.
  test.describe("with motion", () => {
    test.use({ reducedMotion: "no-preference" });

    test("the service strip scrolls once every 30 seconds", async ({ page }) => {
      await page.goto("/?lang=es");
      const track = page.getByTestId("service-marquee");
      const style = await track.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { name: computed.animationName, duration: computed.animationDuration };
      });
      expect(style).toEqual({ name: "landing-marquee", duration: "30s" });
      const before = await track.evaluate((element) => getComputedStyle(element).transform);
      await page.waitForTimeout(400);
      const after = await track.evaluate((element) => getComputedStyle(element).transform);
      expect(after).not.toBe(before);
    });
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the service strip stands still and shows each name once", async ({ page }) => {
      await page.goto("/");
      const track = page.getByTestId("service-marquee");
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
      expect(await track.evaluate((element) => getComputedStyle(element).transform)).toBe("none");
      await expect(track.locator("ul[aria-hidden]")).toBeHidden();
      await track.scrollIntoViewIfNeeded();
      const names = track.locator("ul:not([aria-hidden]) > li");
      await expect(names).toHaveCount(8);
      for (const name of await names.all()) await expect(name).toBeInViewport();
    });
  });

  test("calls to action open the sign-up form", async ({ page }) => {
    await page.goto("/?lang=zh-TW");
    await page.getByRole("button", { name: zhTW.landing.hero.cta }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("tab", { name: zhTW.auth.tabs.signUp })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.locator("#pricing").getByRole("button", { name: zhTW.landing.pricing.cta }).click();
    await expect(page.getByRole("dialog").getByLabel(zhTW.auth.fields.confirmPassword)).toBeVisible();
  });

  test("the auth dialog's code loads only when it is opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("load");
    const before = scripts.length;
    await page.getByRole("banner").getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(scripts.length).toBeGreaterThan(before);
  });

  test("the language menu switches language from the landing page", async ({ page }) => {
    await page.goto("/?lang=es");
    const menu = await openLazyMenu(page, page.getByRole("banner").getByRole("button", { name: /Idioma/ }), { by: "keyboard" });
    await menu.getByRole("menuitemradio", { name: "繁體中文" }).click();
    await expect(page).toHaveURL(/\/\?lang=zh-TW$/);
    await expect(page.getByRole("heading", { level: 1, name: zhTW.landing.hero.title })).toBeVisible();
  });

  test("manifest, icons, robots.txt and sitemap.xml", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: en.common.appName, start_url: "/dashboard", display: "standalone" });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    const purposes = (manifest.icons as { src: string; sizes: string; purpose: string }[]).map(
      (icon) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(purposes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable"]));
    for (const icon of manifest.icons as { src: string }[]) {
      const response = await request.get(icon.src);
      expect(response.ok(), icon.src).toBe(true);
      expect(response.headers()["content-type"]).toBe("image/png");
    }

    const page = await request.get("/");
    const html = await page.text();
    for (const rel of ["icon", "apple-touch-icon"]) {
      const href = html.match(new RegExp(`<link rel="${rel}" href="([^"]+)"`))?.[1];
      expect(href, rel).toBeTruthy();
      expect((await request.get(href!)).ok()).toBe(true);
    }
    expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const url of [`${origin}/`, `${origin}/?lang=zh-TW`, `${origin}/?lang=es`]) {
      expect(sitemap).toContain(`<loc>${url}</loc>`);
    }
    expect(sitemap).toContain('hreflang="zh-Hant-TW"');
  });
});
