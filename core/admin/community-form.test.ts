import { describe, expect, it } from "vitest";
import { parseAmenityLinks, parseCommunityExtras, parseFloorPlanRows, publishedWithoutPlans } from "./community-form.ts";
import { parseResourceForm } from "./form.ts";
import { apartmentChecks, apartmentsResource, FLOOR_PLANS_MAX } from "./resources/apartments.ts";

const A1 = { name: "A1", beds: "1", baths: "1", sqft: "700", rent: "$1,200", unitsAvailable: "2", availableFrom: "2026-12-01" };
const B2 = { name: "B2", beds: "2", baths: "2.5", sqft: "1,050", rent: "1800", unitsAvailable: "0", availableFrom: "2027-01-15" };
const BLANK = { name: "", beds: "", baths: "", sqft: "", rent: "", unitsAvailable: "", availableFrom: "" };

/** A form as the edit page posts it: each row with its hidden id, and the Remove checkbox only when ticked. */
function planForm(rows: ({ id?: string; remove?: boolean } & Record<string, string | boolean | undefined>)[], extra: [string, string][] = []) {
  const form = new URLSearchParams();
  rows.forEach((row, i) => {
    form.append(`plans.${i}.id`, row.id ?? "");
    for (const [field, value] of Object.entries(row)) {
      if (field === "id" || field === "remove" || typeof value !== "string") continue;
      form.append(`plans.${i}.${field}`, value);
    }
    if (row.remove) form.append(`plans.${i}.remove`, "on");
  });
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

const COMMUNITY: [string, string][] = [
  ["title", "Sorrel Flats"],
  ["slug", ""],
  ["neighborhoodId", "3"],
  ["published", "on"],
  ["description", "Near the park."],
  ["streetAddress", "100 Main St"],
  ["postalCode", "77002"],
  ["phone", "(713) 555-0100"],
  ["latitude", "29.75"],
  ["longitude", "-95.36"],
  ["yearBuilt", "2015"],
  ["petPolicy", "Two pets."],
  ["petRent", ""],
  ["parkingFee", "$50"],
  ["applicationFee", "75"],
  ["adminFee", "150"],
  ["leaseTerms", "12-month"],
  ["tourHours", "Mon 09:00-18:00\nSun 13:00-17:00 virtual"],
  ["tourMinutes", "30"],
];

describe("parseFloorPlanRows", () => {
  it("reads kept and new rows as numbers, skipping the blank row and removed rows", () => {
    const result = parseFloorPlanRows(planForm([{ id: "11", ...A1 }, { id: "12", ...B2, remove: true }, { ...B2, name: "C3" }, BLANK]));
    expect(result).toMatchObject({
      ok: true,
      value: [
        { id: 11, name: "A1", beds: 1, baths: 1, sqft: 700, rent: 1200, unitsAvailable: 2, availableFrom: "2026-12-01" },
        { id: null, name: "C3", beds: 2, baths: 2.5, sqft: 1050, rent: 1800, unitsAvailable: 0, availableFrom: "2027-01-15" },
      ],
    });
    // What was typed is kept by input name, the removed row's box included, for the page to show again.
    expect(result.raw).toMatchObject({ "plans.0.rent": "$1,200", "plans.1.remove": "on", "plans.1.id": "12", "plans.3.name": "" });
  });

  it("gives each bad cell its own message, keyed by the input's name, and keeps what was typed", () => {
    const result = parseFloorPlanRows(planForm([{ id: "11", ...A1, rent: "cheap" }, { ...B2, baths: "1.3", availableFrom: "2027-02-30" }]));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      "plans.0.rent": "Rent must be a whole number.",
      "plans.1.baths": "Bathrooms must be a multiple of 0.5.",
      "plans.1.availableFrom": "Available from must be a real date.",
    });
    expect(result.raw["plans.0.rent"]).toBe("cheap");
  });

  it("an existing plan emptied is not a removal: its fields are required (Remove removes)", () => {
    const result = parseFloorPlanRows(planForm([{ id: "11", ...BLANK }]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors["plans.0.name"]).toBe("Plan name is required.");
  });

  it("refuses an id that is not a row id, and one plan sent twice", () => {
    const bad = parseFloorPlanRows(planForm([{ id: "abc", ...A1 }]));
    expect(bad.ok || bad.errors["plans.0.name"]).toMatch(/not one this page showed/);
    const twice = parseFloorPlanRows(planForm([{ id: "11", ...A1 }, { id: "11", ...B2 }]));
    expect(twice.ok || twice.errors["plans.1.name"]).toMatch(/same plan as row 1/);
  });

  it("refuses two plans of one name, naming it on the second", () => {
    const result = parseFloorPlanRows(planForm([A1, { ...B2, name: "a1" }]));
    expect(result.ok || result.errors).toEqual({ "plans.1.name": "Another floor plan of this community is named “a1”. Give each plan its own name." });
  });

  it(`takes ${FLOOR_PLANS_MAX} plans and refuses one more, and stops reading a flood of rows`, () => {
    const plans = (n: number) => Array.from({ length: n }, (_, i) => ({ ...A1, name: `P${i}` }));
    expect(parseFloorPlanRows(planForm(plans(FLOOR_PLANS_MAX)))).toMatchObject({ ok: true });
    const over = parseFloorPlanRows(planForm(plans(FLOOR_PLANS_MAX + 1)));
    expect(over.ok || over.errors.plans).toBe(`A community may have at most ${FLOOR_PLANS_MAX} floor plans. Remove some before saving.`);
    const flood = parseFloorPlanRows(planForm(Array.from({ length: 1000 }, () => ({ ...BLANK }))));
    expect(flood.ok || flood.errors.plans).toMatch(/at most/);
    expect(Object.keys(flood.raw).length).toBeLessThan(1000);
  });

  it("reads no rows from a form without any", () => {
    expect(parseFloorPlanRows(new URLSearchParams())).toEqual({ ok: true, value: [], raw: {} });
  });
});

