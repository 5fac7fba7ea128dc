import { describe, expect, it } from "vitest";
import { cellContext, cellText, formTextOfCell, isoDateOfCell, listItems } from "./cells.ts";
import { COLUMNS_BY_KEY } from "./layout.ts";

const context = cellContext([{ id: 7, slug: "midtown", name: "Midtown" }]);
const column = (key: string) => COLUMNS_BY_KEY.get(key)!;

describe("catalogue cells", () => {
  it("reads US and ISO dates, zero-padded, and leaves anything else for the form to refuse", () => {
    expect(isoDateOfCell("1/5/2027")).toBe("2027-01-05");
    expect(isoDateOfCell("12/31/2026")).toBe("2026-12-31");
    expect(isoDateOfCell("2027-1-5")).toBe("2027-01-05");
    expect(isoDateOfCell("2027-01-05T00:00:00.000Z")).toBe("2027-01-05");
    expect(isoDateOfCell("next week")).toBe("next week");
  });

  it("reads yes/no cells strictly", () => {
    for (const yes of ["yes", "Y", "TRUE", "1", "x"]) expect(formTextOfCell(column("featured"), yes, "checkbox", context)).toEqual({ ok: true, text: "on" });
    for (const no of ["no", "N", "false", "0", ""]) expect(formTextOfCell(column("featured"), no, "checkbox", context)).toEqual({ ok: true, text: "" });
    expect(formTextOfCell(column("featured"), "maybe", "checkbox", context)).toEqual({ ok: false, message: "Featured must be yes or no (not “maybe”)." });
  });

  it("finds a neighborhood by slug or name in any case, and names one it does not know", () => {
    expect(formTextOfCell(column("neighborhood"), "MIDTOWN", "select", context)).toEqual({ ok: true, text: "7" });
    expect(formTextOfCell(column("neighborhood"), "midtown", "select", context)).toEqual({ ok: true, text: "7" });
    expect(formTextOfCell(column("neighborhood"), "Atlantis", "select", context)).toEqual({ ok: false, message: "Unknown neighborhood “Atlantis”." });
    expect(cellText(column("neighborhood"), 7, context)).toBe("midtown");
  });

  it("splits lists on semicolons and line breaks, and reads lease terms by key or label", () => {
    expect(listItems(" pool ;gym\n;; washer-dryer (in select units) ")).toEqual(["pool", "gym", "washer-dryer (in select units)"]);
    expect(formTextOfCell(column("lease_terms"), "12 months; 6-month; Month-to-month", "choices", context)).toEqual({ ok: true, text: "12-month\n6-month\nmonth-to-month" });
    expect(cellText(column("lease_terms"), ["12-month", "6-month"], context)).toBe("12-month; 6-month");
  });

  it("writes values as the import reads them back", () => {
    expect(cellText(column("published"), true, context)).toBe("yes");
    expect(cellText(column("pet_fee"), null, context)).toBe("");
    expect(cellText(column("rent"), 1299, context)).toBe("1299");
  });
});
