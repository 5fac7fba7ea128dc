/**
 * A client inquiry's own screen above its form: what the client asked, the
 * person behind it, the stage with the moves the pipeline allows (and what a
 * move to Lost or Leased needs), and the timeline with a note form. Plain
 * forms: it all works without JavaScript.
 */
import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { allowedMoves, INQUIRY_STAGE_LABELS, isInquiryStage } from "../../../core/admin/inquiry-stages.ts";
import type { FilterOption } from "../../../core/admin/resource.ts";
import { INQUIRY_NOTE_MAX, INQUIRY_SOURCE_LABELS } from "../../../core/admin/resources/client-inquiries.ts";
import { formatCalendarDate, formatLongDate } from "../../../core/format/dates.ts";
import { formatTourStart, formatTourTime } from "../../../core/tours/tour-format.ts";
import type { TimelineEvent } from "../../../db/queries/admin/resources/client-inquiries.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";
import { NoteForm } from "./note-form.tsx";
import { OpenOptionsList } from "./open-options-list.tsx";

interface InquiryFacts {
  name: string;
  email: string;
  phone: string | null;
  message: string;
  moveInDate: string | null;
  source: keyof typeof INQUIRY_SOURCE_LABELS;
  stage: string;
  lostReason: string | null;
  createdAt: string;
  stageChangedAt: string;
  apartment: { title: string; slug: string } | null;
  /** The saved conversation a chat hand-off came from. */
  chatSessionId: number | null;
  /** The tour a booking filed (source 'tour'): its slot, in person or virtual, and whether it still stands. */
  tour: { startsAt: string; endsAt: string; mode: string; status: string } | null;
  lease: { rent: number; moveIn: string | null; community: { title: string; slug: string; plan: string | null } | null } | null;
}


