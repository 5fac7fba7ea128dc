import { describe, expect, it } from "vitest";
import {
  cheapestParking,
  normalizeParking,
  PARKING_MONTHLY_MAX,
  parkingFeeOf,
  parkingFromJson,
  parkingKindOf,
  parkingKindsMeeting,
  parkingLine,
  parkingSpoken,
  parkingSummary,
  parseParkingLines,
} from "./parking.ts";

describe("parseParkingLines (the admin form's and a spreadsheet's lines)", () => {
  it("reads a kind by its key or label, any case, and a monthly cost in the usual ways", () => {
    expect(parseParkingLines(["Covered $50", "garage: 75/mo", "Surface lot included", "RESERVED SPACE $40 a month"])).toEqual({
      ok: true,
      options: [
        { kind: "surface", monthly: 0 },
        { kind: "covered", monthly: 50 },
        { kind: "garage", monthly: 75 },
        { kind: "reserved", monthly: 40 },
      ],
    });
    expect(parseParkingLines(["Garage: 75/mo"])).toEqual({ ok: true, options: [{ kind: "garage", monthly: 75 }] });
    expect(parseParkingLines(["Garage $1,200"])).toEqual({ ok: true, options: [{ kind: "garage", monthly: 1200 }] });
    expect(parseParkingLines(["Covered 65.00 per month"])).toEqual({ ok: true, options: [{ kind: "covered", monthly: 65 }] });
  });

  it("reads the words for no charge as 0", () => {
    for (const free of ["included", "free", "no charge", "0", "$0"]) {
      expect(parseParkingLines([`surface ${free}`]), free).toEqual({ ok: true, options: [{ kind: "surface", monthly: 0 }] });
    }
  });

  it("skips blank lines; no lines at all is no parking", () => {
    expect(parseParkingLines(["", "   ", "Covered $50", " "])).toEqual({ ok: true, options: [{ kind: "covered", monthly: 50 }] });
    expect(parseParkingLines([])).toEqual({ ok: true, options: [] });
  });

  it("refuses a kind it does not know, naming the kinds it does", () => {
    const result = parseParkingLines(["Valet $30"]);
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.message).toContain("“Valet $30” is not a parking option");
    expect(!result.ok && result.message).toContain("Surface lot, Covered, Garage, Reserved space");
    expect(parseParkingLines(["Garage"])).toMatchObject({ ok: false });
    expect(parseParkingLines(["$50"])).toMatchObject({ ok: false });
  });

  it("refuses a kind listed twice, however it is written", () => {
    const result = parseParkingLines(["Garage $75", "garage: 90/mo"]);
    expect(result).toEqual({ ok: false, message: "Garage parking is listed twice: keep one line per kind." });
  });

  it("keeps costs whole dollars within bounds", () => {
    expect(parseParkingLines([`Garage $${PARKING_MONTHLY_MAX.toLocaleString("en-US")}`])).toEqual({ ok: true, options: [{ kind: "garage", monthly: PARKING_MONTHLY_MAX }] });
    const over = parseParkingLines([`Garage $${PARKING_MONTHLY_MAX + 1}`]);
    expect(over).toMatchObject({ ok: false });
    expect(!over.ok && over.message).toContain("whole dollars from $0 to $10,000");
    expect(parseParkingLines(["Garage $75.50"])).toMatchObject({ ok: false });
    expect(parseParkingLines(["Garage $-5"])).toMatchObject({ ok: false });
  });

  it("reads back what parkingLine writes", () => {
    const options = [
      { kind: "surface" as const, monthly: 0 },
      { kind: "garage" as const, monthly: 1250 },
    ];
    expect(parseParkingLines(options.map(parkingLine))).toEqual({ ok: true, options });
  });
});

describe("parkingFeeOf", () => {
  it("is the cheapest option's cost, 0 when one is free or there is none", () => {
    expect(parkingFeeOf([{ kind: "garage", monthly: 75 }, { kind: "covered", monthly: 50 }])).toBe(50);
    expect(parkingFeeOf([{ kind: "garage", monthly: 75 }, { kind: "surface", monthly: 0 }])).toBe(0);
    expect(parkingFeeOf([])).toBe(0);
  });
});

