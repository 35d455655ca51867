import "server-only";
import type { AbstractIntlMessages } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { cache } from "react";

export type IslandIntl = { locale: string; messages: AbstractIntlMessages };

const islandIntlFor = cache(async (namespaces: string): Promise<IslandIntl> => {
  const messages = await getMessages();
  return {
    locale: await getLocale(),
    messages: Object.fromEntries(namespaces.split(",").map((namespace) => [namespace, messages[namespace] ?? {}])),
  };
});

export function islandIntl(namespaces: string[]): Promise<IslandIntl> {
  return islandIntlFor(namespaces.join(","));
}
