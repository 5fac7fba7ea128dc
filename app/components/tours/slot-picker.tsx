/**
 * The free tour times of the next days as radio buttons grouped by day (Houston time), for booking and for
 * moving a booking. Plain radios inside labels: works without JavaScript and reads as one group per day. The first
 * days show; the rest wait behind one native disclosure (open when the chosen time is among them), so a phone does
 * not scroll past two weeks of times to reach the form's end.
 */
import { useId } from "react";
import type { SlotDay } from "../../../core/tours/slots.ts";
import { formatTourDay, formatTourTime } from "../../../core/tours/tour-format.ts";
import { FieldError } from "../auth/form-field.tsx";

/** Days shown before "more days". */
const DAYS_SHOWN = 3;

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
      {days.slice(0, DAYS_SHOWN).map((day) => (
        <SlotDayGroup key={day.date} day={day} chosen={chosen} />
      ))}
      {days.length > DAYS_SHOWN ? (
        <details open={days.slice(DAYS_SHOWN).some((day) => day.slots.some((slot) => slot.startsAt === chosen)) || undefined} className="group">
          <summary className="w-fit cursor-pointer rounded-lg text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            <span className="group-open:hidden">Show {days.length - DAYS_SHOWN} more days</span>
            <span className="hidden group-open:inline">Later days</span>
          </summary>
          <div className="mt-4 grid gap-4">
            {days.slice(DAYS_SHOWN).map((day) => (
              <SlotDayGroup key={day.date} day={day} chosen={chosen} />
            ))}
          </div>
        </details>
      ) : null}
    </fieldset>
  );
}

function SlotDayGroup({ day, chosen }: { day: SlotDay; chosen: string | undefined }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-semibold text-slate-800">{formatTourDay(day.date)}</legend>
      <div className="flex flex-wrap gap-2">
        {day.slots.map((slot) => (
          <label key={slot.startsAt} className={pillClass}>
            <input type="radio" name="slot" value={slot.startsAt} defaultChecked={slot.startsAt === chosen} required className="absolute inset-0 cursor-pointer opacity-0" />
            {formatTourTime(slot.startsAt)}
            {slot.virtualOnly ? <span className="text-xs font-normal">· virtual only</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
