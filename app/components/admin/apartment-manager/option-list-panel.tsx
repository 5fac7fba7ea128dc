/**
 * The list being built: each community with its plans to tick (rent shown),
 * the locator's note, special and rebate with Save, Move up / Move down,
 * Remove (confirmed in a disclosure), the client's reaction; and Share, which
 * says whom it reaches (the account, the address it e-mails a private link to)
 * or why it cannot be used yet (neither of them, no community).
 *
 * Every field and button here belongs to the page's one form (manager-form.tsx):
 * any button sends what was typed on every card, and the server saves it with
 * what the button does, so another card's Save or Share never drops it. A card
 * holding changes not saved says so, Share says they go with it, and leaving
 * the page asks first (LeaveGuard).
 */
import { ArrowDown, ArrowUp, Save, Send, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { OPTION_LIMITS, OPTION_REACTION_LABELS } from "../../../../core/admin/client-options.ts";
import {
  cleanNote,
  cleanRebate,
  cleanSpecial,
  intentValue,
  itemInputName,
  ITEMS_INPUT,
  listOfTitles,
  shownItemValue,
} from "../../../../core/admin/option-form-names.ts";
import type { TypedFields } from "../../../../core/admin/option-items.ts";
import { shareBlocker, shareReach } from "../../../../core/admin/option-share.ts";
import { formatLongDate } from "../../../../core/format/dates.ts";
import { formatBaths, formatBeds, formatDollars, formatWholeNumber } from "../../../../core/format/ranges.ts";
import type { ManagerItem, ManagerList } from "../../../../db/queries/admin/client-option-items.ts";
import { FieldError } from "../../auth/form-field.tsx";
import { inputClass } from "../form-styles.ts";
import { LeaveGuard } from "../leave-guard.tsx";
import { refusalFor, type ManagerActionData } from "./manager-action.ts";
import { FormRefusal, MANAGER_FORM, SubmitButton } from "./manager-form.tsx";

/** Tells the panel whether a card's fields hold changes not saved yet. */
type UnsavedReport = (apartmentId: number, unsaved: boolean) => void;

export function OptionListPanel({ list, actionData, notice }: { list: ManagerList; actionData: ManagerActionData | undefined; notice: ReactNode }) {
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
      {notice}
      <ShareBox list={list} actionData={actionData} unsavedTitles={unsavedTitles} />
      <LeaveGuard dirty={unsavedTitles.length > 0} message={`Your changes to ${listOfTitles(unsavedTitles)} are not saved yet.`} />
      {list.items.length === 0 ? (
        <p className="mt-4 rounded-md bg-slate-50 p-3 text-sm text-slate-700">Nothing on the list yet: add communities from the catalogue.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {list.items.map((item, index) => (
            <li key={item.apartmentId}>
              <ItemCard item={item} first={index === 0} last={index === list.items.length - 1} sharedAt={list.sharedAt} actionData={actionData} report={report} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ShareBox({ list, actionData, unsavedTitles }: { list: ManagerList; actionData: ManagerActionData | undefined; unsavedTitles: readonly string[] }) {
  const id = useId();
  const refusal = refusalFor(actionData, intentValue("share"));
  const blocker = shareBlocker({ userId: list.account?.id ?? null, email: list.shareEmail, itemCount: list.items.length });
  const reach = shareReach({ account: list.account?.username ?? null, email: list.shareEmail });
  const first = list.sharedAt === null;
  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <SubmitButton intent={intentValue("share")} disabled={blocker !== null} aria-describedby={blocker ? `${id}-why` : refusal ? `${id}-error` : undefined}>
        <Send aria-hidden="true" />
        {first ? `Share with ${list.clientName}` : "Share the update"}
      </SubmitButton>
      {blocker ? (
        <p id={`${id}-why`} className="mt-2 text-sm text-slate-700">
          {blocker}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {first ? reach : `Last shared on ${formatLongDate(list.sharedAt!)}; communities added since wait for the next share. ${reach}`}
          {/* Share sends what is saved, and saves what was typed first: say so, since the client will read it. */}
          {unsavedTitles.length ? ` Your changes to ${listOfTitles(unsavedTitles)} are saved with the share.` : null}
        </p>
      )}
      <FormRefusal id={`${id}-error`} refusal={refusal} />
    </div>
  );
}

function ItemCard({
  item,
  first,
  last,
  sharedAt,
  actionData,
  report,
}: {
  item: ManagerItem;
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
      {/* The card is on the page, and what its fields showed: the server saves what differs from it. */}
      <input type="hidden" form={MANAGER_FORM} name={ITEMS_INPUT} value={item.apartmentId} />
      <input type="hidden" form={MANAGER_FORM} name={itemInputName(item.apartmentId, "shown")} value={shownItemValue(item)} />
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
        <MoveButtons item={item} first={first} last={last} actionData={actionData} />
      </div>
      <Reaction item={item} />
      {/* A new set of fields when what is stored changes (a save, another tab), so they show what is stored. */}
      <ItemFields key={shownItemValue(item)} item={item} actionData={actionData} report={report} />
      <RemoveButton item={item} actionData={actionData} />
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

function MoveButtons({ item, first, last, actionData }: { item: ManagerItem; first: boolean; last: boolean; actionData: ManagerActionData | undefined }) {
  const id = useId();
  const refusal = refusalFor(actionData, intentValue("up", item.apartmentId)) ?? refusalFor(actionData, intentValue("down", item.apartmentId));
  return (
    <div className="flex flex-col items-end">
      <div className="flex gap-1">
        <SubmitButton intent={intentValue("up", item.apartmentId)} size="sm" variant="outline" disabled={first}>
          <ArrowUp aria-hidden="true" />
          <span className="sr-only">Move {item.title} up</span>
          <span aria-hidden="true">Up</span>
        </SubmitButton>
        <SubmitButton intent={intentValue("down", item.apartmentId)} size="sm" variant="outline" disabled={last}>
          <ArrowDown aria-hidden="true" />
          <span className="sr-only">Move {item.title} down</span>
          <span aria-hidden="true">Down</span>
        </SubmitButton>
      </div>
      <FormRefusal id={`${id}-error`} refusal={refusal} />
    </div>
  );
}

/** Whether the card's fields say something other than what is stored, as the server would clean it. */
function differsFromStored(root: HTMLElement, item: ManagerItem): boolean {
  const value = (field: "note" | "special" | "rebate") =>
    root.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${itemInputName(item.apartmentId, field)}"]`)?.value ?? "";
  const ticked = Array.from(root.querySelectorAll<HTMLInputElement>(`input[name="${itemInputName(item.apartmentId, "planIds")}"]`))
    .filter((box) => box.checked)
    .map((box) => Number(box.value));
  const rebate = cleanRebate(value("rebate"));
  if (rebate === "" ? item.rebate !== null : !/^\d+$/.test(rebate) || Number(rebate) !== item.rebate) return true;
  const shown = { note: cleanNote(value("note")) || null, special: cleanSpecial(value("special")) || null, rebate: item.rebate, planIds: ticked };
  return shownItemValue(shown) !== shownItemValue(item);
}

function ItemFields({ item, actionData, report }: { item: ManagerItem; actionData: ManagerActionData | undefined; report: UnsavedReport }) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const saveIntent = intentValue("save", item.apartmentId);
  const refusal = refusalFor(actionData, saveIntent);
  const errors = actionData?.errors ?? {};
  const error = (field: "note" | "special" | "rebate" | "planIds") => errors[itemInputName(item.apartmentId, field)];
  // After a refusal (and a stale list's fresh read), what was typed comes back from the action; taken when the
  // fields are made, so a later render (a search) never puts the stored values over what is typed.
  const [typed] = useState<TypedFields | undefined>(() => actionData?.typed[String(item.apartmentId)]);
  const [unsaved, setUnsaved] = useState(typed !== undefined);
  useEffect(() => {
    // Typed before the page's script ran, or kept from a refusal.
    if (root.current) setUnsaved(differsFromStored(root.current, item));
  }, [item]);
  useEffect(() => report(item.apartmentId, unsaved), [report, item.apartmentId, unsaved]);
  useEffect(() => () => report(item.apartmentId, false), [report, item.apartmentId]);
  const planChecked = (planId: number) => (typed?.planIds ? typed.planIds.includes(String(planId)) : item.planIds.includes(planId));
  const plansError = error("planIds");
  return (
    <div ref={root} className="mt-3 grid gap-3 text-sm sm:grid-cols-2" onChange={() => root.current && setUnsaved(differsFromStored(root.current, item))}>
      <fieldset className="sm:col-span-2" aria-describedby={plansError ? `${id}-planIds-error` : undefined}>
        <legend className="font-medium">Floor plans for the client</legend>
        {item.plans.length === 0 ? (
          <p className="text-slate-600">This community lists no floor plans.</p>
        ) : (
          <ul className="mt-1 grid gap-1">
            {item.plans.map((plan) => (
              <li key={plan.id}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    form={MANAGER_FORM}
                    name={itemInputName(item.apartmentId, "planIds")}
                    value={plan.id}
                    defaultChecked={planChecked(plan.id)}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
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
        {plansError ? <FieldError id={`${id}-planIds-error`}>{plansError}</FieldError> : null}
      </fieldset>
      <ItemField id={`${id}-note`} label="Note to the client" error={error("note")} className="sm:col-span-2">
        {(props) => <textarea form={MANAGER_FORM} name={itemInputName(item.apartmentId, "note")} rows={2} maxLength={OPTION_LIMITS.note} defaultValue={typed?.note ?? item.note ?? ""} {...props} />}
      </ItemField>
      <ItemField id={`${id}-special`} label="Current special" error={error("special")}>
        {(props) => <input form={MANAGER_FORM} name={itemInputName(item.apartmentId, "special")} maxLength={OPTION_LIMITS.special} defaultValue={typed?.special ?? item.special ?? ""} {...props} />}
      </ItemField>
      <ItemField id={`${id}-rebate`} label="Rebate ($, optional)" error={error("rebate")}>
        {(props) => (
          <input
            form={MANAGER_FORM}
            name={itemInputName(item.apartmentId, "rebate")}
            inputMode="numeric"
            defaultValue={typed?.rebate ?? (item.rebate === null ? "" : String(item.rebate))}
            {...props}
          />
        )}
      </ItemField>
      <div className="sm:col-span-2">
        {/* Saves every card's changes, not only this one's: the label names the card the locator is at. */}
        <SubmitButton intent={saveIntent} size="sm" aria-describedby={refusal ? `${id}-error` : undefined}>
          <Save aria-hidden="true" />
          <span>
            Save<span className="sr-only"> {item.title}</span>
          </span>
        </SubmitButton>
        {unsaved ? (
          <span className="ml-2 text-sm font-medium text-amber-800" data-testid="item-unsaved">
            Changes not saved
          </span>
        ) : null}
        <FormRefusal id={`${id}-error`} refusal={refusal} />
      </div>
    </div>
  );
}

interface FieldProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/** A labelled input of an item's fields with its message; the input itself is the caller's. */
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

function RemoveButton({ item, actionData }: { item: ManagerItem; actionData: ManagerActionData | undefined }) {
  const id = useId();
  const refusal = refusalFor(actionData, intentValue("remove", item.apartmentId));
  return (
    <details className="mt-3 text-sm" open={Boolean(refusal)}>
      <summary className="inline-flex cursor-pointer items-center gap-1 font-medium text-red-800">
        <Trash2 aria-hidden="true" className="size-4" />
        <span>
          Remove<span className="sr-only"> {item.title}</span>…
        </span>
      </summary>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <span>Take {item.title} off the list?</span>
        <SubmitButton intent={intentValue("remove", item.apartmentId)} size="sm" variant="destructive">
          Remove {item.title}
        </SubmitButton>
      </div>
      <FormRefusal id={`${id}-error`} refusal={refusal} />
    </details>
  );
}
