import { Form, Link } from "react-router";
import { ANY_BEDS, compareHref, MAX_COMPARED, type CompareLinkOptions } from "../../../core/compare/compare-href.ts";
import { formatBeds } from "../../../core/format/ranges.ts";
import { cn } from "~/lib/cn";

const BED_CHOICES = [0, 1, 2, 3, 4] as const;

const fieldClass =
  "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";
const buttonClass =
  "rounded-lg bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** Which bedroom count the plans rows show: links, so the choice is in the shareable address. */
export function BedsSwitch({ slugs, beds, to }: { slugs: readonly string[]; beds: number | null; to: string | null }) {
  const choices: { label: string; value: CompareLinkOptions["beds"]; current: boolean }[] = [
    { label: "All", value: ANY_BEDS, current: beds === null },
    ...BED_CHOICES.map((n) => ({ label: n === 0 ? "Studio" : formatBeds(n).replace(" Beds", " bd").replace(" Bed", " bd"), value: n, current: beds === n })),
  ];
  return (
    <nav aria-label="Bedrooms" className="print:hidden">
      <p className="text-sm font-semibold text-ink-900">Bedrooms</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <li key={choice.label}>
            <Link
              to={compareHref(slugs, { beds: choice.value, to })}
              aria-current={choice.current ? "true" : undefined}
              className={cn(
                "inline-block rounded-full border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
                choice.current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-800 hover:border-brand-700",
              )}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Hidden fields that keep the comparison when a GET form adds to it. */
function KeptFields({ slugs, bedsParam, to }: { slugs: readonly string[]; bedsParam: CompareLinkOptions["beds"]; to?: string | null }) {
  return (
    <>
      {slugs.length > 0 ? <input type="hidden" name="ids" value={slugs.join(",")} /> : null}
      {bedsParam !== null && bedsParam !== undefined ? <input type="hidden" name="beds" value={String(bedsParam)} /> : null}
      {to ? <input type="hidden" name="to" value={to} /> : null}
    </>
  );
}

/** The commute destination: typed as a place ("Texas Medical Center", "Rice", a neighborhood). */
export function DestinationForm({ slugs, bedsParam, to }: { slugs: readonly string[]; bedsParam: CompareLinkOptions["beds"]; to: string | null }) {
  return (
    <Form method="get" className="print:hidden">
      <KeptFields slugs={slugs} bedsParam={bedsParam} />
      <label htmlFor="compare-to" className="text-sm font-semibold text-ink-900">
        Commute to
      </label>
      <div className="mt-2 flex gap-2">
        <input id="compare-to" name="to" defaultValue={to ?? ""} maxLength={100} placeholder="e.g. Texas Medical Center" className={fieldClass} />
        <button type="submit" className={buttonClass}>
          Show
        </button>
      </div>
    </Form>
  );
}

/** Adding a community without the tray (or without JavaScript): by name or by its page's address. */
export function AddCommunityForm({ slugs, bedsParam, to }: { slugs: readonly string[]; bedsParam: CompareLinkOptions["beds"]; to: string | null }) {
  const full = slugs.length >= MAX_COMPARED;
  return (
    <Form method="get" className="print:hidden">
      <KeptFields slugs={slugs} bedsParam={bedsParam} to={to} />
      <label htmlFor="compare-add" className="text-sm font-semibold text-ink-900">
        Add a community
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id="compare-add"
          name="add"
          required
          maxLength={100}
          disabled={full}
          aria-describedby={full ? "compare-add-full" : undefined}
          placeholder="Name or page address"
          className={fieldClass}
        />
        <button type="submit" disabled={full} className={cn(buttonClass, "disabled:opacity-60")}>
          Add
        </button>
      </div>
      {full ? (
        <p id="compare-add-full" className="mt-1 text-xs text-slate-600">
          Up to {MAX_COMPARED} communities: remove one to add another.
        </p>
      ) : null}
    </Form>
  );
}
