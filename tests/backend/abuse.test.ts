// Hostile and broken clients: each case is followed by a normal request that must still succeed.
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { PUBLISHABLE_KEY, SECRET_KEY } from "@/supabase/local/keys";
import { rawFetch, serviceClient, supabaseUrl } from "./support";

const P = `abuse-${Date.now().toString(36)}`;
const db = serviceClient();

afterEach(async () => {
  const { error, status } = await db.from("rest_items").select("id").limit(1);
  expect([error, status]).toEqual([null, 200]);
});

function rawRequest(text: string, endAfterWrite = false): Promise<string> {
  const { port } = new URL(supabaseUrl());
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(text);
      if (endAfterWrite) socket.end();
    });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
}

describe("bodies", () => {
  it("refuses malformed JSON, wrong types and unknown columns with 4xx", async () => {
    const post = (body: string) =>
      rawFetch("/rest/v1/rest_items", { method: "POST", body, headers: { apikey: SECRET_KEY, "Content-Type": "application/json" } });
    expect((await post("{")).status).toBe(400);
    expect((await post("")).status).toBe(400);
    expect((await post("[1,2]")).status).toBe(400);
    expect((await post(JSON.stringify({ name: `${P}-t`, price: "lots" }))).status).toBe(400);
    expect((await post(JSON.stringify({ name: `${P}-t`, tags: { not: "an array" } }))).status).toBe(400);
    expect((await post(JSON.stringify({ name: { nested: true } }))).status).toBeLessThan(500);
    expect((await post(JSON.stringify({ unknown_column: 1 }))).status).toBe(400);
  });

  it("refuses a body over 1 MiB with 413, streamed or declared", async () => {
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024 + 10) });
    const declared = await rawFetch("/rest/v1/rest_items", {
      method: "POST", body: big, headers: { apikey: SECRET_KEY, "Content-Type": "application/json" },
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ message: "Request size limit exceeded" });

    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        controller.close();
      },
    });
    const streamed = await fetch(`${supabaseUrl()}/rest/v1/rest_items`, {
      method: "POST", body: chunks, headers: { apikey: SECRET_KEY, "Content-Type": "application/json" }, duplex: "half",
    } as RequestInit & { duplex: "half" }).catch(() => null);
    expect(streamed === null || streamed.status === 413).toBe(true);
    expect((await db.from("rest_items").select("id").eq("name", "x")).data).toEqual([]);
  });
});

describe("connections", () => {
  it("drops a request whose client disconnects before its body is complete, leaving no row", async () => {
    const name = `${P}-half`;
    const body = JSON.stringify({ name });
    const head =
      `POST /rest/v1/rest_items HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${SECRET_KEY}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${body.length + 50}\r\n\r\n`;
    await rawRequest(head + body, true);
    await new Promise((r) => setTimeout(r, 100));
    expect((await db.from("rest_items").select("id").eq("name", name)).data).toEqual([]);
  });

  it("survives garbage on the socket and a client that leaves mid-response", async () => {
    const garbage = await rawRequest("NOT HTTP AT ALL\r\n\r\n", true);
    expect(garbage.startsWith("HTTP/1.1 400")).toBe(true);
    const { port } = new URL(supabaseUrl());
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(`GET /rest/v1/rest_items?select=* HTTP/1.1\r\nHost: x\r\napikey: ${PUBLISHABLE_KEY}\r\n\r\n`);
        socket.destroy();
        resolve();
      });
    });
  });
});

describe("concurrency", () => {
  it("serializes interleaved writes and reads so each request sees a consistent state", async () => {
    const names = Array.from({ length: 40 }, (_, i) => `${P}-c${i}`);
    const results = await Promise.all(
      names.flatMap((name) => [
        db.from("rest_items").insert({ name, price: 1 }),
        db.from("rest_items").select("id", { count: "exact", head: true }).like("name", `${P}-c%`),
      ]),
    );
    for (const result of results) expect(result.error).toBeNull();
    const counts = results.filter((_, i) => i % 2 === 1).map((r) => r.count ?? -1);
    expect(counts.every((c) => c >= 1 && c <= names.length)).toBe(true);
    const final = await db.from("rest_items").select("id", { count: "exact", head: true }).like("name", `${P}-c%`);
    expect(final.count).toBe(names.length);

    const dupes = await Promise.all(Array.from({ length: 10 }, () => db.from("rest_items").insert({ name: `${P}-same` })));
    expect(dupes.filter((r) => r.status === 201)).toHaveLength(1);
    expect(dupes.filter((r) => r.status === 409)).toHaveLength(9);
  });
});

describe("tokens and keys", () => {
  it("refuses bad tokens and a missing apikey without disturbing later requests", async () => {
    const bad = await rawFetch("/rest/v1/rest_items", { headers: { Authorization: "Bearer ..." } });
    expect(bad.status).toBe(401);
    const noKey = await fetch(`${supabaseUrl()}/rest/v1/rest_items`);
    expect(noKey.status).toBe(401);
    const weird = await rawFetch("/rest/v1/rest_items", { headers: { Authorization: "Basic Zm9vOmJhcg==" } });
    expect(weird.status).toBe(200);
  });
});
