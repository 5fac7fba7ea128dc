/**
 * A community's floor plans, edited inline on its page: inputs only, rendered
 * inside the edit page's one <form> (one save, one version check). Each row is
 * `plans.{i}.{field}` with a hidden `plans.{i}.id` ("" for a new plan) and a
 * "Remove" checkbox; the last row is always blank, so a plan can be added
 * without JavaScript (a blank row is ignored on save). With JavaScript, "Add a
 * floor plan" adds more rows. The server parses it all with
 * parseCommunityExtras (core/admin/community-form.ts).
 *
 * A dense table from the md breakpoint; below it each row is a card of two
 * columns with its labels shown (the same markup: only the layout and the
 * labels' visibility change).
 *
 * A stored plan's row also opens its rent history (issue 29): every rent
 * recorded, when and by what (an admin's save, an import, a price sheet).
 */
import { Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { PLANS_ERROR_KEY, planInputName } from "../../../core/admin/community-form-names.ts";
// Types only: the parser itself (and zod) stays on the server.
import type { FloorPlanRow } from "../../../core/admin/community-form.ts";
import { toRawValue } from "../../../core/admin/form-raw.ts";
import { FLOOR_PLANS_MAX, floorPlanFields } from "../../../core/admin/resources/apartments.ts";
import { formatHoustonDateTime } from "../../../core/format/dates.ts";
import { formatDollars } from "../../../core/format/ranges.ts";
import { RENT_SOURCE_LABELS, type RentRecord } from "../../../core/pricing/rent-history.ts";
import type { FieldSpec } from "../../../core/admin/resource.ts";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button.tsx";

/** A stored plan as the community's record gives it (EditRecord.extra.plans). */
export type StoredFloorPlan = FloorPlanRow & { id: number };

/** The inputs' values for stored plans, by input name: the editor's `raw` on a fresh page. */
export function floorPlanRawValues(plans: readonly StoredFloorPlan[]): Record<string, string> {
  const raw: Record<string, string> = {};
  plans.forEach((plan, index) => {
    raw[planInputName(index, "id")] = String(plan.id);
    for (const field of floorPlanFields) raw[planInputName(index, field.name)] = toRawValue(field, plan[field.name as keyof StoredFloorPlan]);
  });
  return raw;
}

export interface FloorPlansEditorProps {
  /** What each input holds, by input name: what was typed after a refused save, else floorPlanRawValues(record's plans). */
  raw: Record<string, string>;
  /** Messages by input name (`plans.2.rent`), and `plans` for the plans as a whole. */
  errors: Record<string, string>;
  /** Told when a row is added (the page's "unsaved changes"). */
  onChange?: () => void;
  /** Each stored plan's recorded rents, oldest first, by plan id (EditRecord.extra.rentHistories). */
  rentHistories?: Readonly<Record<string, readonly RentRecord[]>>;
}

const ROW_PATTERN = /^plans\.(\d+)\./;

/** How many rows `raw` holds (the highest index + 1); bounded like the parser's reading. */
function rowsIn(raw: Record<string, string>): number {
  let rows = 0;
  for (const name of Object.keys(raw)) {
    const index = Number(ROW_PATTERN.exec(name)?.[1] ?? -1);
    if (index >= 0 && index < FLOOR_PLANS_MAX * 2) rows = Math.max(rows, index + 1);
  }
  return rows;
}

/**
 * What `raw` says of a row, as one string: the row's key, so a row whose
 * stored values change (a save moved the plans up after a removal) is drawn
 * afresh, while one the admin is typing in (its inputs are uncontrolled)
 * stays as it is.
 */
function rowSignature(raw: Record<string, string>, index: number): string {
  return JSON.stringify([index, ...["id", ...floorPlanFields.map((field) => field.name), "remove"].map((field) => raw[planInputName(index, field)] ?? "")]);
}

function rowIsBlank(raw: Record<string, string>, index: number): boolean {
  return !raw[planInputName(index, "id")] && floorPlanFields.every((field) => !(raw[planInputName(index, field.name)] ?? "").trim());
}

const cellInput =
  "w-full min-w-0 rounded border border-slate-300 bg-white px-2 py-1 text-sm text-ink-900 tabular-nums aria-[invalid=true]:border-red-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

/** Column widths on the table (md and up), by field. */
const COLUMN_CLASS: Record<string, string> = {
  name: "md:w-[18%]",
  beds: "md:w-[8%]",
  baths: "md:w-[8%]",
  sqft: "md:w-[10%]",
  rent: "md:w-[11%]",
  unitsAvailable: "md:w-[9%]",
  availableFrom: "md:w-[15%]",
};

export function FloorPlansEditor({ raw, errors, onChange, rentHistories = {} }: FloorPlansEditorProps) {
  const baseId = useId();
  const stored = rowsIn(raw);
  // One blank row at the end for a new plan, unless the rows sent back already end with one.
  const initial = stored > 0 && rowIsBlank(raw, stored - 1) ? stored : stored + 1;
  // Rows added with the button. Different rows in `raw` (a save's, which holds the added ones) start again from
  // it; compared by content, since the page may build an equal `raw` afresh on every render.
  const signature = Array.from({ length: stored }, (_, index) => rowSignature(raw, index)).join("\n");
  const [added, setAdded] = useState(0);
  const [shown, setShown] = useState(signature);
  if (shown !== signature) {
    setShown(signature);
    setAdded(0);
  }
  const rows = initial + added;
  const hydrated = useHydrated();
  const focusRow = useRef<number | null>(null);
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    if (focusRow.current === null) return;
    table.current?.querySelector<HTMLInputElement>(`input[name="${planInputName(focusRow.current, "name")}"]`)?.focus();
    focusRow.current = null;
  }, [rows]);

  const planError = errors[PLANS_ERROR_KEY];
  const full = rows >= FLOOR_PLANS_MAX;
  const helpId = `${baseId}-help`;
  const errorId = `${baseId}-error`;

  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4" aria-describedby={cn(helpId, planError && errorId) || undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-700">Floor plans</legend>
      <p id={helpId} className="text-xs text-slate-600">
        Every field of a plan is needed; bedrooms 0 is a studio. The community's rent, size and availability follow from its plans. Fill the blank row to add a plan;
        tick Remove to delete one when you save.
      </p>
      {planError ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {planError}
        </p>
      ) : null}
      <table ref={table} className="mt-3 w-full text-sm max-md:block">
        <caption className="sr-only">Floor plans</caption>
        <thead className="text-left text-xs text-slate-600 max-md:hidden">
          <tr>
            {floorPlanFields.map((field) => (
              <th key={field.name} scope="col" className={cn("px-1 pb-1 font-medium", COLUMN_CLASS[field.name])}>
                {field.label}
              </th>
            ))}
            <th scope="col" className="px-1 pb-1 font-medium md:w-[6%]">
              Remove
            </th>
            <th scope="col" className="px-1 pb-1 font-medium md:w-[9%]">
              Rent history
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block max-md:space-y-3">
          {Array.from({ length: rows }, (_, index) => (
            <PlanRow key={rowSignature(raw, index)} index={index} raw={raw} errors={errors} baseId={baseId} rentHistories={rentHistories} />
          ))}
        </tbody>
      </table>
      {hydrated ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={full}
            onClick={() => {
              focusRow.current = rows;
              setAdded(added + 1);
              onChange?.();
            }}
          >
            <Plus aria-hidden="true" />
            Add a floor plan
          </Button>
          {full ? <span className="text-xs text-slate-600">A community may have at most {FLOOR_PLANS_MAX} floor plans.</span> : null}
        </div>
      ) : null}
    </fieldset>
  );
}

