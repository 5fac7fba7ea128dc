import { describe, expect, it } from "vitest";
import { addDays } from "./calendar-days.ts";
import { type RebateEvent, type RebateFacts, type RebateStatus, allowedRebateEvents, nextRebateStatus } from "./rebate-status.ts";

const cleared = { propertyPaid: true, clientConsentRecorded: true, brokerConsentRecorded: true };
const rebate = (status: RebateStatus, facts: Partial<RebateFacts> = {}): RebateFacts => ({ status, ...cleared, ...facts });
const skip = (days: number, refundDays = 90): RebateEvent => ({ type: "client-skipped", moveIn: "2026-07-01", moveOut: addDays("2026-07-01", days), refundDays });

describe("nextRebateStatus: the way through", () => {
  it("goes promised -> owed -> payable -> paid", () => {
    expect(nextRebateStatus(rebate("promised"), { type: "lease-signed" })).toEqual({ ok: true, status: "owed" });
    expect(nextRebateStatus(rebate("owed"), { type: "release" })).toEqual({ ok: true, status: "payable" });
    expect(nextRebateStatus(rebate("payable"), { type: "pay" })).toEqual({ ok: true, status: "paid" });
  });

  it("becomes payable only once the property paid and both written consents are recorded (22 TAC 535.147)", () => {
    expect(nextRebateStatus(rebate("owed", { propertyPaid: false }), { type: "release" })).toEqual({
      ok: false,
      reason: "The rebate is not payable yet: the property has not paid the commission (22 TAC 535.147(d)).",
    });
    expect(nextRebateStatus(rebate("owed", { clientConsentRecorded: false }), { type: "release" })).toMatchObject({
      reason: expect.stringContaining("the client's written consent is not recorded"),
    });
    expect(nextRebateStatus(rebate("owed", { brokerConsentRecorded: false }), { type: "release" })).toMatchObject({
      reason: expect.stringContaining("the broker's written consent is not recorded"),
    });
    expect(nextRebateStatus(rebate("owed", { propertyPaid: false, clientConsentRecorded: false, brokerConsentRecorded: false }), { type: "release" })).toEqual({
      ok: false,
      reason:
        "The rebate is not payable yet: the property has not paid the commission; the client's written consent is not recorded; the broker's written consent is not recorded (22 TAC 535.147(d)).",
    });
  });

  it("checks the conditions again when paying", () => {
    expect(nextRebateStatus(rebate("payable", { brokerConsentRecorded: false }), { type: "pay" })).toMatchObject({ ok: false });
  });
});

describe("nextRebateStatus: a skip", () => {
  it("cancels an unpaid rebate when the client lived 89 days, not 90 or 91", () => {
    for (const status of ["promised", "owed", "payable"] as const) {
      expect(nextRebateStatus(rebate(status), skip(89))).toEqual({ ok: true, status: "cancelled" });
      expect(nextRebateStatus(rebate(status), skip(90))).toEqual({ ok: false, reason: "The client lived 90 days, not less than the 90-day window: the rebate stands." });
      expect(nextRebateStatus(rebate(status), skip(91))).toMatchObject({ ok: false });
    }
  });

  it("follows the property's window, and none when it has none", () => {
    expect(nextRebateStatus(rebate("owed"), skip(59, 60))).toEqual({ ok: true, status: "cancelled" });
    expect(nextRebateStatus(rebate("owed"), skip(60, 60))).toMatchObject({ ok: false });
    expect(nextRebateStatus(rebate("owed"), skip(0, 0))).toEqual({
      ok: false,
      reason: "The property's terms have no refund window: a move-out does not cancel the rebate.",
    });
  });

  it("leaves a paid rebate paid", () => {
    expect(nextRebateStatus(rebate("paid"), skip(10))).toEqual({
      ok: false,
      reason: "The rebate was already paid: a skip no longer cancels it (ask the client to return it only if your agreement says so).",
    });
  });
});

describe("nextRebateStatus: refusals", () => {
  it.each([
    ["promised", "release", "The client has not signed the lease yet: the rebate is only promised."],
    ["promised", "pay", "The client has not signed the lease yet: the rebate is only promised."],
    ["owed", "lease-signed", "The lease is already recorded as signed."],
    ["owed", "pay", "Mark the rebate payable before paying it."],
    ["payable", "lease-signed", "The lease is already recorded as signed."],
    ["payable", "release", "The rebate is already payable."],
    ["paid", "pay", "The rebate was already paid."],
    ["paid", "release", "The rebate was already paid."],
    ["cancelled", "lease-signed", "The rebate was cancelled."],
    ["cancelled", "pay", "The rebate was cancelled."],
  ] as const)("refuses %s + %s", (status, type, reason) => {
    expect(nextRebateStatus(rebate(status), { type } as RebateEvent)).toEqual({ ok: false, reason });
  });

  it("refuses paying an owed rebate with what is missing first", () => {
    expect(nextRebateStatus(rebate("owed", { propertyPaid: false }), { type: "pay" })).toMatchObject({ reason: expect.stringMatching(/^The rebate is not payable yet/) });
  });

  it("refuses anything once cancelled, a skip included", () => {
    expect(nextRebateStatus(rebate("cancelled"), skip(1))).toEqual({ ok: false, reason: "The rebate was cancelled." });
  });

  it("throws on an unknown status or event, or bad dates", () => {
    expect(() => nextRebateStatus(rebate("lost" as RebateStatus), { type: "pay" })).toThrow(/unknown status/);
    expect(() => nextRebateStatus(rebate("owed"), { type: "refund" } as unknown as RebateEvent)).toThrow(/unknown event/);
    expect(() => nextRebateStatus(rebate("owed", { propertyPaid: "yes" as unknown as boolean }), { type: "release" })).toThrow(/propertyPaid/);
    expect(() => nextRebateStatus(rebate("owed"), { type: "client-skipped", moveIn: "2026-07-01", moveOut: "2026-09-31", refundDays: 90 })).toThrow(/moveOut/);
  });
});

describe("allowedRebateEvents", () => {
  it("lists the moves each status may take", () => {
    expect(allowedRebateEvents("promised")).toEqual(["lease-signed", "client-skipped"]);
    expect(allowedRebateEvents("owed")).toEqual(["release", "client-skipped"]);
    expect(allowedRebateEvents("payable")).toEqual(["pay", "client-skipped"]);
    expect(allowedRebateEvents("paid")).toEqual([]);
    expect(allowedRebateEvents("cancelled")).toEqual([]);
  });
});
