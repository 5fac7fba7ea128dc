import { describe, expect, it } from "vitest";
import { csvRows, detectEncoding, sheetFormatOf, SheetError, type SheetRow } from "./read-sheet.ts";

async function rows(text: string | Buffer, encoding: "utf-8" | "windows-1252" = "utf-8"): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  for await (const row of csvRows([typeof text === "string" ? Buffer.from(text) : text], encoding)) out.push(row);
  return out;
}

describe("reading a sheet", () => {
  it("knows CSV and .xlsx by name and says what to do with anything else", () => {
    expect(sheetFormatOf("Prices.CSV")).toBe("csv");
    expect(sheetFormatOf("catalogue.xlsx")).toBe("xlsx");
    expect(() => sheetFormatOf("old.xls")).toThrow(/\.xlsx/);
    expect(() => sheetFormatOf("notes.pdf")).toThrow(SheetError);
  });

  it("flags formulas, restores the export's neutralised cells, and keeps signed numbers and phone numbers", async () => {
    const [header, row] = await rows("a,b,c,d,e,f\r\n=SUM(A1),'=== Sale ===,-95.4,+1 713 555 0100,@cmd,+HYPERLINK(x)\r\n");
    expect(header!.cells).toEqual(["a", "b", "c", "d", "e", "f"]);
    expect(row!.cells).toEqual([{ formula: "=SUM(A1)" }, "=== Sale ===", "-95.4", "+1 713 555 0100", { formula: "@cmd" }, { formula: "+HYPERLINK(x)" }]);
    expect(row!.line).toBe(2);
  });

  it("skips blank lines and counts lines as the file has them, quoted line breaks included", async () => {
    const read = await rows('h1,h2\n"two\nlines",x\n,\n\nlast,y\n');
    expect(read.map((r) => [r.line, r.cells[0]])).toEqual([
      [1, "h1"],
      [3, "two\nlines"],
      [6, "last"],
    ]);
  });

  it("tells UTF-8 from Windows-1252 and UTF-16, and drops a byte-order mark", async () => {
    expect(await detectEncoding([Buffer.from("Café", "utf8")])).toBe("utf-8");
    expect(await detectEncoding([Buffer.from("Café", "latin1")])).toBe("windows-1252");
    expect(await detectEncoding([Buffer.from([0xff, 0xfe, 0x41, 0x00])])).toBe("utf-16le");
    const [row] = await rows(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Community\r\n")]));
    expect(row!.cells).toEqual(["Community"]);
    // 0x96 is Windows-1252's en dash (not Latin-1's control character): Excel's CSV writes it.
    const [latin] = await rows(Buffer.concat([Buffer.from("Caf\u00e9 ", "latin1"), Buffer.from([0x96]), Buffer.from(" ok\r\n")]), "windows-1252");
    expect(latin!.cells[0]).toBe("Café \u2013 ok");
  });
});
