/**
 * The client's rebate on their page (decision 037): what was promised and on what conditions (as the client sees it
 * on their list), the two written consents 22 TAC 535.147 asks for, and the moves the rules allow (payable, paid). A
 * new rebate is promised with its amount and conditions. Plain forms: no JavaScript needed.
 */
import { useId } from "react";
import { Form } from "react-router";
import { formatCalendarDate, formatHoustonDateTime } from "../../../core/format/dates.ts";
import { formatCents } from "../../../core/money/cents.ts";
import { allowedRebateEvents, REBATE_STATUS_LABELS } from "../../../core/money/rebate-status.ts";
import type { ClientRebate } from "../../../db/queries/rebates.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";

export function ClientRebates({
  rebates,
  version,
  errors,
  defaultConditions,
}: {
  rebates: ClientRebate[];
  version: number;
  errors: Record<string, string>;
  defaultConditions: string;
}) {
  const id = useId();
  const open = rebates.some((rebate) => rebate.status !== "paid" && rebate.status !== "cancelled");
  return (
    <section aria-labelledby={`${id}-rebate`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm lg:col-span-2">
      <h2 id={`${id}-rebate`} className="text-base font-semibold">
        Rebate
      </h2>
      <p className="mt-1 text-slate-600">
        Part of the commission given back to the client: paid only after the property pays, and only with the client&apos;s and the broker&apos;s written
        consent (22 TAC 535.147). The client sees the amount, the conditions and the status on their list.
      </p>
      {errors.rebate ? (
        <p className="mt-2 text-red-700" role="alert">
          {errors.rebate}
        </p>
      ) : null}
      {rebates.map((rebate) => (
        <div key={rebate.id} className="mt-3 rounded-md border border-slate-200 p-3" data-testid="client-rebate">
          <p>
            <strong>{formatCents(rebate.amountCents)}</strong> · {REBATE_STATUS_LABELS[rebate.status]}
            {rebate.paidOn ? ` on ${formatCalendarDate(rebate.paidOn)}` : ""}
            {rebate.cancelledReason ? ` (${rebate.cancelledReason})` : ""}
          </p>
          <p className="mt-1 text-slate-700">{rebate.conditions}</p>
          <ul className="mt-2 space-y-1">
            <li>
              Client&apos;s consent:{" "}
              {rebate.clientConsentAt ? `recorded ${formatHoustonDateTime(rebate.clientConsentAt)} (${rebate.clientConsentNote ?? ""})` : "not recorded"}
            </li>
            <li>
              Broker&apos;s consent:{" "}
              {rebate.brokerConsentAt ? `recorded ${formatHoustonDateTime(rebate.brokerConsentAt)} (${rebate.brokerConsentNote ?? ""})` : "not recorded"}
            </li>
          </ul>
          {rebate.status !== "paid" && rebate.status !== "cancelled" && (!rebate.clientConsentAt || !rebate.brokerConsentAt) ? (
            <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
              <input type="hidden" name="version" value={version} />
              <input type="hidden" name="intent" value="rebate-consent" />
              <input type="hidden" name="rebateId" value={rebate.id} />
              <div className="min-w-56 flex-1">
                <label htmlFor={`${id}-consent-${rebate.id}`} className="block font-medium">
                  How the consent was given
                </label>
                <input
                  id={`${id}-consent-${rebate.id}`}
                  name="consentNote"
                  maxLength={500}
                  placeholder="Signed rebate agreement, Dec 3"
                  className={`${inputClass} mt-1`}
                  aria-invalid={errors.consentNote ? true : undefined}
                  aria-describedby={errors.consentNote ? `${id}-consent-error` : undefined}
                />
              </div>
              {!rebate.clientConsentAt ? (
                <Button type="submit" name="who" value="client" size="sm" variant="outline">
                  Client consented
                </Button>
              ) : null}
              {!rebate.brokerConsentAt ? (
                <Button type="submit" name="who" value="broker" size="sm" variant="outline">
                  Broker consented
                </Button>
              ) : null}
            </Form>
          ) : null}
          {errors.consentNote ? (
            <p id={`${id}-consent-error`} className="mt-1 text-red-700">
              {errors.consentNote}
            </p>
          ) : null}
          <RebateMoves rebate={rebate} version={version} paidOnError={errors.paidOn} />
        </div>
      ))}
      {!open ? (
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr]">
          <input type="hidden" name="version" value={version} />
          <div>
            <label htmlFor={`${id}-amount`} className="block font-medium">
              Amount ($)
            </label>
            <input
              id={`${id}-amount`}
              name="rebateAmount"
              inputMode="decimal"
              className={`${inputClass} mt-1`}
              aria-invalid={errors.rebateAmount ? true : undefined}
              aria-describedby={errors.rebateAmount ? `${id}-amount-error` : undefined}
            />
            {errors.rebateAmount ? (
              <p id={`${id}-amount-error`} className="mt-1 text-red-700">
                {errors.rebateAmount}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-conditions`} className="block font-medium">
              Conditions the client is told
            </label>
            <textarea
              id={`${id}-conditions`}
              name="rebateConditions"
              rows={3}
              maxLength={2000}
              defaultValue={defaultConditions}
              className={`${inputClass} mt-1`}
              aria-invalid={errors.rebateConditions ? true : undefined}
              aria-describedby={errors.rebateConditions ? `${id}-conditions-error` : undefined}
            />
            {errors.rebateConditions ? (
              <p id={`${id}-conditions-error`} className="mt-1 text-red-700">
                {errors.rebateConditions}
              </p>
            ) : null}
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" name="intent" value="rebate" size="sm">
              Promise the rebate
            </Button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}

function RebateMoves({ rebate, version, paidOnError }: { rebate: ClientRebate; version: number; paidOnError?: string }) {
  const id = useId();
  const events = allowedRebateEvents(rebate.status).filter((event) => event === "release" || event === "pay");
  if (!events.length) return null;
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="intent" value="rebate-move" />
      <input type="hidden" name="rebateId" value={rebate.id} />
      {events.includes("pay") ? (
        <div>
          <label htmlFor={`${id}-paid`} className="block font-medium">
            Paid on
          </label>
          <input
            id={`${id}-paid`}
            type="date"
            name="paidOn"
            className={`${inputClass} mt-1`}
            aria-invalid={paidOnError ? true : undefined}
            aria-describedby={paidOnError ? `${id}-paid-error` : undefined}
          />
          {paidOnError ? (
            <p id={`${id}-paid-error`} className="mt-1 text-red-700">
              {paidOnError}
            </p>
          ) : null}
        </div>
      ) : null}
      {events.map((event) => (
        <Button key={event} type="submit" name="event" value={event} size="sm" variant="outline">
          {event === "release" ? "Mark payable" : "Mark paid"}
        </Button>
      ))}
    </Form>
  );
}
