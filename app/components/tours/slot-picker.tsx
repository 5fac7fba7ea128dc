/**
 * The free tour times of the next days as radio buttons grouped by day (Houston time), for booking and for
 * moving a booking. Plain radios inside labels: works without JavaScript and reads as one group per day.
 */
import { useId } from "react";
import type { SlotDay } from "../../../core/tours/slots.ts";
import { formatTourDay, formatTourTime } from "../../../core/tours/tour-format.ts";
import { FieldError } from "../auth/form-field.tsx";

const pillClass =
  "relative inline-flex min-h-10 cursor-pointer items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-ink-900 hover:border-brand-700 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700";

export function SlotPicker({ days, chosen, error, legend }: { days: readonly SlotDay[]; chosen?: string | undefined; error?: string | undefined; legend: string }) {
  const id = useId();
  if (days.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        No tour times are free in the next 14 days. Call the leasing office to arrange one.
      </p>
    );
  }
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-zone`} aria-invalid={error ? true : undefined} className="grid gap-4">
      <legend className="text-base font-semibold text-ink-900">{legend}</legend>
      <p id={`${id}-zone`} className="text-sm text-slate-600">
        All times are Houston time (Central Time).
      </p>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      {days.map((day) => (
        <fieldset key={day.date} className="grid gap-2">
          <legend className="text-sm font-semibold text-slate-800">{formatTourDay(day.date)}</legend>
          <div className="flex flex-wrap gap-2">
            {day.slots.map((slot) => (
              <label key={slot.startsAt} className={pillClass}>
                <input
                  type="radio"
                  name="slot"
                  value={slot.startsAt}
                  defaultChecked={slot.startsAt === chosen}
                  required
                  className="absolute inset-0 cursor-pointer opacity-0"
                />
                {formatTourTime(slot.startsAt)}
                {slot.virtualOnly ? <span className="text-xs font-normal">· virtual only</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
