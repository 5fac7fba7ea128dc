import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COLUMNS_BY_KEY, isPriceSheet, LAYOUT, mapHeaders, mappingProblems, normalizeHeader } from "./layout.ts";

describe("the catalogue layout", () => {
  it("is documented in the README, column by column", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    for (const column of LAYOUT) expect(readme).toContain(`| ${column.header} | ${column.scope === "plan" ? "floor plan" : "community"} | ${column.format} |`);
  });

  it("gives every header and alias to one column only", () => {
    const seen = new Map<string, string>();
    for (const column of LAYOUT) {
      for (const name of [column.key, column.header, ...(column.aliases ?? [])]) {
        const normal = normalizeHeader(name);
        expect(seen.get(normal) ?? column.key, `“${name}”`).toBe(column.key);
        seen.set(normal, column.key);
      }
    }
  });

  it("maps a property's headers by aliases, a remembered mapping first, and names what it cannot map", () => {
    const mapped = mapHeaders(["Property Name", "Unit Type", "Market Rent ($)", "Avail. Date", "Notes", ""], { notes: "" });
    expect(mapped.map((m) => m.key)).toEqual(["community", "plan", "rent", "available_from", "", ""]);
    expect(mappingProblems(mapped)).toEqual([]);
    const unknown = mapHeaders(["Community", "Flux"]);
    expect(mappingProblems(unknown)).toEqual([{ kind: "unmapped", headers: ["Flux"] }]);
    expect(mappingProblems(mapHeaders(["Rent", "Price"]))).toEqual([{ kind: "twice", key: "rent", headers: ["Rent", "Price"] }, { kind: "no-identity" }]);
    // A remembered mapping to a key the layout no longer has is not trusted.
    expect(mapHeaders(["Flux"], { flux: "warp" })[0]!.key).toBeNull();
  });

  it("calls a file a price sheet only when it identifies plans and updates nothing but rent, availability and units", () => {
    expect(isPriceSheet(["community", "plan", "rent"])).toBe(true);
    expect(isPriceSheet(["community_slug", "plan", "units_available", "available_from"])).toBe(true);
    expect(isPriceSheet(["community", "plan"])).toBe(false);
    expect(isPriceSheet(["community", "rent"])).toBe(false);
    expect(isPriceSheet(["community", "plan", "rent", "beds"])).toBe(false);
    expect(isPriceSheet(["community", "plan", "rent", ""])).toBe(true);
    expect(COLUMNS_BY_KEY.size).toBe(LAYOUT.length);
  });
});
