// Answering a charge from a reminder: through the real send-reminders function and SQL, the
// mailbox and use_reminder_link() as the confirmation page calls it, without signing in.
import { describe, expect, it } from "vitest";
import { anonClient } from "./support";
import { dispatch, linkToken, mailbox, reminderUser, service, subscriptionRow } from "./reminders-support";

const visitor = anonClient();
const look = async (token: string) => (await visitor.rpc("use_reminder_link", { p_token: token, p_apply: false })).data as Record<string, unknown>;
const apply = async (token: string, amount?: number) =>
  (await visitor.rpc("use_reminder_link", { p_token: token, p_apply: true, ...(amount === undefined ? {} : { p_amount: amount }) })).data as Record<string, unknown>;

const paymentsOf = async (userId: string) =>
  (await service().from("subscription_payments").select("user_id, due_on, state, paid_on, amount, currency, source").eq("user_id", userId)).data ?? [];

/** The links of the newest email, by what they do. */
async function linksByAction(email: string): Promise<Record<string, string[]>> {
  const [mail] = await mailbox(email);
  const byAction: Record<string, string[]> = {};
  for (const token of mail.links.filter((link) => link.includes("/reminders/")).map(linkToken)) {
    const action = String((await look(token)).action);
    (byAction[action] ??= []).push(token);
  }
  return byAction;
}

