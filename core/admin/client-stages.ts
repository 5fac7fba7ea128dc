/**
 * The locator's pipeline for a client's current search: its stages, which moves
 * are allowed and what each target stage needs. Framework-free: the client's
 * page offers these moves and the store applies only what `planStageMove` accepts.
 *
 * Moves go forward (skipping is fine: a client may apply without a tour), any
 * open search can be lost (with a reason), a lost one can be reopened, a lease
 * recorded by mistake can go back to Applied, and a leased client can start a
 * new search. Leased needs the community, the move-in date and the rent; the
 * plan, the unit, the lease length and the community the client moves from (a
 * move between sister properties may earn nothing) are optional.
 */
export const CLIENT_STAGES = ["new", "contacted", "touring", "applied", "leased", "lost"] as const;
export type ClientStage = (typeof CLIENT_STAGES)[number];

export const CLIENT_STAGE_LABELS: Record<ClientStage, string> = {
  new: "New",
  contacted: "Contacted",
  touring: "Touring",
  applied: "Applied",
  leased: "Leased",
  lost: "Lost",
};

/** The open stages, in order: a move among them goes forward only. */
const PIPELINE: readonly ClientStage[] = ["new", "contacted", "touring", "applied", "leased"];

export function isClientStage(value: unknown): value is ClientStage {
  return typeof value === "string" && (CLIENT_STAGES as readonly string[]).includes(value);
}

/** Where an inquiry in `from` may move. */
export function allowedMoves(from: ClientStage): ClientStage[] {
  if (from === "lost") return ["new", "contacted"];
  // Back to Applied: the lease was recorded by mistake. New: the client is searching again (the lease stays).
  if (from === "leased") return ["applied", "new"];
  const at = PIPELINE.indexOf(from);
  return [...PIPELINE.slice(at + 1), "lost"];
}

export interface StageMoveInput {
  from: ClientStage;
  to: string;
  lostReason?: string;
  leasedApartmentId?: number | null;
  leasedFloorPlanId?: number | null;
  leaseUnit?: string;
  leaseMoveIn?: string;
  leaseMonths?: string;
  leaseRent?: string;
  /** "on": the lease renews one the client already had there (usually earns nothing). */
  leaseRenewal?: string;
  /** The community the client moves from, when we placed them there before. */
  leasePreviousApartmentId?: number | null;
}

/** The lease a move to Leased records (a row of `leases`); rent in whole dollars, as the catalogue's rents. */
export interface LeaseDraft {
  apartmentId: number;
  floorPlanId: number | null;
  unit: string | null;
  moveIn: string;
  leaseMonths: number | null;
  rent: number;
  renewal: boolean;
  /** The community the client moved from (sister-property moves); null when not one we know. */
  previousApartmentId: number | null;
}

/**
 * What the move does: the client's new stage and lost reason, the lease it records (to Leased), and whether the
 * client's newest lease goes (Leased back to Applied: it was recorded by mistake). A new search after a lease
 * (Leased to New) keeps the lease: it happened.
 */
export interface StagePatch {
  status: ClientStage;
  lostReason: string | null;
  lease: LeaseDraft | null;
  dropLease: boolean;
}

export type StageMovePlan = { ok: true; patch: StagePatch; summary: string } | { ok: false; errors: Record<string, string> };

export const LOST_REASON_MAX = 300;
export const LEASE_UNIT_MAX = 40;

const wholeNumber = (text: string | undefined) => {
  const digits = (text ?? "").replace(/[$,\s]/g, "");
  return /^\d{1,6}$/.test(digits) ? Number(digits) : NaN;
};

function readLease(input: StageMoveInput): { ok: true; lease: LeaseDraft } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (!input.leasedApartmentId) errors.leasedApartmentId = "Choose the community the client leased at.";
  const moveIn = (input.leaseMoveIn ?? "").trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(moveIn) || Number.isNaN(Date.parse(`${moveIn}T00:00:00Z`))) errors.leaseMoveIn = "Give the move-in date.";
  const rent = wholeNumber(input.leaseRent);
  if (!Number.isInteger(rent) || rent < 100 || rent > 100_000) errors.leaseRent = "Give the monthly rent in whole dollars (100 to 100,000).";
  const monthsText = (input.leaseMonths ?? "").trim();
  const months = monthsText === "" ? null : wholeNumber(monthsText);
  if (months !== null && (!Number.isInteger(months) || months < 1 || months > 60)) errors.leaseMonths = "Give the lease length in months (1 to 60), or leave it empty.";
  const unit = (input.leaseUnit ?? "").replace(/\s+/g, " ").trim();
  if (unit.length > LEASE_UNIT_MAX) errors.leaseUnit = `The unit may be at most ${LEASE_UNIT_MAX} characters.`;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    lease: {
      apartmentId: input.leasedApartmentId!,
      floorPlanId: input.leasedFloorPlanId ?? null,
      unit: unit || null,
      moveIn,
      leaseMonths: months,
      rent,
      renewal: input.leaseRenewal === "on",
      previousApartmentId: input.leasePreviousApartmentId ?? null,
    },
  };
}

export function planStageMove(input: StageMoveInput): StageMovePlan {
  if (!isClientStage(input.to)) return { ok: false, errors: { to: "Choose the stage to move it to." } };
  const to = input.to;
  if (!allowedMoves(input.from).includes(to)) {
    return { ok: false, errors: { to: `A client in ${CLIENT_STAGE_LABELS[input.from]} cannot move to ${CLIENT_STAGE_LABELS[to]}.` } };
  }
  const summary = `${CLIENT_STAGE_LABELS[input.from]} → ${CLIENT_STAGE_LABELS[to]}`;
  const plain: StagePatch = { status: to, lostReason: null, lease: null, dropLease: input.from === "leased" && to === "applied" };

  if (to === "lost") {
    const reason = (input.lostReason ?? "").replace(/\s+/g, " ").trim();
    if (!reason) return { ok: false, errors: { lostReason: "Say why it was lost (for example: signed elsewhere, stopped answering)." } };
    if (reason.length > LOST_REASON_MAX) return { ok: false, errors: { lostReason: `The reason may be at most ${LOST_REASON_MAX} characters.` } };
    return { ok: true, patch: { ...plain, lostReason: reason }, summary: `${summary}: ${reason}` };
  }

  if (to === "leased") {
    const read = readLease(input);
    if (!read.ok) return read;
    const { lease } = read;
    const term = lease.leaseMonths ? `, ${lease.leaseMonths} months` : "";
    return {
      ok: true,
      patch: { ...plain, lease },
      summary: `${summary} at $${lease.rent.toLocaleString("en-US")}/month from ${lease.moveIn}${term}${lease.renewal ? " (a renewal)" : ""}`,
    };
  }

  return { ok: true, patch: plain, summary: to === "new" && input.from === "leased" ? `${summary} (a new search; the lease is kept)` : summary };
}

/** Stages whose follow-ups still matter: a leased or lost inquiry has none overdue. */
export function isOpenStage(stage: ClientStage): boolean {
  return stage !== "leased" && stage !== "lost";
}
