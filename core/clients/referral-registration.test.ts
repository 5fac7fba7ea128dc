import { describe, expect, it } from "vitest";
import {
  describeSkipped,
  isRegistrationOpen,
  parseRegistrationRequest,
  planRegistration,
  REGISTRATION_MAX_COMMUNITIES,
  REGISTRATION_VALID_DAYS,
  candidateCommunities,
  registrationExpiresOn,
  type RegistrationTarget,
} from "./referral-registration.ts";

describe("registrationExpiresOn", () => {
  it("is the Houston date it was sent plus the validity period", () => {
    expect(REGISTRATION_VALID_DAYS).toBe(60);
    // Noon in Houston on June 1 (CDT, UTC-5).
    expect(registrationExpiresOn(new Date("2026-06-01T17:00:00Z"))).toBe("2026-07-31");
    expect(registrationExpiresOn(new Date("2026-06-01T17:00:00Z"), 30)).toBe("2026-07-01");
  });

  it("counts from the Houston date, not the UTC one: late evening in Houston is still that day", () => {
    // 11:30 PM on June 1 in Houston is June 2 in UTC.
    expect(registrationExpiresOn(new Date("2026-06-02T04:30:00Z"))).toBe("2026-07-31");
    // 12:30 AM on June 2 in Houston.
    expect(registrationExpiresOn(new Date("2026-06-02T05:30:00Z"))).toBe("2026-08-01");
  });

  it("crosses months, years and leap days", () => {
    expect(registrationExpiresOn(new Date("2027-12-15T18:00:00Z"))).toBe("2028-02-13");
    expect(registrationExpiresOn(new Date("2028-01-01T18:00:00Z"))).toBe("2028-03-01");
  });

  it("throws on an instant that is not one", () => {
    expect(() => registrationExpiresOn(new Date("nope"))).toThrow();
  });
});

describe("isRegistrationOpen", () => {
  it("holds up to and including its last day, and not the day after", () => {
    expect(isRegistrationOpen("2026-07-31", "2026-06-01")).toBe(true);
    expect(isRegistrationOpen("2026-07-31", "2026-07-30")).toBe(true);
    expect(isRegistrationOpen("2026-07-31", "2026-07-31")).toBe(true);
    expect(isRegistrationOpen("2026-07-31", "2026-08-01")).toBe(false);
    expect(isRegistrationOpen("2026-12-31", "2027-01-01")).toBe(false);
  });

  it("a registration sent today is open for exactly the validity period", () => {
    const sent = new Date("2026-06-01T17:00:00Z");
    const expiresOn = registrationExpiresOn(sent);
    expect(isRegistrationOpen(expiresOn, "2026-07-31")).toBe(true);
    expect(isRegistrationOpen(expiresOn, "2026-08-01")).toBe(false);
  });

  it("throws on a date that is not real", () => {
    expect(() => isRegistrationOpen("2026-02-30", "2026-01-01")).toThrow();
    expect(() => isRegistrationOpen("2026-07-31", "July 1")).toThrow();
  });
});

describe("candidateCommunities", () => {
  it("lists each community once with every source, the options list's first, then by name", () => {
    expect(
      candidateCommunities([
        { apartmentId: 3, community: "Zephyr", source: "inquiry" },
        { apartmentId: 1, community: "The Ivy", source: "tour" },
        { apartmentId: 2, community: "Egret Point", source: "options" },
        { apartmentId: 1, community: "The Ivy", source: "options" },
        { apartmentId: 1, community: "The Ivy", source: "tour" },
        { apartmentId: 4, community: "Alder", source: "inquiry" },
        { apartmentId: 5, community: "Birch", source: "tour" },
      ]),
    ).toEqual([
      { apartmentId: 2, community: "Egret Point", sources: ["options"] },
      { apartmentId: 1, community: "The Ivy", sources: ["options", "tour"] },
      { apartmentId: 5, community: "Birch", sources: ["tour"] },
      { apartmentId: 4, community: "Alder", sources: ["inquiry"] },
      { apartmentId: 3, community: "Zephyr", sources: ["inquiry"] },
    ]);
  });

  it("is empty for a client with no community in their search", () => {
    expect(candidateCommunities([])).toEqual([]);
  });
});

