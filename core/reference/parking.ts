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

/** "Covered $50/mo; Garage $75/mo" or "Surface lot included": the options as one line. */
export function parkingSummary(options: readonly ParkingOption[]): string {
  return normalizeParking(options)
    .map((option) => `${PARKING_KIND_LABELS[option.kind]} ${option.monthly > 0 ? `$${option.monthly.toLocaleString("en-US")}/mo` : "included"}`)
    .join("; ");
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
