import { describe, expect, it } from "vitest";
import { availabilityText, CARD_DEFAULTS, PLACEHOLDER_IMAGE, toSuggestionCardView } from "./suggestion-view.ts";

const today = "2026-06-01";

describe("the suggestion card view (spec section 3)", () => {
  it("falls back to the spec's defaults when nothing is known", () => {
    const view = toSuggestionCardView({ apartment: { id: 7, slug: "bayou-lofts", title: "Bayou Lofts", imageUrl: "" } }, today);
    expect(view).toMatchObject({
      name: "Bayou Lofts",
      address: "bayou-lofts, Houston, TX",
      imageUrl: PLACEHOLDER_IMAGE,
      price: 1500,
      sqft: 800,
      beds: 1,
      baths: 1,
      availability: "Available Now",
      transit: null,
      matchRating: "Unknown",
      recommendationLevel: "Unknown",
      matchPercentage: 0,
      amenities: [],
      keyStrengths: [],
      potentialConcerns: [],
      commute: null,
    });
    expect(CARD_DEFAULTS).toMatchObject({ price: 1500, sqft: 800, beds: 1, baths: 1 });
    // Issue 15: no fixed walk or transit score, whatever the spec's defaults said.
    expect(view).not.toHaveProperty("walkScore");
    expect(view).not.toHaveProperty("transitScore");
  });

  it("shows the street address, and the spec's '{slug}, Houston, TX' only when there is none", () => {
    const apartment = { id: 3, slug: "sorrel-flats", title: "Sorrel Flats" };
    expect(toSuggestionCardView({ apartment: { ...apartment, streetAddress: " 1200 Westheimer Rd, Houston, TX 77006 " } }, today).address).toBe(
      "1200 Westheimer Rd, Houston, TX 77006",
    );
    expect(toSuggestionCardView({ apartment: { ...apartment, streetAddress: "2410  Montrose Blvd" } }, today).address).toBe("2410 Montrose Blvd, Houston, TX");
    expect(toSuggestionCardView({ apartment: { ...apartment, streetAddress: "  " } }, today).address).toBe("sorrel-flats, Houston, TX");
    expect(toSuggestionCardView({ apartment: { ...apartment, streetAddress: null } }, today).address).toBe("sorrel-flats, Houston, TX");
  });

  it("estimates transit from the community's position, so two places differ", () => {
    const byRail = toSuggestionCardView({ apartment: { id: 1, slug: "a", title: "A", latitude: 29.7584, longitude: -95.3635 } }, today);
    const farOut = toSuggestionCardView({ apartment: { id: 2, slug: "b", title: "B", latitude: 29.7858, longitude: -95.8245 } }, today);
    expect(byRail.transit).toEqual({ score: 100, station: "Central Station", miles: 0, approximate: false });
    expect(farOut.transit?.score).toBe(0);
  });

  it("prefers the scored floor plan, then the community's own figures", () => {
    const apartment = { id: 1, slug: "a", title: "A", minPrice: 1100, minSqft: 600, minBeds: 0, minBaths: 1, imageUrl: "/images/apartment/a.svg" };
    expect(toSuggestionCardView({ apartment }, today)).toMatchObject({ price: 1100, sqft: 600, beds: 0, baths: 1, imageUrl: "/images/apartment/a.svg" });
    const plan = { name: "B2", beds: 2, baths: 1.5, sqft: 1010, rent: 1640, availableFrom: "2026-05-01" };
    expect(toSuggestionCardView({ apartment, plan }, today)).toMatchObject({
      price: 1640,
      sqft: 1010,
      beds: 2,
      baths: 1.5,
      planName: "B2",
      text: { price: "$1,640", sqft: "1,010 sq ft", beds: "2 beds", baths: "1.5 baths" },
    });
    expect(toSuggestionCardView({ apartment }, today).text).toMatchObject({ beds: "Studio", baths: "1 bath" });
  });

  it("keeps the percentage a whole number within 0-100 and keeps the analysis", () => {
    const view = toSuggestionCardView(
      {
        apartment: { id: 1, slug: "a", title: "A", apartmentAmenities: [{ displayName: "Pool" }], neighborhood: { name: "Montrose", slug: "montrose" } },
        matchPercentage: 104.2,
        matchRating: "Excellent Match",
        recommendationLevel: "Highly Recommended",
        detailedAnalysis: "  Fits.  ",
        keyStrengths: ["$1,640 for the 2-bed plan"],
        potentialConcerns: ["no in-unit washer/dryer"],
        commute: { destination: { id: "texas-medical-center", name: "Texas Medical Center" }, miles: 6.24, driveMinutes: 14, railWalk: null, approximate: false },
      },
      today,
    );
    expect(view).toMatchObject({
      matchPercentage: 100,
      matchRating: "Excellent Match",
      detailedAnalysis: "Fits.",
      amenities: ["Pool"],
      neighborhoodName: "Montrose",
      commute: "About 14 min drive to Texas Medical Center (6.2 mi)",
    });
  });

  it("marks the distances of a community placed at its ZIP code's center as approximate", () => {
    const railWalk = { station: { name: "Wheeler Station", latitude: 29.735, longitude: -95.38, lines: ["Red" as const] }, miles: 0.4, minutes: 8, approximate: true };
    const commute = { destination: { id: "texas-medical-center", name: "Texas Medical Center" }, miles: 6.24, driveMinutes: 14, railWalk, approximate: true };
    const apartment = { id: 4, slug: "z", title: "Z", latitude: 29.7407, longitude: -95.3806, locationApproximate: true };
    const view = toSuggestionCardView({ apartment, commute }, today);
    expect(view.commute).toBe("About 14 min drive to Texas Medical Center (6.2 mi, approximate location)");
    expect(view.railWalk).toBe("About 8 min walk to Wheeler Station (METRORail, approximate location)");
    expect(view.transit).toMatchObject({ approximate: true });
    const exact = toSuggestionCardView({ apartment: { ...apartment, locationApproximate: false }, commute: { ...commute, approximate: false, railWalk: { ...railWalk, approximate: false } } }, today);
    expect(exact.commute).toBe("About 14 min drive to Texas Medical Center (6.2 mi)");
    expect(exact.railWalk).toBe("8 min walk to Wheeler Station (METRORail)");
    expect(exact.transit).toMatchObject({ approximate: false });
  });

  it("says when a plan only opens later, instead of 'Available Now'", () => {
    expect(availabilityText("2026-05-31", today)).toBe("Available Now");
    expect(availabilityText("2026-06-01", today)).toBe("Available Now");
    expect(availabilityText("2026-07-01", today)).toBe("Available from Jul 1, 2026");
    expect(availabilityText(null, today)).toBe("Available Now");
  });

  it("shows a move-in special only while today is within its dates, both days included", () => {
    const special = { text: "Look and lease", amount: 500, monthsFree: null, startsOn: "2026-06-01", endsOn: "2026-06-30" };
    const card = (day: string) => toSuggestionCardView({ apartment: { id: 7, slug: "bayou-lofts", title: "Bayou Lofts", special } }, day).special;
    expect(card("2026-06-01")).toBe("Look and lease ($500 off), through Jun 30, 2026");
    expect(card("2026-06-30")).toBe("Look and lease ($500 off), through Jun 30, 2026");
    expect(card("2026-05-31")).toBeNull();
    expect(card("2026-07-01")).toBeNull();
    expect(toSuggestionCardView({ apartment: { id: 7, slug: "bayou-lofts", title: "Bayou Lofts" } }, today).special).toBeNull();
  });
});
