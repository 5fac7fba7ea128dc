import { describe, expect, it } from "vitest";
import { spellField, summarizeAuditEntry } from "./audit-summary.ts";

describe("summarizeAuditEntry", () => {
  it("says what happened to which record", () => {
    expect(summarizeAuditEntry({ action: "create", resource: "neighborhoods", label: "Montrose" })).toBe("Created neighborhood “Montrose”");
    expect(summarizeAuditEntry({ action: "delete", resource: "apartments", label: "The Ivy" })).toBe("Deleted community “The Ivy”");
    expect(summarizeAuditEntry({ action: "publish", resource: "blog-posts", label: "Moving to Houston" })).toBe(
      "Published blog post “Moving to Houston”",
    );
    expect(summarizeAuditEntry({ action: "upload", resource: "apartments", label: "The Ivy", uploaded: "3 photos" })).toBe(
      "Uploaded 3 photos to community “The Ivy”",
    );
    expect(summarizeAuditEntry({ action: "upload", resource: "neighborhoods", label: "Midtown" })).toBe("Uploaded a file to neighborhood “Midtown”");
  });

  it("names an update's fields, spelled for people, and counts past three", () => {
    expect(summarizeAuditEntry({ action: "update", resource: "neighborhoods", label: "Montrose", fields: ["zipCodes"] })).toBe(
      "Updated neighborhood “Montrose”: ZIP codes",
    );
    expect(summarizeAuditEntry({ action: "update", resource: "neighborhoods", label: "Montrose", fields: ["name", "zipCodes"] })).toBe(
      "Updated neighborhood “Montrose”: name and ZIP codes",
    );
    expect(summarizeAuditEntry({ action: "update", resource: "amenities", label: "Pool", fields: ["displayName", "name", "synonyms"] })).toBe(
      "Updated amenity “Pool”: display name, name and synonyms",
    );
    expect(
      summarizeAuditEntry({ action: "update", resource: "apartments", label: "The Ivy", fields: ["title", "phone", "petRent", "imageUrl"] }),
    ).toBe("Updated community “The Ivy”: title, phone, pet rent and 1 more field");
    expect(
      summarizeAuditEntry({ action: "update", resource: "apartments", label: "The Ivy", fields: ["title", "phone", "petRent", "imageUrl", "slug"] }),
    ).toBe("Updated community “The Ivy”: title, phone, pet rent and 2 more fields");
    expect(summarizeAuditEntry({ action: "update", resource: "floor-plans", label: "A1", fields: [] })).toBe("Updated floor plan “A1”");
  });

  it("uses a field's own label when the caller has one", () => {
    expect(
      summarizeAuditEntry({
        action: "update",
        resource: "apartments",
        label: "The Ivy",
        fields: ["verifiedAt"],
        fieldLabels: { verifiedAt: "availability checked" },
      }),
    ).toBe("Updated community “The Ivy”: availability checked");
  });

  it("says which bulk action the write was part of, and of how many records", () => {
    expect(
      summarizeAuditEntry({ action: "update", resource: "apartments", label: "The Ivy", fields: ["verifiedAt"], bulk: { action: "Verified today", count: 12 } }),
    ).toBe("Updated community “The Ivy”: verified at (bulk “Verified today” on 12 communities)");
    expect(summarizeAuditEntry({ action: "delete", resource: "amenities", label: "Sauna", bulk: { action: "Delete", count: 1 } })).toBe(
      "Deleted amenity “Sauna” (bulk “Delete” on 1 amenity)",
    );
  });

  it("keeps the record's name on one line and cuts a long one by characters", () => {
    expect(summarizeAuditEntry({ action: "create", resource: "blog-posts", label: "  Two\n lines  " })).toBe("Created blog post “Two lines”");
    expect(summarizeAuditEntry({ action: "create", resource: "blog-posts", label: "   " })).toBe("Created blog post “untitled”");
    const long = `${"🏠".repeat(100)}`;
    expect(summarizeAuditEntry({ action: "create", resource: "blog-posts", label: long })).toBe(`Created blog post “${"🏠".repeat(79)}…”`);
    const exactly = "x".repeat(80);
    expect(summarizeAuditEntry({ action: "create", resource: "blog-posts", label: exactly })).toBe(`Created blog post “${exactly}”`);
  });
});

describe("spellField", () => {
  it("spells camel-case field names as words, with acronyms in capitals", () => {
    expect(spellField("petRent")).toBe("pet rent");
    expect(spellField("imageUrl")).toBe("image URL");
    expect(spellField("neighborhoodId")).toBe("neighborhood ID");
    expect(spellField("readTimeMinutes")).toBe("read time minutes");
    expect(spellField("name")).toBe("name");
    expect(spellField("zip_codes")).toBe("ZIP codes");
  });
});
