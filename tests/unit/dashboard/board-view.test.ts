import { describe, expect, it } from "vitest";
import {
  DEFAULT_BOARD_VIEW,
  boardViewFromRequest,
  parseBoardView,
  serializeBoardView,
  writeBoardViewParams,
  type BoardView,
} from "@/lib/subscriptions/board-view";

const views: BoardView[] = [
  { sort: "endDate", grouped: false, groupingChosen: false },
  { sort: "price", grouped: false, groupingChosen: true },
  { sort: "price", grouped: true, groupingChosen: true },
  { sort: "name", grouped: false, groupingChosen: true },
  { sort: "name", grouped: true, groupingChosen: true },
  { sort: "endDate", grouped: true, groupingChosen: true },
];

describe("the board view saved on the device", () => {
  it("reads back every view it writes", () => {
    for (const view of views) expect(parseBoardView(serializeBoardView(view))).toEqual(view);
  });

  it("ignores what it did not write", () => {
    for (const value of [undefined, "", "brand", "price.sideways", "price.grouped.x", "grouped"]) expect(parseBoardView(value), value).toBeNull();
  });

  it("is the dashboard's first view when the link says nothing", () => {
    expect(boardViewFromRequest({}, "price.grouped")).toEqual({ sort: "price", grouped: true, groupingChosen: true });
    expect(boardViewFromRequest({}, undefined)).toEqual(DEFAULT_BOARD_VIEW);
    expect(boardViewFromRequest({ sort: "nonsense" }, "name.flat")).toEqual({ sort: "name", grouped: false, groupingChosen: true });
  });
});

describe("links", () => {
  it("win over the saved view", () => {
    expect(boardViewFromRequest({ sort: "price" }, "name.grouped")).toEqual({ sort: "price", grouped: false, groupingChosen: true });
    expect(boardViewFromRequest({ group: "category" }, undefined)).toEqual({ sort: "endDate", grouped: true, groupingChosen: true });
  });

  it("open ?sort=name in sections, as before grouping had its own switch, unless ?group=none", () => {
    expect(boardViewFromRequest({ sort: "name" }, undefined)).toMatchObject({ sort: "name", grouped: true });
    expect(boardViewFromRequest({ sort: ["name", "price"] }, undefined)).toMatchObject({ sort: "name", grouped: true });
    expect(boardViewFromRequest({ sort: "name", group: "none" }, undefined)).toMatchObject({ sort: "name", grouped: false });
  });

  it("written into the URL, open the same view again", () => {
    for (const view of views) {
      const url = writeBoardViewParams(new URL("https://example.com/?q=net&sort=price&group=category"), view);
      expect(url.searchParams.get("q")).toBe("net");
      const params = Object.fromEntries(url.searchParams);
      const reopened = boardViewFromRequest(params, serializeBoardView(view));
      expect({ sort: reopened.sort, grouped: reopened.grouped }, url.search).toEqual({ sort: view.sort, grouped: view.grouped });
    }
  });

  it("leave out what a plain link shows anyway", () => {
    expect(writeBoardViewParams(new URL("https://example.com/?sort=price"), views[0]).search).toBe("");
    expect(writeBoardViewParams(new URL("https://example.com/"), views[4]).search).toBe("?sort=name");
  });
});
