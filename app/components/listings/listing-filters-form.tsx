import { SlidersHorizontal } from "lucide-react";
import { useEffect, useRef, type FormEvent } from "react";
import { Link, useSubmit } from "react-router";
import { bathsFilterLabel, bedsFilterLabel, parkingFilterLabel, PETS_FILTER_LABELS, withoutAllFilters } from "../../../core/search/active-filters.ts";
import {
  DEFAULT_SORT,
  LISTING_PARAMS,
  LISTING_SORTS,
  listingsHref,
  MAX_BUILT_FROM_FILTER,
  MAX_DOG_LB_FILTER,
  MAX_PRICE_FILTER,
  MAX_QUERY_LENGTH,
  MIN_BUILT_FROM_FILTER,
  MIN_DOG_LB_FILTER,
  PETS_PARAM_VALUES,
  petsParamValue,
  toSearchParams,
  type ListingFilters,
} from "../../../core/search/listing-query.ts";
import type { parseListingFilters as parseListingFiltersType } from "../../../core/search/listing-filters.ts";
import { formatBeds } from "../../../core/format/ranges.ts";
import { BUDGET_RANGES } from "../../../core/reference/budget-ranges.ts";
import { LEASE_LENGTH_LABELS, OFFERED_LEASE_TERMS } from "../../../core/reference/lease-lengths.ts";
import { StaticIsland } from "../static-island.tsx";
import { createFormSearches, type FormSearches } from "./form-searches.ts";

export const FILTER_FORM_ID = "listing-filters";
const BED_CHOICES = [0, 1, 2, 3, 4];
const BATH_CHOICES = [1, 1.5, 2, 2.5, 3];
/** Monthly parking fee limits to choose from (0: free parking); the catalogue's fees run from $0 to about $150. */
const PARKING_FEE_CHOICES = [0, 50, 100, 150];
/** Typing pauses this long before the search runs. */
const TYPING_DEBOUNCE_MS = 450;
const DESKTOP_QUERY = "(min-width: 1024px)";

interface Option {
  value: string;
  label: string;
}

interface ListingFiltersFormProps {
  filters: ListingFilters;
  neighborhoods: Option[];
  amenities: Option[];
  activeCount: number;
}

const fieldLabelClass = "block text-sm font-semibold text-ink-900";
const controlClass =
  "mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink-900 shadow-sm focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 sm:text-sm";
const checkClass = "size-4 shrink-0 rounded border-slate-400 accent-brand-700";

type ParseListingFilters = typeof parseListingFiltersType;
let parser: Promise<ParseListingFilters> | null = null;

/**
 * The server's own parser (and its schemas) is loaded when the visitor first
 * reaches for the form, not with the page: most visits never filter.
 */
function loadParser(): Promise<ParseListingFilters> {
  parser ??= import("../../../core/search/listing-filters.ts").then(
    (module) => module.parseListingFilters,
    (error: unknown) => {
      parser = null; // the next attempt tries again
      throw error;
    },
  );
  return parser;
}

/** The canonical query string of what the form currently says. */
async function searchOf(form: HTMLFormElement): Promise<URLSearchParams> {
  const parseListingFilters = await loadParser();
  const raw = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") raw.append(name, value);
  return toSearchParams(parseListingFilters(raw));
}

/**
 * Puts the form back in step with the search in the URL (after a chip link or
 * the back button), leaving alone the field the visitor is typing in.
 */
function syncForm(form: HTMLFormElement, filters: ListingFilters) {
  const params = toSearchParams(filters);
  for (const element of Array.from(form.elements)) {
    if (element === document.activeElement) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      element.checked = params.getAll(element.name).includes(element.value);
    } else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) {
      if (!element.name) continue;
      element.value = params.get(element.name) ?? (element.name === LISTING_PARAMS.sort ? DEFAULT_SORT : "");
    }
  }
}

