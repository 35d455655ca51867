// Accept-Profile (reads) and Content-Profile (writes) pick the schema; only exposed ones are allowed.
import { invalidSchemaError } from "./errors";

export function resolveSchema(request: Request, exposed: readonly string[]): string {
  const isRead = request.method === "GET" || request.method === "HEAD";
  const header = request.headers.get(isRead ? "accept-profile" : "content-profile");
  const schema = header?.trim() || exposed[0] || "public";
  if (!exposed.includes(schema)) throw invalidSchemaError(schema, exposed);
  return schema;
}