export function InquiryWorkspace({ record, errors, options }: { record: EditRecord; errors: Record<string, string>; options: Record<string, FilterOption[]> }) {
  const extra = record.extra ?? {};
  const inquiry = extra.inquiry as InquiryFacts;
  const account = extra.account as { id: number; username: string; sameEmailOnly: boolean; verified: boolean } | null;
  const optionsListId = (extra.optionsListId ?? null) as number | null;
  const earlier = (extra.earlier ?? []) as { id: number; createdAt: string; status: string }[];
  const timeline = (extra.timeline ?? []) as TimelineEvent[];
  const stage = isInquiryStage(inquiry.stage) ? inquiry.stage : "new";
  const id = useId();

  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby={`${id}-request`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 id={`${id}-request`} className="text-base font-semibold">
          The request
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">From</dt>
          <dd>
            {inquiry.name} · <a href={`mailto:${inquiry.email}`} className="text-brand-700 underline">{inquiry.email}</a>
            {inquiry.phone ? <> · {inquiry.phone}</> : null}
          </dd>
          <dt className="font-medium text-slate-600">Source</dt>
          <dd>
            {INQUIRY_SOURCE_LABELS[inquiry.source] ?? inquiry.source}
            {inquiry.apartment ? (
              <>
                {": "}
                <a href={`/apartments/${inquiry.apartment.slug}`} className="text-brand-700 underline">
                  {inquiry.apartment.title}
                </a>
              </>
            ) : null}
          </dd>
          {inquiry.tour ? (
            <>
              <dt className="font-medium text-slate-600">Tour</dt>
              <dd data-testid="inquiry-tour-slot">
                {formatTourStart(inquiry.tour.startsAt)}–{formatTourTime(inquiry.tour.endsAt)} (Houston time),{" "}
                {inquiry.tour.mode === "virtual" ? "virtual" : "in person"}
                {inquiry.tour.status === "cancelled" ? <strong className="text-red-800"> · cancelled by the client</strong> : null}
              </dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600">Received</dt>
          <dd>{formatLongDate(inquiry.createdAt)}</dd>
          {inquiry.moveInDate ? (
            <>
              <dt className="font-medium text-slate-600">Moving in</dt>
              <dd>{formatCalendarDate(inquiry.moveInDate)}</dd>
            </>
          ) : null}
        </dl>
        <p className="mt-3 rounded-md bg-slate-50 p-3 whitespace-pre-wrap text-slate-800">{inquiry.message}</p>
        <p className="mt-3 text-slate-600">
          {account ? (
            <>
              {account.sameEmailOnly && !account.verified ? "Same e-mail, not verified: " : "Account: "}
              <Link to={`/admin/user-profiles/${account.id}`} className="font-medium text-brand-700 underline">
                {account.username}
              </Link>
              {account.sameEmailOnly && !account.verified ? " (may not be this client; nothing is linked until you confirm it)" : ""}.{" "}
            </>
          ) : (
            "No account with this e-mail. "
          )}
          {earlier.length ? (
            <>
              Earlier inquiries:{" "}
              {earlier.map((e, index) => (
                <span key={e.id}>
                  {index > 0 ? ", " : ""}
                  <Link to={`/admin/client-inquiries/${e.id}`} className="text-brand-700 underline">
                    {formatLongDate(e.createdAt)} ({isInquiryStage(e.status) ? INQUIRY_STAGE_LABELS[e.status] : e.status})
                  </Link>
                </span>
              ))}
            </>
          ) : (
            "No earlier inquiries."
          )}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <OpenOptionsList from="inquiry" id={record.id} listId={optionsListId} />
          {inquiry.chatSessionId ? (
            <Link to={`/admin/chat-history/${inquiry.chatSessionId}`} className="font-medium text-brand-700 underline">
              Read the conversation
            </Link>
          ) : null}
        </div>
      </section>

      <section aria-labelledby={`${id}-stage`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <h2 id={`${id}-stage`} className="text-base font-semibold">
          Stage: {INQUIRY_STAGE_LABELS[stage]}
        </h2>
        <p className="mt-1 text-slate-600">Since {formatLongDate(inquiry.stageChangedAt)}.</p>
        {stage === "lost" && inquiry.lostReason ? <p className="mt-1">Reason: {inquiry.lostReason}</p> : null}
        {inquiry.lease ? (
          <p className="mt-1">
            Leased {inquiry.lease.community ? `at ${inquiry.lease.community.title}${inquiry.lease.community.plan ? ` (${inquiry.lease.community.plan})` : ""}` : ""} for $
            {inquiry.lease.rent.toLocaleString("en-US")}/month{inquiry.lease.moveIn ? `, moving in ${formatCalendarDate(inquiry.lease.moveIn)}` : ""}.
          </p>
        ) : null}
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="version" value={record.version} />
          <label className="block font-medium" htmlFor={`${id}-to`}>
            Move to
          </label>
          <select id={`${id}-to`} name="to" className={inputClass} defaultValue="" aria-invalid={errors.to ? true : undefined} aria-describedby={errors.to ? `${id}-to-error` : undefined}>
            <option value="" disabled>
              Choose a stage
            </option>
            {allowedMoves(stage).map((to) => (
              <option key={to} value={to}>
                {INQUIRY_STAGE_LABELS[to]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-to-error`} message={errors.to} />
          <details className="rounded-md border border-slate-200 p-2" open={Boolean(errors.lostReason)}>
            <summary className="cursor-pointer font-medium">If Lost: the reason</summary>
            <label className="mt-2 block" htmlFor={`${id}-lost`}>
              Reason
            </label>
            <input id={`${id}-lost`} name="lostReason" className={inputClass} maxLength={300} aria-invalid={errors.lostReason ? true : undefined} aria-describedby={errors.lostReason ? `${id}-lost-error` : undefined} />
            <FieldError id={`${id}-lost-error`} message={errors.lostReason} />
          </details>
          <details className="rounded-md border border-slate-200 p-2" open={Boolean(errors.leasedApartmentId || errors.leaseMoveIn || errors.leaseRent || errors.leasedFloorPlanId)}>
            <summary className="cursor-pointer font-medium">If Leased: the lease</summary>
            <label className="mt-2 block" htmlFor={`${id}-community`}>
              Community
            </label>
            <select id={`${id}-community`} name="leasedApartmentId" className={inputClass} defaultValue="" aria-invalid={errors.leasedApartmentId ? true : undefined} aria-describedby={errors.leasedApartmentId ? `${id}-community-error` : undefined}>
              <option value="">Choose…</option>
              {(options.leasedApartmentId ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-community-error`} message={errors.leasedApartmentId ?? errors.leasedFloorPlanId} />
            <label className="mt-2 block" htmlFor={`${id}-move-in`}>
              Move-in date
            </label>
            <input id={`${id}-move-in`} type="date" name="leaseMoveIn" className={inputClass} aria-invalid={errors.leaseMoveIn ? true : undefined} aria-describedby={errors.leaseMoveIn ? `${id}-move-in-error` : undefined} />
            <FieldError id={`${id}-move-in-error`} message={errors.leaseMoveIn} />
            <label className="mt-2 block" htmlFor={`${id}-rent`}>
              Monthly rent
            </label>
            <input id={`${id}-rent`} name="leaseRent" inputMode="numeric" className={inputClass} aria-invalid={errors.leaseRent ? true : undefined} aria-describedby={errors.leaseRent ? `${id}-rent-error` : undefined} />
            <FieldError id={`${id}-rent-error`} message={errors.leaseRent} />
          </details>
          <Button type="submit" name="intent" value="stage" size="sm">
            <ArrowRight aria-hidden="true" />
            Move
          </Button>
        </Form>
      </section>

      <section aria-labelledby={`${id}-timeline`} className="rounded-lg border border-slate-200 bg-white p-4 text-sm lg:col-span-2">
        <h2 id={`${id}-timeline`} className="text-base font-semibold">
          Timeline
        </h2>
        {timeline.length ? (
          <ol className="mt-2 space-y-2">
            {timeline.map((event) => (
              <li key={event.id} className="border-l-2 border-slate-200 pl-3">
                <p className="text-xs text-slate-600">
                  {formatLongDate(event.at)} · {event.actor} · {event.kind === "note" ? (event.staffOnly ? "staff note" : "note shared with the client") : event.kind}
                </p>
                <p className="whitespace-pre-wrap">{event.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-slate-600">Nothing yet: move the stage or add a note.</p>
        )}
        <NoteForm id={`${id}-note`} version={record.version} label="Add a note" maxLength={INQUIRY_NOTE_MAX} error={errors.body}>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="shared" className="size-4 accent-brand-700" />
            The client may see this note (otherwise staff only)
          </label>
        </NoteForm>
      </section>
    </div>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}
