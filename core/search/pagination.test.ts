import { describe, expect, it } from "vitest";
import { pageCountOf, pagerItems, type PagerItem } from "./pagination.ts";

const show = (items: PagerItem[]) => items.map((i) => (i.kind === "gap" ? "…" : i.current ? `[${i.page}]` : String(i.page))).join(" ");

describe("pagerItems", () => {
  it("shows a single page", () => {
    expect(show(pagerItems(1, 1))).toBe("[1]");
  });

  it("shows every page when there are few", () => {
    expect(show(pagerItems(2, 4))).toBe("1 [2] 3 4");
  });

  it("puts gaps around the window, never a gap of one page", () => {
    expect(show(pagerItems(6, 40))).toBe("1 … 5 [6] 7 … 40");
    expect(show(pagerItems(3, 40))).toBe("1 2 [3] 4 … 40");
    expect(show(pagerItems(1, 40))).toBe("[1] 2 … 40");
    expect(show(pagerItems(40, 40))).toBe("1 … 39 [40]");
  });

  it("gives gaps distinct keys", () => {
    const keys = pagerItems(20, 40).filter((i) => i.kind === "gap").map((i) => (i.kind === "gap" ? i.key : ""));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("pageCountOf", () => {
  it("is at least one and rounds up", () => {
    expect(pageCountOf(0, 24)).toBe(1);
    expect(pageCountOf(24, 24)).toBe(1);
    expect(pageCountOf(25, 24)).toBe(2);
  });
});
