/**
 * The rebate state machine on random histories (fast-check): every accepted move is one REBATE_TRANSITIONS
 * lists; a rebate is never payable or paid without the property's payment and both written consents; paid and
 * cancelled are final; only a skip within the window cancels.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REBATE_TRANSITIONS, type RebateEvent, type RebateStatus, nextRebateStatus } from "./rebate-status.ts";
import { dateOracle } from "./test-oracles.ts";

const event: fc.Arbitrary<RebateEvent> = fc.oneof(
  fc.constant({ type: "lease-signed" as const }),
  fc.constant({ type: "release" as const }),
  fc.constant({ type: "pay" as const }),
  fc
    .record({ lived: fc.integer({ min: -5, max: 200 }), refundDays: fc.integer({ min: 0, max: 120 }) })
    .map(({ lived, refundDays }) => ({ type: "client-skipped" as const, moveIn: dateOracle(0), moveOut: dateOracle(lived), refundDays })),
);
const facts = fc.record({ propertyPaid: fc.boolean(), clientConsentRecorded: fc.boolean(), brokerConsentRecorded: fc.boolean() });

describe("nextRebateStatus", () => {
  it("only takes listed moves, never pays without the payment and both consents, and never leaves paid or cancelled", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(event, facts), { maxLength: 12 }), (history) => {
        let status: RebateStatus = "promised";
        for (const [happened, known] of history) {
          const outcome = nextRebateStatus({ status, ...known }, happened);
          if (!outcome.ok) {
            expect(outcome.reason.length).toBeGreaterThan(0);
            continue;
          }
          expect(REBATE_TRANSITIONS[status][happened.type]).toBe(outcome.status);
          expect(status).not.toBe("paid");
          expect(status).not.toBe("cancelled");
          if (outcome.status === "payable" || outcome.status === "paid") {
            expect(known).toEqual({ propertyPaid: true, clientConsentRecorded: true, brokerConsentRecorded: true });
          }
          if (outcome.status === "cancelled" && happened.type === "client-skipped") {
            const lived = (Date.parse(happened.moveOut) - Date.parse(happened.moveIn)) / 86_400_000;
            expect(lived).toBeLessThan(happened.refundDays);
          }
          status = outcome.status;
        }
      }),
    );
  });
});
