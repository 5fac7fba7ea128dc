/**
 * A community's "Commission" section (decision 036): the locator terms in effect and earlier, and a form that saves
 * a new dated set (record action "terms"), prefilled with the terms in effect. A plain form: no script needed.
 */
import { BadgeDollarSign } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { describeRate, describeTerms, TERMS_FIELDS } from "../../../core/admin/terms-form.ts";
import { termsInEffect, OVERRIDE_BEDROOMS, type CommissionRate, type LocatorTerms } from "../../../core/money/locator-terms.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";

const rateText = (rate: CommissionRate | null | undefined) => (!rate ? "" : rate.basis === "percent" ? describeRate(rate).replace(" of one month's rent", "") : describeRate(rate).replace("a flat ", ""));

export function CommissionTerms({ record, errors, raw }: { record: EditRecord; errors: Record<string, string>; raw: Record<string, string> }) {
  const id = useId();
  const history = (record.extra?.commissionTerms ?? []) as LocatorTerms[];
  const today = String(record.extra?.today ?? "");
  const current = today ? termsInEffect(history, today) : null;
  // After a refused save, the form shows what was typed (boxes included); otherwise the terms in effect.
  const submitted = Object.hasOwn(raw, TERMS_FIELDS.effectiveFrom);
  const typed = (name: string, fallback: string) => (submitted ? (raw[name] ?? "") : fallback);
  const checked = (name: string, fallback: boolean) => (submitted ? raw[name] === "on" : fallback);
  const field = (name: string, label: string, fallback: string, options: { type?: string; help?: string; inputMode?: "numeric" | "email" } = {}) => {
    const error = errors[name];
    return (
      <div>
        <label className="block text-sm font-medium" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={options.type ?? "text"}
          inputMode={options.inputMode === "email" ? undefined : options.inputMode}
          defaultValue={typed(name, fallback)}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : options.help ? `${id}-${name}-help` : undefined}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : options.help ? (
          <p id={`${id}-${name}-help`} className="mt-1 text-xs text-slate-600">
            {options.help}
          </p>
        ) : null}
      </div>
    );
  };
  const box = (name: string, label: string, fallback: boolean) => (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={checked(name, fallback)} className="size-4 accent-brand-700" />
      {label}
    </label>
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8 rounded-lg border border-slate-200 bg-white p-4 text-sm" data-testid="commission-terms">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-base font-semibold">
        <BadgeDollarSign aria-hidden="true" className="size-5 text-slate-500" />
        Commission
      </h2>
      {current ? (
        <ul className="mt-2 space-y-0.5">
          {describeTerms(current).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-600">No locator terms on record: a lease here has no expected commission until they are.</p>
      )}
      {history.length > 1 ? (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium">Earlier and later terms ({history.length})</summary>
          <ul className="mt-1 space-y-1 text-slate-700">
            {history.map((terms) => (
              <li key={terms.effectiveFrom}>{describeTerms(terms)[0]}</li>
            ))}
          </ul>
        </details>
      ) : null}

      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="version" value={record.version} />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">New terms</legend>
          {field(TERMS_FIELDS.effectiveFrom, "In effect from", today, { type: "date", help: "Leases moving in from this day are paid under these terms; earlier ones keep theirs." })}
          <div className="flex items-end">{box(TERMS_FIELDS.paysLocators, "Pays locators", current?.paysLocators ?? true)}</div>
          {field(TERMS_FIELDS.rate, "Commission", rateText(current?.commission), { help: 'A percent of one month\'s rent ("100%") or a flat fee ("$300").' })}
          {field(TERMS_FIELDS.minimumLeaseMonths, "Minimum lease (months)", String(current?.minimumLeaseMonths ?? 12), { inputMode: "numeric" })}
          {field(TERMS_FIELDS.payTermsDays, "Pays within (days of the invoice)", String(current?.payTermsDays ?? 60), { inputMode: "numeric" })}
          {field(TERMS_FIELDS.refundWindowDays, "Refund window for a skip (days)", String(current?.refundWindowDays ?? 90), { inputMode: "numeric" })}
          {field(TERMS_FIELDS.managementCompany, "Management company (sister properties)", current?.managementCompany ?? "")}
          {field(TERMS_FIELDS.leasingContactName, "Leasing contact", current?.leasingContactName ?? "")}
          {field(TERMS_FIELDS.leasingContactEmail, "Leasing contact's e-mail", current?.leasingContactEmail ?? "", { type: "email", help: "Registrations and lease verifications go here." })}
          <div className="space-y-1 sm:col-span-2">
            {box(TERMS_FIELDS.preRegistrationRequired, "Register the client before their first visit", current?.preRegistrationRequired ?? true)}
            {box(TERMS_FIELDS.paysOnRenewal, "Pays on renewals", current?.paysOnRenewal ?? false)}
            {box(TERMS_FIELDS.paysOnSisterTransfer, "Pays on moves from sister properties", current?.paysOnSisterTransfer ?? false)}
          </div>
        </fieldset>
        <details className="rounded-md border border-slate-200 p-2" open={OVERRIDE_BEDROOMS.some((bedrooms) => errors[TERMS_FIELDS.bedroomRate(bedrooms)])}>
          <summary className="cursor-pointer font-medium">A different commission by bedroom count</summary>
          <div className="mt-2 grid gap-3 sm:grid-cols-4">
            {OVERRIDE_BEDROOMS.map((bedrooms) =>
              field(TERMS_FIELDS.bedroomRate(bedrooms), bedrooms === "0" ? "Studio" : `${bedrooms} bed`, rateText(current?.byBedrooms[bedrooms])),
            )}
          </div>
        </details>
        <Button type="submit" name="intent" value="terms" size="sm">
          Save the terms
        </Button>
      </Form>
    </section>
  );
}