describe("a reminder's answer links", () => {
  it("answer the charge exactly once, even when two confirmations race, and the next digest leaves it out", async () => {
    const user = await reminderUser("answer-paid");
    await dispatch("2027-02-06T09:00:00Z");
    const links = await linksByAction(user.email);
    expect(Object.keys(links).sort()).toEqual(["paid", "paid_other", "skipped", "snooze", "stop", "unsubscribe"]);
    const [paid] = links.paid;
    expect(await look(paid)).toMatchObject({ status: "ready", subscription_name: "Netflix", occurrence_date: "2027-02-20", amount: 390, currency: "TWD" });

    const statuses = (await Promise.all([apply(paid), apply(paid), apply(links.skipped[0])])).map((result) => result.status).sort();
    expect(statuses.filter((status) => status === "applied")).toHaveLength(1);
    expect(await paymentsOf(user.id)).toHaveLength(1);

    // Whichever won, the charge now has one answer, and every other link says so and changes nothing.
    const [payment] = await paymentsOf(user.id);
    expect(payment).toMatchObject({ due_on: "2027-02-20", source: "reminder" });
    const other = payment.state === "paid" ? links.paid_other[0] : links.paid[0];
    expect(await look(other)).toMatchObject({ status: "answered", answer: payment.state });
    expect(await apply(links.paid_other[0], 12)).toMatchObject({ status: "answered" });
    expect(await paymentsOf(user.id)).toEqual([payment]);

    await dispatch("2027-02-17T09:00:00Z");
    await dispatch("2027-02-20T09:00:00Z");
    expect(await mailbox(user.email)).toHaveLength(1);
    // The next charge is reminded about as usual.
    await dispatch("2027-03-17T09:00:00Z");
    expect((await mailbox(user.email))[0].subject).toBe("Netflix renews in 3 days");
  });

  it("record the charge's date and expected amount, or the amount typed in the currency's decimals", async () => {
    const user = await reminderUser("answer-amounts", { subscriptions: [subscriptionRow(), subscriptionRow({ name: "Spotify", price: 149, currency: "JPY" })] });
    await dispatch("2027-02-17T09:00:00Z");
    const links = await linksByAction(user.email);
    const [netflixPaid] = links.paid;
    const [, spotifyOther] = links.paid_other;
    expect(await apply(netflixPaid)).toMatchObject({ status: "applied", action: "paid" });
    expect(await apply(spotifyOther)).toMatchObject({ status: "bad_amount" });
    expect(await apply(spotifyOther, 150.5)).toMatchObject({ status: "bad_amount" });
    expect(await apply(spotifyOther, -1)).toMatchObject({ status: "bad_amount" });
    expect(await apply(spotifyOther, 160)).toMatchObject({ status: "applied", action: "paid_other" });
    const rows = (await paymentsOf(user.id)).sort((a, b) => String(a.currency).localeCompare(String(b.currency)));
    expect(rows).toEqual([
      { user_id: user.id, due_on: "2027-02-20", state: "paid", paid_on: "2027-02-20", amount: 160, currency: "JPY", source: "reminder" },
      { user_id: user.id, due_on: "2027-02-20", state: "paid", paid_on: "2027-02-20", amount: 390, currency: "TWD", source: "reminder" },
    ]);
  });

  it("keep the exchange rate of the charge's date, as a charge marked in the app does", async () => {
    const user = await reminderUser("answer-rates", {
      subscriptions: [
        subscriptionRow({ name: "Tidal", price: 120, currency: "NOK" }),
        subscriptionRow({ name: "Wise", price: 9, currency: "CHF" }),
        subscriptionRow(),
      ],
    });
    await service().from("user_profiles").update({ default_currency: "TWD" }).eq("id", user.id).throwOnError();
    await service()
      .from("exchange_rates")
      .upsert(
        [
          { base: "NOK", target: "TWD", rate: 2.9, rate_date: "2027-02-12", source: "test" },
          { base: "TWD", target: "NOK", rate: 0.32, rate_date: "2027-02-18", source: "test" },
          { base: "NOK", target: "TWD", rate: 3.5, rate_date: "2027-02-21", source: "test" },
          { base: "CHF", target: "TWD", rate: 36, rate_date: "2027-01-05", source: "test" },
        ],
        { onConflict: "base,target,rate_date" },
      )
      .throwOnError();
    await dispatch("2027-02-17T09:00:00Z");
    const links = await linksByAction(user.email);
    for (const token of links.paid) expect(await apply(token)).toMatchObject({ status: "applied" });

    const { data } = await service()
      .from("subscription_payments")
      .select("currency, rate_to_base, base_currency, rate_date")
      .eq("user_id", user.id)
      .order("currency")
      .throwOnError();
    // NOK: the newest quote on or before the 20th, inverted (1 / 0.32); the 21st's is after the charge.
    // CHF: the only quote is more than 31 days old, so nothing is frozen; TWD is the user's own currency.
    expect(data).toEqual([
      { currency: "CHF", rate_to_base: null, base_currency: null, rate_date: null },
      { currency: "NOK", rate_to_base: 3.125, base_currency: "TWD", rate_date: "2027-02-18" },
      { currency: "TWD", rate_to_base: 1, base_currency: "TWD", rate_date: "2027-02-20" },
    ]);
  });

  it("belong to their own user: no one else can make or redirect one, and using one answers only its owner's charge", async () => {
    const owner = await reminderUser("answer-owner");
    const other = await reminderUser("answer-other");
    await dispatch("2027-02-17T09:00:00Z");
    const [paid] = (await linksByAction(owner.email)).paid;

    const forged = {
      token_hash: "a".repeat(64),
      user_id: other.id,
      action: "paid",
      subscription_id: owner.subscriptionIds[0],
      kind: "renewal",
      occurrence_date: "2027-02-20",
      amount: 390,
      currency: "TWD",
      expires_at: "2030-01-01T00:00:00Z",
    };
    expect((await other.client.from("reminder_links").insert({ ...forged, user_id: other.id })).error).not.toBeNull();
    expect((await service().from("reminder_links").insert(forged)).error?.code).toBe("23503");

    const answered = (await other.client.rpc("use_reminder_link", { p_token: paid, p_apply: true })).data;
    expect(answered).toMatchObject({ status: "applied" });
    expect(await paymentsOf(other.id)).toEqual([]);
    expect(await paymentsOf(owner.id)).toHaveLength(1);
  });
});

describe("an overdue reminder", () => {
  it("comes once when a manual renewal's charge is not answered within three days, with the same answer links", async () => {
    const user = await reminderUser("overdue", {
      settings: { locale: "zh-TW", lead_days: [0] },
      subscriptions: [subscriptionRow({ auto_renew: false, end_date: "2027-06-20" })],
    });
    await dispatch("2027-02-23T09:00:00Z");
    expect(await mailbox(user.email)).toEqual([]);
    await dispatch("2027-02-24T09:00:00Z");
    const [mail] = await mailbox(user.email);
    expect(mail.subject).toContain("Netflix 付款了嗎");
    const links = await linksByAction(user.email);
    expect(await look(links.skipped[0])).toMatchObject({ status: "ready", kind: "overdue", occurrence_date: "2027-02-20", locale: "zh-TW" });
    await dispatch("2027-02-25T09:00:00Z");
    await dispatch("2027-02-27T09:00:00Z");
    expect(await mailbox(user.email)).toHaveLength(1);
    expect(await apply(links.skipped[0])).toMatchObject({ status: "applied" });
    expect(await paymentsOf(user.id)).toMatchObject([{ due_on: "2027-02-20", state: "skipped", amount: null, paid_on: null }]);
  });
});
