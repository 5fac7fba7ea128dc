/**
 * Spelled-out numbers to digits, so every numeric extractor reads one form:
 * "two bed" -> "2 bed", "eighteen hundred" -> "1800", "twelve fifty" -> "1250",
 * "two and a half baths" -> "2.5 baths", "a thousand" -> "1000".
 */

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

const NUMBER_WORD = [...Object.keys(UNITS), ...Object.keys(TENS), ...Object.keys(SCALES)].join("|");
// A run of number words joined by spaces, hyphens or "and"; "a" may open "a thousand".
const RUN = new RegExp(
  `\\b(?:(?:a|an)\\s+(?=(?:hundred|thousand)\\b))?(?:${NUMBER_WORD})(?:(?:\\s+|-|\\s+and\\s+)(?:${NUMBER_WORD}))*(?:\\s+and\\s+a\\s+half)?\\b`,
  "gi",
);

/** The value of a run of number words, or null when it does not read as one number. */
export function parseNumberWords(run: string): number | null {
  const half = /\s+and\s+a\s+half$/i.test(run);
  const words = run
    .toLowerCase()
    .replace(/\s+and\s+a\s+half$/, "")
    .split(/[\s-]+/)
    .filter((w) => w !== "and");
  if (words[0] === "a" || words[0] === "an") words[0] = "one";
  if (words.length === 0) return null;

  // "twelve fifty", "eighteen ninety nine": hundreds said as two pairs.
  const pairs = splitPairs(words);
  if (pairs) return pairs + (half ? 0.5 : 0);

  let total = 0;
  let current = 0;
  let sawAny = false;
  let lastWasSmall = false;
  for (const w of words) {
    if (w in UNITS || w in TENS) {
      const value = UNITS[w] ?? TENS[w]!;
      // "two three" is two numbers, not one.
      if (lastWasSmall && !(current % 100 >= 20 && current % 10 === 0 && value < 10)) return null;
      current += value;
      lastWasSmall = true;
      sawAny = true;
    } else if (w in SCALES) {
      const scale = SCALES[w]!;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      lastWasSmall = false;
      sawAny = true;
    } else return null;
  }
  if (!sawAny) return null;
  return total + current + (half ? 0.5 : 0);
}

function splitPairs(words: string[]): number | null {
  if (words.some((w) => w in SCALES)) return null;
  const first = words[0]!;
  const firstValue = UNITS[first] ?? TENS[first];
  if (firstValue === undefined || firstValue < 10) return null;
  const rest = words.slice(1);
  if (rest.length === 0) return null;
  const restValue = twoDigit(rest);
  if (restValue === null || restValue < 10) return null;
  // "twenty five" is 25, not 2005.
  if (firstValue >= 20 && firstValue % 10 === 0 && rest.length === 1 && restValue < 10) return null;
  if (firstValue % 10 === 0 && firstValue >= 20 && (UNITS[rest[0]!] ?? 99) < 10) return null;
  return firstValue * 100 + restValue;
}

function twoDigit(words: string[]): number | null {
  if (words.length === 1) return UNITS[words[0]!] ?? TENS[words[0]!] ?? null;
  if (words.length === 2 && words[0]! in TENS && (UNITS[words[1]!] ?? 99) < 10) return TENS[words[0]!]! + UNITS[words[1]!]!;
  return null;
}

/** Replaces every run of number words in the text with its digits. */
export function numberWordsToDigits(text: string): string {
  return (
    text
      // "19 hundred", "15 hundo": hundreds said with digits.
      .replace(/\b([1-9]\d?)\s*(?:hundred|hundo|hunnid|hunned)s?\b/gi, (_, n: string) => String(Number(n) * 100))
      .replace(RUN, (run) => {
        const value = parseNumberWords(run);
        return value === null ? run : String(value);
      })
  );
}
