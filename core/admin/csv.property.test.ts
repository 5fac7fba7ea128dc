/**
 * The CSV module's two promises, for any text: an export reads back exactly as it was (so a catalogue import
 * can take an export), and no cell of it, however a spreadsheet splits the line (on commas, on semicolons as
 * European Excel does, on tabs), starts with a formula character unless it is inside a quoted cell that begins
 * with the neutralising apostrophe.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv.ts";

/** Text rich in what CSV and spreadsheets care about, mixed with any text at all. */
const cellText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(",", ";", "\t", "\r", "\n", '"', "'", "=", "+", "-", "@", " ", "a", "7", "é"),
    maxLength: 12,
  }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

const table = fc.integer({ min: 1, max: 4 }).chain((width) =>
  fc.record({
    header: fc.array(cellText, { minLength: width, maxLength: width }),
    rows: fc.array(fc.array(cellText, { minLength: width, maxLength: width }), {
      maxLength: 5,
    }),
  }),
);

interface RawField {
  start: number;
  end: number;
  quoted: boolean;
  raw: string;
}

/** The fields of a CSV text as they are written (RFC 4180), by position; written here, apart from the module. */
function rawFields(text: string): RawField[] {
  const fields: RawField[] = [];
  let i = 0;
  while (i < text.length) {
    const start = i;
    const quoted = text[i] === '"';
    if (quoted) {
      i++;
      while (i < text.length && !(text[i] === '"' && text[i + 1] !== '"')) i += text[i] === '"' ? 2 : 1;
      i++;
    }
    while (i < text.length && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") i++;
    fields.push({ start, end: i, quoted, raw: text.slice(start, i) });
    if (text[i] === ",") i++;
    else if (text[i] === "\r" && text[i + 1] === "\n") i += 2;
    else if (i < text.length) i++;
  }
  return fields;
}

/** Where a naive split (comma, semicolon, tab, line end) starts a piece that a spreadsheet may read as a formula. */
function formulaStarts(text: string): number[] {
  const starts: number[] = [];
  for (let i = 0; i <= text.length; i++) {
    if (i > 0 && !",;\t\r\n".includes(text[i - 1]!)) continue;
    let j = i;
    while (text[j] === " " || text[j] === '"') j++;
    if (j < text.length && "=+-@".includes(text[j]!)) starts.push(i);
  }
  return starts;
}

describe("CSV, for any text", () => {
  it("reads an export back unchanged", () => {
    fc.assert(
      fc.property(table, ({ header, rows }) => {
        expect(parseCsv(toCsv(header, rows))).toEqual([header, ...rows]);
      }),
      { numRuns: 2000 },
    );
  });

  it("splits into no piece starting with a formula character, except inside a quoted cell that starts with the apostrophe", () => {
    fc.assert(
      fc.property(table, ({ header, rows }) => {
        const text = toCsv(header, rows);
        const fields = rawFields(text);
        for (const at of formulaStarts(text)) {
          const field = fields.find((f) => f.start <= at && at < f.end);
          expect({
            at,
            raw: field?.raw,
            safe: field !== undefined && field.quoted && field.raw.startsWith(`"'`),
          }).toMatchObject({ safe: true });
        }
      }),
      { numRuns: 2000 },
    );
  });
});
