import { expect, test } from "@playwright/test";
import { LOCAL_VAPID_KEYS } from "../../scripts/local-env.mjs";
import { SUPABASE_URL, adminClient, createConfirmedUser } from "./support/backend";
import { runReminders } from "./support/reminders";
import {
  answerPushesWith,
  deliverToWorker,
  permissionRequests,
  pushDevicesOf,
  receivedPushes,
  shownNotifications,
  useStandInPushService,
} from "./support/push";
import { seedSubscription, signInNewUser } from "./support/subscriptions";

// Dispatches run at chosen instants in December 2026 (Taipei is UTC+8: 09:00 there, the default
// send hour, is 01:00 UTC). A dispatch serves every user, so this file and reminders.spec.ts run
// one after the other (the "dispatch" project in playwright.config.ts).
const NETFLIX = {
  name: "Netflix",
  brand: "Netflix",
  price: 390,
  currency: "TWD",
  start_date: "2026-11-04",
  end_date: "2026-12-04",
  cycle: "custom:months:1",
  auto_renew: true,
};

test.describe("push notifications", () => {
  test.use({ timezoneId: "Asia/Taipei" });
  test.describe.configure({ mode: "serial" });

  test("turned on in settings, delivered encrypted through the push service, shown by the service worker, and pruned once gone", async ({ page, context }) => {
    // Two dispatches, a test, three turns of the switch and a sign-out: near a minute on a busy machine.
    test.slow();
    await useStandInPushService(context);
    await context.grantPermissions(["notifications"]);
    const user = await signInNewUser(page, "push-flow", { seed: (id) => seedSubscription(id, NETFLIX) });

    await page.goto("/settings");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section.getByText("On iPhone and iPad, push notifications work once the app is on your Home Screen", { exact: false })).toBeVisible();
    const toggle = section.getByRole("switch", { name: "Push notifications on this device" });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    expect(await permissionRequests(page)).toBe(0);
    // The page carries the VAPID public key; the private one is in no script it loads.
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean));
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) expect(await (await page.request.get(src)).text(), src).not.toContain(LOCAL_VAPID_KEYS.privateKey);
    expect(await page.content()).toContain(LOCAL_VAPID_KEYS.publicKey);
    expect(await page.content()).not.toContain(LOCAL_VAPID_KEYS.privateKey);

    await toggle.click();
    await expect(section.getByRole("status").filter({ hasText: "Push notifications are on for this device." })).toBeVisible();
    await expect(toggle).toBeChecked();
    expect(await permissionRequests(page)).toBe(1);
    const [device] = await pushDevicesOf(user.id);
    expect(device).toMatchObject({ endpoint: expect.stringMatching(/\/push\/send\/[A-Za-z0-9_-]+$/), device_label: "Chrome · Windows" });
    const devices = section.getByRole("list").filter({ hasText: "Chrome · Windows" });
    await expect(devices.getByText("This device")).toBeVisible();

    // A test notification, through the function and the push service.
    await section.getByRole("button", { name: "Send a test notification" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Test notification sent." })).toBeVisible();
    expect(JSON.parse((await receivedPushes(device.endpoint))[0].payload)).toMatchObject({ title: "Test notification" });

    // The day's digest: encrypted by send-reminders, decrypted by the push service, shown by the worker.
    await runReminders("2026-12-01T01:30:00Z");
    const pushes = await receivedPushes(device.endpoint);
    expect(pushes).toHaveLength(2);
    const digest = pushes[1];
    expect(JSON.parse(digest.payload)).toMatchObject({ title: "Netflix renews in 3 days", url: "/dashboard?q=Netflix&lang=en", tag: "reminders-2026-12-01" });
    await deliverToWorker(page, digest.payload);
    await expect
      .poll(() => shownNotifications(page))
      .toContainEqual({
        title: "Netflix renews in 3 days",
        body: expect.stringContaining("NT$390.00"),
        tag: "reminders-2026-12-01",
        lang: "en",
        data: {
          url: "/dashboard?q=Netflix&lang=en",
          // Each answer button opens its confirmation page on this site.
          actions: {
            paid: expect.stringMatching(/^\/reminders\/[\w-]{43}\?lang=en$/),
            paid_other: expect.stringMatching(/^\/reminders\/[\w-]{43}\?lang=en$/),
            skipped: expect.stringMatching(/^\/reminders\/[\w-]{43}\?lang=en$/),
          },
        },
      });

    // The push service forgets the subscription: the next dispatch removes the device.
    await answerPushesWith(device.endpoint, 410);
    await runReminders("2026-12-04T01:30:00Z");
    expect(await pushDevicesOf(user.id)).toEqual([]);
    await page.reload();
    // The history says why in a sentence: the push service's status, nothing of its answer.
    await expect(section.getByRole("region", { name: "Recent reminders" }).getByText("The push service refused: 410", { exact: true })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(section.getByText("Chrome · Windows")).toHaveCount(0);

    // On again, then off: the row comes and goes with the switch.
    await toggle.click();
    await expect(toggle).toBeChecked();
    expect(await pushDevicesOf(user.id)).toHaveLength(1);
    await toggle.click();
    await expect(section.getByRole("status").filter({ hasText: "Push notifications are off for this device." })).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect(await pushDevicesOf(user.id)).toEqual([]);

    // Signing out ends push on this browser, so the next person at a shared computer gets none of
    // this account's reminders: the device's row and the browser's subscription both go.
    await toggle.click();
    await expect(toggle).toBeChecked();
    expect(await pushDevicesOf(user.id)).toHaveLength(1);
    await page.getByRole("region", { name: "Account management" }).getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(await pushDevicesOf(user.id)).toEqual([]);
    const subscribed = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/");
      return (await registration?.pushManager.getSubscription()) != null;
    });
    expect(subscribed).toBe(false);
  });

  test("blocked notifications say how to allow them, in Spanish and Traditional Chinese", async ({ page, context }) => {
    await useStandInPushService(context);
    await signInNewUser(page, "push-denied", { lang: "es" });
    // The browser's own setting, as a person who clicked "Block" leaves it.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send("Target.getTargetInfo");
    await cdp.send("Browser.setPermission", {
      permission: { name: "notifications" },
      setting: "denied",
      origin: new URL(page.url()).origin,
      browserContextId: targetInfo.browserContextId,
    });

    await page.goto("/settings?lang=es");
    const section = page.getByRole("region", { name: "Notificaciones" });
    await expect(section.getByRole("alert").filter({ hasText: "Las notificaciones están bloqueadas para este sitio" })).toBeVisible();
    await expect(section.getByRole("switch", { name: "Notificaciones push en este dispositivo" })).toBeDisabled();

    await page.goto("/settings?lang=zh-TW");
    const zh = page.getByRole("region", { name: "通知" });
    await expect(zh.getByRole("alert").filter({ hasText: "這個網站的通知已被封鎖" })).toBeVisible();
    await expect(zh.getByRole("switch", { name: "在這部裝置上接收推播通知" })).toBeDisabled();
    await expect(zh.getByText("在 iPhone 和 iPad 上", { exact: false })).toBeVisible();
    expect(await permissionRequests(page)).toBe(0);
  });

  test("a subscription the browser replaces takes the device with it; the renewal accepts only the user's own device, from this site", async ({
    page,
    context,
    playwright,
  }) => {
    await useStandInPushService(context);
    await context.grantPermissions(["notifications"]);
    const user = await signInNewUser(page, "push-renewal");
    await page.goto("/settings");
    await page.evaluate(() => navigator.serviceWorker.ready);
    const section = page.getByRole("region", { name: "Notifications" });
    const toggle = section.getByRole("switch", { name: "Push notifications on this device" });
    await toggle.click();
    await expect(toggle).toBeChecked();
    const [device] = await pushDevicesOf(user.id);

    // The push service hands the browser a new subscription, and the browser tells the worker.
    const response = await fetch(`${SUPABASE_URL}/push/subscriptions`, {
      method: "POST",
      body: JSON.stringify({ applicationServerKey: LOCAL_VAPID_KEYS.publicKey }),
    });
    const renewed = (await response.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    await worker.evaluate(
      ({ oldEndpoint, subscription }) => {
        const scope = self as unknown as { ExtendableEvent: new (type: string) => Event };
        const event = new scope.ExtendableEvent("pushsubscriptionchange");
        Object.defineProperty(event, "oldSubscription", { value: { endpoint: oldEndpoint, options: {} } });
        Object.defineProperty(event, "newSubscription", { value: { endpoint: subscription.endpoint, toJSON: () => subscription } });
        self.dispatchEvent(event);
      },
      { oldEndpoint: device.endpoint, subscription: { ...renewed, expirationTime: null } },
    );
    await expect.poll(() => pushDevicesOf(user.id)).toEqual([{ id: expect.any(String), endpoint: renewed.endpoint, device_label: device.device_label }]);

    // Reminders now reach the device at its new address, and settings still know it as this one.
    await page.evaluate((json) => localStorage.setItem("e2e.push-subscription", JSON.stringify(json)), { ...renewed, expirationTime: null });
    await page.reload();
    await expect(toggle).toBeChecked();
    await expect(section.getByRole("list").filter({ hasText: device.device_label }).getByText("This device")).toBeVisible();
    await section.getByRole("button", { name: "Send a test notification" }).click();
    await expect(section.getByRole("status").filter({ hasText: "Test notification sent." })).toBeVisible();
    expect(await receivedPushes(renewed.endpoint)).toHaveLength(1);

    // Anyone else's device, a request from another site, or one that is not JSON changes nothing.
    const other = await createConfirmedUser("push-renewal-other");
    const otherEndpoint = `${SUPABASE_URL}/push/send/renewal-other-device`;
    const { error } = await adminClient()
      .from("push_subscriptions")
      .insert({ user_id: other.id, endpoint: otherEndpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, device_label: "Firefox · Linux" });
    if (error) throw error;
    const renewal = (oldEndpoint: string, headers: Record<string, string> = {}) =>
      page.request.post("/settings/push-renewal", {
        headers: { "Content-Type": "application/json", ...headers },
        data: JSON.stringify({ oldEndpoint, subscription: { ...renewed, endpoint: `${SUPABASE_URL}/push/send/renewal-stolen` } }),
      });
    expect((await renewal(otherEndpoint)).status()).toBe(404);
    expect((await renewal(renewed.endpoint, { "Sec-Fetch-Site": "cross-site" })).status()).toBe(403);
    expect((await renewal(renewed.endpoint, { "Content-Type": "text/plain" })).status()).toBe(415);
    const malformed = await page.request.post("/settings/push-renewal", { data: { oldEndpoint: renewed.endpoint, subscription: { endpoint: "javascript:alert(1)" } } });
    expect(malformed.status()).toBe(400);
    const oversized = await page.request.post("/settings/push-renewal", {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({ oldEndpoint: renewed.endpoint, padding: "x".repeat(20_000) }),
    });
    expect(oversized.status()).toBe(413);
    const signedOut = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    expect((await signedOut.post("/settings/push-renewal", { data: {}, maxRedirects: 0 })).status()).toBe(307);
    await signedOut.dispose();
    expect(await pushDevicesOf(user.id)).toEqual([expect.objectContaining({ endpoint: renewed.endpoint })]);
    expect(await pushDevicesOf(other.id)).toEqual([expect.objectContaining({ endpoint: otherEndpoint, device_label: "Firefox · Linux" })]);
  });

  test("a browser without web push is told so, calmly, and the switch stays off", async ({ page, context }) => {
    // As in a browser that has service workers but no Push API.
    await context.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await signInNewUser(page, "push-unsupported");
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "Notifications" });
    await expect(section.getByText("This browser cannot receive push notifications.")).toBeVisible();
    // A fact about the browser, not the failure of something the user did: no alert is announced.
    await expect(section.getByRole("alert")).toHaveCount(0);
    await expect(section.getByRole("switch", { name: "Push notifications on this device" })).toBeDisabled();
    await expect(section.getByRole("switch", { name: "Push notifications on this device" })).not.toBeChecked();
  });
});
