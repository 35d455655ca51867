import { describe, expect, it } from "vitest";
import { toastName } from "@/components/toast/toast-name";

describe("toastName", () => {
  it("keeps a name of up to 40 characters as it is", () => {
    expect(toastName("Netflix")).toBe("Netflix");
    expect(toastName("x".repeat(40))).toBe("x".repeat(40));
  });

  it("cuts a longer one to 40 characters, ellipsis included, without a space before it", () => {
    const cut = toastName("Extraordinarily long subscription name ".repeat(5));
    expect(cut).toBe("Extraordinarily long subscription name…");
    expect(Array.from(toastName("y".repeat(200)))).toHaveLength(40);
  });

  it("counts characters, not UTF-16 units, so an emoji or a CJK name is never split in half", () => {
    const name = "🎬".repeat(50);
    expect(toastName(name)).toBe(`${"🎬".repeat(39)}…`);
    expect(toastName("健身房".repeat(20))).toBe(`${"健身房".repeat(13)}…`);
  });
});
