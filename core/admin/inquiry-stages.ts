/**
 * The locator's pipeline for a client inquiry: its stages, which moves are
 * allowed and what each target stage needs. Framework-free: the inquiry page
 * offers these moves and the store applies only what `planStageMove` accepts.
 *
 * Moves go forward (skipping is fine: a client may apply without a tour), any
 * open inquiry can be lost (with a reason), a lost one can be reopened, and a
 * lease recorded by mistake can go back to Applied. Leased needs the
 * community, the move-in date and the rent; the plan is optional.
 */
export const INQUIRY_STAGES = ["new", "contacted", "touring", "applied", "leased", "lost"] as const;
export type InquiryStage = (typeof INQUIRY_STAGES)[number];

export const INQUIRY_STAGE_LABELS: Record<InquiryStage, string> = {
  new: "New",
  contacted: "Contacted",
  touring: "Touring",
  applied: "Applied",
  leased: "Leased",
  lost: "Lost",
};

/** The open stages, in order: a move among them goes forward only. */
const PIPELINE: readonly InquiryStage[] = ["new", "contacted", "touring", "applied", "leased"];

export function isInquiryStage(value: unknown): value is InquiryStage {
  return typeof value === "string" && (INQUIRY_STAGES as readonly string[]).includes(value);
}

/** Where an inquiry in `from` may move. */
export function allowedMoves(from: InquiryStage): InquiryStage[] {
  if (from === "lost") return ["new", "contacted"];
  if (from === "leased") return ["applied"];
  const at = PIPELINE.indexOf(from);
  return [...PIPELINE.slice(at + 1), "lost"];
}

export interface StageMoveInput {
  from: InquiryStage;
  to: string;
  lostReason?: string;
  leasedApartmentId?: number | null;
  leasedFloorPlanId?: number | null;
  leaseMoveIn?: string;
  leaseRent?: string;
}

/** What the inquiry's row becomes. Fields not named stay as they are; a move away from Lost or Leased clears what belonged to it. */
export interface StagePatch {
  status: InquiryStage;
  lostReason: string | null;
  leasedApartmentId: number | null;
  leasedFloorPlanId: number | null;
  leaseMoveIn: string | null;
  leaseRent: number | null;
}

export type StageMovePlan = { ok: true; patch: StagePatch; summary: string } | { ok: false; errors: Record<string, string> };

export const LOST_REASON_MAX = 300;

export function planStageMove(input: StageMoveInput): StageMovePlan {
  if (!isInquiryStage(input.to)) return { ok: false, errors: { to: "Choose the stage to move it to." } };
  const to = input.to;
  if (!allowedMoves(input.from).includes(to)) {
    return { ok: false, errors: { to: `An inquiry in ${INQUIRY_STAGE_LABELS[input.from]} cannot move to ${INQUIRY_STAGE_LABELS[to]}.` } };
  }
  const summary = `${INQUIRY_STAGE_LABELS[input.from]} → ${INQUIRY_STAGE_LABELS[to]}`;
  const cleared: StagePatch = { status: to, lostReason: null, leasedApartmentId: null, leasedFloorPlanId: null, leaseMoveIn: null, leaseRent: null };

  if (to === "lost") {
    const reason = (input.lostReason ?? "").replace(/\s+/g, " ").trim();
    if (!reason) return { ok: false, errors: { lostReason: "Say why it was lost (for example: signed elsewhere, stopped answering)." } };
    if (reason.length > LOST_REASON_MAX) return { ok: false, errors: { lostReason: `The reason may be at most ${LOST_REASON_MAX} characters.` } };
    return { ok: true, patch: { ...cleared, lostReason: reason }, summary: `${summary}: ${reason}` };
  }

  if (to === "leased") {
    const errors: Record<string, string> = {};
    if (!input.leasedApartmentId) errors.leasedApartmentId = "Choose the community the client leased at.";
    const moveIn = (input.leaseMoveIn ?? "").trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(moveIn) || Number.isNaN(Date.parse(`${moveIn}T00:00:00Z`))) errors.leaseMoveIn = "Give the move-in date.";
    const rentText = (input.leaseRent ?? "").replace(/[$,\s]/g, "");
    const rent = /^\d{1,6}$/.test(rentText) ? Number(rentText) : NaN;
    if (!Number.isInteger(rent) || rent < 100 || rent > 100_000) errors.leaseRent = "Give the monthly rent in whole dollars (100 to 100,000).";
    if (Object.keys(errors).length) return { ok: false, errors };
    return {
      ok: true,
      patch: { ...cleared, leasedApartmentId: input.leasedApartmentId!, leasedFloorPlanId: input.leasedFloorPlanId ?? null, leaseMoveIn: moveIn, leaseRent: rent },
      summary: `${summary} at $${rent.toLocaleString("en-US")}/month from ${moveIn}`,
    };
  }

  return { ok: true, patch: cleared, summary };
}

/** Stages whose follow-ups still matter: a leased or lost inquiry has none overdue. */
export function isOpenStage(stage: InquiryStage): boolean {
  return stage !== "leased" && stage !== "lost";
}
