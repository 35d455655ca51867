// /mailbox: the mail catcher's messages as pages for people and as JSON for tests.
//   GET /mailbox[?to=]                    the list, newest first
//   GET /mailbox/messages.json[?to=]      the same as JSON
//   GET /mailbox/messages/<id>            one message
//   GET /mailbox/messages/<id>.json       one message as JSON
import { mailboxPage, messagePage } from "./pages";
import type { MailStore } from "./store";

const PAGE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  // Message HTML is shown in a sandboxed srcdoc frame, which inherits this policy.
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data: http: https:; frame-src 'self'; form-action 'none'",
};

const notFound = () => new Response("404 page not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export function createMailboxService(store: MailStore) {
  return {
    async handle(request: Request, path: string): Promise<Response> {
      if (request.method !== "GET" && request.method !== "HEAD") return notFound();
      const to = new URL(request.url).searchParams.get("to");
      if (path === "" || path === "/") return new Response(mailboxPage(await store.list(to), to), { headers: PAGE_HEADERS });
      if (path === "/messages.json") return Response.json(await store.list(to));
      const one = /^\/messages\/([^/]+?)(\.json)?$/.exec(path);
      if (!one) return notFound();
      const mail = await store.get(one[1]);
      if (!mail) return notFound();
      return one[2] ? Response.json(mail) : new Response(messagePage(mail), { headers: PAGE_HEADERS });
    },
  };
}