describe("parseAmenityLinks", () => {
  it("reads the ticked amenities with their notes, blank notes as null, a note of an unticked one dropped", () => {
    const form = new URLSearchParams([
      ["amenities", "4"],
      ["amenities", "9"],
      ["amenities", "4"],
      ["amenityNote.4", "  heated,   saltwater "],
      ["amenityNote.9", ""],
      ["amenityNote.12", "not ticked"],
    ]);
    expect(parseAmenityLinks(form)).toEqual({
      ok: true,
      value: [
        { id: 4, note: "heated, saltwater" },
        { id: 9, note: null },
      ],
      raw: { amenities: "4\n9", "amenityNote.4": "  heated,   saltwater ", "amenityNote.9": "" },
    });
  });

  it("refuses an id that is not one and a note over 120 characters, beside its input", () => {
    const result = parseAmenityLinks(new URLSearchParams([["amenities", "0"], ["amenities", "7"], ["amenityNote.7", "x".repeat(121)]]));
    expect(result.ok || result.errors).toEqual({
      amenities: "Choose amenities from the list.",
      "amenityNote.7": "A note must be at most 120 characters (this one has 121).",
    });
    expect(parseAmenityLinks(new URLSearchParams([["amenities", "7"], ["amenityNote.7", "x".repeat(120)]]))).toMatchObject({ ok: true });
  });
});

