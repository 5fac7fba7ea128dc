/**
 * What the client's Leased form starts from (issue 28): the locator records a lease the client usually found through
 * us, so the form offers what the client did instead of a blank. The community (and its floor plan and rent) is the
 * newest sign of interest among a booked tour, an "Interested" reaction on the options list and the list's first
 * item; the move-in is the newest date an inquiry gave; the community moved from is the client's previous lease's.
 * Each is only a default: the locator changes any of them before moving the client to Leased.
 */

/** Where a community's prefill came from, strongest first: a tie in time goes to the earlier one here. */
export const LEASE_PREFILL_SOURCES = ["tour", "interested", "listed"] as const;
export type LeasePrefillSource = (typeof LEASE_PREFILL_SOURCES)[number];

export const LEASE_PREFILL_SOURCE_LABELS: Record<LeasePrefillSource, string> = {
  tour: "their booked tour",
  interested: "their “Interested” on the options list",
  listed: "the first community on their options list",
};

/** One sign that the client may lease at a community, and when it happened (an ISO timestamp). */
export interface CommunitySignal {
  source: LeasePrefillSource;
  apartmentId: number;
  at: string;
}

export interface PrefillPlan {
  id: number;
  apartmentId: number;
  /** Whole dollars, as the catalogue keeps rents. */
  rent: number;
}

export interface LeasePrefillInput {
  signals: readonly CommunitySignal[];
  /** The floor plans of the signals' communities. */
  plans: readonly PrefillPlan[];
  /** The plans the locator picked for each community on the options list (its `plan_ids`), in their order. */
  listedPlanIds: ReadonlyMap<number, readonly number[]>;
  inquiries: readonly { createdAt: string; moveInDate: string | null }[];
  /** The client's leases; the newest (by `createdAt`) is the one they move from. */
  leases: readonly { apartmentId: number | null; createdAt: string }[];
}

export interface LeasePrefill {
  apartmentId: number | null;
  source: LeasePrefillSource | null;
  floorPlanId: number | null;
  rent: number | null;
  moveIn: string | null;
  previousApartmentId: number | null;
}

/** The rents a lease may record (the leases_rent check): a plan's rent outside them is not offered. */
const LEASE_RENT_MIN = 100;
const LEASE_RENT_MAX = 100_000;

const rank = (source: LeasePrefillSource) => LEASE_PREFILL_SOURCES.indexOf(source);
const time = (iso: string) => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`lease prefill: not a timestamp: ${JSON.stringify(iso)}`);
  return ms;
};

/** The newest signal; at the same moment the stronger source (a tour over an "Interested" over a listing). */
export function newestSignal(signals: readonly CommunitySignal[]): CommunitySignal | null {
  let best: CommunitySignal | null = null;
  for (const signal of signals) {
    if (best === null) best = signal;
    else {
      const [a, b] = [time(signal.at), time(best.at)];
      if (a > b || (a === b && rank(signal.source) < rank(best.source))) best = signal;
    }
  }
  return best;
}

/**
 * The community's floor plan: the first plan the options list picked for it that is still the community's, else its
 * only plan when it has one; null when that cannot be told.
 */
function planOf(apartmentId: number, input: LeasePrefillInput): PrefillPlan | null {
  const own = input.plans.filter((plan) => plan.apartmentId === apartmentId);
  for (const id of input.listedPlanIds.get(apartmentId) ?? []) {
    const plan = own.find((candidate) => candidate.id === id);
    if (plan) return plan;
  }
  return own.length === 1 ? own[0]! : null;
}

/** The newest of `rows` by `createdAt` that passes `keep`. */
function newest<Row extends { createdAt: string }>(rows: readonly Row[], keep: (row: Row) => boolean): Row | null {
  let best: Row | null = null;
  for (const row of rows) if (keep(row) && (best === null || time(row.createdAt) > time(best.createdAt))) best = row;
  return best;
}

export function prefillLease(input: LeasePrefillInput): LeasePrefill {
  const signal = newestSignal(input.signals);
  const plan = signal ? planOf(signal.apartmentId, input) : null;
  const rent = plan && Number.isInteger(plan.rent) && plan.rent >= LEASE_RENT_MIN && plan.rent <= LEASE_RENT_MAX ? plan.rent : null;
  // A tour's own inquiry has no move-in date: the newest inquiry that gave one is the client's latest word on it.
  const moveIn = newest(input.inquiries, (inquiry) => inquiry.moveInDate !== null)?.moveInDate ?? null;
  return {
    apartmentId: signal?.apartmentId ?? null,
    source: signal?.source ?? null,
    floorPlanId: plan?.id ?? null,
    rent,
    moveIn,
    previousApartmentId: newest(input.leases, () => true)?.apartmentId ?? null,
  };
}
