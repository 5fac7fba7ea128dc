/**
 * One community on a client's options list: photo, name, neighborhood, the
 * plans that fit with rent and monthly total, the locator's note, special and
 * rebate, why it matches the client's saved search, the client's current answer
 * and (for the client) the reaction buttons. Stacks on a phone; image beside the
 * details from md up.
 */
import { CalendarCheck, Check, CircleAlert, Gift, MapPin, Tag, ThumbsDown, ThumbsUp } from "lucide-react";
import { Link } from "react-router";
import { formatCalendarDate } from "../../../core/format/dates.ts";
import { formatBaths, formatBeds, formatDollars, formatWholeNumber } from "../../../core/format/ranges.ts";
import type { OptionItem, OptionPlan } from "../../../db/queries/client-options.ts";
import { CardImage } from "../cards/card-image.tsx";
import type { ReactionAnswer } from "./reaction-answer.ts";
import { ReactionForms, useReactionFetcher } from "./reaction-forms.tsx";

interface OptionCardProps {
  item: OptionItem;
  /** 1-based place on the list. */
  position: number;
  /** The locator's username, or null. */
  locator: string | null;
  /** The client sees the buttons; an administrator sees the answers only. */
  canReact: boolean;
  serverAnswer?: ReactionAnswer;
}

export function OptionCard({ item, position, locator, canReact, serverAnswer }: OptionCardProps) {
  const current = useCurrentAnswer(item);
  const headingId = `option-${item.apartmentId}-title`;
  return (
    <article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <div className="relative">
        <CardImage src={item.imageUrl} photo={item.photo} priority={position === 1} />
        <span className="absolute top-3 left-3 flex size-8 items-center justify-center rounded-full bg-white/95 text-sm font-bold text-ink-900 shadow-sm ring-1 ring-slate-200">
          <span className="sr-only">Option </span>
          {position}
        </span>
      </div>
      <div className="grid min-w-0 content-start gap-5 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="flex items-center gap-1 text-sm font-medium text-bayou-700">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {item.neighborhoodName}
            </p>
            <h2 id={headingId} className="mt-1 text-xl font-semibold leading-snug text-ink-900">
              <Link to={`/apartments/${item.slug}`} className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
                {item.title}
              </Link>
            </h2>
            <p className="mt-0.5 text-sm text-slate-600">{item.streetAddress}</p>
          </div>
          {item.match ? <MatchBadge percentage={item.match.percentage} whose={canReact ? "your" : "the client's"} /> : null}
        </div>

        <AnswerStatus answer={current} canReact={canReact} />

        {item.note ? (
          <figure className="rounded-xl border-l-4 border-brand-600 bg-brand-50/60 px-4 py-3">
            <blockquote className="text-sm leading-6 whitespace-pre-line text-slate-800">{item.note}</blockquote>
            <figcaption className="mt-1 text-xs font-medium text-slate-600">{locator ? `${locator}, your locator` : "Your locator"}</figcaption>
          </figure>
        ) : null}

        {item.special || item.rebate ? (
          <ul className="flex flex-wrap gap-2 text-sm">
            {item.special ? (
              <li className="flex items-start gap-1.5 rounded-lg bg-amber-50 px-3 py-1.5 text-amber-900 ring-1 ring-amber-200">
                <Tag aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold">Special:</span> {item.special}
                </span>
              </li>
            ) : null}
            {item.rebate ? (
              <li className="flex items-start gap-1.5 rounded-lg bg-emerald-50 px-3 py-1.5 text-emerald-900 ring-1 ring-emerald-200">
                <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold">{formatDollars(item.rebate)} rebate</span> from your locator when you lease here
                </span>
              </li>
            ) : null}
          </ul>
        ) : null}

        <PlanList plans={item.plans} fees={item.monthlyFees.map((fee) => fee.label.toLowerCase())} />

        {item.match && (item.match.strengths.length > 0 || item.match.concerns.length > 0) ? <MatchReasons match={item.match} whose={canReact ? "your" : "the client's"} /> : null}

        {canReact ? (
          <ReactionForms apartmentId={item.apartmentId} title={item.title} reaction={current.reaction} tourWish={current.tourWish} serverAnswer={serverAnswer} />
        ) : null}
      </div>
    </article>
  );
}

interface CurrentAnswer {
  reaction: OptionItem["reaction"];
  reason: string | null;
  tourWish: string | null;
}

