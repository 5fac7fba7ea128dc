import { describe, expect, it } from "vitest";
import type { PreferenceReference } from "./apply-input.ts";
import { toPreferencesResponse } from "./preferences-response.ts";
import { EMPTY_PROFILE, type PreferenceProfile } from "./profile.ts";

const REFERENCE: PreferenceReference = {
  neighborhoods: [
    { id: 3, slug: "montrose", name: "Montrose" },
    { id: 4, slug: "heights", name: "The Heights" },
  ],
  amenities: [{ id: 1, name: "pool", displayName: "Pool" }],
};

describe("toPreferencesResponse", () => {
  it("answers every field in each shape the clients read, neighborhoods in the chosen order", () => {
    const profile: PreferenceProfile = {
      ...EMPTY_PROFILE,
      name: "Maria",
      phone: "713-555-0142",
      commuteTo: "TMC",
      neighborhoodIds: [4, 99, 3],
      anyNeighborhood: false,
      maxBudget: 1800,
      bedrooms: 2,
      bathrooms: 1.5,
      sqft: 900,
      amenities: [{ id: 1, requirement: "heated" }],
      moveInDate: "2027-03-01",
      leaseLength: "12-month",
      isUserFeelFineWithProfilePreferences: true,
      previousRouteAgent: "chat",
      skippedFields: ["phone"],
    };
    expect(toPreferencesResponse(profile, REFERENCE)).toEqual({
      name: "Maria",
      phone: "713-555-0142",
      commuteTo: "TMC",
      amenities: [{ id: 1, requirement: "heated" }],
      requiredAmenities: [{ id: 1, requirement: "heated" }],
      // 99 is not in the catalogue (any more): left out of every shape.
      neighborhoods: ["heights", "montrose"],
      preferredNeighborhoodIds: [4, 3],
      preferredNeighborhoods: [
        { id: 4, slug: "heights", name: "The Heights" },
        { id: 3, slug: "montrose", name: "Montrose" },
      ],
      anyNeighborhood: false,
      maxBudget: 1800,
      bedrooms: 2,
      bathrooms: 1.5,
      sqft: 900,
      moveInDate: "2027-03-01",
      leaseLength: "12-month",
      customLeaseLength: null,
      isUserFeelFineWithProfilePreferences: true,
      previousRouteAgent: "chat",
      skippedFields: ["phone"],
    });
  });

  it("answers the renter's own lease words as the custom lease length too", () => {
    expect(toPreferencesResponse({ ...EMPTY_PROFILE, leaseLength: "9 months" }, REFERENCE)).toMatchObject({ leaseLength: "9 months", customLeaseLength: "9 months" });
    expect(toPreferencesResponse({ ...EMPTY_PROFILE, leaseLength: null }, REFERENCE)).toMatchObject({ leaseLength: null, customLeaseLength: null });
  });
});
