import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV export", () => {
  it("quotes what needs quoting and doubles quotes", () => {
    expect(csvCell('Say "hi", then go')).toBe('"Say ""hi"", then go"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("keeps numbers, spells booleans, joins lists and leaves empty cells empty", () => {
    expect([csvCell(1250), csvCell(-3), csvCell(true), csvCell(false), csvCell(["77006", "77019"]), csvCell(null), csvCell(Number.NaN)]).toEqual([
      "1250",
      "-3",
      "yes",
      "no",
      "77006; 77019",
      "",
      "",
    ]);
  });

  it("never lets a spreadsheet run a cell as a formula", () => {
    for (const text of ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rReturn"]) {
      expect(csvCell(text).replace(/^"/, "").startsWith("'")).toBe(true);
    }
  });

  it("writes a header and rows with CRLF line ends", () => {
    expect(toCsv(["id", "Name"], [[1, "Montrose"], [2, "The Heights, north"]])).toBe('id,Name\r\n1,Montrose\r\n2,"The Heights, north"\r\n');
  });
});
