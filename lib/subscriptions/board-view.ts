import { DEFAULT_SORT_KEY, isSortKey, type SortKey } from "./sort";

export type BoardView = { sort: SortKey; grouped: boolean; groupingChosen: boolean };

export const DEFAULT_BOARD_VIEW: BoardView = { sort: DEFAULT_SORT_KEY, grouped: false, groupingChosen: false };

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

export function writeBoardViewParams(url: URL, view: BoardView): URL {
  if (view.sort === DEFAULT_SORT_KEY) url.searchParams.delete("sort");
  else url.searchParams.set("sort", view.sort);
  url.searchParams.delete("group");
  if (view.grouped !== (view.sort === "name")) url.searchParams.set("group", view.grouped ? "category" : "none");
  return url;
}
