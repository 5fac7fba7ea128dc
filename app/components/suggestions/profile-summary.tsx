import { Link } from "react-router";
import { GET_MATCHED_PATH } from "./paths.ts";
import type { ProfileSummary as Summary } from "./suggestion-results.ts";

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={value ? "mt-0.5 font-semibold break-words text-ink-900" : "mt-0.5 text-slate-600"}>{value ?? "Not set"}</dd>
    </div>
  );
}

/** The preferences the suggestions come from, with the way to change them. */
export function ProfileSummary({ summary, complete }: { summary: Summary; complete: boolean }) {
  return (
    <section aria-labelledby="profile-summary-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 id="profile-summary-heading" className="text-sm font-semibold text-ink-900">
            Matched to your preferences
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-3 sm:gap-6">
            <Item label="Budget" value={summary.budget} />
            <Item label="Bedrooms" value={summary.bedrooms} />
            <Item label="Neighborhoods" value={summary.neighborhoods} />
          </dl>
        </div>
        <Link
          to={GET_MATCHED_PATH}
          className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:self-center"
        >
          Change preferences
        </Link>
      </div>
      {!complete ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Your profile is missing a few answers.{" "}
          <Link to={GET_MATCHED_PATH} className="font-semibold underline underline-offset-2">
            Finish it
          </Link>{" "}
          for sharper matches.
        </p>
      ) : null}
    </section>
  );
}
