/**
 * Issue 29 in A.L.I.'s answers: parking is quoted by its kinds and costs (the catalogue's one truth), and a distance
 * from a community placed at its ZIP code's or neighborhood's center says it is approximate.
 */
import { describe, expect, it } from "vitest";
import { estimateDrive } from "../commute/estimate-drive.ts";
import { HOUSTON_DESTINATIONS } from "../commute/destinations.ts";
import { nearestRailWalk } from "../commute/walk-to-rail.ts";
import type { MatchCommunity } from "../matching/types.ts";
import { EMPTY_PROFILE } from "../preferences/profile.ts";
import type { ConversationState } from "./query/schema.ts";
import { respond } from "./respond.ts";
import { amenityIdOf, COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const parkingId = amenityIdOf("parking");
const tmc = HOUSTON_DESTINATIONS.find((d) => d.id === "texas-medical-center")!;

describe("parking answers name the kinds and their costs", () => {
  const k = knowledge();
  const ask = (message: string) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k).responseMessage;

  it("the test catalogue keeps parking as the database does: options exactly where the Parking amenity is, the fee their cheapest", () => {
    for (const c of COMMUNITIES) {
      expect(c.parking.length > 0, c.title).toBe(c.amenityIds.includes(parkingId));
      expect(c.parkingFee, c.title).toBe(c.parking.length > 0 ? Math.min(...c.parking.map((o) => o.monthly)) : 0);
    }
    expect(COMMUNITIES.some((c) => c.parking.length > 1)).toBe(true);
  });

  it("'how much is parking at X' quotes every kind with its monthly cost", () => {
    const two = COMMUNITIES.find((c) => c.parking.length === 2 && c.parking.every((o) => o.monthly > 0))!;
    const [first, second] = two.parking;
    const label = (kind: string) => (kind === "surface" ? "surface lot" : kind);
    const kinds = `${label(first!.kind)} $${first!.monthly} a month and ${label(second!.kind)} $${second!.monthly} a month`;
    expect(ask(`how much is parking at ${two.title}?`)).toContain(`${two.title} has parking (${kinds}).`);
    expect(ask(`how much is the parking at ${two.title}`)).toContain(kinds);
  });

  it("says a community without parking lists none, never a fee of none", () => {
    const none = COMMUNITIES.find((c) => c.parking.length === 0)!;
    const reply = ask(`how much is parking at ${none.title}?`);
    expect(reply).toMatch(new RegExp(`${none.title} (?:lists no|doesn't have) parking\\.`));
    expect(reply).not.toMatch(/\$\d+ a month/);
  });

  it("compares parking side by side by kind", () => {
    const [a, b] = [COMMUNITIES.find((c) => c.parking.length === 2)!, COMMUNITIES.find((c) => c.parking.length === 0)!];
    const reply = ask(`compare ${a.title} and ${b.title}`);
    expect(reply).toMatch(new RegExp(`Parking: [^\\n]*garage \\$${a.parking.find((o) => o.kind === "garage")!.monthly} a month at ${a.title}; none listed at ${b.title}\\.`));
  });
});

describe("distances from an approximate location say so", () => {
  // One community of the test catalogue placed at its ZIP code's center by the import; its twin stays exact.
  const placed = COMMUNITIES.find((c) => nearestRailWalk(c) !== null)!;
  const k = knowledge({ communities: COMMUNITIES.map((c) => (c.id === placed.id ? { ...c, locationApproximate: true } : c)) });
  const ask = (message: string) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k).responseMessage;
  const askExact = (message: string) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [] }, knowledge()).responseMessage;

  it("A.L.I.'s drive from the community is marked approximate; the same answer for an exact position is not", () => {
    const miles = Math.round(estimateDrive(placed, tmc).roadMiles * 10) / 10;
    const reply = ask(`how far is ${placed.title} from the Texas Medical Center?`);
    expect(reply).toContain(`From ${placed.title} to Texas Medical Center: about ${miles} road mile${miles === 1 ? "" : "s"} (approximate location), roughly`);
    expect(askExact(`how far is ${placed.title} from the Texas Medical Center?`)).not.toContain("approximate");
  });

  it("the walk to METRORail from it is marked approximate", () => {
    const reply = ask(`is ${placed.title} near the rail?`);
    expect(reply).toMatch(/about an? \d+-minute walk to .+ \(approximate location\)/);
    expect(askExact(`is ${placed.title} near the rail?`)).not.toContain("approximate");
  });
});