describe("parseRegistrationRequest", () => {
  it("reads the checked ids, each once", () => {
    expect(parseRegistrationRequest(["3", "1", "3"])).toEqual({ ok: true, apartmentIds: [3, 1] });
  });

  it("asks for a community when none is checked", () => {
    expect(parseRegistrationRequest([])).toEqual({ ok: false, message: "Check at least one community to register the client with." });
  });

  it("refuses what is not an id, and too many at once", () => {
    for (const bad of [["abc"], ["0"], ["-1"], ["1.5"], ["99999999999"], [new File([], "x")]]) {
      expect(parseRegistrationRequest(bad)).toEqual({ ok: false, message: "Choose the communities from the list." });
    }
    const many = Array.from({ length: REGISTRATION_MAX_COMMUNITIES + 1 }, (_, i) => String(i + 1));
    expect(parseRegistrationRequest(many)).toMatchObject({ ok: false, message: expect.stringMatching(/at most 30 communities/) });
    expect(parseRegistrationRequest(many.slice(1))).toMatchObject({ ok: true });
  });
});

describe("planRegistration", () => {
  const target = (over: Partial<RegistrationTarget> = {}): RegistrationTarget => ({
    apartmentId: 1,
    community: "The Ivy",
    candidate: true,
    leasingContactEmail: "leasing@ivy.example",
    leasingContactName: null,
    openUntil: null,
    ...over,
  });

  it("registers every community that has a leasing contact and no open registration", () => {
    const plan = planRegistration([target(), target({ apartmentId: 2, community: "Egret Point" })]);
    expect(plan).toMatchObject({ ok: true, skipped: [] });
    if (plan.ok) expect(plan.register.map((t) => t.community)).toEqual(["The Ivy", "Egret Point"]);
  });

  it("skips a community whose registration still holds, and registers the rest", () => {
    const plan = planRegistration([target({ openUntil: "2026-07-31" }), target({ apartmentId: 2, community: "Egret Point" })]);
    expect(plan).toMatchObject({ ok: true, skipped: [{ apartmentId: 1, community: "The Ivy", openUntil: "2026-07-31" }] });
    if (plan.ok) expect(plan.register.map((t) => t.community)).toEqual(["Egret Point"]);
  });

  it("sends nothing, and says so, when every community is still registered", () => {
    expect(planRegistration([target({ openUntil: "2026-07-31" })])).toEqual({ ok: false, message: "Nothing was sent: The Ivy is already registered until Jul 31, 2026." });
  });

  it("refuses everything when a community to send to has no leasing contact e-mail, naming it", () => {
    expect(planRegistration([target(), target({ apartmentId: 2, community: "Egret Point", leasingContactEmail: null })])).toEqual({
      ok: false,
      message: "Add a leasing contact e-mail to Egret Point's Commission terms first.",
    });
    expect(
      planRegistration([target({ leasingContactEmail: null }), target({ apartmentId: 2, community: "Egret Point", leasingContactEmail: null }), target({ apartmentId: 3, community: "Alder" })]),
    ).toEqual({ ok: false, message: "Add a leasing contact e-mail to The Ivy's and Egret Point's Commission terms first." });
  });

  it("does not ask for a contact where the registration is skipped anyway", () => {
    const plan = planRegistration([target({ leasingContactEmail: null, openUntil: "2026-07-31" }), target({ apartmentId: 2, community: "Egret Point" })]);
    expect(plan).toMatchObject({ ok: true, skipped: [{ community: "The Ivy" }] });
  });

  it("refuses a community that is not in the client's search", () => {
    expect(planRegistration([target(), target({ apartmentId: 9, community: "Stranger Flats", candidate: false })])).toEqual({
      ok: false,
      message: "Stranger Flats is not on the client's options list, tours or inquiries: add it to the options list first.",
    });
  });

  it("refuses an empty registration", () => {
    expect(planRegistration([])).toMatchObject({ ok: false });
  });

  it("describes what was skipped", () => {
    expect(describeSkipped([{ community: "The Ivy", openUntil: "2026-07-31" }, { community: "Alder", openUntil: "2026-08-01" }])).toBe(
      "The Ivy is already registered until Jul 31, 2026; Alder is already registered until Aug 1, 2026",
    );
  });
});