/** The saved answer, or the one being sent right now (so the card answers at once). */
function useCurrentAnswer(item: OptionItem): CurrentAnswer {
  const fetcher = useReactionFetcher(item.apartmentId);
  const saved: CurrentAnswer = { reaction: item.reaction, reason: item.reactionReason, tourWish: item.tourWish };
  const form = fetcher.formData;
  if (!form) return saved;
  const intent = form.get("intent");
  const text = (name: string) => String(form.get(name) ?? "").trim();
  if (intent === "tour" && text("wish")) return { ...saved, tourWish: text("wish") };
  const reaction = form.get("reaction");
  if (intent === "react" && (reaction === "interested" || reaction === "not-for-me")) {
    return { ...saved, reaction, reason: reaction === "not-for-me" ? text("reason") || null : null };
  }
  return saved;
}

function AnswerStatus({ answer, canReact }: { answer: CurrentAnswer; canReact: boolean }) {
  const lines: { icon: typeof Check; text: string; tone: string }[] = [];
  if (answer.reaction === "interested") {
    lines.push({ icon: ThumbsUp, text: canReact ? "You're interested" : "The client is interested", tone: "bg-emerald-50 text-emerald-900 ring-emerald-200" });
  }
  if (answer.reaction === "not-for-me") {
    const reason = answer.reason ? `: ${answer.reason}` : "";
    lines.push({ icon: ThumbsDown, text: `${canReact ? "Not for you" : "Not for the client"}${reason}`, tone: "bg-slate-100 text-slate-800 ring-slate-200" });
  }
  if (answer.tourWish) {
    lines.push({ icon: CalendarCheck, text: `Tour requested: ${answer.tourWish}`, tone: "bg-brand-50 text-brand-800 ring-brand-200" });
  }
  // Always in the page, so a change made with the buttons is announced.
  return (
    <div role="status" className="empty:hidden">
      {lines.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {lines.map(({ icon: Icon, text, tone }) => (
            <li key={text} className={`flex items-start gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ${tone}`}>
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 break-words">{text}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MatchBadge({ percentage, whose }: { percentage: number | null; whose: string }) {
  if (percentage === null) {
    return <p className="rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">Outside {whose} saved search</p>;
  }
  return (
    <p className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900 ring-1 ring-teal-200">
      {percentage}% match
    </p>
  );
}

function PlanList({ plans, fees }: { plans: OptionPlan[]; fees: string[] }) {
  if (plans.length === 0) return <p className="text-sm text-slate-600">Ask your locator about floor plans and prices.</p>;
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{plans.length === 1 ? "The floor plan that fits" : "Floor plans that fit"}</h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {plans.map((plan) => (
          <li key={plan.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="font-medium text-ink-900">{plan.name}</p>
              <p className="text-sm text-slate-600">
                {formatBeds(plan.beds)} · {formatBaths(plan.baths)} · {formatWholeNumber(plan.sqft)} sq ft
              </p>
              <p className="text-sm text-slate-600">{plan.unitsAvailable > 0 ? `Available ${formatCalendarDate(plan.availableFrom)}` : "No units free right now"}</p>
            </div>
            <div className="shrink-0 sm:text-right">
              <p className="font-semibold text-ink-900">
                {formatDollars(plan.rent)}
                <span className="text-sm font-medium text-slate-600">/mo</span>
              </p>
              <p className="text-xs text-slate-600">{fees.length > 0 ? `${formatDollars(plan.monthlyTotal)}/mo with ${fees.join(" and ")}` : "No other monthly fees"}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MatchReasons({ match, whose }: { match: NonNullable<OptionItem["match"]>; whose: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ReasonList title={`Why it fits ${whose} search`} reasons={match.strengths} icon={Check} iconClass="text-bayou-700" />
      <ReasonList title="Worth checking" reasons={match.concerns} icon={CircleAlert} iconClass="text-amber-700" />
    </div>
  );
}

function ReasonList({ title, reasons, icon: Icon, iconClass }: { title: string; reasons: string[]; icon: typeof Check; iconClass: string }) {
  if (reasons.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
      <ul className="mt-2 grid gap-1.5 text-sm text-slate-700">
        {reasons.map((text) => (
          <li key={text} className="flex items-start gap-2">
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${iconClass}`} />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
