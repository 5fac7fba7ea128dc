/**
 * Parking as data (issue 29): the kinds a community offers, each with its monthly cost in whole dollars (0:
 * included in the rent). It is the one truth about parking: the community's parking fee (the cheapest kind's
 * cost) and its Parking amenity are derived from it by the database (migration 0033), so the two can never
 * disagree.
 */
export const PARKING_KINDS = ["surface", "covered", "garage", "reserved"] as const;
export type ParkingKind = (typeof PARKING_KINDS)[number];

export const PARKING_KIND_LABELS: Record<ParkingKind, string> = {
  surface: "Surface lot",
  covered: "Covered",
  garage: "Garage",
  reserved: "Reserved space",
};

/** The kind before the word "parking" in a sentence: "covered parking", "surface-lot parking". */
export const PARKING_KIND_ADJECTIVES: Record<ParkingKind, string> = {
  surface: "surface-lot",
  covered: "covered",
  garage: "garage",
  reserved: "reserved",
};

/** The most a month of parking may cost, in whole dollars (the admin form's and the import's bound). */
export const PARKING_MONTHLY_MAX = 10_000;

export interface ParkingOption {
  kind: ParkingKind;
  /** Whole dollars a month; 0 when included in the rent. */
  monthly: number;
}

export function isParkingKind(value: string): value is ParkingKind {
  return (PARKING_KINDS as readonly string[]).includes(value);
}

/** The options in the kinds' order, one per kind: how they are stored and compared. */
export function normalizeParking(options: readonly ParkingOption[]): ParkingOption[] {
  return PARKING_KINDS.flatMap((kind) => options.filter((option) => option.kind === kind).slice(0, 1));
}

/** The monthly parking fee the rest of the product quotes: the cheapest way to park, 0 when free or none. */
export function parkingFeeOf(options: readonly ParkingOption[]): number {
  return options.length ? Math.min(...options.map((option) => option.monthly)) : 0;
}

/** "Covered $50/mo · Garage $75/mo" or "Surface lot included": the options as one line ("" when there are none). */
export function parkingSummary(options: readonly ParkingOption[]): string {
  return normalizeParking(options)
    .map((option) => `${PARKING_KIND_LABELS[option.kind]} ${option.monthly > 0 ? `$${option.monthly.toLocaleString("en-US")}/mo` : "included"}`)
    .join(" · ");
}

/** The cheapest way to park (the first kind among equals), whose cost is the parking fee; null without parking. */
export function cheapestParking(options: readonly ParkingOption[]): ParkingOption | null {
  return normalizeParking(options).reduce<ParkingOption | null>((best, option) => (best === null || option.monthly < best.monthly ? option : best), null);
}

/** "covered $50 a month and garage $75 a month" or "surface lot included in the rent": the options inside a sentence ("" when none). */
export function parkingSpoken(options: readonly ParkingOption[]): string {
  const said = normalizeParking(options).map(
    (option) => `${PARKING_KIND_LABELS[option.kind].toLowerCase()} ${option.monthly > 0 ? `$${option.monthly.toLocaleString("en-US")} a month` : "included in the rent"}`,
  );
  return said.length <= 1 ? (said[0] ?? "") : `${said.slice(0, -1).join(", ")} and ${said.at(-1)}`;
}

/**
 * The kinds that meet a renter's note on parking ("must be covered", "garage", "assigned spot"): a garage is covered
 * too. Null when the note names no kind the catalogue records ("gated", "two cars"): then it is for the community to say.
 */
export function parkingKindsMeeting(note: string): ParkingKind[] | null {
  const text = note.toLowerCase();
  const kinds = new Set<ParkingKind>();
  if (/\bgarages?\b|\bunderground\b|\bparking (?:deck|structure)s?\b/.test(text)) kinds.add("garage");
  if (/\bcovered\b|\bcarports?\b|\bunder cover\b/.test(text)) for (const kind of ["covered", "garage"] as const) kinds.add(kind);
  if (/\breserved\b|\bassigned\b|\bdedicated\b|\bown (?:spot|space)\b/.test(text)) kinds.add("reserved");
  if (/\bsurface\b|\bopen lot\b|\buncovered\b/.test(text)) kinds.add("surface");
  return kinds.size > 0 ? PARKING_KINDS.filter((kind) => kinds.has(kind)) : null;
}

/**
 * A kind of parking asked for ("covered parking", "a parking garage", "an attached garage", "reserved parking", "an
 * assigned spot", "surface lot", "a carport"): the words that name it, read into the kinds that meet it by the matching
 * engine's own rule (parkingKindsMeeting: "covered" is covered or garage, a carport is covered,
 * underground parking or a parking deck is a garage). "Gated", "shaded" or "secure" parking names no kind the catalogue
 * records: those stay unrecorded (core/assistant/query/unrecorded-attributes.ts). A.L.I.'s query reads these words into
 * filters.parkingKinds (read-query.ts); text in lower case. "Is parking covered in the rent" is its cost, not its kind.
 */
