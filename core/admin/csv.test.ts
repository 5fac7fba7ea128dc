import { describe, expect, it } from "vitest";
import { csvCell, parseCsv, restoreCsvCell, toCsv } from "./csv.ts";

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
      // A list holds the semicolon that European spreadsheets split on: quoted.
      '"77006; 77019"',
      "",
      "",
    ]);
  });

  it("never lets a spreadsheet run a cell as a formula", () => {
    for (const text of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rReturn"]) {
      expect(csvCell(text).replace(/^"/, "").startsWith("'")).toBe(true);
    }
  });

  it("quotes every cell holding a separator a spreadsheet may split on (comma, semicolon, tab)", () => {
    expect(csvCell("Montrose; Midtown")).toBe('"Montrose; Midtown"');
    expect(csvCell("Montrose\tMidtown")).toBe('"Montrose\tMidtown"');
    expect(csvCell("Heights, north")).toBe('"Heights, north"');
  });

  it("neutralises a formula that starts right after a separator inside the cell (issue 26)", () => {
    // Where ; is the list separator (European Excel), an unquoted a;=1+1 became two cells, the second a formula.
    expect(csvCell("a;=1+1")).toBe(`"'a;=1+1"`);
    expect(csvCell('x,=HYPERLINK("http://evil.example")')).toBe(`"'x,=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell("note\t@SUM(A1)")).toBe(`"'note\t@SUM(A1)"`);
    expect(csvCell("a; -1")).toBe(`"'a; -1"`);
    expect(csvCell('a;"=1')).toBe(`"'a;""=1"`);
    expect(csvCell("line\n+1")).toBe(`"'line\n+1"`);
    // A dash inside a word is no formula: only quoted for its separator.
    expect(csvCell("Mon 09:00-18:00; Sat")).toBe('"Mon 09:00-18:00; Sat"');
  });

  it("keeps a genuine leading apostrophe apart from the one it adds, by doubling it", () => {
    expect(csvCell("'90s loft")).toBe(`"''90s loft"`);
    expect(restoreCsvCell("''90s loft")).toBe("'90s loft");
    expect(restoreCsvCell("'=1+1")).toBe("=1+1");
    expect(restoreCsvCell("'a;=1+1")).toBe("a;=1+1");
    // An apostrophe the exporter cannot have added (a file typed by hand) is data.
    expect(restoreCsvCell("'90s loft")).toBe("'90s loft");
    expect(restoreCsvCell("plain")).toBe("plain");
  });

  it("writes a header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["id", "Name"],
        [
          [1, "Montrose"],
          [2, "The Heights, north"],
        ],
      ),
    ).toBe('id,Name\r\n1,Montrose\r\n2,"The Heights, north"\r\n');
  });

  it("reads an export back: quoted cells, doubled quotes, line breaks inside cells, empty cells and the added apostrophes", () => {
    const text = toCsv(
      ["id", "Name", "Notes"],
      [
        [1, "=cmd|' /C calc'!A0", 'Say "hi"\r\nthen go'],
        [2, "", "'quoted"],
        [3, "a;=1+1", null],
      ],
    );
    expect(parseCsv(text)).toEqual([
      ["id", "Name", "Notes"],
      ["1", "=cmd|' /C calc'!A0", 'Say "hi"\r\nthen go'],
      ["2", "", "'quoted"],
      ["3", "a;=1+1", ""],
    ]);
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("a,b\nc,")).toEqual([
      ["a", "b"],
      ["c", ""],
    ]);
  });
});
