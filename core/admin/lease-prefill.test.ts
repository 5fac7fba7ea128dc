import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEASE_PREFILL_SOURCES, newestSignal, prefillLease, type CommunitySignal, type LeasePrefillInput } from "./lease-prefill.ts";

const empty: LeasePrefillInput = { signals: [], plans: [], listedPlanIds: new Map(), inquiries: [], leases: [] };
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15)).toISOString();

describe("prefillLease", () => {
  it("offers nothing when the client did nothing", () => {
    expect(prefillLease(empty)).toEqual({ apartmentId: null, source: null, floorPlanId: null, rent: null, moveIn: null, previousApartmentId: null });
  });

  it("takes the community of the newest sign, whichever kind it is", () => {
    const listed: CommunitySignal = { source: "listed", apartmentId: 1, at: at(1) };
    const interested: CommunitySignal = { source: "interested", apartmentId: 2, at: at(3) };
    const tour: CommunitySignal = { source: "tour", apartmentId: 3, at: at(2) };
    expect(prefillLease({ ...empty, signals: [listed, interested, tour] })).toMatchObject({ apartmentId: 2, source: "interested" });
    // A tour booked after the reaction wins; the list's first item wins when the locator put it there last.
    expect(prefillLease({ ...empty, signals: [listed, interested, { ...tour, at: at(4) }] })).toMatchObject({ apartmentId: 3, source: "tour" });
    expect(prefillLease({ ...empty, signals: [{ ...listed, at: at(5) }, interested, tour] })).toMatchObject({ apartmentId: 1, source: "listed" });
  });

  it("breaks a tie in time by the stronger sign: a tour, then an Interested, then the list", () => {
    const same = at(7);
    expect(newestSignal([{ source: "listed", apartmentId: 1, at: same }, { source: "interested", apartmentId: 2, at: same }])).toMatchObject({ apartmentId: 2 });
    expect(newestSignal([{ source: "interested", apartmentId: 2, at: same }, { source: "tour", apartmentId: 3, at: same }])).toMatchObject({ apartmentId: 3 });
  });

  it("takes the plan the options list picked for that community, with its rent, else the community's only plan", () => {
    const plans = [
      { id: 10, apartmentId: 1, rent: 1_450 },
      { id: 11, apartmentId: 1, rent: 1_650 },
      { id: 20, apartmentId: 2, rent: 2_100 },
    ];
    const signals: CommunitySignal[] = [{ source: "tour", apartmentId: 1, at: at(2) }];
    // Plan 99 is no longer the community's: the next picked one is used.
    expect(prefillLease({ ...empty, signals, plans, listedPlanIds: new Map([[1, [99, 11, 10]]]) })).toMatchObject({ floorPlanId: 11, rent: 1_650 });
    // Two plans and none picked: which one cannot be told.
    expect(prefillLease({ ...empty, signals, plans })).toMatchObject({ apartmentId: 1, floorPlanId: null, rent: null });
    expect(prefillLease({ ...empty, signals: [{ source: "listed", apartmentId: 2, at: at(2) }], plans })).toMatchObject({ floorPlanId: 20, rent: 2_100 });
    // Another community's pick never leaks in.
    expect(prefillLease({ ...empty, signals, plans, listedPlanIds: new Map([[2, [20]]]) })).toMatchObject({ floorPlanId: null });
  });

  it("offers no rent a lease cannot record", () => {
    const signals: CommunitySignal[] = [{ source: "tour", apartmentId: 1, at: at(2) }];
    expect(prefillLease({ ...empty, signals, plans: [{ id: 10, apartmentId: 1, rent: 0 }] })).toMatchObject({ floorPlanId: 10, rent: null });
    expect(prefillLease({ ...empty, signals, plans: [{ id: 10, apartmentId: 1, rent: 100 }] })).toMatchObject({ rent: 100 });
    expect(prefillLease({ ...empty, signals, plans: [{ id: 10, apartmentId: 1, rent: 100_001 }] })).toMatchObject({ rent: null });
  });

  it("takes the move-in of the newest inquiry that gave one (a tour's inquiry gives none)", () => {
    const inquiries = [
      { createdAt: at(1), moveInDate: "2027-01-01" },
      { createdAt: at(3), moveInDate: "2027-02-15" },
      { createdAt: at(5), moveInDate: null },
      { createdAt: at(2), moveInDate: "2027-03-01" },
    ];
    expect(prefillLease({ ...empty, inquiries }).moveIn).toBe("2027-02-15");
  });

  it("moves them from their previous lease's community", () => {
    const leases = [
      { apartmentId: 4, createdAt: at(1) },
      { apartmentId: 5, createdAt: at(9) },
    ];
    expect(prefillLease({ ...empty, leases }).previousApartmentId).toBe(5);
    expect(prefillLease({ ...empty, leases: [{ apartmentId: null, createdAt: at(1) }] }).previousApartmentId).toBeNull();
  });

  it("throws on a time that is not one (a bug in the caller)", () => {
    expect(() => prefillLease({ ...empty, signals: [{ source: "tour", apartmentId: 1, at: "soon" }, { source: "tour", apartmentId: 2, at: at(1) }] })).toThrow(RangeError);
  });

  it("always picks a sign nothing is newer than, and among those the strongest, whatever the order", () => {
    const signal = fc.record({
      source: fc.constantFrom(...LEASE_PREFILL_SOURCES),
      apartmentId: fc.integer({ min: 1, max: 50 }),
      at: fc.integer({ min: 0, max: 20 }).map((hour) => new Date(Date.UTC(2026, 10, 1, hour)).toISOString()),
    });
    fc.assert(
      fc.property(fc.array(signal, { minLength: 1, maxLength: 12 }), (signals) => {
        const chosen = newestSignal(signals)!;
        const latest = Math.max(...signals.map((s) => Date.parse(s.at)));
        expect(Date.parse(chosen.at)).toBe(latest);
        const rivals = signals.filter((s) => Date.parse(s.at) === latest);
        expect(LEASE_PREFILL_SOURCES.indexOf(chosen.source)).toBe(Math.min(...rivals.map((s) => LEASE_PREFILL_SOURCES.indexOf(s.source))));
        expect(signals).toContain(chosen);
        // The order the rows arrive in changes nothing but which of two equal signs is returned.
        const reversed = newestSignal([...signals].reverse())!;
        expect([reversed.at, reversed.source]).toEqual([chosen.at, chosen.source]);
      }),
    );
  });
});