export const PARKING_KIND_WANTED = new RegExp(
  // Each word opens a group ("\\b(?:carports?)"): the reader takes the words of its source as words it knows, for spelling slips.
  [
    String.raw`\b(?:(?:covered|garage|reserved|assigned|dedicated|underground|surface(?: lot)?|uncovered|open lot)(?: or (?:covered|garage|reserved|assigned|surface|underground))?) (?:parking|spots?|spaces?)\b`,
    String.raw`\b(?:parking) (?:garages?|decks?|structures?)\b`,
    String.raw`\b(?:parking) (?:is |be |thats |that is )?(?:covered|in a garage|reserved|assigned|underground)\b(?! (?:by|in|with) (?:the |my )?rent\b)`,
    String.raw`\b(?:carports?)\b`,
    String.raw`\b(?:under cover)\b`,
    String.raw`\b(?:open|surface) lots?\b`,
    String.raw`\b(?:garages?)\b(?! sales?\b)`,
  ].join("|"),
  "g",
);

/** The parking kinds that meet the kind asked for, in PARKING_KINDS's order; empty when no kind is asked. */
export function parkingKindsAsked(text: string): ParkingKind[] {
  const said = text.toLowerCase().match(PARKING_KIND_WANTED);
  return said ? (parkingKindsMeeting(said.join(" ")) ?? []) : [];
}

/** One option as the admin form's line: "Covered $50" or "Surface lot included". */
export function parkingLine(option: ParkingOption): string {
  return `${PARKING_KIND_LABELS[option.kind]} ${option.monthly > 0 ? `$${option.monthly}` : "included"}`;
}

const FREE_WORDS = /^(included|free|none|no charge|0)$/i;

/** The kind a line or a cell names: its key or its label, any case ("garage", "Surface lot", "surface"). */
export function parkingKindOf(text: string): ParkingKind | null {
  const wanted = text.trim().toLowerCase();
  return PARKING_KINDS.find((kind) => kind === wanted || PARKING_KIND_LABELS[kind].toLowerCase() === wanted) ?? null;
}

/**
 * The form's or a spreadsheet's parking lines ("Covered $50", "Garage: 75/mo", "Surface lot included"), one
 * option each; a kind twice, an unknown kind or a cost that is not whole dollars within bounds is refused.
 */
export function parseParkingLines(lines: readonly string[]): { ok: true; options: ParkingOption[] } | { ok: false; message: string } {
  const options: ParkingOption[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const match = /^(.*?)[\s:=-]*(\$?\s*[\d,]+(?:\.00)?\s*(?:\/\s*mo(?:nth)?|a month|per month)?|included|free|none|no charge)$/i.exec(line);
    const kind = match ? parkingKindOf(match[1]!.replace(/[:=-]\s*$/, "")) : null;
    if (!match || !kind) {
      return { ok: false, message: `“${line}” is not a parking option: write a kind (${PARKING_KINDS.map((k) => PARKING_KIND_LABELS[k]).join(", ")}) and its monthly cost, e.g. “Garage $75” or “Surface lot included”.` };
    }
    const costText = match[2]!.trim();
    const monthly = FREE_WORDS.test(costText) ? 0 : Number(costText.replace(/[$,\s]|\.00|\/\s*mo(nth)?|a month|per month/gi, ""));
    if (!Number.isInteger(monthly) || monthly < 0 || monthly > PARKING_MONTHLY_MAX) {
      return { ok: false, message: `Parking “${line}” must cost whole dollars from $0 to $${PARKING_MONTHLY_MAX.toLocaleString("en-US")} a month.` };
    }
    if (options.some((option) => option.kind === kind)) return { ok: false, message: `${PARKING_KIND_LABELS[kind]} parking is listed twice: keep one line per kind.` };
    options.push({ kind, monthly });
  }
  return { ok: true, options: normalizeParking(options) };
}

/** The stored JSON read back (a row's parking_options), keeping only well-formed options. */
export function parkingFromJson(value: unknown): ParkingOption[] {
  if (!Array.isArray(value)) return [];
  return normalizeParking(
    value.flatMap((item: unknown) => {
      const { kind, monthly } = (item ?? {}) as { kind?: unknown; monthly?: unknown };
      return typeof kind === "string" && isParkingKind(kind) && typeof monthly === "number" && Number.isInteger(monthly) && monthly >= 0 ? [{ kind, monthly }] : [];
    }),
  );
}
