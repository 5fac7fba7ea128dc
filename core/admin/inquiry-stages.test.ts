import { describe, expect, it } from "vitest";
import { allowedMoves, INQUIRY_STAGES, isOpenStage, planStageMove } from "./inquiry-stages.ts";

describe("the inquiry pipeline", () => {
  it("moves forward, skipping stages if need be, and any open inquiry can be lost", () => {
    expect(allowedMoves("new")).toEqual(["contacted", "touring", "applied", "leased", "lost"]);
    expect(allowedMoves("touring")).toEqual(["applied", "leased", "lost"]);
    expect(allowedMoves("applied")).toEqual(["leased", "lost"]);
  });

  it("reopens a lost inquiry and corrects a lease back to Applied, nothing else", () => {
    expect(allowedMoves("lost")).toEqual(["new", "contacted"]);
    expect(allowedMoves("leased")).toEqual(["applied"]);
  });

  it("never moves backwards or to the same stage", () => {
    for (const from of INQUIRY_STAGES) expect(allowedMoves(from)).not.toContain(from);
    expect(planStageMove({ from: "touring", to: "contacted" })).toEqual({ ok: false, errors: { to: "An inquiry in Touring cannot move to Contacted." } });
    expect(planStageMove({ from: "new", to: "archived" })).toEqual({ ok: false, errors: { to: "Choose the stage to move it to." } });
  });

  it("needs a reason to lose one, and keeps it tidy", () => {
    expect(planStageMove({ from: "contacted", to: "lost", lostReason: "   " })).toMatchObject({ ok: false, errors: { lostReason: expect.stringContaining("why") } });
    expect(planStageMove({ from: "contacted", to: "lost", lostReason: "x".repeat(301) })).toMatchObject({ ok: false });
    expect(planStageMove({ from: "contacted", to: "lost", lostReason: "  Signed   elsewhere " })).toEqual({
      ok: true,
      patch: { status: "lost", lostReason: "Signed elsewhere", leasedApartmentId: null, leasedFloorPlanId: null, leaseMoveIn: null, leaseRent: null },
      summary: "Contacted → Lost: Signed elsewhere",
    });
  });

  it("records a lease with its community, move-in date and rent; the plan is optional", () => {
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
      patch: { status: "leased", lostReason: null, leasedApartmentId: 7, leasedFloorPlanId: null, leaseMoveIn: "2027-01-15", leaseRent: 1795 },
      summary: "Touring → Leased at $1,795/month from 2027-01-15",
    });
  });

  it("clears the lease or the lost reason when the inquiry moves on from them", () => {
    expect(planStageMove({ from: "lost", to: "contacted" })).toMatchObject({ ok: true, patch: { status: "contacted", lostReason: null } });
    expect(planStageMove({ from: "leased", to: "applied" })).toMatchObject({ ok: true, patch: { status: "applied", leaseRent: null, leasedApartmentId: null } });
  });

  it("has follow-ups only while open", () => {
    expect(INQUIRY_STAGES.filter(isOpenStage)).toEqual(["new", "contacted", "touring", "applied"]);
  });
});
