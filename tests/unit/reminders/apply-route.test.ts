import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

const state = vi.hoisted(() => ({ lookups: [] as string[] }));

vi.mock("server-only", () => ({}));
vi.mock("@/lib/supabase/server", () => ({
  createClient: async () => ({
    rpc: async (_name: string, args: { p_token: string }) => {
      state.lookups.push(args.p_token);
      return { data: { status: "applied", action: "stop" }, error: null };
    },
  }),
}));

const { POST } = await import("@/app/[locale]/reminders/[token]/apply/route");

const TOKEN = "a".repeat(43);

function post(token: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://localhost/en/reminders/${token}/apply`, {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  return POST(request, { params: Promise.resolve({ locale: "en", token }) });
}

/** A body that never ends: whoever reads it all waits for ever. */
function endless(): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  return new ReadableStream({ pull: (controller) => controller.enqueue(chunk) });
}

beforeEach(() => {
  state.lookups = [];
});

describe("POST /reminders/<token>/apply", () => {
  it("applies a well-formed token: one-click unsubscribe gets a plain answer, the page's button goes back to the page", async () => {
    const oneClick = await post(TOKEN, "List-Unsubscribe=One-Click");
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe("Done\n");

    const fromPage = await post(TOKEN, "confirm=1");
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get("location")).toBe(`/reminders/${TOKEN}?lang=en`);
    expect(state.lookups).toEqual([TOKEN, TOKEN]);
  });

  it("refuses a token of the wrong shape before reading the body or looking anything up", async () => {
    for (const token of ["short", `${"a".repeat(40)}.x`, "b".repeat(129)]) {
      const response = await post(token, endless());
      expect(response.status, token).toBe(404);
    }
    expect(state.lookups).toEqual([]);
  });

  it("reads at most about 1 KB of body, whatever the client declares", async () => {
    const declared = await post(TOKEN, "confirm=1", { "content-length": "5000000" });
    expect(declared.status).toBe(413);
    const streamed = await post(TOKEN, endless());
    expect(streamed.status).toBe(413);
    const justUnder = await post(TOKEN, `confirm=1&pad=${"x".repeat(1000)}`);
    expect(justUnder.status).toBe(303);
    expect(state.lookups).toEqual([TOKEN]);
  });
});
