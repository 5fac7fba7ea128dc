import { describe, expect, it } from "vitest";
import { listQueryToSearch, pageCount, parseListQuery, toggledSort } from "./list-query.ts";
import { neighborhoodsResource } from "./resources/neighborhoods.ts";
import { visibleColumns } from "./resource.ts";

const spec = neighborhoodsResource;
const parse = (search: string) => parseListQuery(spec, new URLSearchParams(search));

describe("a list's state in the URL", () => {
  it("is the declaration's defaults for a bare path", () => {
    expect(parse("")).toEqual({ q: "", filters: {}, sort: spec.defaultSort, page: 1, pageSize: 25, columns: null });
    expect(listQueryToSearch(spec, parse(""))).toBe("");
  });

  it("reads search, filters, sort, page, size and columns, and writes them back the same", () => {
    const search = "?q=river+oaks&featured=yes&sort=communities&dir=desc&size=50&cols=communities%2CzipCodes&page=3";
    const query = parse(search);
    expect(query).toEqual({
      q: "river oaks",
      filters: { featured: "yes" },
      sort: { key: "communities", dir: "desc" },
      page: 3,
      pageSize: 50,
      columns: ["communities", "zipCodes"],
    });
    expect(parse(listQueryToSearch(spec, query))).toEqual(query);
  });

  it("falls back to defaults for what the declaration does not know, instead of failing the page", () => {
    const query = parse("sort=password&dir=sideways&featured=maybe&nope=1&page=-2&size=7&cols=secret");
    expect(query).toMatchObject({ sort: spec.defaultSort, filters: {}, page: 1, pageSize: 25, columns: [] });
    expect(parse("page=99999999999999").page).toBe(1);
    expect(parse("page=20000").page).toBe(10_000);
    expect(parse(`q=${"x".repeat(500)}`).q).toHaveLength(100);
    expect(parse("q=%20%20two%20%20words%20").q).toBe("two words");
  });

  it("a change starts from the current state: a new sort or filter goes back to page 1 when asked", () => {
    const query = parse("q=heights&page=4");
    expect(listQueryToSearch(spec, query, { sort: toggledSort(query.sort, "name"), page: 1 })).toBe("?q=heights&sort=name&dir=desc");
    expect(toggledSort({ key: "name", dir: "desc" }, "name")).toEqual({ key: "name", dir: "asc" });
    expect(toggledSort({ key: "name", dir: "desc" }, "communities")).toEqual({ key: "communities", dir: "asc" });
  });

  it("counts pages, with one page for an empty list", () => {
    expect([pageCount(0, 25), pageCount(25, 25), pageCount(26, 25)]).toEqual([1, 1, 2]);
  });

  it("shows the first column always, the chosen ones otherwise the declared defaults", () => {
    expect(visibleColumns(spec, null).map((c) => c.key)).toEqual(["name", "communities", "featured", "updatedAt"]);
    expect(visibleColumns(spec, ["zipCodes"]).map((c) => c.key)).toEqual(["name", "zipCodes"]);
    expect(visibleColumns(spec, []).map((c) => c.key)).toEqual(["name"]);
  });
});