function PlanRow({
  index,
  raw,
  errors,
  baseId,
  rentHistories,
}: {
  index: number;
  raw: Record<string, string>;
  errors: Record<string, string>;
  baseId: string;
  rentHistories: Readonly<Record<string, readonly RentRecord[]>>;
}) {
  const id = raw[planInputName(index, "id")] ?? "";
  const plan = raw[planInputName(index, "name")]?.trim();
  // How a screen reader names the row's inputs: "Rent, plan A1" or "Rent, new plan".
  const rowName = plan ? `plan ${plan}` : id ? `plan ${index + 1}` : "new plan";
  const removeId = `${baseId}-${index}-remove`;
  return (
    <tr className="align-top max-md:grid max-md:grid-cols-2 max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-md max-md:border max-md:border-slate-200 max-md:p-3 md:border-t md:border-slate-100">
      {floorPlanFields.map((field, column) => (
        <td key={field.name} className={cn("md:px-1 md:py-1.5", column === 0 && "max-md:col-span-2")}>
          {column === 0 ? <input type="hidden" name={planInputName(index, "id")} value={id} /> : null}
          <PlanCell field={field} index={index} raw={raw} error={errors[planInputName(index, field.name)]} rowName={rowName} baseId={baseId} />
        </td>
      ))}
      <td className="max-md:col-span-2 md:px-1 md:py-1.5 md:text-center">
        <label htmlFor={removeId} className="inline-flex items-center gap-2 text-sm md:min-h-8">
          <input
            id={removeId}
            type="checkbox"
            name={planInputName(index, "remove")}
            defaultChecked={raw[planInputName(index, "remove")] === "on"}
            className="size-4 accent-red-700"
          />
          <span className="md:sr-only">
            Remove <span className="sr-only">{rowName}</span>
          </span>
        </label>
      </td>
      <td className="max-md:col-span-2 md:relative md:px-1 md:py-1.5">
        {id && rentHistories[id]?.length ? <RentHistoryList records={rentHistories[id]} rowName={rowName} /> : null}
      </td>
    </tr>
  );
}

