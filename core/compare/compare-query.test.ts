import { describe, expect, it } from "vitest";
import { ANY_BEDS, compareHref, MAX_COMPARED } from "./compare-href.ts";
import { parseCompareQuery, slugFromAddText } from "./compare-query.ts";

const parse = (query: string) => parseCompareQuery(new URLSearchParams(query));

describe("parseCompareQuery", () => {
  it("reads comma-separated slugs in order, lower-cased, without duplicates", () => {
    const result = parse("ids=b-one,A-two,,b-one&ids=c");
    expect(result).toEqual({ ok: true, query: { slugs: ["b-one", "a-two", "c"], overLimit: [], malformed: 0, beds: null, to: null, add: null } });
  });

  it(`keeps the first ${MAX_COMPARED} and lists the rest as left out`, () => {
    const result = parse("ids=a,b,c,d,e,f");
    expect(result.ok && result.query.slugs).toEqual(["a", "b", "c", "d"]);
    expect(result.ok && result.query.overLimit).toEqual(["e", "f"]);
  });

  it("drops and counts tokens that are not community addresses", () => {
    const result = parse(`ids=${encodeURIComponent("ok,<script>,../x,a--b")}`);
    expect(result.ok && result.query).toMatchObject({ slugs: ["ok"], malformed: 3 });
  });

  it("reads beds 0-6, 'any', or nothing", () => {
    expect(parse("beds=0")).toMatchObject({ ok: true, query: { beds: 0 } });
    expect(parse("beds=any")).toMatchObject({ ok: true, query: { beds: ANY_BEDS } });
    expect(parse("beds=")).toMatchObject({ ok: true, query: { beds: null } });
  });

  it.each(["beds=7", "beds=-1", "beds=1.5", "beds=two"])("refuses %s with a message", (query) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/beds/);
  });

  it("refuses an over-long list or destination", () => {
    expect(parse(`ids=${"a,".repeat(600)}`).ok).toBe(false);
    expect(parse(`to=${"x".repeat(101)}`).ok).toBe(false);
  });

  it("trims the destination and the add text, and treats blank as absent", () => {
    expect(parse("to=%20%20Texas%20%20Medical%20Center%20&add=%20")).toMatchObject({ ok: true, query: { to: "Texas Medical Center", add: null } });
  });
});

describe("slugFromAddText", () => {
  it("reads a slug or a community page address", () => {
    expect(slugFromAddText("heronwood-flats")).toBe("heronwood-flats");
    expect(slugFromAddText("/apartments/heronwood-flats")).toBe("heronwood-flats");
    expect(slugFromAddText("https://example.com/apartments/heronwood-flats?x=1")).toBe("heronwood-flats");
  });
  it("is null for a name, which is searched instead", () => {
    expect(slugFromAddText("Heronwood Flats")).toBeNull();
    expect(slugFromAddText("heronwood")).toBeNull();
  });
});

describe("compareHref", () => {
  it("joins slugs with plain commas and adds beds and the destination", () => {
    expect(compareHref(["a", "b-c"])).toBe("/compare?ids=a,b-c");
    expect(compareHref(["a"], { beds: 2, to: "Rice University" })).toBe("/compare?ids=a&beds=2&to=Rice%20University");
    expect(compareHref([], { beds: ANY_BEDS })).toBe("/compare?beds=any");
    expect(compareHref([])).toBe("/compare");
  });
});
