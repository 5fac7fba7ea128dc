import { describe, expect, it } from "vitest";
import { cardMarker, isCardSlug, markersIn } from "./markers.ts";

describe("card markers", () => {
  it("writes a marker only for a slug of letters, digits, hyphen and underscore", () => {
    expect(cardMarker("apartment", "ironbark-yards_2")).toBe("[[apartment:ironbark-yards_2]]");
    expect(cardMarker("blog", "bad slug")).toBe("");
    expect(cardMarker("neighborhood", "x]]y")).toBe("");
    expect(isCardSlug("")).toBe(false);
  });

  it("reads the slugs of each kind back in order of first appearance, once each", () => {
    const text = "[[apartment:b]] and [[neighborhood:montrose]] then [[apartment:a]] [[apartment:b]] [[blog:guide]] [[apartment:not valid]]";
    expect(markersIn(text)).toEqual({ apartment: ["b", "a"], neighborhood: ["montrose"], blog: ["guide"] });
  });
});