function PlanCell({ field, index, raw, error, rowName, baseId }: { field: FieldSpec; index: number; raw: Record<string, string>; error?: string; rowName: string; baseId: string }) {
  const name = planInputName(index, field.name);
  const id = `${baseId}-${index}-${field.name}`;
  const inputMode = field.kind === "integer" || field.kind === "money" ? "numeric" : field.kind === "decimal" ? "decimal" : undefined;
  return (
    <>
      <label htmlFor={id} className="mb-0.5 block text-xs font-medium text-slate-700 md:sr-only">
        {field.label}
        <span className="sr-only">, {rowName}</span>
      </label>
      <input
        id={id}
        name={name}
        type={field.kind === "date" ? "date" : "text"}
        inputMode={inputMode}
        defaultValue={raw[name] ?? ""}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cellInput}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A plan's recorded rents, newest first, in a disclosure: a panel over the table from md, in the card below it. */
function RentHistoryList({ records, rowName }: { records: readonly RentRecord[]; rowName: string }) {
  const first = records[0]!;
  return (
    <details className="text-xs">
      <summary className="inline-flex cursor-pointer items-center rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 md:min-h-8">
        <span className="md:sr-only">Rent history:&nbsp;</span>
        {records.length === 1 ? "1 price" : `${records.length} prices`}
        <span className="sr-only">, {rowName}</span>
      </summary>
      <div className="mt-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg md:absolute md:top-full md:right-0 md:z-20 md:w-80">
        <table className="w-full text-left">
          <caption className="sr-only">Rent history of {rowName}, newest first</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="pb-1 font-medium">Recorded</th>
              <th scope="col" className="pb-1 text-right font-medium">Rent</th>
              <th scope="col" className="pb-1 pl-2 font-medium">Source</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...records].reverse().map((record, i) => (
              <tr key={`${record.recordedAt}-${i}`}>
                <td className="py-1 pr-2 text-slate-700">
                  <time dateTime={record.recordedAt}>{formatHoustonDateTime(record.recordedAt)}</time>
                </td>
                <td className="py-1 text-right font-semibold text-ink-900 tabular-nums">{formatDollars(record.rent)}</td>
                <td className="py-1 pl-2 text-slate-700">{RENT_SOURCE_LABELS[record.source] ?? record.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-1 text-slate-600">
          History starts <time dateTime={first.recordedAt}>{formatHoustonDateTime(first.recordedAt)}</time>; nothing before it is known.
        </p>
      </div>
    </details>
  );
}
