import { useState } from "react";
import { PREFERENCE_LIMITS } from "../../../core/preferences/preference-limits.ts";
import { BUDGET_RANGES } from "../../../core/reference/budget-ranges.ts";
import { LEASE_LENGTH_LABELS, LEASE_LENGTHS } from "../../../core/reference/lease-lengths.ts";
import { FieldError, FormField, inputClass } from "../auth/form-field.tsx";
import { ChoiceGroup, choiceChipClass, choiceInputClass } from "./choice-group.tsx";
import type { StageFormValues } from "./stage-form-values.ts";

export interface StageFieldsProps {
  values: StageFormValues;
  errors: Record<string, string>;
  neighborhoods: readonly { slug: string; name: string }[];
  amenities: readonly { name: string; displayName: string }[];
  /** Houston today (yyyy-mm-dd): the earliest move-in date offered. */
  today: string;
}

export function BasicInfoFields({ values, errors }: StageFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        name="name"
        label="Full name"
        autoComplete="name"
        required
        maxLength={PREFERENCE_LIMITS.nameMax}
        defaultValue={values.name}
        error={errors.name}
      />
      <FormField
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        optional
        maxLength={PREFERENCE_LIMITS.phoneMax}
        placeholder="713-555-0142"
        hint="Only used if you ask a locator to call you."
        defaultValue={values.phone}
        error={errors.phone}
      />
    </div>
  );
}

export function LocationFields({ values, errors, neighborhoods }: StageFieldsProps) {
  // Controlled so that "Anywhere" and specific neighborhoods exclude each other; without JavaScript the server decides (chosen ones win).
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(values.neighborhoods));
  const [anywhere, setAnywhere] = useState(values.anyNeighborhood && values.neighborhoods.length === 0);

  function toggle(slug: string, on: boolean) {
    setChosen((previous) => {
      const next = new Set(previous);
      if (on) next.add(slug);
      else next.delete(slug);
      return next;
    });
    if (on) setAnywhere(false);
  }

  return (
    <div className="grid gap-6">
      <ChoiceGroup
        id="neighborhoods"
        legend="Neighborhoods"
        hint={chosen.size > 0 ? `${chosen.size} selected` : "Choose as many as you like."}
        error={errors.neighborhoods}
      >
        <label className={`${choiceChipClass} mb-3 sm:w-fit`}>
          <input
            type="checkbox"
            name="anyNeighborhood"
            value="yes"
            checked={anywhere}
            onChange={(event) => {
              setAnywhere(event.target.checked);
              if (event.target.checked) setChosen(new Set());
            }}
            className={choiceInputClass}
          />
          Anywhere in Houston
        </label>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {neighborhoods.map((hood) => (
            <label key={hood.slug} className={choiceChipClass}>
              <input
                type="checkbox"
                name="neighborhoods"
                value={hood.slug}
                checked={chosen.has(hood.slug)}
                onChange={(event) => toggle(hood.slug, event.target.checked)}
                className={choiceInputClass}
              />
              <span className="min-w-0">{hood.name}</span>
            </label>
          ))}
        </div>
      </ChoiceGroup>
      <FormField
        name="commuteTo"
        label="Work or school location"
        optional
        maxLength={PREFERENCE_LIMITS.commuteMax}
        placeholder="e.g. Texas Medical Center, Rice University"
        hint="We estimate the drive from each apartment."
        defaultValue={values.commuteTo}
        error={errors.commuteTo}
      />
    </div>
  );
}

