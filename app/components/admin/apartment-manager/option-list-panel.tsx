/**
 * The list being built: each community with its plans to tick (rent shown),
 * the locator's note, special and rebate with Save, Move up / Move down,
 * Remove (confirmed in a disclosure), the client's reaction; and Share, which
 * says why it cannot be used yet (no account linked, no community, a card's
 * changes not saved). A card with changes not saved says so, and leaving the
 * page asks first: each card saves on its own, so another card's Save or Share
 * never takes them along.
 */
import { ArrowDown, ArrowUp, Save, Send, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useState, type ReactNode } from "react";
import { OPTION_LIMITS, OPTION_REACTION_LABELS } from "../../../../core/admin/client-options.ts";
import { shareBlocker } from "../../../../core/admin/option-share.ts";
import { formatLongDate } from "../../../../core/format/dates.ts";
import { formatBaths, formatBeds, formatDollars, formatWholeNumber } from "../../../../core/format/ranges.ts";
import type { ManagerItem, ManagerList } from "../../../../db/queries/admin/client-option-items.ts";
import { FieldError } from "../../auth/form-field.tsx";
import { Button } from "../../ui/button.tsx";
import { inputClass } from "../form-styles.ts";
import { formDiffersFromDefaults, LeaveGuard } from "../leave-guard.tsx";
import type { ManagerActionData } from "./manager-action.ts";
import { FormRefusal, ManagerForm, useManagerForm } from "./manager-form.tsx";


/** Tells the panel whether a card's form holds changes not saved yet. */
type UnsavedReport = (apartmentId: number, unsaved: boolean) => void;