describe("parseCommunityExtras", () => {
  it("gives the plans and the amenity links as values", () => {
    const result = parseCommunityExtras(planForm([A1, BLANK], [["published", "on"], ["amenities", "4"], ["amenityNote.4", "in select units"]]));
    expect(result).toMatchObject({ ok: true, values: { plans: [{ id: null, name: "A1", rent: 1200 }], amenityLinks: [{ id: 4, note: "in select units" }] } });
  });

  it("a community shown on the site needs a plan; a hidden one may wait for its plans", () => {
    const shown = parseCommunityExtras(planForm([BLANK], [["published", "on"]]));
    expect(shown.ok || shown.errors).toEqual({ plans: "A community shown on the site needs at least one floor plan: add one, or untick “Shown on the site”." });
    expect(parseCommunityExtras(planForm([BLANK]))).toMatchObject({ ok: true, values: { plans: [], amenityLinks: [] } });
  });

  it("reports every error at once, with the declared fields' parse beside it", () => {
    const form = planForm([{ ...A1, sqft: "" }], [...COMMUNITY.filter(([name]) => name !== "postalCode"), ["postalCode", "7700"], ["amenities", "4"], ["amenityNote.4", "y".repeat(200)]]);
    const extras = parseCommunityExtras(form);
    expect(extras.ok || Object.keys(extras.errors).sort()).toEqual(["amenityNote.4", "plans.0.sqft"]);
    expect(extras.raw).toMatchObject({ "plans.0.sqft": "", "plans.0.name": "A1", "amenityNote.4": "y".repeat(200) });
    // The declared fields of the same form parse on their own (the registry merges both).
    const fields = parseResourceForm(apartmentsResource.fields, apartmentChecks, form);
    expect(fields.ok || fields.errors).toEqual({ postalCode: "ZIP code must be five digits." });
  });

  it("reads tour hours as lines and refuses lines that are not a day and hours", () => {
    const good = parseResourceForm(apartmentsResource.fields, apartmentChecks, planForm([A1], COMMUNITY));
    expect(good.ok && good.values).toMatchObject({ tourHours: ["Mon 09:00-18:00", "Sun 13:00-17:00 virtual"], tourMinutes: 30 });
    const bad = parseResourceForm(apartmentsResource.fields, apartmentChecks, planForm([A1], [...COMMUNITY.filter(([name]) => name !== "tourHours"), ["tourHours", "Mon 18:00-09:00"]]));
    expect(bad.ok || bad.errors).toEqual({ tourHours: "“Mon 18:00-09:00”: closing must be after opening." });
  });
});

describe("the pet policy's fields", () => {
  const withPets = (fields: [string, string][]) =>
    parseResourceForm(apartmentsResource.fields, apartmentChecks, planForm([A1], [...COMMUNITY.filter(([name]) => name !== "petRent"), ...fields]));

  it("reads dogs, cats, the count, the weight, breeds and charges; blank is unknown", () => {
    const parsed = withPets([["dogsAllowed", "on"], ["catsAllowed", "on"], ["maxPets", "2"], ["dogWeightLimitLb", "50"], ["breedRestrictions", "on"], ["petFee", "$300"], ["petDeposit", ""], ["petRent", "25"]]);
    expect(parsed.ok && parsed.values).toMatchObject({ dogsAllowed: true, catsAllowed: true, maxPets: 2, dogWeightLimitLb: 50, breedRestrictions: true, petFee: 300, petDeposit: null, petRent: 25 });
    expect(parsed.ok && "petsAllowed" in parsed.values).toBe(false);
  });

  it("refuses numbers out of bounds beside their field", () => {
    const parsed = withPets([["dogsAllowed", "on"], ["maxPets", "12"], ["dogWeightLimitLb", "0"], ["petFee", "-5"]]);
    expect(parsed.ok || parsed.errors).toEqual({
      maxPets: "Pets per home (at most) must be at most 9.",
      dogWeightLimitLb: "Dog weight limit (lb) must be at least 1.",
      petFee: "Pet fee (one-time, per pet) must be at least 0.",
    });
  });

  it("refuses a dog weight limit without dogs, and pet limits or charges where no pets are allowed", () => {
    expect(withPets([["catsAllowed", "on"], ["dogWeightLimitLb", "40"]])).toMatchObject({ ok: false, errors: { dogWeightLimitLb: expect.stringContaining("needs “Dogs allowed” ticked") } });
    expect(withPets([["maxPets", "2"]])).toMatchObject({ ok: false, errors: { maxPets: expect.stringContaining("Pets per home applies only where pets are allowed") } });
    expect(withPets([["petRent", "25"]])).toMatchObject({ ok: false, errors: { petRent: expect.stringContaining("Pet rent applies only") } });
    expect(withPets([["petFee", "0"], ["petRent", "0"]]).ok).toBe(true);
  });
});

describe("publishedWithoutPlans", () => {
  it("names the community when given", () => {
    expect(publishedWithoutPlans(true, 0, "Sorrel Flats")).toBe("“Sorrel Flats” has no floor plan: add one on its page before showing it on the site.");
    expect(publishedWithoutPlans(true, 1, "Sorrel Flats")).toBeNull();
    expect(publishedWithoutPlans(false, 0)).toBeNull();
  });
});