describe("a kind of parking asked for is a criterion of the question (filters.parkingKinds)", () => {
  const k = knowledge();
  const ask = (message: string, state: ConversationState | null = null) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [], state }, k);
  const midtown = NEIGHBORHOODS.find((n) => n.slug === "midtown")!;
  const byRent = (a: MatchCommunity, b: MatchCommunity) => Math.min(...a.floorPlans.map((p) => p.rent)) - Math.min(...b.floorPlans.map((p) => p.rent)) || a.title.localeCompare(b.title, "en");
  const offering = (kinds: readonly string[], neighborhoodId?: number) =>
    COMMUNITIES.filter((c) => (neighborhoodId === undefined || c.neighborhoodId === neighborhoodId) && c.floorPlans.length > 0 && c.parking.some((o) => kinds.includes(o.kind))).sort(byRent);

  it("'any place in Midtown with covered parking?' lists those with covered or garage parking, each with the kind and its cost, and saves nothing", () => {
    const expected = offering(["covered", "garage"], midtown.id);
    expect(expected.length).toBeGreaterThan(0);
    const reply = ask("any place in Midtown with covered parking?");
    expect(reply.responseMessage).not.toContain("None of our listings record");
    expect(reply.answer?.query.filters.parkingKinds).toEqual(["covered", "garage"]);
    expect(reply.answer?.query.filters.unknown).toEqual([]);
    expect(reply.apartmentDetailsSuggested).toEqual(expected.slice(0, 5).map((c) => c.slug));
    expect(reply.responseMessage).toContain(`${expected.length === 1 ? "1 community" : `${expected.length} communities`} in Midtown with covered or garage parking`);
    for (const c of expected.slice(0, 5)) {
      const said = c.parking.filter((o) => o.kind === "covered" || o.kind === "garage").map((o) => `${o.kind} ${o.monthly > 0 ? `$${o.monthly} a month` : "included in the rent"}`).join(" and ");
      expect(reply.responseMessage).toContain(`${c.title}: $`);
      expect(reply.responseMessage).toContain(`parking: ${said}`);
    }
    expect(reply.profileChanged).toBe(false);
  });

  it("reads each kind: a garage (parking garage, attached garage, underground), a carport (covered), reserved, a surface lot", () => {
    const kinds = (message: string) => ask(message).answer?.query.filters.parkingKinds;
    expect(kinds("which places in Montrose have a parking garage?")).toEqual(["garage"]);
    expect(kinds("any 2 beds with an attached garage in the Heights?")).toEqual(["garage"]);
    expect(kinds("apartments in midtown with underground parking")).toEqual(["garage"]);
    expect(kinds("any places in EaDo with a carport?")).toEqual(["covered", "garage"]);
    expect(kinds("which communities in Montrose have reserved parking?")).toEqual(["reserved"]);
    expect(kinds("any place in Midtown with assigned parking?")).toEqual(["reserved"]);
    expect(kinds("show me places in the Heights with surface lot parking")).toEqual(["surface"]);
    expect(kinds("any place in Midtown with parking?")).toEqual([]);
  });

  it("answers with exactly the communities offering the kind, and none when none does", () => {
    for (const n of NEIGHBORHOODS) {
      const expected = offering(["garage"], n.id);
      const reply = ask(`which communities in ${n.name} have garage parking?`);
      if (expected.length === 0) {
        expect(reply.apartmentDetailsSuggested, n.name).toEqual([]);
        continue;
      }
      expect(reply.answer?.total, n.name).toBe(expected.length);
      expect(reply.apartmentDetailsSuggested, n.name).toEqual(expected.slice(0, 5).map((c) => c.slug));
    }
    // The test catalogue has no reserved parking at all.
    expect(COMMUNITIES.some((c) => c.parking.some((o) => o.kind === "reserved"))).toBe(false);
    const none = ask("which communities in Midtown have reserved parking?");
    expect(none.answer?.total).toBe(0);
    expect(none.responseMessage).toContain("No community in Midtown has a listing with reserved parking right now.");
  });

  it("'which of those have covered parking?' keeps the question's place and bedrooms, and adds the kind", () => {
    const first = ask("2 beds in Midtown?");
    const twoBeds = (c: MatchCommunity) => c.floorPlans.some((p) => p.beds === 2);
    const expected = offering(["covered", "garage"], midtown.id).filter(twoBeds);
    const reply = ask("which of those have covered parking?", first.state ?? null);
    expect(reply.answer?.query.filters.beds).toEqual({ min: 2, max: 2 });
    expect(reply.answer?.query.scope.neighborhoods).toEqual(["midtown"]);
    expect(reply.answer?.query.filters.parkingKinds).toEqual(["covered", "garage"]);
    expect(reply.answer?.total).toBe(expected.length);
    expect(reply.profileChanged).toBe(false);
  });

  it("'the cheapest covered parking' is the fee of the kind asked, not of a cheaper surface lot", () => {
    const withBoth = COMMUNITIES.find((c) => c.parking.length === 2)!;
    const place = NEIGHBORHOODS.find((n) => n.id === withBoth.neighborhoodId)!;
    const fees = COMMUNITIES.filter((c) => c.neighborhoodId === place.id && c.floorPlans.length > 0)
      .map((c) => ({ c, fee: Math.min(...c.parking.filter((o) => o.kind === "garage").map((o) => o.monthly)) }))
      .filter((x) => Number.isFinite(x.fee))
      .sort((a, b) => a.fee - b.fee || a.c.title.localeCompare(b.c.title, "en"));
    const reply = ask(`cheapest garage parking in ${place.name}`);
    expect(reply.answer?.measure).toBe("parking-fee");
    expect(reply.answer?.items[0]).toMatchObject({ slug: fees[0]!.c.slug, value: fees[0]!.fee });
  });

  it("a community's own kind is answered yes or no by its options", () => {
    const surfaceOnly = COMMUNITIES.find((c) => c.parking.length === 1 && c.parking[0]!.kind === "surface")!;
    const both = COMMUNITIES.find((c) => c.parking.length === 2)!;
    expect(ask(`does ${surfaceOnly.title} have covered parking?`).responseMessage).toContain(`No, ${surfaceOnly.title} has no covered or garage parking: it lists surface lot $${surfaceOnly.parking[0]!.monthly} a month.`);
    expect(ask(`does ${both.title} have garage parking?`).responseMessage).toContain(`Yes, ${both.title} has garage parking (garage $${both.parking.find((o) => o.kind === "garage")!.monthly} a month).`);
  });

  it("gated or shaded parking is still named as not recorded", () => {
    const reply = ask("any place in Midtown with gated parking?");
    expect(reply.responseMessage).toContain("None of our listings record gated or shaded parking");
    expect(reply.answer?.query.filters.parkingKinds).toEqual([]);
  });
});
