import { Plus, Search, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";

export interface PickerOption {
  value: string;
  label: string;
}

interface ChipPickerProps {
  legend: string;
  options: readonly PickerOption[];
  selected: readonly string[];
  onAdd: (value: string) => void;
  onRemove: (value: string) => void;
  emptyText: string;
  noMatchText: string;
  searchLabel: string;
  /** Extra content under a chip (an amenity's requirement note). */
  renderChipExtra?: (value: string) => ReactNode;
}

/**
 * Chosen values as removable chips, and a search box listing what can still be
 * added (case-insensitive match on the label). Plain buttons and a text input:
 * every part works with the keyboard and a screen reader.
 */
export function ChipPicker({ legend, options, selected, onAdd, onRemove, emptyText, noMatchText, searchLabel, renderChipExtra }: ChipPickerProps) {
  const [query, setQuery] = useState("");
  const [searching, setSearching] = useState(false);
  const searchId = useId();
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  const needle = query.trim().toLowerCase();
  const matches = options.filter((o) => !selected.includes(o.value) && o.label.toLowerCase().includes(needle));

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      {selected.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ul className="space-y-2" aria-label={`Selected ${legend.toLowerCase()}`}>
          {selected.map((value) => (
            <li key={value} className="rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-1.5">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-ink-900">{labelOf(value)}</span>
                <button
                  type="button"
                  onClick={() => onRemove(value)}
                  className="inline-flex size-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                  aria-label={`Remove ${labelOf(value)}`}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </div>
              {renderChipExtra?.(value)}
            </li>
          ))}
        </ul>
      )}
      {searching ? (
        <div className="rounded-lg border border-slate-300 bg-white p-2">
          <label htmlFor={searchId} className="sr-only">
            {searchLabel}
          </label>
          <div className="flex items-center gap-2 rounded-md border border-slate-300 px-2 focus-within:outline-2 focus-within:outline-brand-700">
            <Search aria-hidden="true" className="size-4 text-slate-500" />
            <input
              id={searchId}
              type="search"
              value={query}
              autoFocus
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") setSearching(false);
              }}
              placeholder={searchLabel}
              className="h-9 w-full bg-transparent text-sm outline-none"
            />
          </div>
          {matches.length === 0 ? (
            <p className="px-1 pt-2 text-sm text-slate-600" role="status">
              {noMatchText}
            </p>
          ) : (
            <ul className="mt-2 max-h-48 overflow-y-auto" aria-label={`${legend} to add`}>
              {matches.map((option) => (
                <li key={option.value}>
                  <button
                    type="button"
                    onClick={() => {
                      onAdd(option.value);
                      setQuery("");
                    }}
                    className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <Plus aria-hidden="true" className="size-4 text-brand-700" />
                    {option.label}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" onClick={() => setSearching(false)} className="mt-1 px-1 text-sm font-medium text-brand-700 hover:underline">
            Done
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => setSearching(true)}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <Plus aria-hidden="true" className="size-4" />
          Add {legend.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
