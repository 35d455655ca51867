import { DEFAULT_SORT_KEY, isSortKey, type SortKey } from "./sort";

/**
 * How the dashboard lays out its cards: the sort, and whether they sit in category sections.
 * `groupingChosen` records that the user answered the grouping question (on or off), so the hint
 * that offers sections is not shown again.
 */
export type BoardView = { sort: SortKey; grouped: boolean; groupingChosen: boolean };

export const DEFAULT_BOARD_VIEW: BoardView = { sort: DEFAULT_SORT_KEY, grouped: false, groupingChosen: false };

/** Local storage key of the device's choice; the cookie of the same name mirrors it for the server's first render. */
export const BOARD_VIEW_STORAGE_KEY = "subscription-manager.board-view";
export const BOARD_VIEW_COOKIE = BOARD_VIEW_STORAGE_KEY;

export function serializeBoardView(view: BoardView): string {
  if (!view.groupingChosen) return view.sort;
  return `${view.sort}.${view.grouped ? "grouped" : "flat"}`;
}

export function parseBoardView(value: string | null | undefined): BoardView | null {
  if (!value) return null;
  const [sort, grouping, ...rest] = value.split(".");
  if (!isSortKey(sort) || rest.length > 0) return null;
  if (grouping === undefined) return { sort, grouped: false, groupingChosen: false };
  if (grouping !== "grouped" && grouping !== "flat") return null;
  return { sort, grouped: grouping === "grouped", groupingChosen: true };
}

type Param = string | string[] | undefined;
const first = (value: Param) => (Array.isArray(value) ? value[0] : value);

/**
 * A link's ?sort= and ?group= win over the device's saved choice. A link with only ?sort=name opens
 * in sections, as the name sort did before grouping had its own switch.
 */
export function boardViewFromRequest(params: { sort?: Param; group?: Param }, saved: string | undefined): BoardView {
  const stored = parseBoardView(saved) ?? DEFAULT_BOARD_VIEW;
  const sort = first(params.sort);
  const group = first(params.group);
  const linkSort = isSortKey(sort) ? sort : null;
  const linkGroup = group === "category" ? true : group === "none" ? false : null;
  if (linkSort === null && linkGroup === null) return stored;
  return {
    sort: linkSort ?? DEFAULT_SORT_KEY,
    grouped: linkGroup ?? linkSort === "name",
    groupingChosen: stored.groupingChosen || linkGroup !== null,
  };
}

/** Writes the view into `url`'s query, leaving out what a link without parameters would show anyway. */
export function writeBoardViewParams(url: URL, view: BoardView): URL {
  if (view.sort === DEFAULT_SORT_KEY) url.searchParams.delete("sort");
  else url.searchParams.set("sort", view.sort);
  url.searchParams.delete("group");
  if (view.grouped !== (view.sort === "name")) url.searchParams.set("group", view.grouped ? "category" : "none");
  return url;
}
