/**
 * The lease a move to Leased records (decisions 035 and 036): the community and its floor plan, the unit, the move-in,
 * the length, the rent, a renewal, and the community the client moves from (a move between sister properties may earn
 * nothing). Each field starts from what the client did (db/queries/admin/lease-form-defaults.ts) as the input's
 * default; the locator changes what differs. The community is a plain select, which works without JavaScript and
 * posts the id; with JavaScript a search box above it narrows the list as one types.
 */
import { useRef, useState, type KeyboardEvent } from "react";
import { LEASE_UNIT_MAX } from "../../../core/admin/client-stages.ts";
import { LEASE_PREFILL_SOURCE_LABELS } from "../../../core/admin/lease-prefill.ts";
import type { FilterOption } from "../../../core/admin/resource.ts";
import { filterOptions } from "../../../core/chat/picker-filter.ts";
import type { LeaseFormDefaults } from "../../../db/queries/admin/lease-form-defaults.ts";
import { useHydrated } from "../../hooks/use-hydrated.ts";
import { inputClass } from "./form-styles.ts";
import { FieldError, TextField } from "./workspace-fields.tsx";

const hintClass = "mt-1 text-xs text-slate-600";

function planLabel(plan: LeaseFormDefaults["plans"][number]): string {
  return `${plan.name} · ${plan.beds === 0 ? "studio" : `${plan.beds} bd`} · $${plan.rent.toLocaleString("en-US")}`;
}

