import { describe, expect, it } from "vitest";
import { readJsonBody } from "@/lib/http/read-json";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://subs.example.com/settings/push-renewal", { method: "POST", body, headers, duplex: "half" } as RequestInit);

/** A body that arrives in pieces with no declared length, as a chunked upload does. */
function streamed(pieces: string[]) {
  const encoder = new TextEncoder();
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled === pieces.length) return controller.close();
        controller.enqueue(encoder.encode(pieces[pulled++]));
      },
    },
    // Nothing is pulled until the body is read.
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => pulled };
}

describe("readJsonBody", () => {
  it("parses a JSON body within the limit", async () => {
    expect(await readJsonBody(post(JSON.stringify({ oldEndpoint: "https://push.example.net/a", n: 1 })), 1024)).toEqual({
      ok: true,
      value: { oldEndpoint: "https://push.example.net/a", n: 1 },
    });
    expect(await readJsonBody(post(JSON.stringify({ name: "訂閱 ñ" })), 1024)).toEqual({ ok: true, value: { name: "訂閱 ñ" } });
  });

  it("refuses a body declared longer than the limit without reading it", async () => {
    const body = streamed(['{"a":1}']);
    const request = post(body.stream, { "Content-Length": "5000" });
    expect(await readJsonBody(request, 1024)).toEqual({ ok: false, reason: "tooLarge" });
    expect(body.pulled()).toBe(0);
  });

  it("stops reading an undeclared body as soon as it passes the limit", async () => {
    const body = streamed(["[", "1,".repeat(400), "1,".repeat(400), "1,".repeat(400), "1]"]);
    expect(await readJsonBody(post(body.stream), 1024)).toEqual({ ok: false, reason: "tooLarge" });
    expect(body.pulled()).toBeLessThan(5);
  });

  it("says invalid for a body that is not JSON, not UTF-8, or missing", async () => {
    expect(await readJsonBody(post("oldEndpoint=x"), 1024)).toEqual({ ok: false, reason: "invalid" });
    expect(await readJsonBody(post(new Uint8Array([0x7b, 0xff, 0x7d])), 1024)).toEqual({ ok: false, reason: "invalid" });
    expect(await readJsonBody(new Request("https://subs.example.com/", { method: "POST" }), 1024)).toEqual({ ok: false, reason: "invalid" });
  });
});
