import { describe, expect, it } from "vitest";
import { alertKey, detectChanges, plansToLookUp, SearchSnapshotSchema, snapshotOf, type CurrentCommunity } from "./detect-changes.ts";

const plan = (id: number, rent: number, available = true, beds = 1) => ({ id, name: `P${id}`, beds, rent, available });
const community = (id: number, plans: CurrentCommunity["plans"], title = `Community ${id}`): CurrentCommunity => ({ id, slug: `c-${id}`, title, plans });

describe("detectChanges", () => {
  const before = [community(1, [plan(10, 1500), plan(11, 1900, false)]), community(2, [plan(20, 1200)])];
  const seen = snapshotOf(before);

  it("reports nothing when nothing changed", () => {
    expect(detectChanges(seen, before)).toEqual([]);
  });

  it("reports a community that matches now and did not, once, with its lowest fitting rent", () => {
    const alerts = detectChanges(seen, [...before, community(3, [plan(30, 1700), plan(31, 1300, false)])]);
    expect(alerts).toEqual([{ kind: "new-community", communityId: 3, slug: "c-3", title: "Community 3", fromRent: 1300 }]);
  });

  it("reports a rent lower than the one last seen for the same plan", () => {
    const alerts = detectChanges(seen, [community(1, [plan(10, 1400), plan(11, 1900, false)]), community(2, [plan(20, 1200)])]);
    expect(alerts).toEqual([
      { kind: "rent-drop", communityId: 1, slug: "c-1", title: "Community 1", planId: 10, planName: "P10", beds: 1, rent: 1400, previousRent: 1500, previousOn: null },
    ]);
  });

  it("dates the rent seen by its history, only when the history agrees with what was seen", () => {
    const now = [community(1, [plan(10, 1400), plan(11, 1900, false)]), community(2, [plan(20, 1200)])];
    expect(detectChanges(seen, now, new Map([[10, { rent: 1500, on: "2026-11-20" }]]))).toMatchObject([{ kind: "rent-drop", previousRent: 1500, previousOn: "2026-11-20" }]);
    expect(detectChanges(seen, now, new Map([[10, { rent: 1450, on: "2026-11-20" }]]))).toMatchObject([{ kind: "rent-drop", previousRent: 1500, previousOn: null }]);
  });

  it("reports as a drop a plan of a seen community that fits now because its rent came down since the renter looked", () => {
    // Plan 12 cost 1800 when the renter looked (over a budget, so not seen); it is 1450 now and fits.
    const now = [community(1, [plan(10, 1500), plan(11, 1900, false), plan(12, 1450)]), community(2, [plan(20, 1200)])];
    expect(detectChanges(seen, now, new Map([[12, { rent: 1800, on: "2026-10-02" }]]))).toEqual([
      { kind: "rent-drop", communityId: 1, slug: "c-1", title: "Community 1", planId: 12, planName: "P12", beds: 1, rent: 1450, previousRent: 1800, previousOn: "2026-10-02" },
    ]);
    // Without a history at that time (a plan added since), it is news as a plan now available.
    expect(detectChanges(seen, now).map((a) => a.kind)).toEqual(["newly-available"]);
    // A plan that was cheaper then is not a drop.
    expect(detectChanges(seen, now, new Map([[12, { rent: 1400, on: "2026-10-02" }]])).map((a) => a.kind)).toEqual(["newly-available"]);
  });

  it("does not report a rent increase", () => {
    expect(detectChanges(seen, [community(1, [plan(10, 1600), plan(11, 1900, false)]), community(2, [plan(20, 1200)])])).toEqual([]);
  });

  it("does not report a plan or a community that disappeared", () => {
    expect(detectChanges(seen, [community(1, [plan(11, 1900, false)])])).toEqual([]);
    expect(detectChanges(seen, [])).toEqual([]);
  });

  it("reports a plan that has open units now and had none", () => {
    const alerts = detectChanges(seen, [community(1, [plan(10, 1500), plan(11, 1900, true)]), community(2, [plan(20, 1200)])]);
    expect(alerts).toEqual([{ kind: "newly-available", communityId: 1, slug: "c-1", title: "Community 1", planId: 11, planName: "P11", beds: 1, rent: 1900 }]);
  });

  it("reports a plan of a seen community that newly fits the search when it has open units, and not when it has none", () => {
    const now = (available: boolean) => [community(1, [plan(10, 1500), plan(11, 1900, false), plan(12, 1700, available)]), community(2, [plan(20, 1200)])];
    expect(detectChanges(seen, now(true)).map((a) => [a.kind, "planId" in a ? a.planId : null])).toEqual([["newly-available", 12]]);
    expect(detectChanges(seen, now(false))).toEqual([]);
  });

  it("reports a plan that both dropped and opened once, as a drop", () => {
    const alerts = detectChanges(seen, [community(1, [plan(10, 1500), plan(11, 1800, true)]), community(2, [plan(20, 1200)])]);
    expect(alerts.map((a) => a.kind)).toEqual(["rent-drop"]);
  });

  it("does not report a plan that was available and still is, nor one that closed", () => {
    expect(detectChanges(seen, [community(1, [plan(10, 1500, false), plan(11, 1900, false)]), community(2, [plan(20, 1200)])])).toEqual([]);
  });

  it("orders new communities, then drops, then openings, by title", () => {
    const alerts = detectChanges(seen, [
      community(2, [plan(20, 1100), plan(21, 1300)], "Alpha"),
      community(1, [plan(10, 1450), plan(11, 1900, true)], "Beta"),
      community(4, [plan(40, 900)], "Zeta"),
      community(3, [plan(30, 1000)], "Gamma"),
    ]);
    expect(alerts.map((a) => `${a.kind}:${a.title}`)).toEqual([
      "new-community:Gamma",
      "new-community:Zeta",
      "rent-drop:Alpha",
      "rent-drop:Beta",
      "newly-available:Alpha",
      "newly-available:Beta",
    ]);
  });

  it("sees nothing new once the current results become the snapshot", () => {
    const now = [community(1, [plan(10, 1000)]), community(5, [plan(50, 800)])];
    expect(detectChanges(snapshotOf(now), now)).toEqual([]);
  });
});

describe("plansToLookUp", () => {
  it("asks the history of seen communities' plans that are cheaper than seen or were not seen, nothing else", () => {
    const seen = snapshotOf([community(1, [plan(10, 1500), plan(11, 1900)]), community(2, [plan(20, 1200)])]);
    const now = [community(1, [plan(10, 1400), plan(11, 1950), plan(12, 1700)]), community(2, [plan(20, 1200)]), community(3, [plan(30, 900)])];
    expect(plansToLookUp(seen, now)).toEqual([10, 12]);
  });
});

describe("snapshotOf", () => {
  it("keeps rent and availability per plan per community, in a shape the schema accepts", () => {
    const snapshot = snapshotOf([community(7, [plan(70, 1234, false)])]);
    expect(snapshot).toEqual({ "7": { "70": { rent: 1234, available: false } } });
    expect(SearchSnapshotSchema.parse(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });
});

describe("alertKey", () => {
  it("names a drop by its plan and new rent, so a further drop is a new alert", () => {
    const drop = { kind: "rent-drop" as const, communityId: 1, slug: "a", title: "A", planId: 9, planName: "A1", beds: 1, previousRent: 1500 };
    expect(alertKey({ ...drop, rent: 1400 })).not.toBe(alertKey({ ...drop, rent: 1300 }));
    expect(alertKey({ kind: "new-community", communityId: 3, slug: "c", title: "C", fromRent: null })).toBe("new:3");
  });
});