export function OptionListPanel({ list, actionData }: { list: ManagerList; actionData: ManagerActionData | undefined }) {
  const id = useId();
  const [unsavedIds, setUnsavedIds] = useState<ReadonlySet<number>>(() => new Set());
  const report = useCallback<UnsavedReport>((apartmentId, unsaved) => {
    setUnsavedIds((before) => {
      if (before.has(apartmentId) === unsaved) return before;
      const after = new Set(before);
      if (unsaved) after.add(apartmentId);
      else after.delete(apartmentId);
      return after;
    });
  }, []);
  const unsavedTitles = list.items.filter((item) => unsavedIds.has(item.apartmentId)).map((item) => item.title);
  return (
    // On a wide screen the list stays in view while the catalogue scrolls past it.
    <section
      id="options-list"
      aria-labelledby={`${id}-heading`}
      className="min-w-0 scroll-mt-20 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {list.clientName}&rsquo;s list
        </h2>
        <p className="text-sm text-slate-600">
          {list.items.length} of {OPTION_LIMITS.items} communities
        </p>
      </div>
      <ShareForm list={list} actionData={actionData} unsavedTitles={unsavedTitles} />
      <LeaveGuard dirty={unsavedTitles.length > 0} message={`Your changes to ${listOfTitles(unsavedTitles)} are not saved yet.`} />
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">Nothing on the list yet: add communities from the catalogue.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {list.items.map((item, index) => (
            <li key={item.apartmentId}>
              <ItemCard item={item} version={list.version} first={index === 0} last={index === list.items.length - 1} sharedAt={list.sharedAt} actionData={actionData} report={report} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** "Cedar Yards", "Cedar Yards and Bayou Lofts", "A, B and C". */
function listOfTitles(titles: readonly string[]): string {
  return titles.length <= 1 ? (titles[0] ?? "") : `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
}

function ShareForm({ list, actionData, unsavedTitles }: { list: ManagerList; actionData: ManagerActionData | undefined; unsavedTitles: readonly string[] }) {
  const id = useId();
  const { fetcher, refusal, busy } = useManagerForm("share", null, actionData);
  // The client is sent what is saved: a change still in a card's fields would not go with the share.
  const blocker =
    shareBlocker({ userId: list.account?.id ?? null, itemCount: list.items.length }) ??
    (unsavedTitles.length > 0 ? `Save or undo your changes to ${listOfTitles(unsavedTitles)} first: the client is sent what is saved.` : null);
  const first = list.sharedAt === null;
  return (
    <ManagerForm fetcher={fetcher} version={list.version} intent="share" className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <Button type="submit" disabled={busy || blocker !== null} aria-describedby={blocker ? `${id}-why` : refusal ? `${id}-error` : undefined}>
        <Send aria-hidden="true" />
        {first ? `Share with ${list.clientName}` : "Share the update"}
      </Button>
      {blocker ? (
        <p id={`${id}-why`} className="mt-2 text-sm text-slate-700">
          {blocker}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {first ? "The client sees the list at once and is told about it." : `Last shared on ${formatLongDate(list.sharedAt!)}; communities added since wait for the next share.`}
        </p>
      )}
      <FormRefusal id={`${id}-error`} refusal={refusal} />
    </ManagerForm>
  );
}

/** Re-mounts an item's form when its saved values change (another tab, a save), so inputs show what is stored. */
function itemKey(item: ManagerItem): string {
  return JSON.stringify([item.note, item.special, item.rebate, item.planIds]);
}

function ItemCard({
  item,
  version,
  first,
  last,
  sharedAt,
  actionData,
  report,
}: {
  item: ManagerItem;
  version: number;
  first: boolean;
  last: boolean;
  sharedAt: string | null;
  actionData: ManagerActionData | undefined;
  report: UnsavedReport;
}) {
  const id = useId();
  const waiting = sharedAt !== null && new Date(item.addedAt).getTime() > new Date(sharedAt).getTime();
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="font-semibold [overflow-wrap:anywhere]">
            <a href={`/apartments/${item.slug}`} target="_blank" rel="noreferrer" className="text-brand-700 hover:underline">
              {item.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h3>
          <p className="text-sm text-slate-600">
            {item.neighborhood}
            {item.listed ? null : <> · <strong className="text-red-800">hidden from the public site</strong></>}
            {waiting ? " · not shared yet" : null}
          </p>
        </div>
        <MoveButtons item={item} version={version} first={first} last={last} actionData={actionData} />
      </div>
      <Reaction item={item} />
      <ItemForm key={itemKey(item)} item={item} version={version} actionData={actionData} report={report} />
      <RemoveForm item={item} version={version} actionData={actionData} />
    </article>
  );
}

function Reaction({ item }: { item: ManagerItem }) {
  if (!item.reaction && !item.tour) return null;
  return (
    <div className="mt-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-slate-800">
      <p className="font-medium">The client&rsquo;s answer</p>
      {item.reaction ? (
        <p>
          {OPTION_REACTION_LABELS[item.reaction.kind]}
          {item.reaction.reason ? `: ${item.reaction.reason}` : ""}
          {item.reaction.at ? <span className="text-slate-600"> ({formatLongDate(item.reaction.at)})</span> : null}
        </p>
      ) : null}
      {item.tour ? (
        <p>
          Asked to tour: {item.tour.wish}
          {item.tour.at ? <span className="text-slate-600"> ({formatLongDate(item.tour.at)})</span> : null}
        </p>
      ) : null}
    </div>
  );
}

function MoveButtons({ item, version, first, last, actionData }: { item: ManagerItem; version: number; first: boolean; last: boolean; actionData: ManagerActionData | undefined }) {
  const id = useId();
  const up = useManagerForm("up", item.apartmentId, actionData);
  const down = useManagerForm("down", item.apartmentId, actionData);
  const refusal = up.refusal ?? down.refusal;
  return (
    <div className="flex flex-col items-end">
      <div className="flex gap-1">
        <ManagerForm fetcher={up.fetcher} version={version} intent="up" apartmentId={item.apartmentId}>
          <Button type="submit" size="sm" variant="outline" disabled={first || up.busy}>
            <ArrowUp aria-hidden="true" />
            <span className="sr-only">Move {item.title} up</span>
            <span aria-hidden="true">Up</span>
          </Button>
        </ManagerForm>
        <ManagerForm fetcher={down.fetcher} version={version} intent="down" apartmentId={item.apartmentId}>
          <Button type="submit" size="sm" variant="outline" disabled={last || down.busy}>
            <ArrowDown aria-hidden="true" />
            <span className="sr-only">Move {item.title} down</span>
            <span aria-hidden="true">Down</span>
          </Button>
        </ManagerForm>
      </div>
      <FormRefusal id={`${id}-error`} refusal={refusal} />
    </div>
  );
}

function ItemForm({ item, version, actionData, report }: { item: ManagerItem; version: number; actionData: ManagerActionData | undefined; report: UnsavedReport }) {
  const id = useId();
  const { fetcher, refusal, busy } = useManagerForm("update", item.apartmentId, actionData);
  const errors = refusal?.errors ?? {};
  // After a refusal without JavaScript, what was typed comes back from the action.
  const typed = refusal && !fetcher.data ? refusal.raw : null;
  // The fields against what the page rendered in them; a save that changes the item mounts a new form (itemKey).
  const [unsaved, setUnsaved] = useState(false);
  useEffect(() => report(item.apartmentId, unsaved), [report, item.apartmentId, unsaved]);
  useEffect(() => () => report(item.apartmentId, false), [report, item.apartmentId]);
  return (
    <ManagerForm
      fetcher={fetcher}
      version={version}
      intent="update"
      apartmentId={item.apartmentId}
      className="mt-3 grid gap-3 text-sm sm:grid-cols-2"
      onChange={(event) => setUnsaved(formDiffersFromDefaults(event.currentTarget))}
    >
      <fieldset className="sm:col-span-2" aria-describedby={errors.planIds ? `${id}-planIds-error` : undefined}>
        <legend className="font-medium">Floor plans for the client</legend>
        {item.plans.length === 0 ? (
          <p className="text-slate-600">This community lists no floor plans.</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {item.plans.map((plan) => (
              <li key={plan.id}>
                <label className="flex items-start gap-2">
                  <input type="checkbox" name="planIds" value={plan.id} defaultChecked={item.planIds.includes(plan.id)} className="mt-0.5 size-4 shrink-0 accent-brand-700" />
                  <span>
                    <span className="font-medium">{plan.name}</span> · {formatBeds(plan.beds)} / {formatBaths(plan.baths)} · {formatWholeNumber(plan.sqft)} sq ft ·{" "}
                    <span className="font-medium">{formatDollars(plan.rent)}</span>
                    {plan.unitsAvailable === 0 ? <span className="text-slate-600"> · no unit open</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.planIds ? <FieldError id={`${id}-planIds-error`}>{errors.planIds}</FieldError> : null}
      </fieldset>
      <ItemField id={`${id}-note`} label="Note to the client" error={errors.note} className="sm:col-span-2">
        {(props) => <textarea name="note" rows={2} maxLength={OPTION_LIMITS.note} defaultValue={typed?.note ?? item.note ?? ""} {...props} />}
      </ItemField>
      <ItemField id={`${id}-special`} label="Current special" error={errors.special}>
        {(props) => <input name="special" maxLength={OPTION_LIMITS.special} defaultValue={typed?.special ?? item.special ?? ""} {...props} />}
      </ItemField>
      <ItemField id={`${id}-rebate`} label="Rebate ($, optional)" error={errors.rebate}>
        {(props) => <input name="rebate" inputMode="numeric" defaultValue={typed?.rebate ?? (item.rebate === null ? "" : String(item.rebate))} {...props} />}
      </ItemField>
      <div className="sm:col-span-2">
        <Button type="submit" size="sm" disabled={busy}>
          <Save aria-hidden="true" />
          <span>
            Save<span className="sr-only"> {item.title}</span>
          </span>
        </Button>
        {unsaved ? (
          <span className="ml-2 text-sm font-medium text-amber-800" data-testid="item-unsaved">
            Changes not saved
          </span>
        ) : null}
        <FormRefusal id={`${id}-error`} refusal={refusal} shownBeside={["planIds", "note", "special", "rebate"]} />
      </div>
    </ManagerForm>
  );
}

interface FieldProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/** A labelled input of an item's form with its message; the input itself is the caller's. */
function ItemField({ id, label, error, className, children }: { id: string; label: string; error: string | undefined; className?: string; children: (props: FieldProps) => ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined, className: `${inputClass} mt-1` })}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

function RemoveForm({ item, version, actionData }: { item: ManagerItem; version: number; actionData: ManagerActionData | undefined }) {
  const id = useId();
  const { fetcher, refusal, busy } = useManagerForm("remove", item.apartmentId, actionData);
  return (
    <details className="mt-3 text-sm" open={Boolean(refusal)}>
      <summary className="inline-flex cursor-pointer items-center gap-1 font-medium text-red-800">
        <Trash2 aria-hidden="true" className="size-4" />
        <span>
          Remove<span className="sr-only"> {item.title}</span>…
        </span>
      </summary>
      <ManagerForm fetcher={fetcher} version={version} intent="remove" apartmentId={item.apartmentId} className="mt-2 flex flex-wrap items-center gap-2">
        <span>Take {item.title} off the list?</span>
        <Button type="submit" size="sm" variant="destructive" disabled={busy}>
          Remove {item.title}
        </Button>
      </ManagerForm>
      <FormRefusal id={`${id}-error`} refusal={refusal} />
    </details>
  );
}
