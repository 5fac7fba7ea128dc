/**
 * The apartment manager's catalogue: a GET form whose fields live in the URL
 * (bedrooms, budget, neighborhoods, must-have amenities, pets), filled from the
 * client's saved preferences until the locator changes them, and the matching
 * engine's results, 20 a page, each with its match, reasons, best plan and Add
 * (a button of the page's one POST form, manager-form.tsx). Searching and
 * paging change the URL only: with JavaScript the list's cards keep what is
 * typed in them; without it they are plain page loads (decision 019).
 */
import { Check, ChevronLeft, ChevronRight, ExternalLink, Plus, RotateCcw, Search } from "lucide-react";
import { useId } from "react";
import { Form, Link, useLocation } from "react-router";
import { OPTION_LIMITS } from "../../../../core/admin/client-options.ts";
import { intentValue } from "../../../../core/admin/option-form-names.ts";
import { formatBaths, formatBeds, formatDollars } from "../../../../core/format/ranges.ts";
import type { ManagerList } from "../../../../db/queries/admin/client-option-items.ts";
import { Button } from "../../ui/button.tsx";
import { inputClass } from "../form-styles.ts";
import { refusalFor, type ManagerActionData } from "./manager-action.ts";
import type { CatalogueResult, ManagerCatalogue } from "./manager-catalogue.server.ts";
import { FormRefusal, SubmitButton } from "./manager-form.tsx";

const BEDROOM_CHOICES = [0, 1, 2, 3, 4];