export function BudgetFields({ values, errors }: StageFieldsProps) {
  const [range, setRange] = useState(values.budgetRange);
  const [amount, setAmount] = useState(values.maxBudget);
  const errorId = "maxBudget-error";

  return (
    <div className="grid gap-6">
      <ChoiceGroup id="budgetRange" legend="Quick choice" hint="Picks the top of the range as your max budget." className="grid gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
        {BUDGET_RANGES.map((choice) => (
          <label key={choice.id} className={choiceChipClass}>
            <input
              type="radio"
              name="budgetRange"
              value={choice.id}
              checked={range === choice.id}
              onChange={() => {
                setRange(choice.id);
                // "$3,000+" has no top: the renter types it.
                setAmount(choice.max === null ? "" : String(choice.max));
                if (choice.max === null) document.getElementById("maxBudget")?.focus();
              }}
              className={choiceInputClass}
            />
            {choice.label}
          </label>
        ))}
      </ChoiceGroup>
      <div className="grid gap-1.5 sm:max-w-xs">
        <label htmlFor="maxBudget" className="text-sm font-medium text-slate-800">
          Max budget ($ per month)
        </label>
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-slate-500">
            $
          </span>
          <input
            id="maxBudget"
            name="maxBudget"
            type="number"
            inputMode="numeric"
            min={0}
            max={PREFERENCE_LIMITS.maxBudget}
            step={1}
            placeholder="1800"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              const typed = Number(event.target.value);
              setRange(BUDGET_RANGES.find((r) => r.max !== null && r.max === typed)?.id ?? "");
            }}
            aria-invalid={errors.maxBudget ? true : undefined}
            aria-describedby={errors.maxBudget ? errorId : undefined}
            className={`${inputClass} pl-7`}
          />
        </div>
        {errors.maxBudget ? <FieldError id={errorId}>{errors.maxBudget}</FieldError> : null}
      </div>
    </div>
  );
}

const BEDROOM_CHOICES = [
  { value: "0", label: "Studio" },
  { value: "1", label: "1 bedroom" },
  { value: "2", label: "2 bedrooms" },
  { value: "3", label: "3 bedrooms" },
  { value: "4", label: "4+ bedrooms" },
];

const BATHROOM_CHOICES = [
  { value: "", label: "Any" },
  { value: "1", label: "1" },
  { value: "1.5", label: "1.5" },
  { value: "2", label: "2" },
  { value: "2.5", label: "2.5" },
  { value: "3", label: "3+" },
];

