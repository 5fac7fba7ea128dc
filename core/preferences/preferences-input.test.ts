import { describe, expect, it } from "vitest";
import { PreferencesBodySchema, isStandardLeaseLength } from "./preferences-input.ts";

const parse = (body: unknown) => PreferencesBodySchema.safeParse(body);
/** The parsed input, failing loudly on a refusal. */
const input = (body: unknown) => {
  const result = parse(body);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
};
/** The messages of a refused body. */
const refusal = (body: unknown) => {
  const result = parse(body);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(result.data)}`);
  return result.error.issues.map((issue) => issue.message);
};

describe("PUT /api/user/preferences body: numbers", () => {
  it("reads numbers and numeric text with $, commas and spaces", () => {
    expect(input({ maxBudget: 1800 })).toEqual({ maxBudget: 1800 });
    expect(input({ maxBudget: "$1,800" })).toEqual({ maxBudget: 1800 });
    expect(input({ maxBudget: " 1 800 " })).toEqual({ maxBudget: 1800 });
    expect(input({ bathrooms: ".5" })).toEqual({ bathrooms: 0.5 });
  });

  it("rounds budget, bedrooms and size to whole numbers and bathrooms to half steps", () => {
    expect(input({ maxBudget: 1800.5, bedrooms: "2.4", sqft: 899.5 })).toEqual({ maxBudget: 1801, bedrooms: 2, sqft: 900 });
    // 1.2 * 2 = 2.4 -> 2 -> 1; 1.3 * 2 = 2.6 -> 3 -> 1.5; 1.75 * 2 = 3.5 -> 4 -> 2
    expect(input({ bathrooms: 1.2 }).bathrooms).toBe(1);
    expect(input({ bathrooms: 1.3 }).bathrooms).toBe(1.5);
    expect(input({ bathrooms: "1.75" }).bathrooms).toBe(2);
  });

  it("clears a value that does not parse as a number, as the spec says", () => {
    for (const value of ["abc", "", "  ", "1e3", "5.", "12-ish", true, {}, [], Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(input({ maxBudget: value })).toEqual({ maxBudget: null });
    }
  });

  it("accepts 0 and each maximum, and refuses one step beyond either", () => {
    expect(input({ maxBudget: 0, bedrooms: 0, bathrooms: 0, sqft: 0 })).toEqual({ maxBudget: 0, bedrooms: 0, bathrooms: 0, sqft: 0 });
    expect(input({ maxBudget: 100_000, bedrooms: 10, bathrooms: 10, sqft: 20_000 })).toEqual({ maxBudget: 100_000, bedrooms: 10, bathrooms: 10, sqft: 20_000 });
    expect(refusal({ maxBudget: 100_001 })).toEqual(["Max budget can be at most 100,000."]);
    expect(refusal({ bedrooms: 11 })).toEqual(["Bedrooms can be at most 10."]);
    // 10.3 * 2 = 20.6 -> 21 -> 10.5
    expect(refusal({ bathrooms: 10.3 })).toEqual(["Bathrooms can be at most 10."]);
    expect(input({ bathrooms: 10.2 }).bathrooms).toBe(10);
    expect(refusal({ sqft: "20,001" })).toEqual(["Square feet can be at most 20,000."]);
    expect(refusal({ maxBudget: -1 })).toEqual(["Max budget can't be negative."]);
    expect(refusal({ bedrooms: "-2" })).toEqual(["Bedrooms can't be negative."]);
  });
});

describe("PUT /api/user/preferences body: text", () => {
  it("trims text, clears it when empty, and refuses what isn't text", () => {
    expect(input({ name: "  Maria  ", commuteTo: "TMC", previousRouteAgent: " chat " })).toEqual({ name: "Maria", commuteTo: "TMC", previousRouteAgent: "chat" });
    expect(input({ name: "   ", commuteTo: null })).toEqual({ name: null, commuteTo: null });
    expect(refusal({ name: 42 })).toEqual(["Name must be text."]);
  });

  it("takes text up to its limit after trimming, and no further", () => {
    expect(input({ name: ` ${"a".repeat(100)} ` }).name).toHaveLength(100);
    expect(refusal({ name: "a".repeat(101) })).toEqual(["Name can be at most 100 characters."]);
    expect(input({ commuteTo: "c".repeat(200) }).commuteTo).toHaveLength(200);
    expect(refusal({ commuteTo: "c".repeat(201) })).toEqual(["Work or school location can be at most 200 characters."]);
    expect(refusal({ leaseLength: "l".repeat(61) })).toEqual(["Lease length can be at most 60 characters."]);
    expect(refusal({ previousRouteAgent: "r".repeat(201) })).toEqual(["previousRouteAgent can be at most 200 characters."]);
  });

  it("takes a phone number of at least 7 digits written with digits, spaces, ( ) + and - only", () => {
    expect(input({ phone: " (713) 555-0142 " })).toEqual({ phone: "(713) 555-0142" });
    expect(input({ phone: "555-0142" })).toEqual({ phone: "555-0142" });
    expect(input({ phone: "" })).toEqual({ phone: null });
    expect(input({ phone: null })).toEqual({ phone: null });
    const message = "Enter a phone number such as 713-555-0142 (digits, spaces and ( ) + - only).";
    expect(refusal({ phone: "555-014" })).toEqual([message]);
    expect(refusal({ phone: "713-555-O142" })).toEqual([message]);
    expect(refusal({ phone: "1".repeat(21) })).toEqual(["Phone number can be at most 20 characters."]);
  });

  it("takes a move-in date as a calendar date or a timestamp's date, and refuses anything else", () => {
    expect(input({ moveInDate: "2027-03-01" })).toEqual({ moveInDate: "2027-03-01" });
    expect(input({ moveInDate: " 2027-03-01T15:00:00.000Z " })).toEqual({ moveInDate: "2027-03-01" });
    expect(input({ moveInDate: "" })).toEqual({ moveInDate: null });
    expect(input({ moveInDate: null })).toEqual({ moveInDate: null });
    const message = "Move-in date must be a date such as 2027-03-01.";
    for (const value of ["2027-02-30", "March 1", "2027-03-01x", 20270301]) expect(refusal({ moveInDate: value })).toEqual([message]);
  });

  it("replaces lease length 'custom' with the custom text", () => {
    expect(input({ leaseLength: "custom", customLeaseLength: " 9 months " })).toEqual({ leaseLength: "9 months" });
    expect(input({ leaseLength: "custom" })).toEqual({ leaseLength: null });
    expect(input({ leaseLength: "12-month", customLeaseLength: "9 months" })).toEqual({ leaseLength: "12-month" });
    expect(input({ customLeaseLength: "9 months" })).toStrictEqual({});
    expect(refusal({ leaseLength: "custom", customLeaseLength: "c".repeat(61) })).toEqual(["Custom lease length can be at most 60 characters."]);
    expect(input({ leaseLength: null })).toEqual({ leaseLength: null });
  });

  it("takes the flags as booleans only", () => {
    expect(input({ isUserFeelFineWithProfilePreferences: true, anyNeighborhood: false })).toEqual({ isUserFeelFineWithProfilePreferences: true, anyNeighborhood: false });
    expect(refusal({ isUserFeelFineWithProfilePreferences: "yes" })).toEqual(["isUserFeelFineWithProfilePreferences must be true or false."]);
    expect(refusal({ anyNeighborhood: 1 })).toEqual(["anyNeighborhood must be true or false."]);
  });
});

describe("PUT /api/user/preferences body: lists", () => {
  it("leaves absent keys out, so the stored values stay", () => {
    // Strictly: a key present with undefined would overwrite the stored value when applied.
    expect(input({})).toStrictEqual({});
    expect(input({ unknownKey: 1 })).toStrictEqual({});
    expect(input({ name: "Maria" })).toStrictEqual({ name: "Maria" });
  });

  it("refuses a body that is not an object", () => {
    for (const body of [null, [], "name=Maria", 7]) expect(refusal(body)).toEqual(["The preferences must be a JSON object."]);
  });

  it("takes skipped fields by name, null as none, at most 50", () => {
    expect(input({ skippedFields: ["phone", "sqft"] })).toEqual({ skippedFields: ["phone", "sqft"] });
    expect(input({ skippedFields: null })).toEqual({ skippedFields: [] });
    expect(input({ skippedFields: Array(50).fill("phone") }).skippedFields).toHaveLength(50);
    expect(refusal({ skippedFields: Array(51).fill("phone") })).toEqual(["skippedFields can hold at most 50 entries."]);
    expect(refusal({ skippedFields: ["favoriteColor"] })[0]).toBe(
      "skippedFields may hold only: name, phone, neighborhoods, commuteTo, maxBudget, bedrooms, bathrooms, sqft, amenities, moveInDate, leaseLength.",
    );
    expect(refusal({ skippedFields: "phone" })).toEqual(["skippedFields must be a list."]);
  });

  it("reads amenities as ids, keys or objects, with an optional trimmed requirement", () => {
    expect(input({ amenities: [5, " 6 ", "Washer-Dryer", { id: 2, requirement: " covered " }, { amenityId: "7" }, { name: "gym", requirement: "" }] })).toEqual({
      amenities: [
        { ref: { id: 5 }, requirement: null },
        { ref: { id: 6 }, requirement: null },
        { ref: { key: "washer-dryer" }, requirement: null },
        { ref: { id: 2 }, requirement: "covered" },
        { ref: { id: 7 }, requirement: null },
        { ref: { key: "gym" }, requirement: null },
      ],
    });
    expect(input({ amenities: null })).toEqual({ amenities: [] });
  });

  it("prefers requiredAmenities over amenities when both are sent", () => {
    expect(input({ requiredAmenities: ["pool"], amenities: ["gym"] })).toEqual({ amenities: [{ ref: { key: "pool" }, requirement: null }] });
    expect(input({ amenities: ["gym"] })).toEqual({ amenities: [{ ref: { key: "gym" }, requirement: null }] });
  });

  it("refuses an amenity that is no id, key or object, naming where it is", () => {
    const message = "Each amenity must be an id, a key such as 'pool', or {id, requirement}.";
    for (const [body, path] of [
      [{ amenities: ["pool", "hot tub!"] }, ["amenities", 1]],
      [{ requiredAmenities: [1.5] }, ["requiredAmenities", 0]],
      [{ amenities: [{ requirement: "covered" }] }, ["amenities", 0]],
    ] as const) {
      const result = parse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.message, issue.path])).toEqual([[message, path]]);
    }
    expect(refusal({ amenities: [true] })).toEqual([message]);
    expect(input({ amenities: [{ id: 1, requirement: "r".repeat(200) }] }).amenities?.[0]?.requirement).toHaveLength(200);
    expect(parse({ amenities: [{ id: 1, requirement: "r".repeat(201) }] }).success).toBe(false);
  });

  it("reads preferredNeighborhoodIds as numbers, dropping entries that are not whole numbers", () => {
    expect(input({ preferredNeighborhoodIds: [3, "4", " 6 ", "x", 5.5, null] })).toEqual({ neighborhoods: [{ id: 3 }, { id: 4 }, { id: 6 }] });
  });

  it("reads preferredNeighborhoods by id, else by slug, dropping the rest", () => {
    expect(input({ preferredNeighborhoods: [{ id: 3 }, { slug: "Montrose" }, { id: "x", slug: "heights" }, { id: "8", slug: "ignored" }, {}, { slug: "no slug!" }, { slug: 7 }] })).toEqual({
      neighborhoods: [{ id: 3 }, { key: "montrose" }, { key: "heights" }, { id: 8 }],
    });
    expect(refusal({ preferredNeighborhoods: ["montrose"] })).toEqual(["Each preferred neighborhood must be an object with an id or a slug."]);
  });

  it("reads neighborhoods as slugs or ids", () => {
    expect(input({ neighborhoods: ["montrose", 4, "12", "not a slug", 2.5, "rice-village", "route-9", "9-north"] })).toEqual({
      neighborhoods: [{ key: "montrose" }, { id: 4 }, { id: 12 }, { key: "rice-village" }, { key: "route-9" }, { key: "9-north" }],
    });
  });

  it("takes the neighborhood shapes in the order preferredNeighborhoodIds, preferredNeighborhoods, neighborhoods", () => {
    expect(input({ preferredNeighborhoodIds: [1], preferredNeighborhoods: [{ id: 2 }], neighborhoods: ["three"] })).toEqual({ neighborhoods: [{ id: 1 }] });
    expect(input({ preferredNeighborhoods: [{ id: 2 }], neighborhoods: ["three"] })).toEqual({ neighborhoods: [{ id: 2 }] });
    expect(input({ preferredNeighborhoodIds: null, neighborhoods: ["three"] })).toEqual({ neighborhoods: [] });
  });

  it("takes at most 50 entries in each list", () => {
    expect(input({ preferredNeighborhoodIds: Array(50).fill(1) }).neighborhoods).toHaveLength(50);
    expect(refusal({ preferredNeighborhoodIds: Array(51).fill(1) })).toEqual(["preferredNeighborhoodIds can hold at most 50 entries."]);
    expect(refusal({ amenities: Array(51).fill(1) })).toEqual(["amenities can hold at most 50 entries."]);
    expect(refusal({ requiredAmenities: Array(51).fill(1) })).toEqual(["requiredAmenities can hold at most 50 entries."]);
    expect(refusal({ preferredNeighborhoods: {} })).toEqual(["preferredNeighborhoods must be a list."]);
    expect(refusal({ neighborhoods: "montrose" })).toEqual(["neighborhoods must be a list."]);
  });
});

describe("isStandardLeaseLength", () => {
  it("is true for the standard choices only, never for 'custom' or the renter's own words", () => {
    expect(isStandardLeaseLength("12-month")).toBe(true);
    expect(isStandardLeaseLength("flexible")).toBe(true);
    expect(isStandardLeaseLength("custom")).toBe(false);
    expect(isStandardLeaseLength("9 months")).toBe(false);
    expect(isStandardLeaseLength(null)).toBe(false);
  });
});