describe("normalizeParking", () => {
  it("orders the options by kind (surface, covered, garage, reserved) and keeps the first of a kind", () => {
    expect(
      normalizeParking([
        { kind: "reserved", monthly: 40 },
        { kind: "garage", monthly: 75 },
        { kind: "surface", monthly: 0 },
        { kind: "garage", monthly: 90 },
        { kind: "covered", monthly: 50 },
      ]),
    ).toEqual([
      { kind: "surface", monthly: 0 },
      { kind: "covered", monthly: 50 },
      { kind: "garage", monthly: 75 },
      { kind: "reserved", monthly: 40 },
    ]);
  });
});

describe("the options worded", () => {
  const two = [
    { kind: "garage" as const, monthly: 75 },
    { kind: "covered" as const, monthly: 50 },
  ];

  it("as one line for a page: every kind with its cost, in the kinds' order", () => {
    expect(parkingSummary(two)).toBe("Covered $50/mo · Garage $75/mo");
    expect(parkingSummary([{ kind: "surface", monthly: 0 }])).toBe("Surface lot included");
    expect(parkingSummary([{ kind: "garage", monthly: 1200 }])).toBe("Garage $1,200/mo");
    expect(parkingSummary([])).toBe("");
  });

  it("inside a sentence, for A.L.I.", () => {
    expect(parkingSpoken(two)).toBe("covered $50 a month and garage $75 a month");
    expect(parkingSpoken([{ kind: "surface", monthly: 0 }])).toBe("surface lot included in the rent");
    expect(parkingSpoken([{ kind: "surface", monthly: 0 }, ...two])).toBe("surface lot included in the rent, covered $50 a month and garage $75 a month");
    expect(parkingSpoken([])).toBe("");
  });

  it("names the cheapest way to park, the first kind among equals", () => {
    expect(cheapestParking(two)).toEqual({ kind: "covered", monthly: 50 });
    expect(cheapestParking([{ kind: "garage", monthly: 50 }, { kind: "covered", monthly: 50 }])).toEqual({ kind: "covered", monthly: 50 });
    expect(cheapestParking([])).toBeNull();
  });
});

describe("parkingKindOf and parkingKindsMeeting", () => {
  it("reads a kind by key or label", () => {
    expect(parkingKindOf(" Surface lot ")).toBe("surface");
    expect(parkingKindOf("reserved")).toBe("reserved");
    expect(parkingKindOf("valet")).toBeNull();
  });

  it("reads the kinds a renter's note asks for: a garage is covered too; a note naming no kind is for the community", () => {
    expect(parkingKindsMeeting("must be covered")).toEqual(["covered", "garage"]);
    expect(parkingKindsMeeting("covered or garage")).toEqual(["covered", "garage"]);
    expect(parkingKindsMeeting("garage")).toEqual(["garage"]);
    expect(parkingKindsMeeting("an assigned spot")).toEqual(["reserved"]);
    expect(parkingKindsMeeting("uncovered is fine")).toEqual(["surface"]);
    expect(parkingKindsMeeting("gated")).toBeNull();
    expect(parkingKindsMeeting("two cars")).toBeNull();
  });
});

describe("parkingFromJson (a row's stored options)", () => {
  it("keeps the well-formed options in the kinds' order and drops the rest", () => {
    expect(
      parkingFromJson([
        { kind: "garage", monthly: 75 },
        { kind: "valet", monthly: 10 },
        { kind: "covered", monthly: -1 },
        { kind: "covered", monthly: 2.5 },
        { kind: "surface", monthly: 0 },
        null,
        "covered",
      ]),
    ).toEqual([
      { kind: "surface", monthly: 0 },
      { kind: "garage", monthly: 75 },
    ]);
    expect(parkingFromJson(null)).toEqual([]);
    expect(parkingFromJson({ kind: "garage", monthly: 75 })).toEqual([]);
  });
});
