import { describe, expect, it } from "vitest";
import { showsSiteFooter, showsSiteHeader } from "./site-navigation.ts";

describe("showsSiteHeader", () => {
  it("hides the header on admin paths only", () => {
    expect(showsSiteHeader("/admin")).toBe(false);
    expect(showsSiteHeader("/admin/dashboard")).toBe(false);
    expect(showsSiteHeader("/")).toBe(true);
    expect(showsSiteHeader("/administration-tips")).toBe(true);
    expect(showsSiteHeader("/blog/admin")).toBe(true);
  });
});

describe("showsSiteFooter", () => {
  it("hides the footer on the chat screen only", () => {
    expect(showsSiteFooter("/chat")).toBe(false);
    expect(showsSiteFooter("/chat/")).toBe(false);
    expect(showsSiteFooter("/")).toBe(true);
    expect(showsSiteFooter("/chatter")).toBe(true);
  });
});
