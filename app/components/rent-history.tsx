/**
 * A floor plan's rent history as the apartment page shows it (issue 29): a small step chart drawn on the server
 * (plain SVG, no script, no chart library; the geometry is core/pricing/rent-history.ts's) and the same figures in
 * a table, which is what assistive technology reads (the chart is hidden from it).
 */
import { ArrowDown, ArrowUp } from "lucide-react";
import { formatCalendarDate, formatRecentCalendarDate } from "../../core/format/dates.ts";
import { formatBeds, formatDollars } from "../../core/format/ranges.ts";
import { previousRentParts, type PlanRentHistory, type RentChange, type RentChart } from "../../core/pricing/rent-history.ts";
import { cn } from "~/lib/cn";

/** The step chart. Decorative for assistive technology: the table beside it carries the figures. */
export function RentHistoryChart({ chart, today, className }: { chart: RentChart; today: string; className?: string }) {
  const last = chart.points.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      width={chart.width}
      height={chart.height}
      aria-hidden="true"
      focusable="false"
      className={cn("block h-auto w-full max-w-md overflow-visible", className)}
    >
      {chart.rentTicks.map((tick) => (
        <g key={tick.rent}>
          <line x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} className="stroke-slate-200" strokeWidth="1" strokeDasharray="2 3" />
          <text x={chart.plot.left - 6} y={tick.y} dy="0.35em" textAnchor="end" className="fill-slate-600 text-[11px] tabular-nums">
            {formatDollars(tick.rent)}
          </text>
        </g>
      ))}
      <path d={chart.area} className="fill-brand-50" />
      <path d={chart.line} fill="none" className="stroke-brand-700" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
      {chart.points.map((point, i) => (
        <circle
          key={i}
          cx={point.x}
          cy={point.y}
          r={point === last ? 3.5 : 2.5}
          className={point === last ? "fill-brand-700 stroke-white" : "fill-white stroke-brand-700"}
          strokeWidth="1.5"
        />
      ))}
      <line x1={chart.plot.left} x2={chart.plot.right} y1={chart.axisY} y2={chart.axisY} className="stroke-slate-300" strokeWidth="1" />
      <text x={chart.from.x} y={chart.height - 6} textAnchor="start" className="fill-slate-600 text-[11px]">
        {formatRecentCalendarDate(chart.from.on, today)}
      </text>
      {/* A history that began on the last day drawn has one date to name. */}
      {chart.to.on !== chart.from.on ? (
        <text x={chart.to.x} y={chart.height - 6} textAnchor="end" className="fill-slate-600 text-[11px]">
          {chart.to.on === today ? "Today" : formatRecentCalendarDate(chart.to.on, today)}
        </text>
      ) : null}
    </svg>
  );
}

/**
 * "was $1,365 on Nov 20", with an arrow that says which way the rent went (for sight; the words say it too). Inline:
 * a caller that wants it on a line of its own puts it in a block.
 */
export function PreviousRentNote({ change, today, size = "xs" }: { change: RentChange; today: string; size?: "xs" | "sm" }) {
  const Arrow = change.direction === "down" ? ArrowDown : ArrowUp;
  // The same words as describePreviousRent, with the day kept on one line.
  const { amount, on } = previousRentParts(change, today);
  return (
    <span className={cn("inline-flex items-start gap-1", size === "xs" ? "text-xs text-slate-600" : "text-sm text-slate-700")}>
      <Arrow aria-hidden="true" className={cn("size-3 shrink-0", size === "xs" ? "mt-0.5" : "mt-1", change.direction === "down" ? "text-bayou-700" : "text-slate-600")} />
      <span>
        was {amount}
        {on ? (
          <>
            {" "}
            on <span className="whitespace-nowrap">{on}</span>
          </>
        ) : null}
      </span>
    </span>
  );
}

/** One plan's history: the latest change or where the history starts, the chart, and the table of every rent. */
export function PlanRentHistoryCard({ planId, planName, history, today }: { planId: number; planName: string; history: PlanRentHistory; today: string }) {
  const first = history.steps[0];
  if (!first || !history.chart) return null;
  const current = history.steps.at(-1)!;
  const headingId = `rent-history-${planId}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h4 id={headingId} className="font-semibold text-ink-900">
          {planName}
        </h4>
        <p className="font-semibold text-ink-900 tabular-nums">
          {formatDollars(current.rent)}
          <span className="text-sm font-normal text-slate-600">/mo</span>
        </p>
      </div>
      <p className="mt-0.5 text-sm text-slate-700">
        {history.change ? (
          <PreviousRentNote change={history.change} today={today} size="sm" />
        ) : (
          "No change yet"
        )}
      </p>
      <RentHistoryChart chart={history.chart} today={today} className="mt-3" />
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Rent history of {planName}, newest first</caption>
        <thead className="text-xs text-slate-600">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Recorded
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              Rent
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {[...history.steps].reverse().map((step, i) => (
            <tr key={`${step.on}-${i}`}>
              <td className="py-1 text-slate-700">
                <time dateTime={step.on}>{formatCalendarDate(step.on)}</time>
              </td>
              <td className="py-1 text-right text-ink-900">{formatDollars(step.rent)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">
        Price history starts <time dateTime={first.on}>{formatCalendarDate(first.on)}</time>.
      </p>
    </article>
  );
}

/** The apartment page's "Price history": a card per plan, two across from the sm breakpoint. */
export function PlanRentHistories({
  plans,
  histories,
  today,
}: {
  plans: readonly { id: number; name: string; beds: number }[];
  histories: Readonly<Record<number, PlanRentHistory>>;
  today: string;
}) {
  const shown = plans.filter((plan) => histories[plan.id]?.chart);
  if (shown.length === 0) return null;
  return (
    <div className="mt-8">
      <h3 className="text-lg font-semibold text-ink-900">Price history</h3>
      <p className="mt-1 text-sm text-slate-600">Each plan's rent since we first recorded it, and the date of every change.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {shown.map((plan) => (
          <li key={plan.id}>
            <PlanRentHistoryCard planId={plan.id} planName={`${plan.name} · ${formatBeds(plan.beds)}`} history={histories[plan.id]!} today={today} />
          </li>
        ))}
      </ul>
    </div>
  );
}
