import { describe, expect, it } from "vitest";
import { showsSiteFooter } from "./site-navigation.ts";

describe("showsSiteFooter", () => {
  it("hides the footer on the chat screen only", () => {
    expect(showsSiteFooter("/chat")).toBe(false);
    expect(showsSiteFooter("/chat/")).toBe(false);
    expect(showsSiteFooter("/")).toBe(true);
    expect(showsSiteFooter("/chatter")).toBe(true);
  });
});
