import { describe, expect, it } from "vitest";
import { profile } from "../matching/test-fixtures.ts";
import { lookupsFor } from "./knowledge.ts";
import { remember } from "./remember.ts";
import { TODAY, amenityIdOf, knowledge, neighborhoodIdOf } from "./test-knowledge.ts";
import { understandMessage } from "./understanding/index.ts";

const lookups = lookupsFor(knowledge());
const say = (text: string, before = profile(), skip?: Parameters<typeof remember>[3] extends infer O ? (O extends { skip?: infer S } ? S : never) : never) =>
  remember(before, understandMessage(text, lookups.knowledge.vocabulary, TODAY), lookups, { skip });

describe("remember", () => {
  it("saves every preference a message states and words each change", () => {
    const saved = say("I'm Priya, 713-555-0142. I want a 2 bed 1.5 bath in Montrose or the Heights under $1,800 with a pool and covered parking, moving Jan 1 2027, 12 month lease");
    expect(saved.profile).toMatchObject({
      name: "Priya",
      phone: "713-555-0142",
      neighborhoodIds: [neighborhoodIdOf("montrose"), neighborhoodIdOf("heights")],
      maxBudget: 1800,
      bedrooms: 2,
      bathrooms: 1.5,
      moveInDate: "2027-01-01",
      leaseLength: "12-month",
      amenities: [{ id: amenityIdOf("pool"), requirement: null }, { id: amenityIdOf("parking"), requirement: "covered" }],
    });
    expect(saved.changed).toBe(true);
    expect(saved.changes).toEqual([
      "Name set to Priya",
      "Phone set to 713-555-0142",
      "Added Montrose",
      "Added The Heights",
      "Budget set to $1,800",
      "Bedrooms set to 2",
      "Bathrooms set to 1.5",
      "Added Pool",
      "Added Parking (covered)",
      "Move-in date set to Jan 1, 2027",
      "Lease length set to 12 months",
    ]);
    expect(saved.status).toContain("Neighborhoods: Montrose, The Heights");
    expect(saved.status).toContain("Budget: $1,800");
  });

  it("replaces a value with its correction", () => {
    const first = say("2 bedrooms under 1500").profile;
    const corrected = say("actually make it 3 bedrooms and $1,700", first);
    expect(corrected.profile).toMatchObject({ bedrooms: 3, maxBudget: 1700 });
    expect(corrected.changes).toEqual(["Budget set to $1,700", "Bedrooms set to 3"]);
  });

  it("adds neighborhoods and amenities to the saved ones and removes what a negation rules out", () => {
    const before = profile({ neighborhoodIds: [neighborhoodIdOf("downtown")], amenities: [{ id: amenityIdOf("pool"), requirement: null }] });
    const after = say("Montrose please, not downtown, and no pool needed", before);
    expect(after.profile.neighborhoodIds).toEqual([neighborhoodIdOf("montrose")]);
    expect(after.profile.amenities).toEqual([]);
    expect(after.changes).toEqual(["Removed Downtown", "Added Montrose", "Removed Pool"]);
  });

  it("saves nothing, and says nothing, when the message changes nothing", () => {
    const before = profile({ maxBudget: 1800, neighborhoodIds: [neighborhoodIdOf("montrose")] });
    for (const text of ["budget is $1,800", "not downtown", "What's Montrose like?", "How much is a 2 bed in Midtown?"]) {
      const after = say(text, before);
      expect(after.changed, text).toBe(false);
      expect(after.changes, text).toEqual([]);
      expect(after.profile, text).toEqual(before);
    }
  });

  it("treats 'anywhere' as the latest word on where to live", () => {
    const after = say("anywhere is fine", profile({ neighborhoodIds: [neighborhoodIdOf("montrose")] }));
    expect(after.profile).toMatchObject({ anyNeighborhood: true, neighborhoodIds: [] });
    expect(after.changes).toEqual(["Neighborhoods set to anywhere"]);
    const named = say("I'd like Midtown", after.profile);
    expect(named.profile).toMatchObject({ anyNeighborhood: false, neighborhoodIds: [neighborhoodIdOf("midtown")] });
  });

  it("reports 'anywhere' said beside a neighborhood already saved: the list stays and the change is named", () => {
    const before = profile({ neighborhoodIds: [neighborhoodIdOf("memorial")] });
    const after = say("anywhere. Memorial", before);
    expect(after.profile).toMatchObject({ anyNeighborhood: true, neighborhoodIds: [neighborhoodIdOf("memorial")] });
    expect(after.changed).toBe(true);
    expect(after.changes).toEqual(["Open to other neighborhoods too"]);
  });

  it("replaces an amenity's note with a new one", () => {
    const before = profile({ amenities: [{ id: amenityIdOf("parking"), requirement: null }] });
    const after = say("parking, must be covered", before);
    expect(after.profile.amenities).toEqual([{ id: amenityIdOf("parking"), requirement: "must be covered" }]);
    expect(after.changes).toEqual(["Parking note set to 'must be covered'"]);
  });

  it("records a skipped question, and forgets the skip once it is answered", () => {
    const skipped = say("skip", profile(), "phone");
    expect(skipped.profile.skippedFields).toEqual(["phone"]);
    expect(skipped.changes).toEqual(["Skipped phone number"]);
    const answered = say("my number is 713-555-0142", skipped.profile);
    expect(answered.profile.skippedFields).toEqual([]);
    expect(answered.profile.phone).toBe("713-555-0142");
  });

  it("drops a value the preferences API would refuse and keeps the rest", () => {
    const understanding = { intents: ["profile-answer" as const], set: { maxBudget: 250_000, bedrooms: 2, bathrooms: 1.4, name: "x".repeat(150) }, remove: {}, asked: {}, mentioned: { neighborhoods: [], amenities: [] } };
    const after = remember(profile(), understanding, lookups);
    expect(after.profile).toMatchObject({ maxBudget: null, name: null, bedrooms: 2, bathrooms: 1.5 });
    expect(after.changes).toEqual(["Bedrooms set to 2", "Bathrooms set to 1.5"]);
  });
});
