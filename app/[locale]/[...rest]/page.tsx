import { notFound } from "next/navigation";

// Every unknown path lands here (the proxy prefixes the locale), so it gets the translated 404.
export default function CatchAll() {
  notFound();
}