export function CatalogueSearchPanel({
  catalogue,
  list,
  onList,
  actionData,
}: {
  catalogue: ManagerCatalogue;
  list: ManagerList;
  onList: ReadonlySet<number>;
  actionData: ManagerActionData | undefined;
}) {
  const id = useId();
  const { pathname } = useLocation();
  const { search } = catalogue;
  const full = list.items.length >= OPTION_LIMITS.items;
  return (
    <section aria-labelledby={`${id}-heading`} className="min-w-0 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Catalogue
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {catalogue.saved ? "Searched with the client's saved preferences; change them here for this search only." : list.account ? "The client has saved no preferences yet." : "No account linked: the search starts from an empty profile."}
      </p>
      <Form method="get" className="mt-3 grid gap-3 text-sm sm:grid-cols-2" preventScrollReset>
        <input type="hidden" name="search" value="1" />
        <div>
          <label htmlFor={`${id}-beds`} className="block font-medium">
            Bedrooms (at least)
          </label>
          <select id={`${id}-beds`} name="bedrooms" defaultValue={search.bedrooms ?? ""} className={`${inputClass} mt-1`}>
            <option value="">Any</option>
            {BEDROOM_CHOICES.map((beds) => (
              <option key={beds} value={beds}>
                {formatBeds(beds)}
                {beds === 4 ? " or more" : ""}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-budget`} className="block font-medium">
            Max budget ($ a month)
          </label>
          <input id={`${id}-budget`} name="maxBudget" inputMode="numeric" pattern="[0-9$, ]*" defaultValue={search.maxBudget ?? ""} placeholder="No limit" className={`${inputClass} mt-1`} />
        </div>
        <Choices legend="Neighborhoods" name="neighborhood" options={catalogue.neighborhoods} chosen={search.neighborhoodIds} anyLabel="Any neighborhood" />
        <Choices legend="Must-have amenities" name="amenity" options={catalogue.amenities} chosen={search.amenityIds} anyLabel="None required" />
        {catalogue.petsSearchable ? (
          <label className="flex items-center gap-2 font-medium sm:col-span-2">
            <input type="checkbox" name="pets" value="1" defaultChecked={search.pets} className="size-4 accent-brand-700" />
            Pet-friendly only
          </label>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" size="sm">
            <Search aria-hidden="true" />
            Search
          </Button>
          <Link to={pathname} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline" preventScrollReset>
            <RotateCcw aria-hidden="true" className="size-4" />
            Reset to the client&rsquo;s preferences
          </Link>
        </div>
      </Form>

      <h3 className="mt-5 text-base font-semibold" aria-live="polite">
        {catalogue.total === 0 ? "No community matches this search" : `${catalogue.total.toLocaleString("en-US")} ${catalogue.total === 1 ? "community matches" : "communities match"}`}
        {catalogue.pageCount > 1 ? <span className="font-normal text-slate-600"> · page {catalogue.page} of {catalogue.pageCount}</span> : null}
      </h3>
      {full ? <p className="mt-1 text-sm text-slate-700">The list holds {OPTION_LIMITS.items} communities, its most: remove one to add another.</p> : null}
      <ol className="mt-2 divide-y divide-slate-200">
        {catalogue.results.map((result) => (
          <li key={result.apartmentId} className="py-3">
            <CatalogueRow result={result} added={onList.has(result.apartmentId)} full={full} actionData={actionData} />
          </li>
        ))}
      </ol>
      {catalogue.pageCount > 1 ? (
        <nav aria-label="Catalogue pages" className="mt-2 flex items-center justify-between gap-2 text-sm">
          {catalogue.previous !== null ? (
            <Link to={`${pathname}?${catalogue.previous}`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
              <ChevronLeft aria-hidden="true" className="size-4" />
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {catalogue.next !== null ? (
            <Link to={`${pathname}?${catalogue.next}`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
              Next page
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

/** A checkbox group in a disclosure that says how many are chosen. */
function Choices({ legend, name, options, chosen, anyLabel }: { legend: string; name: string; options: { id: number; name: string }[]; chosen: number[]; anyLabel: string }) {
  const picked = options.filter((o) => chosen.includes(o.id));
  return (
    <details className="rounded-md border border-slate-300 sm:col-span-2">
      <summary className="cursor-pointer px-2.5 py-1.5 font-medium">
        {legend}: <span className="font-normal text-slate-700">{picked.length ? picked.map((o) => o.name).join(", ") : anyLabel}</span>
      </summary>
      <fieldset className="grid max-h-56 gap-1 overflow-y-auto border-t border-slate-200 px-2.5 py-2 sm:grid-cols-2">
        <legend className="sr-only">{legend}</legend>
        {options.map((option) => (
          <label key={option.id} className="flex items-center gap-2">
            <input type="checkbox" name={name} value={option.id} defaultChecked={chosen.includes(option.id)} className="size-4 shrink-0 accent-brand-700" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{option.name}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}

function CatalogueRow({ result, added, full, actionData }: { result: CatalogueResult; added: boolean; full: boolean; actionData: ManagerActionData | undefined }) {
  const id = useId();
  const intent = intentValue("add", result.apartmentId);
  const refusal = refusalFor(actionData, intent);
  const { plan } = result;
  return (
    <article aria-labelledby={`${id}-title`} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
      <div className="min-w-0 flex-1 basis-56">
        <h4 id={`${id}-title`} className="font-semibold [overflow-wrap:anywhere]">
          <a href={`/apartments/${result.slug}`} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
            {result.title}
            <ExternalLink aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </h4>
        <p className="text-sm text-slate-700">
          {result.neighborhood} · <strong className="font-semibold text-ink-900">{result.matchPercentage}% match</strong> ({result.matchRating})
        </p>
        <p className="text-sm text-slate-700">
          Best plan: {plan.name}, {formatBeds(plan.beds)} / {formatBaths(plan.baths)}, {formatDollars(plan.rent)} a month
        </p>
        {/* What adding it copies to the item's special. */}
        {result.special ? <p className="text-sm text-bayou-700">Special: {result.special}</p> : null}
        {result.keyStrengths.length || result.potentialConcerns.length ? (
          <ul className="mt-1 space-y-0.5 text-sm">
            {result.keyStrengths.slice(0, 2).map((text) => (
              <li key={`+${text}`} className="text-emerald-800">
                <span aria-hidden="true">+ </span>
                <span className="sr-only">Strength: </span>
                {text}
              </li>
            ))}
            {result.potentialConcerns.slice(0, 2).map((text) => (
              <li key={`-${text}`} className="text-amber-900">
                <span aria-hidden="true">− </span>
                <span className="sr-only">Concern: </span>
                {text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="shrink-0">
        {added ? (
          <p className="inline-flex h-9 items-center gap-1 text-sm font-medium text-emerald-800">
            <Check aria-hidden="true" className="size-4" />
            On the list
          </p>
        ) : (
          // A button of the page's one form: what is typed on the list's cards is saved with the add.
          <SubmitButton intent={intent} size="sm" variant="outline" disabled={full} aria-describedby={refusal ? `${id}-error` : undefined}>
            <Plus aria-hidden="true" />
            {/* One span: the button is a flex row, each child of it would be spaced apart. */}
            <span>
              Add<span className="sr-only"> {result.title}</span> to<span className="sr-only"> the</span> list
            </span>
          </SubmitButton>
        )}
      </div>
      {refusal ? (
        <div className="basis-full">
          <FormRefusal id={`${id}-error`} refusal={refusal} />
        </div>
      ) : null}
    </article>
  );
}
