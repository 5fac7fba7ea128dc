import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ComparedColumn, Comparison, PlanLine } from "../../../core/compare/build-comparison.ts";
import { describeRailWalk } from "../../../core/commute/walk-to-rail.ts";
import { formatCalendarDate, formatLongDate } from "../../../core/format/dates.ts";
import { formatBaths, formatBeds, formatDollars, formatWholeNumber } from "../../../core/format/ranges.ts";
import { PreviousRentNote } from "../rent-history.tsx";

/**
 * The comparison as one table: a column per community, a row per question. On a phone it scrolls sideways
 * with the row names kept in view (a sticky first column); printed, it fits the page (app.css).
 */
export function CompareTable({
  comparison,
  removeHref,
  destinationName,
  matched,
}: {
  comparison: Comparison;
  /** The address of the comparison without the community. */
  removeHref: (slug: string) => string;
  destinationName: string | null;
  matched: boolean;
}) {
  const { columns, amenityRows, beds, today } = comparison;
  const plansLabel = beds === null ? "Cheapest plan per bedroom count" : `${formatBeds(beds)} plans`;
  const rows: { label: ReactNode; cell: (column: ComparedColumn) => ReactNode; highlight?: boolean }[] = [
    ...(matched ? [{ label: "Your match", cell: (c: ComparedColumn) => <MatchCell column={c} /> }] : []),
    { label: plansLabel, cell: (c: ComparedColumn) => <PlansCell plans={c.plans} beds={beds} today={today} /> },
    {
      label: "Rent from",
      cell: (c: ComparedColumn) =>
        c.headline ? (
          <>
            <strong className="text-base text-ink-900">{formatDollars(c.headline.rent)}/mo</strong>
            {c.headline.rentChange ? (
              <p>
                <PreviousRentNote change={c.headline.rentChange} today={today} />
              </p>
            ) : null}
          </>
        ) : (
          <Missing />
        ),
    },
    {
      label: "Monthly total with required fees",
      cell: (c: ComparedColumn) =>
        c.headline ? (
          <>
            <Figure best={c.best.monthlyTotal} bestLabel="Lowest">
              {formatDollars(c.headline.monthlyTotal)}/mo
            </Figure>
            <p className="text-xs text-slate-600">
              {c.mandatoryMonthly.length > 0
                ? `Rent + ${c.mandatoryMonthly.map((line) => `${line.label.toLowerCase()} ${formatDollars(line.amount)}`).join(" + ")}`
                : "No required monthly fees"}
            </p>
          </>
        ) : (
          <Missing />
        ),
    },
    {
      label: "Size",
      cell: (c: ComparedColumn) =>
        c.headline ? (
          <Figure best={c.best.sqft} bestLabel="Largest">
            {formatWholeNumber(c.headline.sqft)} sq ft
          </Figure>
        ) : (
          <Missing />
        ),
    },
    {
      label: "Rent per sq ft",
      cell: (c: ComparedColumn) =>
        c.headline?.rentPerSqft != null ? (
          <Figure best={c.best.rentPerSqft} bestLabel="Lowest">
            ${c.headline.rentPerSqft.toFixed(2)}
          </Figure>
        ) : (
          <Missing />
        ),
    },
    {
      label: "Availability",
      cell: (c: ComparedColumn) => (
        <>
          <p className="font-semibold text-ink-900">
            {c.soonestAvailable === null ? "No plan" : c.availableNow ? "Available now" : `From ${formatCalendarDate(c.soonestAvailable)}`}
          </p>
          <p className="text-xs text-slate-600">
            Checked <time dateTime={c.checkedAt}>{formatLongDate(c.checkedAt)}</time>
          </p>
          {c.staleNote ? <p className="text-xs font-medium text-amber-800">{c.staleNote}</p> : null}
        </>
      ),
    },
    {
      label: "Pets",
      cell: (c: ComparedColumn) => (
        <>
          <p className="font-semibold text-ink-900">{c.pets.summary}</p>
          {c.pets.charges ? <p className="text-sm text-slate-700">{c.pets.charges}</p> : null}
          {c.pets.breedRestrictions ? <p className="text-sm text-slate-700">Some breeds restricted</p> : null}
          <p className="text-xs text-slate-600">{c.pets.policy}</p>
        </>
      ),
    },
    {
      label: "Parking",
      cell: (c: ComparedColumn) =>
        c.parking.length > 0 ? (
          <ul>
            {c.parking.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-600">None listed</span>
        ),
    },
    {
      label: "One-time fees",
      cell: (c: ComparedColumn) =>
        c.oneTime.length > 0 ? c.oneTime.map((line) => `${line.label} ${formatDollars(line.amount)}`).join(", ") : "None listed",
    },
    ...(destinationName
      ? [
          {
            label: `Drive to ${destinationName}`,
            cell: (c: ComparedColumn) =>
              c.commute ? (
                <>
                  <Figure best={c.best.drive} bestLabel="Shortest">
                    {c.commute.approximate ? "About " : ""}
                    {c.commute.driveMinutes} min <span className="font-normal text-slate-600">({c.commute.miles} mi)</span>
                  </Figure>
                  {c.commute.approximate ? <ApproximateNote /> : null}
                </>
              ) : (
                <Missing />
              ),
          },
          {
            label: "Walk to METRORail",
            cell: (c: ComparedColumn) => (c.commute?.railWalk ? describeRailWalk(c.commute.railWalk) : "No station within a 15-minute walk"),
          },
        ]
      : []),
  ];

  return (
    <>
    {columns.length > 1 ? <p className="mb-2 text-xs text-slate-600 sm:hidden print:hidden">Swipe the table sideways to see every community.</p> : null}
    <div className="compare-scroll overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="group" aria-label="Comparison table, scrolls sideways">
      <table className="compare-table w-full border-collapse text-left text-sm">
        <caption className="sr-only">Side-by-side comparison of {columns.map((c) => c.title).join(", ")}</caption>
        <thead>
          <tr className="bg-slate-50 align-top">
            <td className={stickyCellClass("bg-slate-50")} />
            {columns.map((c) => (
              <th key={c.slug} scope="col" className="min-w-40 px-3 py-3 font-semibold sm:min-w-48 sm:px-4">
                <Link to={`/apartments/${c.slug}`} className="text-base text-ink-900 hover:text-brand-700 hover:underline">
                  {c.title}
                </Link>
                <p className="text-xs font-normal text-slate-600">{c.neighborhoodName}</p>
                <Link
                  to={removeHref(c.slug)}
                  data-compare-remove={c.slug}
                  className="mt-2 inline-block text-xs font-medium text-slate-700 underline hover:text-brand-700 print:hidden"
                  aria-label={`Remove ${c.title} from the comparison`}
                >
                  Remove
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row, i) => (
            <tr key={i} className="align-top">
              <th scope="row" className={stickyCellClass("bg-white")}>
                {row.label}
              </th>
              {columns.map((c) => (
                <td key={c.slug} className="px-3 py-3 text-slate-800 sm:px-4">
                  {row.cell(c)}
                </td>
              ))}
            </tr>
          ))}
          {amenityRows.length > 0 ? (
            <tr className="bg-slate-50">
              <th scope="rowgroup" colSpan={columns.length + 1} className="px-4 py-2 text-xs font-semibold tracking-wide text-slate-700 uppercase">
                Amenities <span className="font-normal normal-case">(highlighted: not all of them have it)</span>
              </th>
            </tr>
          ) : null}
          {amenityRows.map((row) => (
            <tr key={row.key} className={row.differs ? "bg-amber-50" : undefined} data-differs={row.differs || undefined}>
              <th scope="row" className={stickyCellClass(row.differs ? "bg-amber-50" : "bg-white")}>
                {row.displayName}
                {row.differs ? <span className="ml-1 text-xs font-normal text-amber-900">(differs)</span> : null}
              </th>
              {row.has.map((has, i) => (
                <td key={columns[i]?.slug} className="px-3 py-2 sm:px-4">
                  {has ? <span className="font-semibold text-bayou-700">✓ Yes</span> : <span className="text-slate-600">— No</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    </>
  );
}

function stickyCellClass(background: string): string {
  return `sticky left-0 z-10 w-24 max-w-24 min-w-24 border-r border-slate-200 px-2 py-3 text-xs font-semibold text-slate-700 sm:w-44 sm:max-w-44 sm:min-w-44 sm:px-3 sm:text-sm ${background}`;
}

/** Under a figure measured from a ZIP code's or neighborhood's center, not the community's own position. */
function ApproximateNote() {
  return <p className="text-xs text-amber-800">Approximate location</p>;
}

function Missing() {
  return <span className="text-slate-600">No plan with this bedroom count</span>;
}

/** A figure, with a worded mark (not color alone) when it is the best of the comparison. */
function Figure({ best, bestLabel, children }: { best: boolean; bestLabel: string; children: ReactNode }) {
  return (
    <p className="font-semibold text-ink-900">
      {children}
      {best ? <span className="ml-2 inline-block rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-900 ring-1 ring-teal-200">{bestLabel}</span> : null}
    </p>
  );
}

function PlansCell({ plans, beds, today }: { plans: PlanLine[]; beds: number | null; today: string }) {
  if (plans.length === 0) return <Missing />;
  return (
    <ul className="space-y-2">
      {plans.map((plan) => (
        <li key={plan.name}>
          <p className="font-semibold text-ink-900">
            {plan.name}
            {beds === null ? ` · ${formatBeds(plan.beds)}` : ""} · {formatDollars(plan.rent)}
          </p>
          {plan.rentChange ? (
            <p>
              <PreviousRentNote change={plan.rentChange} today={today} />
            </p>
          ) : null}
          <p className="text-xs text-slate-600">
            {formatBaths(plan.baths)} · {formatWholeNumber(plan.sqft)} sq ft · {formatDollars(plan.monthlyTotal)}/mo with fees ·{" "}
            {plan.availableNow ? "now" : formatCalendarDate(plan.availableFrom)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function MatchCell({ column }: { column: ComparedColumn }) {
  const match = column.match;
  if (!match) return <span className="text-slate-600">Not scored</span>;
  if (match.kind === "excluded") return <p className="text-slate-700">Left out: {match.detail}</p>;
  return (
    <>
      <p className="text-base font-bold text-ink-900">
        {match.percentage}% <span className="text-sm font-medium text-slate-600">{match.rating}</span>
      </p>
      {match.strengths.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs text-slate-700">
          {match.strengths.map((text) => (
            <li key={text}>+ {text}</li>
          ))}
        </ul>
      ) : null}
      {match.concerns.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-xs text-amber-900">
          {match.concerns.map((text) => (
            <li key={text}>− {text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
