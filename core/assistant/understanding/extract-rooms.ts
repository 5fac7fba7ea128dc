/**
 * Bedrooms and bathrooms: "studio", "two bed", "3br", "2/1", "2x2",
 * "3 bd 2.5 ba", "1 and a half baths", "a bath and a half", "2 or 3 bedrooms".
 * Reads canonical text (number words already digits); claims what it reads.
 */
import type { Claims } from "./text.ts";

/** A studio ruled out ("anything that isn't a studio", "no studios", "non-studio"): one bedroom or more. */
export const NOT_A_STUDIO = /\b(?:(?:is ?nt|is not|not|no|except|excluding|but not|anything but|other than|bigger than|larger than|more than)\s+(?:a\s+|an\s+)?(?:studios?|efficienc(?:y|ies))|non[- ]?studios?)\b/;

const BED = String.raw`(?:bed\s?rooms?|beds?|bdrms?|bdr|brs?|bds?)`;
const BATH = String.raw`(?:bath\s?rooms?|baths?|bas|ba|bths?)`;
const HALF = String.raw`(?:\d(?:\.5)?|1 1/2)`;

interface Candidate {
  field: "bedrooms" | "bathrooms";
  value: number;
  index: number;
  end: number;
}

export interface RoomsFinding {
  bedrooms?: number;
  bathrooms?: number;
}

const halfValue = (s: string) => (s === "1 1/2" ? 1.5 : Number(s));

/** Text just before a bare "2/1" that makes it a date ("moving 2/1"). */
const DATE_CUE = /(?:move|moving|moved|by|on|starting|start|from|after|before|until|till|around|date|available|in|lease|through|thru|of)\W*$/;
/** "not 2", "instead of 1500": a value being replaced. */
const REPLACED = /(?:\bnot|\binstead of|\brather than|\b(?:dont|do not|doesnt) need|\b(?:not|never|no|dont want to|do not want to|wont|cant|cannot|refuse to) (?:sharing|share|stuck with|settling for|settle for|going to share|gonna share|living with|doing))\s*(?:a\s+|just\s+|only\s+)?$/;

