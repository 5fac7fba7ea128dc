import { describe, expect, it } from "vitest";
import { changesOfEntry, diffFields, sameValue, splitChanges, toAuditRecord, toAuditValue } from "./field-diff.ts";

describe("diffFields", () => {
  it("lists only the fields that changed, by field name, with both values", () => {
    const before = { name: "Montrose", latitude: 29.74, longitude: -95.39, featured: false, aliases: ["the montrose"] };
    const after = { name: "Montrose", latitude: 29.75, longitude: -95.39, featured: true, aliases: ["the montrose"] };
    expect(diffFields(before, after)).toEqual([
      { field: "featured", before: false, after: true },
      { field: "latitude", before: 29.74, after: 29.75 },
    ]);
  });

  it("orders by field name whatever the order of the records' keys", () => {
    const a = diffFields({ zeta: 1, alpha: 1, Beta: 1 }, { Beta: 2, zeta: 2, alpha: 2 });
    const b = diffFields({ alpha: 1, Beta: 1, zeta: 1 }, { alpha: 2, zeta: 2, Beta: 2 });
    // Code-unit order: capitals first, the same on every locale.
    expect(a.map((c) => c.field)).toEqual(["Beta", "alpha", "zeta"]);
    expect(b).toEqual(a);
  });

  it("compares dates by instant and stores them as ISO text", () => {
    const same = diffFields({ verifiedAt: new Date("2026-06-01T10:00:00Z") }, { verifiedAt: new Date(Date.UTC(2026, 5, 1, 10)) });
    expect(same).toEqual([]);
    expect(diffFields({ verifiedAt: new Date("2026-06-01T10:00:00Z") }, { verifiedAt: new Date("2026-06-02T10:00:00Z") })).toEqual([
      { field: "verifiedAt", before: "2026-06-01T10:00:00.000Z", after: "2026-06-02T10:00:00.000Z" },
    ]);
  });

  it("compares numbers by value: 1.5 and '1.50' are the same, 0 and -0 too", () => {
    expect(diffFields({ baths: 1.5, rent: 0 }, { baths: "1.50", rent: -0 })).toEqual([]);
    expect(diffFields({ baths: 1.5 }, { baths: "2" })).toEqual([{ field: "baths", before: 1.5, after: "2" }]);
  });

  it("compares text as text: '1.50' and '1.5' differ when neither side is a number", () => {
    expect(diffFields({ phone: "1.50" }, { phone: "1.5" })).toEqual([{ field: "phone", before: "1.50", after: "1.5" }]);
    // An empty text is not the number zero.
    expect(diffFields({ fee: 0 }, { fee: "" })).toEqual([{ field: "fee", before: 0, after: "" }]);
  });

  it("compares arrays item by item, in order", () => {
    expect(diffFields({ tags: ["a", "b"] }, { tags: ["a", "b"] })).toEqual([]);
    expect(diffFields({ tags: ["a", "b"] }, { tags: ["b", "a"] })).toEqual([{ field: "tags", before: ["a", "b"], after: ["b", "a"] }]);
    expect(diffFields({ tags: ["a"] }, { tags: ["a", "b"] })).toEqual([{ field: "tags", before: ["a"], after: ["a", "b"] }]);
  });

  it("counts a missing field as null, and null to a value as a change", () => {
    expect(diffFields({ excerpt: null }, {})).toEqual([]);
    expect(diffFields({}, { excerpt: "New" })).toEqual([{ field: "excerpt", before: null, after: "New" }]);
    expect(diffFields({ excerpt: "Old" }, { excerpt: null })).toEqual([{ field: "excerpt", before: "Old", after: null }]);
  });

  it("leaves out ignored fields", () => {
    const before = { title: "A", version: 3, updatedAt: new Date("2026-01-01T00:00:00Z") };
    const after = { title: "B", version: 4, updatedAt: new Date("2026-01-02T00:00:00Z") };
    expect(diffFields(before, after, { ignore: ["version", "updatedAt"] })).toEqual([{ field: "title", before: "A", after: "B" }]);
  });
});

describe("sameValue", () => {
  it("takes a date and its ISO text (as read back from the log) as the same instant", () => {
    expect(sameValue(new Date("2026-06-01T10:00:00Z"), "2026-06-01T10:00:00.000Z")).toBe(true);
    expect(sameValue("2026-06-01T05:00:00-05:00", new Date("2026-06-01T10:00:00Z"))).toBe(true);
    expect(sameValue(new Date("2026-06-01T10:00:00Z"), "2026-06-01T10:00:01.000Z")).toBe(false);
    expect(sameValue(new Date("2026-06-01T10:00:00Z"), "not a date")).toBe(false);
    expect(sameValue(new Date("2026-06-01T10:00:00Z"), null)).toBe(false);
  });

  it("compares objects field by field, whatever their key order", () => {
    expect(sameValue({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue({ a: 1 }, [1])).toBe(false);
  });

  it("does not take true for 1 or null for 0", () => {
    expect(sameValue(true, 1)).toBe(false);
    expect(sameValue(null, 0)).toBe(false);
    expect(sameValue(undefined, null)).toBe(true);
  });
});

describe("toAuditValue", () => {
  it("writes what JSON can hold: dates as ISO text, big integers as digits, no NaN", () => {
    expect(toAuditValue(new Date("2026-06-01T10:00:00Z"))).toBe("2026-06-01T10:00:00.000Z");
    expect(toAuditValue(new Date("nonsense"))).toBeNull();
    expect(toAuditValue(12345678901234567890n)).toBe("12345678901234567890");
    expect(toAuditValue(Number.NaN)).toBeNull();
    expect(toAuditValue(-0)).toBe(0);
    expect(toAuditValue(undefined)).toBeNull();
    expect(toAuditValue([new Date("2026-06-01T00:00:00Z"), 1])).toEqual(["2026-06-01T00:00:00.000Z", 1]);
  });

  it("refuses what is not data", () => {
    expect(() => toAuditValue(() => 1)).toThrow(TypeError);
    expect(() => toAuditValue(Symbol("x"))).toThrow(TypeError);
  });

  it("writes a record's fields in name order", () => {
    expect(Object.keys(toAuditRecord({ slug: "a", name: "A", id: 1 }))).toEqual(["id", "name", "slug"]);
  });
});

describe("stored changes", () => {
  it("splits an update's changes into before and after objects and reads them back in order", () => {
    const changes = [
      { field: "name", before: "Old", after: "New" },
      { field: "slug", before: "old", after: "new" },
    ];
    const stored = splitChanges(changes);
    expect(stored).toEqual({ before: { name: "Old", slug: "old" }, after: { name: "New", slug: "new" } });
    // jsonb does not keep key order: reading back sorts by name again.
    expect(changesOfEntry({ slug: "old", name: "Old" }, { slug: "new", name: "New" })).toEqual(changes);
  });

  it("reads a create as every field from null, a delete as every field to null", () => {
    expect(changesOfEntry(null, { slug: "montrose", name: "Montrose" })).toEqual([
      { field: "name", before: null, after: "Montrose" },
      { field: "slug", before: null, after: "montrose" },
    ]);
    expect(changesOfEntry({ name: "Montrose" }, null)).toEqual([{ field: "name", before: "Montrose", after: null }]);
  });
});
