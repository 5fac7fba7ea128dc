import { describe, expect, it } from "vitest";
import { prefillFromQuery, toRawValue } from "./form-raw.ts";
import { parseFields, parseResourceForm, slugify } from "./form.ts";
import { apartmentsResource, floorPlanFields } from "./resources/apartments.ts";
import { blogPostChecks, blogPostsResource } from "./resources/blog-posts.ts";
import { neighborhoodChecks, neighborhoodsResource } from "./resources/neighborhoods.ts";
import type { FieldSpec } from "./resource.ts";

function form(entries: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) for (const one of [value].flat()) data.append(name, one);
  return data;
}

const neighborhood = {
  name: "  Rice   Military ",
  slug: "",
  description: "Townhomes between Memorial Park and downtown.",
  highlights: "Near Memorial Park\n\n  Washington Ave bars  \nNear Memorial Park",
  aliases: "",
  zipCodes: "77007",
  latitude: "29.77",
  longitude: "-95.41",
  featured: "on",
};

describe("admin forms, parsed by field kind", () => {
  it("trims text, splits lines (no blanks, no repeats), and ticks", () => {
    const parsed = parseResourceForm(neighborhoodsResource.fields, neighborhoodChecks, form(neighborhood));
    expect(parsed).toMatchObject({
      ok: true,
      values: {
        name: "Rice Military",
        slug: "",
        highlights: ["Near Memorial Park", "Washington Ave bars"],
        aliases: [],
        zipCodes: ["77007"],
        latitude: 29.77,
        longitude: -95.41,
        featured: true,
      },
    });
  });

  it("names every field that is wrong, beside it, and keeps what was typed", () => {
    const parsed = parseResourceForm(
      neighborhoodsResource.fields,
      neighborhoodChecks,
      form({ ...neighborhood, name: "", slug: "Bad Slug", latitude: "40.7", featured: "" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      name: "Name is required.",
      slug: "Slug may hold lower-case letters, digits and single hyphens between them.",
      latitude: "Latitude must be at most 30.5.",
    });
    expect(parsed.raw).toMatchObject({ slug: "Bad Slug", latitude: "40.7", featured: "" });
  });

  it("reads money with $ and commas, and names a sum that is not whole dollars", () => {
    const rent = floorPlanFields.filter((f) => f.name === "rent");
    expect(parseFields(rent, form({ rent: "$1,200" }))).toMatchObject({ ok: true, values: { rent: 1200 } });
    expect(parseFields(rent, form({ rent: " 2400 " }))).toMatchObject({ ok: true, values: { rent: 2400 } });
    expect(parseFields(rent, form({ rent: "cheap" }))).toMatchObject({ ok: false, errors: { rent: "Rent must be a whole number." }, raw: { rent: "cheap" } });
  });

  it("runs the declaration's cross-field checks once every field parsed", () => {
    const zip = parseResourceForm(neighborhoodsResource.fields, neighborhoodChecks, form({ ...neighborhood, zipCodes: "77007\n7700" }));
    expect(zip).toMatchObject({ ok: false, errors: { zipCodes: "Each ZIP code must be five digits." } });
  });

  it("refuses what is too long, and a field that is missing altogether reads as empty", () => {
    const parsed = parseResourceForm(neighborhoodsResource.fields, neighborhoodChecks, form({ name: "x".repeat(201) }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.name).toBe("Name must be at most 200 characters.");
    expect(parsed.errors.description).toBe("Description is required.");
  });

  it("checks choices, selects from the database and steps", () => {
    const fields: FieldSpec[] = [
      ...apartmentsResource.fields.filter((f) => f.name === "leaseTerms" || f.name === "neighborhoodId"),
      { name: "baths", label: "Bathrooms", kind: "decimal", required: true, min: 0.5, max: 10, step: 0.5 },
    ];
    expect(parseFields(fields, form({ leaseTerms: ["12-month", "6-month"], neighborhoodId: "4", baths: "1.5" }))).toMatchObject({
      ok: true,
      values: { leaseTerms: ["12-month", "6-month"], neighborhoodId: 4, baths: 1.5 },
    });
    const wrong = parseFields(fields, form({ leaseTerms: ["forever"], neighborhoodId: "99999999999", baths: "1.25" }));
    expect(wrong).toMatchObject({
      ok: false,
      errors: { leaseTerms: "Choose lease terms from the list.", neighborhoodId: "Choose a neighborhood.", baths: "Bathrooms must be a multiple of 0.5." },
    });
  });

  it("reads a scheduled post's time in Houston and wants it in the future", () => {
    const post = { title: "Moving in August", slug: "", author: "Ana", excerpt: "", content: "Hot.", tags: "", status: "scheduled" };
    expect(parseResourceForm(blogPostsResource.fields, blogPostChecks, form({ ...post, publishAt: "" }))).toMatchObject({
      ok: false,
      errors: { publishAt: "A scheduled post needs the time to publish it." },
    });
    expect(parseResourceForm(blogPostsResource.fields, blogPostChecks, form({ ...post, publishAt: "2020-01-01T09:00" }))).toMatchObject({ ok: false });
    const later = parseResourceForm(blogPostsResource.fields, blogPostChecks, form({ ...post, publishAt: "2099-01-01T09:00" }));
    expect(later).toMatchObject({ ok: true, values: { publishAt: new Date("2099-01-01T15:00:00Z"), excerpt: null, tags: [] } });
    expect(parseResourceForm(blogPostsResource.fields, blogPostChecks, form({ ...post, status: "live" }))).toMatchObject({
      ok: false,
      errors: { status: "Choose one of the status options." },
    });
  });

  it("fills a new record's text fields from its address, and nothing else", () => {
    const query = new URLSearchParams({ name: "  Atlantis Heights  ", latitude: "29.7", featured: "on", unknown: "x", slug: "atlantis" });
    const kinds = new Map(neighborhoodsResource.fields.map((f) => [f.name, f.kind]));
    expect(kinds.get("name")).toBe("text");
    expect(kinds.get("latitude")).not.toBe("text");
    expect(prefillFromQuery(neighborhoodsResource.fields, query)).toEqual({ name: "Atlantis Heights" });
    expect(prefillFromQuery(neighborhoodsResource.fields, new URLSearchParams({ name: "x".repeat(300) })).name).toHaveLength(200);
    expect(prefillFromQuery(neighborhoodsResource.fields, new URLSearchParams({ name: "   " }))).toEqual({});
  });

  it("shows stored values in their inputs, and a new record's defaults", () => {
    const byName = new Map([...apartmentsResource.fields, ...blogPostsResource.fields].map((f) => [f.name, f]));
    expect(toRawValue(byName.get("leaseTerms")!, ["12-month", "6-month"])).toBe("12-month\n6-month");
    expect(toRawValue(byName.get("published")!, undefined)).toBe("on");
    expect(toRawValue(byName.get("published")!, false)).toBe("");
    expect(toRawValue(byName.get("status")!, undefined)).toBe("draft");
    expect(toRawValue(byName.get("publishAt")!, "2026-12-01T15:30:00.000Z")).toBe("2026-12-01T09:30");
  });

  it("makes slugs from names", () => {
    expect(slugify("Garden Oaks/Oak Forest")).toBe("garden-oaks-oak-forest");
    expect(slugify("Café & Co. — Montrose!")).toBe("cafe-and-co-montrose");
    expect(slugify("!!!")).toBe("");
  });
});
