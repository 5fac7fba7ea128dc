import { CircleAlert, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { GET_MATCHED_PATH, SUGGESTIONS_PATH } from "./paths.ts";

/** Spec section 8: the red texts of the suggestion screen. */
export const SUGGESTIONS_INIT_FAILED = "Failed to load apartment suggestions";
export const SUGGESTIONS_NOT_FOUND = "No suggested apartments found";
export const SUGGESTIONS_FETCH_FAILED = "Failed to fetch suggested apartments";
/** Spec section 2: the empty list. */
export const SUGGESTIONS_EMPTY = "No apartment suggestions available.";


const primaryLinkClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const secondaryLinkClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function Panel({ icon, alert, title, children, actions }: { icon: ReactNode; alert?: string; title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm sm:py-16">
      {icon}
      {/* The spec's red texts (section 8), announced when they appear. */}
      <div role="alert" className="empty:hidden">
        {alert ? <p className="mt-5 flex items-center gap-2 font-semibold text-red-700">{alert}</p> : null}
      </div>
      <h2 className="mt-3 text-xl font-bold text-ink-900 sm:text-2xl">{title}</h2>
      <div className="mt-2 max-w-lg text-slate-600">{children}</div>
      <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
    </div>
  );
}

const iconClass = "size-12 rounded-2xl p-3 ring-1";

/** Nothing to match on yet: the renter has not told us what they want. */
export function NoProfileYet() {
  return (
    <Panel
      icon={<Sparkles aria-hidden="true" className={`${iconClass} bg-brand-50 text-brand-700 ring-brand-100`} />}
      title={SUGGESTIONS_EMPTY}
      actions={
        <Link to={GET_MATCHED_PATH} className={primaryLinkClass}>
          Get matched in five steps
        </Link>
      }
    >
      Tell us your budget, the neighborhoods you like and how much room you need, and we'll rank every Houston community for you.
    </Panel>
  );
}

/** The profile rules out every community (spec section 8: 'No suggested apartments found'). */
export function NoSuggestionsFound() {
  return (
    <Panel
      icon={<CircleAlert aria-hidden="true" className={`${iconClass} bg-slate-50 text-slate-600 ring-slate-200`} />}
      alert={SUGGESTIONS_NOT_FOUND}
      title={SUGGESTIONS_EMPTY}
      actions={
        <Link to={GET_MATCHED_PATH} className={primaryLinkClass}>
          Adjust your preferences
        </Link>
      }
    >
      No community has a floor plan within your budget with enough bedrooms, available by your move-in date. Raising the budget a little or
      choosing an earlier date usually helps.
    </Panel>
  );
}

/** Ranking failed on the server ('Failed to fetch suggested apartments'), or the page itself failed ('Failed to load apartment suggestions'). */
export function SuggestionsFailed({ kind }: { kind: "fetch" | "init" }) {
  return (
    <Panel
      icon={<CircleAlert aria-hidden="true" className={`${iconClass} bg-red-50 text-red-700 ring-red-100`} />}
      alert={kind === "fetch" ? SUGGESTIONS_FETCH_FAILED : SUGGESTIONS_INIT_FAILED}
      title="Something went wrong on our side"
      actions={
        <>
          <Link to={SUGGESTIONS_PATH} className={primaryLinkClass}>
            Try again
          </Link>
          <Link to={GET_MATCHED_PATH} className={secondaryLinkClass}>
            Review your preferences
          </Link>
        </>
      }
    >
      Your preferences are saved. Please try again in a moment.
    </Panel>
  );
}

export type SuggestionsStatusKind = "no-profile" | "not-found" | "fetch-failed" | "init-failed";

/**
 * The panel for a screen with nothing to list. One default export so the page
 * can load these panels on demand: they are rarely needed, and every kilobyte
 * counts against the page's JavaScript budget.
 */
export default function SuggestionsStatus({ kind }: { kind: SuggestionsStatusKind }) {
  if (kind === "no-profile") return <NoProfileYet />;
  if (kind === "not-found") return <NoSuggestionsFound />;
  return <SuggestionsFailed kind={kind === "fetch-failed" ? "fetch" : "init"} />;
}
