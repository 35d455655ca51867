export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: "tooLarge" | "invalid" };
export type TextBody = { ok: true; text: string } | { ok: false; reason: "tooLarge" | "invalid" };

// A route handler, unlike a server action, has no body size limit of its own.
export async function readTextBody(request: Request, maxBytes: number): Promise<TextBody> {
  if (Number(request.headers.get("content-length")) > maxBytes) return { ok: false, reason: "tooLarge" };
  const reader = request.body?.getReader();
  if (!reader) return { ok: true, text: "" };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return { ok: false, reason: "tooLarge" };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!request.body) return { ok: false, reason: "invalid" };
  const body = await readTextBody(request, maxBytes);
  if (!body.ok) return body;
  try {
    return { ok: true, value: JSON.parse(body.text) };
  } catch {
    return { ok: false, reason: "invalid" };
  }
}