export function ApartmentSpecsFields({ values, errors }: StageFieldsProps) {
  return (
    <div className="grid gap-6">
      <ChoiceGroup id="bedrooms" legend="Bedrooms" error={errors.bedrooms} className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {BEDROOM_CHOICES.map((choice) => (
          <label key={choice.value} className={choiceChipClass}>
            <input type="radio" name="bedrooms" value={choice.value} defaultChecked={values.bedrooms === choice.value} className={choiceInputClass} />
            {choice.label}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup id="bathrooms" legend="Bathrooms" optional error={errors.bathrooms} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {BATHROOM_CHOICES.map((choice) => (
          <label key={choice.value} className={choiceChipClass}>
            <input type="radio" name="bathrooms" value={choice.value} defaultChecked={values.bathrooms === choice.value} className={choiceInputClass} />
            {choice.label}
          </label>
        ))}
      </ChoiceGroup>
      <div className="sm:max-w-xs">
        <FormField
          name="sqft"
          label="Minimum size (square feet)"
          type="number"
          inputMode="numeric"
          min={0}
          max={PREFERENCE_LIMITS.sqft}
          step={10}
          optional
          placeholder="e.g. 850"
          defaultValue={values.sqft}
          error={errors.sqft}
        />
      </div>
    </div>
  );
}

export function AmenitiesTimelineFields({ values, errors, amenities, today }: StageFieldsProps) {
  const wished = new Map(values.amenities.map((a) => [a.name, a.requirement]));
  return (
    <div className="grid gap-6">
      <ChoiceGroup
        id="amenities"
        legend="Amenities"
        optional
        hint="Tick what matters, and add a note if there's a catch (e.g. parking: must be covered)."
        error={errors.amenities}
        className="grid items-start gap-2 sm:grid-cols-2"
      >
        {amenities.map((amenity) => (
          // The note field shows once its box is ticked: CSS :has(), so it works before (and without) JavaScript.
          <div
            key={amenity.name}
            className="group/amenity rounded-lg border border-slate-300 bg-white shadow-sm transition-colors hover:border-slate-400 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700"
          >
            <label className="flex min-h-11 cursor-pointer items-center gap-2.5 px-3 py-2 text-sm font-medium text-slate-800">
              <input type="checkbox" name="amenities" value={amenity.name} defaultChecked={wished.has(amenity.name)} className={choiceInputClass} />
              {amenity.displayName}
            </label>
            <div className="hidden px-3 pb-3 group-has-[:checked]/amenity:block">
              <label htmlFor={`requirement-${amenity.name}`} className="sr-only">
                Requirement for {amenity.displayName} (optional)
              </label>
              <input
                id={`requirement-${amenity.name}`}
                name={`requirement-${amenity.name}`}
                maxLength={PREFERENCE_LIMITS.requirementMax}
                defaultValue={wished.get(amenity.name) ?? ""}
                placeholder="Any requirement? (optional)"
                className={`${inputClass} py-1.5`}
              />
            </div>
          </div>
        ))}
      </ChoiceGroup>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField name="moveInDate" label="Move-in date" type="date" optional min={today} defaultValue={values.moveInDate} error={errors.moveInDate} />
        <LeaseLengthField values={values} errors={errors} />
      </div>
    </div>
  );
}

function LeaseLengthField({ values, errors }: Pick<StageFieldsProps, "values" | "errors">) {
  const errorId = "leaseLength-error";
  return (
    // The custom text field shows while 'Custom...' is selected: CSS :has() on the selected option, no script needed.
    <div className="group/lease grid content-start gap-1.5">
      <label htmlFor="leaseLength" className="text-sm font-medium text-slate-800">
        Lease length <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <select
        id="leaseLength"
        name="leaseLength"
        defaultValue={values.leaseLength}
        aria-invalid={errors.leaseLength ? true : undefined}
        aria-describedby={errors.leaseLength ? errorId : undefined}
        className={inputClass}
      >
        <option value="">No preference</option>
        {LEASE_LENGTHS.map((lease) => (
          <option key={lease} value={lease} data-custom={lease === "custom" ? "" : undefined}>
            {LEASE_LENGTH_LABELS[lease]}
          </option>
        ))}
      </select>
      {errors.leaseLength ? <FieldError id={errorId}>{errors.leaseLength}</FieldError> : null}
      <div className="mt-2 hidden group-has-[[data-custom]:checked]/lease:block">
        <FormField
          name="customLeaseLength"
          label="Describe the lease you want"
          maxLength={PREFERENCE_LIMITS.leaseTextMax}
          placeholder="e.g. 9 months"
          defaultValue={values.customLeaseLength}
          error={errors.customLeaseLength}
        />
      </div>
    </div>
  );
}

/** The fields of each stage, by stage key (core/preferences/stages.ts). */
export const STAGE_FIELDS: Record<string, (props: StageFieldsProps) => React.ReactNode> = {
  "basic-info": BasicInfoFields,
  location: LocationFields,
  budget: BudgetFields,
  "apartment-specs": ApartmentSpecsFields,
  "amenities-timeline": AmenitiesTimelineFields,
};

/** What each stage asks, in a sentence under its heading. */
export const STAGE_INTROS: Record<string, string> = {
  "basic-info": "Who are we finding a home for? Your name is all we need to start.",
  location: "Pick the parts of Houston you'd like to live in, or let us search the whole city.",
  budget: "The most you want to spend on rent each month. We compare it with the rent of every floor plan.",
  "apartment-specs": "How much room you need. Only the number of bedrooms is required.",
  "amenities-timeline": "Everything here is optional: the extras that matter to you and when you'd like to move.",
};
