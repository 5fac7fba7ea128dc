import { LogOut } from "lucide-react";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button.tsx";

export interface ProfileBuildProgressProps {
  stage: number;
  totalStages: number;
  question: number;
  totalQuestions: number;
  /** 0 to 100. */
  percent: number;
  onExit: () => void;
}

/** Where the renter is in the staged profile build (spec section 4 'Profile-build mode'); the bar turns green at 100%. */
export function ProfileBuildProgress({ stage, totalStages, question, totalQuestions, percent, onExit }: ProfileBuildProgressProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const complete = value >= 100;
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="flex gap-3 text-sm font-semibold text-ink-900">
          <span>{`Stage ${stage}/${totalStages}`}</span>
          <span className="font-medium text-slate-600">{`Question ${question}/${totalQuestions}`}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={onExit} className="-mr-2">
          <LogOut aria-hidden="true" />
          Exit Profile Build
        </Button>
      </div>
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label="Profile progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value}%`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn("h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none", complete ? "bg-emerald-600" : "bg-brand-700")}
            style={{ width: `${value}%` }}
          />
        </div>
        <span aria-hidden="true" className="w-10 text-right text-xs font-semibold text-slate-700 tabular-nums">
          {value}%
        </span>
      </div>
    </div>
  );
}