export function LeaseFormFields({
  id,
  errors,
  communities,
  defaults,
}: {
  id: string;
  errors: Record<string, string>;
  communities: readonly FilterOption[];
  defaults: LeaseFormDefaults | null;
}) {
  const hydrated = useHydrated();
  const prefill = defaults?.prefill ?? null;
  const prefilledCommunity = prefill?.apartmentId != null ? String(prefill.apartmentId) : "";
  const [community, setCommunity] = useState(prefilledCommunity);
  const [query, setQuery] = useState("");
  const rent = useRef<HTMLInputElement>(null);

  const matching = new Set(filterOptions(communities, query).map((option) => option.value));
  // The chosen community stays in the list whatever is typed: the select never shows a choice it does not hold.
  const shown = communities.filter((option) => option.value === community || matching.has(option.value));
  const plans = community !== "" && community === prefilledCommunity ? (defaults?.plans ?? []) : [];
  const previous = defaults?.previousCommunities ?? [];

  function choose(value: string) {
    setCommunity(value);
    // The prefilled rent was that community's plan's: another community's lease has its own.
    const field = rent.current;
    if (value !== prefilledCommunity && field && prefill?.rent != null && field.value === String(prefill.rent)) field.value = "";
  }
  function narrow(text: string) {
    setQuery(text);
    const found = filterOptions(communities, text);
    if (text.trim() && found.length > 0 && !found.some((option) => option.value === community)) choose(found[0]!.value);
  }
  function keepFormOpen(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the search box picks what is shown; it must not move the client before the rest is filled in.
    if (event.key === "Enter") event.preventDefault();
  }

  const prefilled = prefill
    ? [
        prefill.source ? `community from ${LEASE_PREFILL_SOURCE_LABELS[prefill.source]}` : null,
        prefill.rent !== null ? "rent from the floor plan's listed rent" : null,
        prefill.moveIn ? "move-in from their inquiry" : null,
        prefill.previousApartmentId !== null ? "moving from their last lease with us" : null,
      ].filter((part) => part !== null)
    : [];

  return (
    <>
      {prefilled.length ? <p className={hintClass}>Prefilled: {prefilled.join("; ")}. Check each against the lease.</p> : null}
      <label className="mt-2 block" htmlFor={`${id}-community`}>
        Community
      </label>
      {hydrated ? (
        <>
          <input
            type="search"
            aria-label="Search communities"
            aria-controls={`${id}-community`}
            placeholder="Type to narrow the list"
            autoComplete="off"
            className={`${inputClass} mb-1`}
            value={query}
            onChange={(event) => narrow(event.target.value)}
            onKeyDown={keepFormOpen}
          />
          <p className="sr-only" aria-live="polite">
            {query.trim() ? `${matching.size} of ${communities.length} communities match` : ""}
          </p>
        </>
      ) : null}
      <select
        id={`${id}-community`}
        name="leasedApartmentId"
        className={inputClass}
        value={community}
        onChange={(event) => choose(event.target.value)}
        aria-invalid={errors.leasedApartmentId ? true : undefined}
        aria-describedby={errors.leasedApartmentId ? `${id}-community-error` : undefined}
      >
        <option value="">{query.trim() && matching.size === 0 ? `No community matches “${query.trim()}”` : "Choose…"}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-community-error`} message={errors.leasedApartmentId} />
      {plans.length ? (
        <>
          <label className="mt-2 block" htmlFor={`${id}-plan`}>
            Floor plan (optional)
          </label>
          <select
            id={`${id}-plan`}
            name="leasedFloorPlanId"
            className={inputClass}
            defaultValue={prefill?.floorPlanId != null ? String(prefill.floorPlanId) : ""}
            aria-invalid={errors.leasedFloorPlanId ? true : undefined}
            aria-describedby={`${id}-plan-hint${errors.leasedFloorPlanId ? ` ${id}-plan-error` : ""}`}
          >
            <option value="">Not listed</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {planLabel(plan)}
              </option>
            ))}
          </select>
          <p id={`${id}-plan-hint`} className={hintClass}>
            {hydrated ? "The plans of the community above." : "The plans of the prefilled community: choose “Not listed” for another community."}
          </p>
          <FieldError id={`${id}-plan-error`} message={errors.leasedFloorPlanId} />
        </>
      ) : (
        <FieldError id={`${id}-plan-error`} message={errors.leasedFloorPlanId} />
      )}
      <TextField id={`${id}-unit`} name="leaseUnit" label="Unit (optional)" maxLength={LEASE_UNIT_MAX} error={errors.leaseUnit} />
      <TextField id={`${id}-move-in`} name="leaseMoveIn" label="Move-in date" type="date" defaultValue={prefill?.moveIn ?? undefined} error={errors.leaseMoveIn} />
      <TextField id={`${id}-months`} name="leaseMonths" label="Lease length in months (optional)" inputMode="numeric" error={errors.leaseMonths} />
      <TextField
        id={`${id}-rent`}
        name="leaseRent"
        label="Monthly rent"
        inputMode="numeric"
        defaultValue={prefill?.rent != null ? String(prefill.rent) : undefined}
        ref={rent}
        error={errors.leaseRent}
      />
      <label className="mt-2 flex items-center gap-2">
        <input type="checkbox" name="leaseRenewal" className="size-4 shrink-0 accent-brand-700" />A renewal of a lease the client already had there
      </label>
      {previous.length ? (
        <>
          <label className="mt-2 block" htmlFor={`${id}-previous`}>
            Moving from (where we placed them before)
          </label>
          <select
            id={`${id}-previous`}
            name="leasePreviousApartmentId"
            className={inputClass}
            defaultValue={prefill?.previousApartmentId != null ? String(prefill.previousApartmentId) : ""}
            aria-invalid={errors.leasePreviousApartmentId ? true : undefined}
            aria-describedby={`${id}-previous-hint${errors.leasePreviousApartmentId ? ` ${id}-previous-error` : ""}`}
          >
            <option value="">Not from one of these</option>
            {previous.map((row) => (
              <option key={row.apartmentId} value={row.apartmentId}>
                {row.community}
              </option>
            ))}
          </select>
          <p id={`${id}-previous-hint`} className={hintClass}>
            A move between sister properties (one management company in both communities' Commission terms) earns nothing unless the new terms pay for it.
          </p>
          <FieldError id={`${id}-previous-error`} message={errors.leasePreviousApartmentId} />
        </>
      ) : null}
    </>
  );
}
