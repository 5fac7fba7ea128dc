import { Check } from "lucide-react";
import { Link } from "react-router";
import { PROFILE_STAGES } from "../../../core/preferences/stages.ts";
import { cn } from "~/lib/cn";
import { ProgressBar } from "../suggestions/progress-bar.tsx";

interface StepIndicatorProps {
  step: number;
  /** Per stage, in order: whether its answers are in. */
  completed: readonly boolean[];
}

/**
 * 'Step x of 5', a progress bar, and (from small screens up) the five stages by
 * name. Every stage is a link: each one is saved on its own, so a renter may
 * go back to any of them.
 */
export function StepIndicator({ step, completed }: StepIndicatorProps) {
  const total = PROFILE_STAGES.length;
  const current = PROFILE_STAGES[step - 1]!;
  return (
    <nav aria-label="Get matched steps">
      <p className="text-sm font-semibold text-brand-700">
        Step {step} of {total}
        <span className="font-normal text-slate-600 sm:hidden"> · {current.stageName}</span>
      </p>
      <div className="mt-2">
        <ProgressBar label="Progress through the steps" value={step} max={total} valueText={`Step ${step} of ${total}: ${current.stageName}`} />
      </div>
      <ol className="mt-5 hidden grid-cols-5 gap-3 sm:grid">
        {PROFILE_STAGES.map((stage, index) => {
          const number = index + 1;
          const isCurrent = number === step;
          const isDone = completed[index] === true && !isCurrent;
          return (
            <li key={stage.key}>
              <Link
                to={`/get-matched?step=${number}`}
                aria-current={isCurrent ? "step" : undefined}
                className={cn(
                  "group flex flex-col items-center gap-2 rounded-lg p-1 text-center text-xs font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:text-sm",
                  isCurrent ? "text-ink-900" : "text-slate-600 hover:text-ink-900",
                )}
              >
                <span
                  className={cn(
                    "flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors",
                    isCurrent && "border-brand-700 bg-brand-700 text-white",
                    isDone && "border-bayou-700 bg-bayou-700 text-white",
                    !isCurrent && !isDone && "border-slate-300 bg-white text-slate-600 group-hover:border-slate-400",
                  )}
                >
                  {isDone ? <Check aria-hidden="true" className="size-4" /> : number}
                </span>
                <span>
                  {stage.stageName}
                  {isDone ? <span className="sr-only"> (done)</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