/** A choice of the form: one of the options, or "Any" (the parameter left out). */
function SelectField({
  id,
  label,
  name,
  value,
  options,
  anyLabel = "Any",
  className,
}: {
  id: string;
  label: string;
  name: string;
  value: string | number | null;
  options: readonly Option[];
  /** The first option, which leaves the parameter out; null: one of the options is always chosen. */
  anyLabel?: string | null;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={controlClass}>
        {anyLabel === null ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const BED_OPTIONS: Option[] = BED_CHOICES.map((beds) => ({ value: String(beds), label: bedsFilterLabel(beds) }));
const MAX_BED_OPTIONS: Option[] = BED_CHOICES.map((beds) => ({ value: String(beds), label: formatBeds(beds) }));
const SORT_OPTIONS: Option[] = LISTING_SORTS.map((sort) => ({ value: sort.id, label: sort.label }));
const BUDGET_OPTIONS: Option[] = BUDGET_RANGES.map((range) => ({ value: range.id, label: range.label }));
const BATH_OPTIONS: Option[] = BATH_CHOICES.map((baths) => ({ value: String(baths), label: bathsFilterLabel(baths) }));
const PETS_OPTIONS: Option[] = [
  { value: PETS_PARAM_VALUES.allowed, label: PETS_FILTER_LABELS.allowed },
  { value: PETS_PARAM_VALUES.none, label: PETS_FILTER_LABELS.none },
];
const LEASE_TERM_OPTIONS: Option[] = OFFERED_LEASE_TERMS.map((term) => ({ value: term, label: LEASE_LENGTH_LABELS[term] }));

/**
 * The parking choices, with the search's own limit among them when it is not one of the usual ones (a link from
 * A.L.I. can say $75): a select without its value would show "No preference" and drop the limit at the next change.
 */
function parkingOptions(current: number | null): Option[] {
  const fees = current === null || PARKING_FEE_CHOICES.includes(current) ? PARKING_FEE_CHOICES : [...PARKING_FEE_CHOICES, current].sort((a, b) => a - b);
  return fees.map((fee) => ({ value: String(fee), label: parkingFilterLabel(fee) }));
}

/** A whole-number field of the form: its label, the value in the URL, the bounds the parser keeps. */
function NumberField({ id, label, name, value, min, max, step, placeholder, help }: { id: string; label: string; name: string; value: number | null; min: number; max: number; step: number; placeholder: string; help?: string }) {
  return (
    <div>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        name={name}
        defaultValue={value ?? ""}
        min={min}
        max={max}
        step={step}
        inputMode="numeric"
        placeholder={placeholder}
        aria-describedby={help ? `${id}-help` : undefined}
        className={controlClass}
      />
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
          {help}
        </p>
      ) : null}
    </div>
  );
}

function CheckboxGroup({ legend, name, options, selected, idPrefix }: { legend: string; name: string; options: Option[]; selected: string[]; idPrefix: string }) {
  return (
    <fieldset>
      <legend className={fieldLabelClass}>
        {legend}
        {selected.length > 0 ? <span className="font-normal text-slate-600"> ({selected.length} selected)</span> : null}
      </legend>
      {/* The options never change and the form keeps their checks in step with the URL (syncForm): static markup (decision 022). */}
      <StaticIsland keepOnNavigation className="mt-1.5 max-h-52 space-y-0.5 overflow-y-auto rounded-lg border border-slate-300 bg-white p-2">
        {options.map((option) => (
          <label key={option.value} htmlFor={`${idPrefix}-${option.value}`} className="flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
            <input
              id={`${idPrefix}-${option.value}`}
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={selected.includes(option.value)}
              className={checkClass}
            />
            {option.label}
          </label>
        ))}
      </StaticIsland>
    </fieldset>
  );
}

/**
 * The search form. A plain GET form first: without JavaScript, "Apply filters"
 * loads /listings with the query string. With JavaScript each change runs the
 * search at once (typing after a short pause), the URL stays canonical, and the
 * page is not reloaded, so focus stays where it was.
 * On small screens the form folds into a <details> panel; on wide screens it is
 * always open beside the results.
 */
export function ListingFiltersForm({ filters, neighborhoods, amenities, activeCount }: ListingFiltersFormProps) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchKey = toSearchParams(filters).toString();
  const searches = useRef<FormSearches | null>(null);
  searches.current ??= createFormSearches(searchKey);

  useEffect(() => {
    // Not written from a late render of the form's own older search: it would undo what the visitor
    // chose since (form-searches.ts).
    if (searches.current!.shown(searchKey) && formRef.current) syncForm(formRef.current, filters);
    // filters is derived from searchKey; the key alone decides when to sync.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchKey]);

  useEffect(() => {
    const details = detailsRef.current;
    if (details && window.matchMedia(DESKTOP_QUERY).matches) details.open = true;
    return () => clearTimeout(timer.current);
  }, []);

  async function run() {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form) return;
    let search: URLSearchParams;
    try {
      search = await searchOf(form);
    } catch {
      // The parser did not arrive (offline, a new deployment): send the form as it is; the server
      // parses it and answers with the canonical address.
      form.submit();
      return;
    }
    if (!searches.current!.ask(search.toString())) return;
    void submit(search, { method: "get", action: "/listings", replace: true, preventScrollReset: true });
  }

  // The checkboxes are static markup (no React of their own, decision 022), so React reports no change
  // of theirs: the browser's own change event, which bubbles to the form, runs the search for them.
  // (Subscribed again after each render, so it calls this render's run.)
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onCheckbox = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === "checkbox") void run();
    };
    form.addEventListener("change", onCheckbox);
    return () => form.removeEventListener("change", onCheckbox);
  });

  function onChange(event: FormEvent<HTMLFormElement>) {
    // React reports every keystroke of a text field as a change: wait for a pause there.
    const target = event.target as HTMLInputElement;
    if (target.type === "checkbox") return;
    clearTimeout(timer.current);
    if (target.type === "search" || target.type === "number") timer.current = setTimeout(() => void run(), TYPING_DEBOUNCE_MS);
    else void run();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run();
    // On a phone the panel covers the results: fold it once the visitor asks for them.
    if (detailsRef.current && !window.matchMedia(DESKTOP_QUERY).matches) detailsRef.current.open = false;
  }

  return (
    <details
      ref={detailsRef}
      className="group/filters rounded-2xl border border-slate-200 bg-slate-50 lg:border-0 lg:bg-transparent lg:[&::details-content]:[content-visibility:visible]"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-2xl px-4 py-3 text-base font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:hidden [&::-webkit-details-marker]:hidden">
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden="true" className="size-5 text-brand-700" />
          Filters ({activeCount})
        </span>
        <span aria-hidden="true" className="text-sm font-medium text-brand-700 group-open/filters:hidden">
          Show
        </span>
        <span aria-hidden="true" className="hidden text-sm font-medium text-brand-700 group-open/filters:inline">
          Hide
        </span>
      </summary>
      <form
        ref={formRef}
        id={FILTER_FORM_ID}
        method="get"
        action="/listings"
        role="search"
        aria-label="Filter apartments"
        onChange={onChange}
        onSubmit={onSubmit}
        onFocus={() => void loadParser().catch(() => {})}
        onPointerEnter={() => void loadParser().catch(() => {})}
        className="space-y-5 border-t border-slate-200 px-4 pt-4 pb-5 lg:border-0 lg:p-0"
      >
        <div>
          <label htmlFor="listing-q" className={fieldLabelClass}>
            Search
          </label>
          <input
            id="listing-q"
            type="search"
            name={LISTING_PARAMS.q}
            defaultValue={filters.q ?? ""}
            maxLength={MAX_QUERY_LENGTH}
            placeholder="Name, neighborhood or keyword"
            autoComplete="off"
            className={controlClass}
          />
        </div>

        <SelectField id="listing-sort" label="Sort by" name={LISTING_PARAMS.sort} value={filters.sort} options={SORT_OPTIONS} anyLabel={null} />

        <CheckboxGroup legend="Neighborhoods" name={LISTING_PARAMS.neighborhoods} options={neighborhoods} selected={filters.neighborhoods} idPrefix="listing-neighborhood" />

        <div className="grid grid-cols-2 gap-3">
          <SelectField id="listing-budget" label="Budget" name={LISTING_PARAMS.budget} value={filters.budget} options={BUDGET_OPTIONS} anyLabel="Any budget" className="col-span-2" />
          <NumberField id="listing-min-price" label="Min rent ($/mo)" name={LISTING_PARAMS.minPrice} value={filters.minPrice} min={0} max={MAX_PRICE_FILTER} step={50} placeholder="e.g. 1200" />
          <NumberField id="listing-max-price" label="Max rent ($/mo)" name={LISTING_PARAMS.maxPrice} value={filters.maxPrice} min={0} max={MAX_PRICE_FILTER} step={50} placeholder="e.g. 1800" />
          <SelectField id="listing-beds" label="Bedrooms" name={LISTING_PARAMS.beds} value={filters.beds} options={BED_OPTIONS} />
          <SelectField id="listing-max-beds" label="Max beds" name={LISTING_PARAMS.maxBeds} value={filters.maxBeds} options={MAX_BED_OPTIONS} />
          <SelectField id="listing-baths" label="Bathrooms" name={LISTING_PARAMS.baths} value={filters.baths} options={BATH_OPTIONS} className="col-span-2" />
        </div>

        <CheckboxGroup legend="Amenities (all required)" name={LISTING_PARAMS.amenities} options={amenities} selected={filters.amenities} idPrefix="listing-amenity" />

        <SelectField
          id="listing-max-parking-fee"
          label="Parking fee"
          name={LISTING_PARAMS.maxParkingFee}
          value={filters.maxParkingFee}
          options={parkingOptions(filters.maxParkingFee)}
          anyLabel="No preference"
        />

        <div className="space-y-3">
          {/* One choice, one parameter (pets=1 or pets=none): the form cannot ask for pets and a pet-free building at once. */}
          <SelectField id="listing-pets" label="Pets" name={LISTING_PARAMS.pets} value={petsParamValue(filters)} options={PETS_OPTIONS} />
          <NumberField
            id="listing-dog-lb"
            label="My dog weighs (lb)"
            name={LISTING_PARAMS.dogLb}
            value={filters.dogLb}
            min={MIN_DOG_LB_FILTER}
            max={MAX_DOG_LB_FILTER}
            step={1}
            placeholder="e.g. 45"
            help="Communities that take dogs of this weight. Service and support animals are not pets."
          />
        </div>

        <CheckboxGroup legend="Lease terms (any of these)" name={LISTING_PARAMS.leaseTerms} options={LEASE_TERM_OPTIONS} selected={filters.leaseTerms} idPrefix="listing-lease" />

        <div>
          <label htmlFor="listing-available-by" className={fieldLabelClass}>
            Move in by
          </label>
          <input
            id="listing-available-by"
            type="date"
            name={LISTING_PARAMS.availableBy}
            defaultValue={filters.availableBy ?? ""}
            className={controlClass}
          />
        </div>

        <div className="grid grid-cols-2 gap-3">
          <NumberField id="listing-built-from" label="Built in or after (year)" name={LISTING_PARAMS.builtFrom} value={filters.builtFrom} min={MIN_BUILT_FROM_FILTER} max={MAX_BUILT_FROM_FILTER} step={1} placeholder="e.g. 2010" />
          <NumberField id="listing-built-to" label="Built in or before (year)" name={LISTING_PARAMS.builtTo} value={filters.builtTo} min={MIN_BUILT_FROM_FILTER} max={MAX_BUILT_FROM_FILTER} step={1} placeholder="e.g. 1990" />
        </div>

        <div className="flex flex-wrap items-center gap-3 pt-1">
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Apply filters
          </button>
          {activeCount > 0 ? (
            <Link
              to={listingsHref(withoutAllFilters(filters))}
              className="rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Clear all
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}
