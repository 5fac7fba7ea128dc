import { describe, expect, it } from "vitest";
import { allowedMoves, CLIENT_STAGES, isOpenStage, planStageMove } from "./client-stages.ts";

describe("the client pipeline", () => {
  it("moves forward, skipping stages if need be, and any open inquiry can be lost", () => {
    expect(allowedMoves("new")).toEqual(["contacted", "touring", "applied", "leased", "lost"]);
    expect(allowedMoves("touring")).toEqual(["applied", "leased", "lost"]);
    expect(allowedMoves("applied")).toEqual(["leased", "lost"]);
  });

  it("reopens a lost search, corrects a lease back to Applied or starts a new search after one, nothing else", () => {
    expect(allowedMoves("lost")).toEqual(["new", "contacted"]);
    expect(allowedMoves("leased")).toEqual(["applied", "new"]);
  });

  it("never moves backwards or to the same stage", () => {
    for (const from of CLIENT_STAGES) expect(allowedMoves(from)).not.toContain(from);
    expect(planStageMove({ from: "touring", to: "contacted" })).toEqual({ ok: false, errors: { to: "A client in Touring cannot move to Contacted." } });
    expect(planStageMove({ from: "new", to: "archived" })).toEqual({ ok: false, errors: { to: "Choose the stage to move it to." } });
  });

  it("needs a reason to lose one, and keeps it tidy", () => {
    expect(planStageMove({ from: "contacted", to: "lost", lostReason: "   " })).toMatchObject({ ok: false, errors: { lostReason: expect.stringContaining("why") } });
    expect(planStageMove({ from: "contacted", to: "lost", lostReason: "x".repeat(301) })).toMatchObject({ ok: false });
    expect(planStageMove({ from: "contacted", to: "lost", lostReason: "  Signed   elsewhere " })).toEqual({
      ok: true,
      patch: { status: "lost", lostReason: "Signed elsewhere", lease: null, dropLease: false },
      summary: "Contacted → Lost: Signed elsewhere",
    });
  });

  it("records a lease with its community, move-in date and rent; the plan, unit and length are optional", () => {
    expect(planStageMove({ from: "touring", to: "leased", leaseRent: "abc" })).toEqual({
      ok: false,
      errors: {
        leasedApartmentId: "Choose the community the client leased at.",
        leaseMoveIn: "Give the move-in date.",
        leaseRent: "Give the monthly rent in whole dollars (100 to 100,000).",
      },
    });
    expect(planStageMove({ from: "touring", to: "leased", leasedApartmentId: 7, leaseMoveIn: "2027-01-15", leaseRent: "$1,795" })).toEqual({
      ok: true,
      patch: {
        status: "leased",
        lostReason: null,
        lease: { apartmentId: 7, floorPlanId: null, unit: null, moveIn: "2027-01-15", leaseMonths: null, rent: 1795, renewal: false, previousApartmentId: null },
        dropLease: false,
      },
      summary: "Touring → Leased at $1,795/month from 2027-01-15",
    });
    expect(
      planStageMove({ from: "applied", to: "leased", leasedApartmentId: 7, leasedFloorPlanId: 3, leaseUnit: "  B  204 ", leaseMoveIn: "2027-01-15", leaseMonths: "12", leaseRent: "1795" }),
    ).toMatchObject({ ok: true, patch: { lease: { floorPlanId: 3, unit: "B 204", leaseMonths: 12 } }, summary: "Applied → Leased at $1,795/month from 2027-01-15, 12 months" });
    // The community the client moves from rides along for the commission's sister-property rule.
    expect(planStageMove({ from: "new", to: "leased", leasedApartmentId: 7, leasePreviousApartmentId: 4, leaseMoveIn: "2027-01-15", leaseRent: "1795" })).toMatchObject({
      ok: true,
      patch: { lease: { apartmentId: 7, previousApartmentId: 4 } },
    });
  });

  it("bounds the rent, the lease length and the unit at both ends", () => {
    const lease = (over: Record<string, string>) => planStageMove({ from: "applied", to: "leased", leasedApartmentId: 1, leaseMoveIn: "2027-02-01", leaseRent: "1000", ...over });
    expect(lease({ leaseRent: "99" })).toMatchObject({ ok: false, errors: { leaseRent: expect.any(String) } });
    expect(lease({ leaseRent: "100" })).toMatchObject({ ok: true });
    expect(lease({ leaseRent: "100000" })).toMatchObject({ ok: true });
    expect(lease({ leaseRent: "100001" })).toMatchObject({ ok: false });
    expect(lease({ leaseMonths: "0" })).toMatchObject({ ok: false, errors: { leaseMonths: expect.any(String) } });
    expect(lease({ leaseMonths: "1" })).toMatchObject({ ok: true });
    expect(lease({ leaseMonths: "60" })).toMatchObject({ ok: true });
    expect(lease({ leaseMonths: "61" })).toMatchObject({ ok: false });
    expect(lease({ leaseMonths: "6.5" })).toMatchObject({ ok: false });
    expect(lease({ leaseUnit: "x".repeat(40) })).toMatchObject({ ok: true });
    expect(lease({ leaseUnit: "x".repeat(41) })).toMatchObject({ ok: false, errors: { leaseUnit: expect.any(String) } });
    expect(lease({ leaseMoveIn: "2027-02-30x" })).toMatchObject({ ok: false, errors: { leaseMoveIn: expect.any(String) } });
  });

  it("drops the lease only when it goes back to Applied; a new search keeps it", () => {
    expect(planStageMove({ from: "leased", to: "applied" })).toMatchObject({ ok: true, patch: { status: "applied", dropLease: true } });
    expect(planStageMove({ from: "leased", to: "new" })).toEqual({
      ok: true,
      patch: { status: "new", lostReason: null, lease: null, dropLease: false },
      summary: "Leased → New (a new search; the lease is kept)",
    });
  });

  it("clears the lost reason when the search is reopened", () => {
    expect(planStageMove({ from: "lost", to: "contacted" })).toMatchObject({ ok: true, patch: { status: "contacted", lostReason: null, dropLease: false } });
  });

  it("has follow-ups only while open", () => {
    expect(CLIENT_STAGES.filter(isOpenStage)).toEqual(["new", "contacted", "touring", "applied"]);
  });
});
