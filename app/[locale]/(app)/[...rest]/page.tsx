import { notFound } from "next/navigation";

// Rendered per request: the locale layout is prerendered, but unknown paths are not known ahead.
export const dynamic = "force-dynamic";

// Every unknown path lands here (the proxy prefixes the locale), so it gets the translated 404.
export default function CatchAll() {
  notFound();
}