export function findRooms(text: string, claims: Claims): RoomsFinding {
  const found: Candidate[] = [];
  const take = (re: RegExp, read: (m: RegExpExecArray) => Omit<Candidate, "index" | "end">[] | null) => {
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + m[0].length;
      if (claims.overlaps(start, end)) continue;
      const values = read(m);
      if (!values) continue;
      claims.add(start, end);
      for (const v of values) found.push({ ...v, index: start, end });
    }
  };

  // "3 bd 2.5 ba", "2br/2ba", "2b2b", "a 2 bedroom with 2 full baths", "2 bedrooms, 1.5 baths"
  take(new RegExp(String.raw`\b(\d)\s*-?\s*(?:${BED}|b)\s*(?:[/,&+]|\band\b|\bwith\b)?\s*(?:a\s+)?(${HALF})\s*-?\s*(?:full\s+)?(?:${BATH}|b)\b`, "g"), (m) => [
    { field: "bedrooms", value: Number(m[1]) },
    { field: "bathrooms", value: halfValue(m[2]!) },
  ]);
  // Houston listing shorthand "2x2", "2x1"
  take(/\b([1-5])\s*x\s*([1-4](?:\.5)?)\b/g, (m) => [
    { field: "bedrooms", value: Number(m[1]) },
    { field: "bathrooms", value: Number(m[2]) },
  ]);
  // "2/1" = 2 bed 1 bath, unless it reads as a date ("move in 2/1")
  take(/(?<!\d\s)\b([0-5])\s*\/\s*([1-4](?:\.5)?)(?![\d/])s?\b/g, (m) => {
    const bed = Number(m[1]);
    const bath = Number(m[2]);
    if (DATE_CUE.test(text.slice(Math.max(0, m.index - 25), m.index)) || bath > bed + 1) return null;
    return [
      { field: "bedrooms", value: bed },
      { field: "bathrooms", value: bath },
    ];
  });
  // "not 2 beds, 3": the number after the correction keeps the unit
  take(new RegExp(String.raw`\b(?:not|(?:dont|do not|doesnt) need)\s+(?:a\s+)?(\d)\s*-?\s*(${BED}|${BATH})\s*(?:,|;|-|but)\s*(?:but\s+|rather\s+|actually\s+|just\s+)?(${HALF})\b(?!\s*(?:-|\/|x|${BED}|${BATH}))`, "g"), (m) => {
    const isBed = new RegExp(`^${BED}$`).test(m[2]!);
    // "Not 2 bed, 1.5": no half bedrooms (a bath count would say "bath").
    if (isBed && !Number.isInteger(Number(m[3]))) return null;
    return [{ field: isBed ? "bedrooms" : "bathrooms", value: isBed ? Number(m[3]) : halfValue(m[3]!) }];
  });
  // Form style and corrections: "beds: 1", "Bedrooms - 2", "bump bedrooms to 3", "baths from 1 to 2"
  take(new RegExp(String.raw`\b(${BED}|${BATH})\s*(?::|=|-|\bis\b|\bare\b|\bof\b|(?:\bfrom\s+${HALF}\s+)?\bto\b)\s*(${HALF})\b(?!\s*(?:-|\/|x|${BED}|${BATH}|\d))`, "g"), (m) => {
    const isBed = new RegExp(`^${BED}$`).test(m[1]!);
    const value = halfValue(m[2]!);
    if (isBed && !Number.isInteger(value)) return null;
    return [{ field: isBed ? "bedrooms" : "bathrooms", value }];
  });
  // "2 or 3 bedrooms", "1-2 bedrooms": the smaller will do
  take(new RegExp(String.raw`\b(\d)\s*(?:or|-|to)\s*(\d)\s*-?\s*${BED}\b`, "g"), (m) => [{ field: "bedrooms", value: Math.min(Number(m[1]), Number(m[2])) }]);
  // "2 or more bedrooms", "2+ beds", "3 or bigger bedrooms": the least (the query reads the "or more")
  take(new RegExp(String.raw`\b(\d)\s*(?:\+|or more|or larger|or bigger|plus)\s*-?\s*${BED}\b`, "g"), (m) => [{ field: "bedrooms", value: Number(m[1]) }]);
  // "1 full 1 half", "2 full and a half bath"
  take(/\b(\d)\s+full(?:\s+baths?)?\s*(?:,|\+|and|&)?\s*(?:1|a|one)\s+half(?:\s+baths?)?\b/g, (m) => [{ field: "bathrooms", value: Number(m[1]) + 0.5 }]);
  // "a bath and a half"
  take(/\b(?:a|1)\s+(?:full\s+)?bath(?:room)?\s+and\s+a\s+half\b/g, () => [{ field: "bathrooms", value: 1.5 }]);
  take(new RegExp(String.raw`\b(\d{1,2})\s*-?\s*${BED}\b`, "g"), (m) => (Number(m[1]) <= 9 ? [{ field: "bedrooms", value: Number(m[1]) }] : null));
  // "Anything that isn't a studio", "no studios", "non-studio": a bedroom at least.
  take(new RegExp(NOT_A_STUDIO.source, "g"), () => [{ field: "bedrooms", value: 1 }]);
  take(/\b(studios?|efficiency|efficiencies)\b/g, (m) =>
    /(?:yoga|art|dance|recording|tattoo|music|photo|fitness)\s+$/.test(text.slice(Math.max(0, m.index - 12), m.index)) ? null : [{ field: "bedrooms", value: 0 }],
  );
  take(new RegExp(String.raw`\b(${HALF})\s*-?\s*(?:full\s+)?${BATH}\b(\s+and\s+a\s+half)?`, "g"), (m) => {
    const value = halfValue(m[1]!) + (m[2] ? 0.5 : 0);
    return value > 0 && value <= 9 ? [{ field: "bathrooms", value }] : null;
  });

  return { bedrooms: resolve(found, "bedrooms", text), bathrooms: resolve(found, "bathrooms", text) };
}

/** The value meant: alternatives joined by "or" give the smaller, otherwise the last one said wins (corrections). */
function resolve(found: Candidate[], field: Candidate["field"], text: string): number | undefined {
  const list = found
    .filter((c) => c.field === field && !REPLACED.test(text.slice(Math.max(0, c.index - 30), c.index)))
    .sort((a, b) => a.index - b.index);
  if (list.length === 0) return undefined;
  let value = list[0]!.value;
  for (let k = 1; k < list.length; k++) {
    const between = text.slice(list[k - 1]!.end, list[k]!.index);
    value = /^\s*(?:or|\/)\s*(?:a\s+|an\s+)?$/.test(between) ? Math.min(value, list[k]!.value) : list[k]!.value;
  }
  return value;
}
