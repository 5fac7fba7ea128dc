import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { PickerOption } from "../../../core/chat/chat-message.ts";
import { filterOptions, NO_MATCHING_OPTIONS } from "../../../core/chat/picker-filter.ts";
import { Button } from "../ui/button.tsx";

export interface OptionPickerProps {
  title: string;
  options: readonly PickerOption[];
  /** Locations and amenities take several (checkboxes); the budget takes one (radio buttons), which the parent sends at once on Done. */
  mode: "multiple" | "single";
  /** The chosen options, in the order of `options`. */
  onDone: (selected: PickerOption[]) => void;
  onCancel: () => void;
  /** Option ids chosen when the picker opens. */
  initialSelected?: readonly string[];
}

/**
 * A picker panel shown above the message input (spec section 4 'Pickers'): a search box that
 * filters by label, native checkboxes or radio buttons, and Done (disabled until something is
 * chosen) and Cancel. Focus starts in the search box; Escape cancels. Choices hidden by the
 * search stay chosen.
 */
export function OptionPicker({ title, options, mode, onDone, onCancel, initialSelected = [] }: OptionPickerProps) {
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(mode === "single" ? initialSelected.slice(0, 1) : initialSelected));
  const searchRef = useRef<HTMLInputElement>(null);
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const searchId = `${baseId}-search`;
  const shown = filterOptions(options, query);

  useEffect(() => {
    searchRef.current?.focus();
  }, []);

  const toggle = (id: string, on: boolean) => {
    setChosen((current) => {
      if (mode === "single") return new Set(on ? [id] : []);
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-300 bg-white p-3 shadow-lg"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        // Handled here, so a drawer or popup around the chat does not close too.
        event.preventDefault();
        event.stopPropagation();
        onCancel();
      }}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink-900">
          {title}
        </h2>
        {mode === "multiple" && chosen.size > 0 ? <p className="text-xs text-slate-600">{chosen.size} selected</p> : null}
      </div>
      <label htmlFor={searchId} className="sr-only">
        Search {title}
      </label>
      <div className="mt-2 flex items-center gap-2 rounded-lg border border-slate-300 px-2.5 focus-within:outline-2 focus-within:outline-brand-700">
        <Search aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={`Search ${title.toLowerCase()}`}
          autoComplete="off"
          className="h-10 w-full min-w-0 bg-transparent text-base text-ink-900 outline-none placeholder:text-slate-500 sm:text-sm"
        />
      </div>
      <fieldset className="mt-2">
        <legend className="sr-only">{title}</legend>
        {shown.length > 0 ? (
          <ul className="max-h-56 overflow-y-auto">
            {shown.map((option) => (
              <li key={option.id}>
                <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
                  <input
                    type={mode === "single" ? "radio" : "checkbox"}
                    name={mode === "single" ? `${baseId}-choice` : undefined}
                    value={option.id}
                    checked={chosen.has(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                    className="size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                  />
                  {option.label}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <p role="status" className="empty:hidden px-2 py-1.5 text-sm text-slate-600">
        {shown.length === 0 ? NO_MATCHING_OPTIONS : null}
      </p>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={chosen.size === 0} onClick={() => onDone(options.filter((option) => chosen.has(option.id)))}>
          Done
        </Button>
      </div>
    </section>
  );
}
