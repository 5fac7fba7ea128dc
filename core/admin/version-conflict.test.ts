import { describe, expect, it } from "vitest";
import { decideVersion, type RecordedSave } from "./version-conflict.ts";

const at1 = new Date("2026-06-01T10:00:00Z");
const at2 = new Date("2026-06-01T11:00:00Z");
const at3 = new Date("2026-06-01T12:00:00Z");

function save(recordVersion: number, actorUsername: string, at: Date, before: RecordedSave["before"], after: RecordedSave["after"], action: RecordedSave["action"] = "update"): RecordedSave {
  return { recordVersion, action, actorUsername, at, before, after };
}

describe("decideVersion", () => {
  it("lets a save of the current version through", () => {
    expect(decideVersion({ expectedVersion: 3, current: { version: 3, record: { name: "Montrose" } }, saves: [] })).toEqual({ ok: true });
  });

  it("refuses a stale save and says what the other save changed: the value then and now", () => {
    const decision = decideVersion({
      expectedVersion: 3,
      current: { version: 4, record: { name: "Montrose", latitude: 29.73, longitude: -95.39 } },
      saves: [save(4, "maria", at1, { latitude: 29.72 }, { latitude: 29.73 })],
    });
    expect(decision).toEqual({
      ok: false,
      conflict: {
        expectedVersion: 3,
        currentVersion: 4,
        deleted: false,
        saves: [{ version: 4, action: "update", username: "maria", at: at1 }],
        fields: [{ field: "latitude", then: 29.72, now: 29.73 }],
        complete: true,
      },
    });
  });

  it("takes each field's value then from the earliest save after the opened version, and now from the record", () => {
    const decision = decideVersion({
      expectedVersion: 2,
      current: { version: 5, record: { name: "Upper Kirby", latitude: 29.75, featured: true } },
      // Given out of order; versions 2 and older are not the conflict's business.
      saves: [
        save(5, "sam", at3, { latitude: 29.74 }, { latitude: 29.75 }),
        save(3, "maria", at1, { name: "Kirby", latitude: 29.72 }, { name: "Upper Kirby", latitude: 29.73 }),
        save(2, "old", new Date("2026-05-01T00:00:00Z"), { name: "K" }, { name: "Kirby" }),
        save(4, "sam", at2, { featured: false, latitude: 29.73 }, { featured: true, latitude: 29.74 }),
      ],
    });
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(decision.conflict.saves.map((s) => [s.version, s.username])).toEqual([
      [3, "maria"],
      [4, "sam"],
      [5, "sam"],
    ]);
    expect(decision.conflict.fields).toEqual([
      { field: "featured", then: false, now: true },
      { field: "latitude", then: 29.72, now: 29.75 },
      { field: "name", then: "Kirby", now: "Upper Kirby" },
    ]);
    expect(decision.conflict.complete).toBe(true);
  });

  it("leaves out a field changed and changed back, but still refuses the save", () => {
    const decision = decideVersion({
      expectedVersion: 1,
      current: { version: 3, record: { title: "Same", excerpt: "New" } },
      saves: [save(2, "maria", at1, { title: "Same", excerpt: "Old" }, { title: "Oops", excerpt: "New" }), save(3, "maria", at2, { title: "Oops" }, { title: "Same" })],
    });
    expect(decision).toMatchObject({ ok: false, conflict: { fields: [{ field: "excerpt", then: "Old", now: "New" }], complete: true } });
  });

  it("compares a date from the log with the record's date by instant", () => {
    const decision = decideVersion({
      expectedVersion: 1,
      current: { version: 2, record: { verifiedAt: new Date("2026-06-02T09:00:00Z") } },
      saves: [save(2, "maria", at1, { verifiedAt: "2026-05-01T09:00:00.000Z" }, { verifiedAt: "2026-06-02T09:00:00.000Z" })],
    });
    expect(decision).toMatchObject({
      ok: false,
      conflict: { fields: [{ field: "verifiedAt", then: "2026-05-01T09:00:00.000Z", now: "2026-06-02T09:00:00.000Z" }] },
    });
  });

  it("says when the log does not account for every version in between", () => {
    const decision = decideVersion({
      expectedVersion: 1,
      current: { version: 3, record: { name: "B" } },
      saves: [save(3, "maria", at1, { name: "A" }, { name: "B" })],
    });
    expect(decision).toMatchObject({ ok: false, conflict: { currentVersion: 3, fields: [{ field: "name", then: "A", now: "B" }], complete: false } });
  });

  it("refuses a version from the future (never saved) without naming fields", () => {
    const decision = decideVersion({ expectedVersion: 9, current: { version: 4, record: { name: "A" } }, saves: [] });
    expect(decision).toEqual({
      ok: false,
      conflict: { expectedVersion: 9, currentVersion: 4, deleted: false, saves: [], fields: [], complete: false },
    });
  });

  it("reports a record deleted since it was opened, with who deleted it", () => {
    const decision = decideVersion({
      expectedVersion: 2,
      current: null,
      saves: [save(2, "sam", at2, { name: "Gone", slug: "gone" }, null, "delete"), save(2, "maria", at1, null, { name: "Gone" }, "update")],
    });
    expect(decision).toEqual({
      ok: false,
      conflict: {
        expectedVersion: 2,
        currentVersion: null,
        deleted: true,
        saves: [{ version: 2, action: "delete", username: "sam", at: at2 }],
        fields: [],
        complete: true,
      },
    });
  });

  it("lists the saves before a delete, in version order with the delete last", () => {
    const decision = decideVersion({
      expectedVersion: 1,
      current: null,
      saves: [save(2, "sam", at2, { name: "Gone" }, null, "delete"), save(2, "maria", at1, { name: "A" }, { name: "Gone" })],
    });
    expect(decision.ok ? [] : decision.conflict.saves.map((s) => s.action)).toEqual(["update", "delete"]);
  });
});
