/**
 * A community's amenities on its edit page: inputs only, inside the page's one
 * <form>. One checkbox per amenity (`amenities`, its id as value) with a short
 * note beside it (`amenityNote.{id}`: "heated", "in select units"), in a
 * compact grid. Parsed with the floor plans by parseCommunityExtras
 * (core/admin/community-form.ts); a note of an unticked amenity is dropped.
 */
import { useId } from "react";
import { AMENITIES_INPUT, AMENITY_NOTE_MAX, amenityNoteName } from "../../../core/admin/community-form-names.ts";
import type { FilterOption } from "../../../core/admin/resource.ts";

/** The inputs' values for stored links, by input name: the editor's `raw` on a fresh page. */
export function amenityLinkRawValues(links: readonly { id: number; note: string | null }[]): Record<string, string> {
  const raw: Record<string, string> = { [AMENITIES_INPUT]: links.map((link) => link.id).join("\n") };
  for (const link of links) raw[amenityNoteName(link.id)] = link.note ?? "";
  return raw;
}

export interface AmenityLinksEditorProps {
  /** Every amenity (the store's `options.amenities`: value = id, label = display name). */
  options: readonly FilterOption[];
  /** What each input holds, by input name: what was typed after a refused save, else amenityLinkRawValues(record's links). */
  raw: Record<string, string>;
  /** Messages by input name (`amenityNote.12`), and `amenities` for the choice as a whole. */
  errors: Record<string, string>;
}

export function AmenityLinksEditor({ options, raw, errors }: AmenityLinksEditorProps) {
  const baseId = useId();
  const chosen = new Set((raw[AMENITIES_INPUT] ?? "").split("\n").filter(Boolean));
  const error = errors[AMENITIES_INPUT];
  const errorId = `${baseId}-error`;
  const helpId = `${baseId}-help`;
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4" aria-describedby={error ? `${helpId} ${errorId}` : helpId}>
      <legend className="px-1 text-sm font-semibold text-slate-700">
        Amenities <span className="font-normal text-slate-600">({chosen.size} of {options.length})</span>
      </legend>
      <p id={helpId} className="text-xs text-slate-600">
        Tick what the community has. A note (up to {AMENITY_NOTE_MAX} characters) says more on its page: “heated”, “in select units”, “$35/month”.
      </p>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {options.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No amenities exist yet: add them under Amenities.</p>
      ) : (
        <ul className="mt-3 grid gap-x-4 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
          {options.map((option) => {
            const checkId = `${baseId}-${option.value}`;
            const noteName = amenityNoteName(option.value);
            const noteError = errors[noteName];
            return (
              // Keyed by what is stored too: the inputs are uncontrolled, so a save that changed them draws them afresh.
              <li key={`${option.value}:${chosen.has(option.value)}:${raw[noteName] ?? ""}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <label htmlFor={checkId} className="flex min-w-0 flex-1 basis-32 items-center gap-2 text-sm">
                  <input
                    id={checkId}
                    type="checkbox"
                    name={AMENITIES_INPUT}
                    value={option.value}
                    defaultChecked={chosen.has(option.value)}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <span className="truncate">{option.label}</span>
                </label>
                <label htmlFor={`${checkId}-note`} className="sr-only">
                  Note for {option.label}
                </label>
                <input
                  id={`${checkId}-note`}
                  name={noteName}
                  type="text"
                  defaultValue={raw[noteName] ?? ""}
                  placeholder="Note"
                  maxLength={AMENITY_NOTE_MAX}
                  autoComplete="off"
                  aria-invalid={noteError ? true : undefined}
                  aria-describedby={noteError ? `${checkId}-note-error` : undefined}
                  className="w-36 min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 text-sm text-ink-900 aria-[invalid=true]:border-red-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
                />
                {noteError ? (
                  <p id={`${checkId}-note-error`} className="w-full text-xs font-medium text-red-700">
                    {noteError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
