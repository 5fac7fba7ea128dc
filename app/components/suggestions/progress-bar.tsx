/** A labelled progress bar (role progressbar with its values), used for the get-matched steps and the suggestion pager. */
export function ProgressBar({ label, value, max, valueText }: { label: string; value: number; max: number; valueText: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${(value / max) * 100}%` }} />
    </div>
  );
}
