/**
 * A rebate promised to a client (part of the locator's commission given back), as a small state machine
 * (issue 28):
 *
 *   promised --lease-signed--> owed --release--> payable --pay--> paid
 *   promised | owed | payable --client-skipped (within the refund window)--> cancelled
 *
 * A rebate becomes payable only once the property has paid the commission AND both written consents are
 * recorded: the client's and the sponsoring broker's (22 TAC 535.147(d): a license holder may rebate part of a
 * commission to a party with the written consent of the sponsoring broker and of the party represented). Those
 * conditions are checked again when it is paid. A skip within the refund window (skip-refund.ts) cancels a
 * rebate not yet paid; a paid rebate stays paid. Every other move is refused with a reason.
 */
import { DEFAULT_REFUND_DAYS, skippedWithinWindow } from "./skip-refund.ts";
import { assertCalendarDate, daysBetween } from "./calendar-days.ts";

export const REBATE_STATUSES = ["promised", "owed", "payable", "paid", "cancelled"] as const;
export type RebateStatus = (typeof REBATE_STATUSES)[number];

/** The words a status is shown with, to the locator and to the client. */
export const REBATE_STATUS_LABELS: Record<RebateStatus, string> = {
  promised: "Promised",
  owed: "Owed on the lease",
  payable: "Payable",
  paid: "Paid",
  cancelled: "Cancelled",
};

/** What the client is told unless the locator writes otherwise. */
export function defaultRebateConditions(company: string): string {
  return `Paid to you by ${company} after the property pays our commission for your lease, and only with your written consent and our broker's. A move-out within the property's refund window (usually ${DEFAULT_REFUND_DAYS} days) cancels it.`;
}

export type RebateEvent =
  | { type: "lease-signed" }
  | { type: "release" }
  | { type: "pay" }
  | { type: "client-skipped"; moveIn: string; moveOut: string; refundDays: number };
export type RebateEventType = RebateEvent["type"];
export const REBATE_EVENT_TYPES = ["lease-signed", "release", "pay", "client-skipped"] as const satisfies readonly RebateEventType[];

/** The allowed moves: from a status, on an event, to a status (the conditions are checked by nextRebateStatus). */
export const REBATE_TRANSITIONS: Record<RebateStatus, Partial<Record<RebateEventType, RebateStatus>>> = {
  promised: { "lease-signed": "owed", "client-skipped": "cancelled" },
  owed: { release: "payable", "client-skipped": "cancelled" },
  payable: { pay: "paid", "client-skipped": "cancelled" },
  paid: {},
  cancelled: {},
};

/** What the rebate's move depends on, as recorded. */
export interface RebateFacts {
  status: RebateStatus;
  /** The property has paid the commission the rebate comes from. */
  propertyPaid: boolean;
  /** The client's written consent is on file. */
  clientConsentRecorded: boolean;
  /** The sponsoring broker's written consent is on file. */
  brokerConsentRecorded: boolean;
}

export type RebateTransition = { ok: true; status: RebateStatus } | { ok: false; reason: string };

/** The events a rebate in `status` may take (for the buttons an admin sees). */
export function allowedRebateEvents(status: RebateStatus): RebateEventType[] {
  const moves = REBATE_TRANSITIONS[status];
  if (!moves) throw new Error(`allowedRebateEvents: unknown status ${String(status)}.`);
  return Object.keys(moves) as RebateEventType[];
}

/** What is still missing before the rebate may be paid; empty when nothing is. */
export function missingForPayment(rebate: RebateFacts): string[] {
  const missing: string[] = [];
  if (!rebate.propertyPaid) missing.push("the property has not paid the commission");
  if (!rebate.clientConsentRecorded) missing.push("the client's written consent is not recorded");
  if (!rebate.brokerConsentRecorded) missing.push("the broker's written consent is not recorded");
  return missing;
}

function notYetPayable(missing: string[]): string {
  return `The rebate is not payable yet: ${missing.join("; ")} (22 TAC 535.147(d)).`;
}

function checkArguments(rebate: RebateFacts, event: RebateEvent): void {
  if (!REBATE_EVENT_TYPES.includes(event?.type)) throw new Error(`nextRebateStatus: unknown event ${JSON.stringify(event)}.`);
  if (!REBATE_STATUSES.includes(rebate.status)) throw new Error(`nextRebateStatus: unknown status ${String(rebate.status)}.`);
  for (const key of ["propertyPaid", "clientConsentRecorded", "brokerConsentRecorded"] as const) {
    if (typeof rebate[key] !== "boolean") throw new Error(`nextRebateStatus: ${key} must be a boolean.`);
  }
}

/** Why a move that REBATE_TRANSITIONS does not allow is refused, in words. */
function refusal(rebate: RebateFacts, event: RebateEventType): string {
  switch (rebate.status) {
    case "cancelled":
      return "The rebate was cancelled.";
    case "paid":
      return event === "client-skipped"
        ? "The rebate was already paid: a skip no longer cancels it (ask the client to return it only if your agreement says so)."
        : "The rebate was already paid.";
    case "promised":
      return "The client has not signed the lease yet: the rebate is only promised.";
    case "owed": {
      if (event === "lease-signed") return "The lease is already recorded as signed.";
      const missing = missingForPayment(rebate);
      return missing.length ? notYetPayable(missing) : "Mark the rebate payable before paying it.";
    }
    case "payable":
      return event === "lease-signed" ? "The lease is already recorded as signed." : "The rebate is already payable.";
  }
}

/** What blocks an allowed move (unpaid commission, missing consent, a move-out past the window); null when nothing. */
function blocker(rebate: RebateFacts, event: RebateEvent): string | null {
  switch (event.type) {
    case "lease-signed":
      return null;
    case "release":
    case "pay": {
      const missing = missingForPayment(rebate);
      return missing.length ? notYetPayable(missing) : null;
    }
    case "client-skipped": {
      assertCalendarDate(event.moveIn, "nextRebateStatus's moveIn");
      assertCalendarDate(event.moveOut, "nextRebateStatus's moveOut");
      if (skippedWithinWindow(event)) return null;
      if (event.refundDays === 0) return "The property's terms have no refund window: a move-out does not cancel the rebate.";
      const lived = daysBetween(event.moveIn, event.moveOut);
      return `The client lived ${lived === 1 ? "1 day" : `${lived} days`}, not less than the ${event.refundDays}-day window: the rebate stands.`;
    }
  }
}

/** The status after `event`, or why the rebate can't take it: REBATE_TRANSITIONS, then the move's conditions. */
export function nextRebateStatus(rebate: RebateFacts, event: RebateEvent): RebateTransition {
  checkArguments(rebate, event);
  const target = REBATE_TRANSITIONS[rebate.status][event.type];
  if (target === undefined) return { ok: false, reason: refusal(rebate, event.type) };
  const blocked = blocker(rebate, event);
  return blocked === null ? { ok: true, status: target } : { ok: false, reason: blocked };
}
