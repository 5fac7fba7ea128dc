/**
 * A client's own screen above its form (decision 035): the person and their account, the stage with the moves the
 * pipeline allows (a lease recorded with Leased), every inquiry they sent with its tour, their leases, referral
 * registrations with the properties (#register), the clients that are likely the same person (merge), merges to undo,
 * and the timeline with a note form. Plain forms: it all works without JavaScript.
 */
import { ArrowRight, GitMerge, Send, Split, Undo2, UserCheck } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";
import { allowedMoves, CLIENT_STAGE_LABELS, isClientStage, LOST_REASON_MAX } from "../../../core/admin/client-stages.ts";
import type { FilterOption } from "../../../core/admin/resource.ts";
import { INQUIRY_SOURCE_LABELS } from "../../../core/admin/resources/client-inquiries.ts";
import { CLIENT_NOTE_MAX } from "../../../core/admin/resources/clients.ts";
import { CANDIDATE_SOURCE_LABELS, REGISTRATION_VALID_DAYS } from "../../../core/clients/referral-registration.ts";
import { formatCalendarDate, formatHoustonDateTime } from "../../../core/format/dates.ts";
import { formatCents } from "../../../core/money/cents.ts";
import { INVOICE_STATUS_LABELS } from "../../../core/money/invoice-actions.ts";
import type { InvoiceStatus } from "../../../core/money/invoice-rules.ts";
import { formatTourStart, formatTourTime } from "../../../core/tours/tour-format.ts";
import type { LeaseFormDefaults } from "../../../db/queries/admin/lease-form-defaults.ts";
import type { TimelineEvent } from "../../../db/queries/admin/resources/clients.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import type { ClientRegistration, RegistrationCandidateView } from "../../../db/queries/referral-registrations.ts";
import type { ClientRebate } from "../../../db/queries/rebates.ts";
import { defaultRebateConditions } from "../../../core/money/rebate-status.ts";
import { SITE_NAME } from "../../../core/reference/site.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "./form-styles.ts";
import { LeaseFormFields } from "./lease-form-fields.tsx";
import { NoteForm } from "./note-form.tsx";
import { FieldError, TextField } from "./workspace-fields.tsx";
import { ClientRebates } from "./client-rebates.tsx";
import { OpenOptionsList } from "./open-options-list.tsx";

interface ClientFacts {
  name: string;
  email: string | null;
  phone: string | null;
  stage: string;
  lostReason: string | null;
  createdAt: string;
  stageChangedAt: string;
  mergedInto: { id: number; name: string } | null;
}

interface InquiryRow {
  id: number;
  createdAt: string;
  source: keyof typeof INQUIRY_SOURCE_LABELS;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  moveInDate: string | null;
  chatSessionId: number | null;
  apartment: string | null;
  apartmentSlug: string | null;
}

interface LeaseRow {
  id: number;
  community: string;
  slug: string | null;
  plan: string | null;
  unit: string | null;
  moveIn: string;
  leaseMonths: number | null;
  rent: number;
  renewal: boolean;
  expectedCommissionCents: number | null;
  commissionNote: string | null;
  verifiedAt: string | null;
  verifiedMoveIn: string | null;
  verifiedRent: number | null;
  verifiedUnit: string | null;
  verificationRequested: boolean;
  invoice: { id: number; number: string; status: InvoiceStatus; amountCents: number } | null;
  movedOutOn: string | null;
  skipRefundCents: number | null;
}

interface TourRow {
  id: number;
  startsAt: string;
  endsAt: string;
  mode: string;
  status: string;
  community: string;
  slug: string;
}

interface MatchRow {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: string;
  reason: string;
}

const EVENT_LABELS: Record<string, string> = {
  inquiry: "inquiry",
  stage: "stage",
  assignment: "assignment",
  "follow-up": "follow-up",
  reaction: "the client",
  merge: "merge",
  split: "split",
  linked: "account",
  lease: "lease",
  email: "e-mail",
  registration: "registration",
  verification: "verification",
  invoice: "invoice",
  rebate: "rebate",
};

const stageStyle = "rounded-lg border border-slate-200 bg-white p-4 text-sm";

export function ClientWorkspace({ record, errors, options }: { record: EditRecord; errors: Record<string, string>; options: Record<string, FilterOption[]> }) {
  const extra = record.extra ?? {};
  const client = extra.client as ClientFacts;
  const account = extra.account as { id: number; username: string; linked: boolean; verified: boolean } | null;
  const optionsListId = (extra.optionsListId ?? null) as number | null;
  const inquiries = (extra.inquiries ?? []) as InquiryRow[];
  const leases = (extra.leases ?? []) as LeaseRow[];
  const tours = (extra.tours ?? []) as TourRow[];
  const matches = (extra.matches ?? []) as MatchRow[];
  const merges = (extra.merges ?? []) as { id: number; mergedId: number; name: string; at: string }[];
  const timeline = (extra.timeline ?? []) as TimelineEvent[];
  const registrations = (extra.registrations ?? []) as ClientRegistration[];
  const candidates = (extra.registrationCandidates ?? []) as RegistrationCandidateView[];
  const rebates = (extra.rebates ?? []) as ClientRebate[];
  const leaseForm = (extra.leaseForm ?? null) as LeaseFormDefaults | null;
  const stage = isClientStage(client.stage) ? client.stage : "new";
  const id = useId();

  if (client.mergedInto) {
    return (
      <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm" role="status">
        This client was merged into{" "}
        <Link to={`/admin/clients/${client.mergedInto.id}`} className="font-medium text-brand-700 underline">
          client #{client.mergedInto.id} ({client.mergedInto.name})
        </Link>
        . Work on that one; the merge can be undone there.
      </p>
    );
  }

  return (
    <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby={`${id}-person`} className={stageStyle}>
        <h2 id={`${id}-person`} className="text-base font-semibold">
          The client
        </h2>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">Contact</dt>
          <dd className="break-words">
            {client.name}
            {client.email ? (
              <>
                {" · "}
                <a href={`mailto:${client.email}`} className="text-brand-700 underline">
                  {client.email}
                </a>
              </>
            ) : null}
            {client.phone ? <> · {client.phone}</> : null}
          </dd>
          <dt className="font-medium text-slate-600">Client since</dt>
          <dd>{formatHoustonDateTime(client.createdAt)}</dd>
          <dt className="font-medium text-slate-600">Account</dt>
          <dd data-testid="client-account">
            {account ? (
              <>
                <Link to={`/admin/user-profiles/${account.id}`} className="font-medium text-brand-700 underline">
                  {account.username}
                </Link>
                {account.linked ? " (linked)" : " has the same e-mail, not verified: nothing is linked until you confirm it"}
              </>
            ) : (
              "None"
            )}
          </dd>
        </dl>
        {account && !account.linked ? (
          <Form method="post" className="mt-2">
            <input type="hidden" name="version" value={record.version} />
            <input type="hidden" name="account" value={account.username} />
            <Button type="submit" name="intent" value="link" size="sm" variant="outline">
              <UserCheck aria-hidden="true" />
              This is the client: link {account.username}
            </Button>
            <FieldError id={`${id}-account-error`} message={errors.account} />
          </Form>
        ) : errors.account ? (
          <FieldError id={`${id}-account-error`} message={errors.account} />
        ) : null}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <OpenOptionsList from="client" id={record.id} listId={optionsListId} />
        </div>
      </section>

      <section aria-labelledby={`${id}-stage`} className={stageStyle}>
        <h2 id={`${id}-stage`} className="text-base font-semibold">
          Stage: {CLIENT_STAGE_LABELS[stage]}
        </h2>
        <p className="mt-1 text-slate-600">Since {formatHoustonDateTime(client.stageChangedAt)}.</p>
        {stage === "lost" && client.lostReason ? <p className="mt-1">Reason: {client.lostReason}</p> : null}
        {stage === "leased" && leases[0] ? (
          <p className="mt-1">
            Leased at {leases[0].community}
            {leases[0].plan ? ` (${leases[0].plan})` : ""} for ${leases[0].rent.toLocaleString("en-US")}/month, moving in {formatCalendarDate(leases[0].moveIn)}.
          </p>
        ) : null}
        {/* A new form after each saved change: the moves and the lease's defaults are the new stage's, nothing left chosen or open. */}
        <Form key={record.version} method="post" className="mt-3 space-y-2">
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
                {CLIENT_STAGE_LABELS[to]}
                {stage === "leased" && to === "new" ? " (a new search)" : stage === "leased" && to === "applied" ? " (the lease was a mistake)" : ""}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-to-error`} message={errors.to} />
          <details className="rounded-md border border-slate-200 p-2" open={Boolean(errors.lostReason)}>
            <summary className="cursor-pointer font-medium">If Lost: the reason</summary>
            <TextField id={`${id}-lost`} name="lostReason" label="Reason" maxLength={LOST_REASON_MAX} error={errors.lostReason} />
          </details>
          <details
            className="rounded-md border border-slate-200 p-2"
            open={Boolean(errors.leasedApartmentId || errors.leaseMoveIn || errors.leaseRent || errors.leasedFloorPlanId || errors.leaseMonths || errors.leaseUnit || errors.leasePreviousApartmentId)}
          >
            <summary className="cursor-pointer font-medium">If Leased: the lease</summary>
            <LeaseFormFields id={`${id}-lease`} errors={errors} communities={options.leasedApartmentId ?? []} defaults={leaseForm} />
          </details>
          <Button type="submit" name="intent" value="stage" size="sm">
            <ArrowRight aria-hidden="true" />
            Move
          </Button>
        </Form>
      </section>

      <section aria-labelledby={`${id}-inquiries`} className={`${stageStyle} lg:col-span-2`}>
        <h2 id={`${id}-inquiries`} className="text-base font-semibold">
          Inquiries ({inquiries.length})
        </h2>
        <ol className="mt-2 space-y-3">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id} id={`inquiry-${inquiry.id}`} className="rounded-md border border-slate-200 p-3">
              <p className="text-xs text-slate-600">
                #{inquiry.id} · <time dateTime={inquiry.createdAt}>{formatHoustonDateTime(inquiry.createdAt)}</time> · {INQUIRY_SOURCE_LABELS[inquiry.source] ?? inquiry.source}
                {inquiry.apartment && inquiry.apartmentSlug ? (
                  <>
                    {" · "}
                    <a href={`/apartments/${inquiry.apartmentSlug}`} className="text-brand-700 underline">
                      {inquiry.apartment}
                    </a>
                  </>
                ) : null}
                {inquiry.moveInDate ? <> · moving in {formatCalendarDate(inquiry.moveInDate)}</> : null}
              </p>
              {inquiry.name !== client.name || inquiry.email.toLowerCase() !== (client.email ?? "").toLowerCase() || (inquiry.phone && inquiry.phone !== client.phone) ? (
                <p className="mt-1 text-xs text-slate-600 break-words">
                  As {inquiry.name} · {inquiry.email}
                  {inquiry.phone ? ` · ${inquiry.phone}` : ""}
                </p>
              ) : null}
              <p className="mt-1 whitespace-pre-wrap text-slate-800">{inquiry.message}</p>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                {inquiry.chatSessionId ? (
                  <Link to={`/admin/chat-history/${inquiry.chatSessionId}`} className="font-medium text-brand-700 underline">
                    Read the conversation
                  </Link>
                ) : null}
                {inquiries.length > 1 ? (
                  <Form method="post">
                    <input type="hidden" name="version" value={record.version} />
                    <input type="hidden" name="split" value={inquiry.id} />
                    <Button type="submit" name="intent" value="split" size="sm" variant="outline" aria-label={`Not this client: split inquiry #${inquiry.id} into a client of its own`}>
                      <Split aria-hidden="true" />
                      Not this client
                    </Button>
                  </Form>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
        <FieldError id={`${id}-split-error`} message={errors.split} />
        {tours.length ? (
          <>
            <h3 className="mt-4 font-semibold">Tours</h3>
            <ul className="mt-1 space-y-1" data-testid="client-tours">
              {tours.map((tour) => (
                <li key={tour.id}>
                  {formatTourStart(tour.startsAt)}–{formatTourTime(tour.endsAt)} (Houston time) at{" "}
                  <a href={`/apartments/${tour.slug}`} className="text-brand-700 underline">
                    {tour.community}
                  </a>
                  , {tour.mode === "virtual" ? "virtual" : "in person"}
                  {tour.status === "cancelled" ? <strong className="text-red-800"> · cancelled by the client</strong> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {leases.length ? (
          <>
            <h3 className="mt-4 font-semibold">Leases</h3>
            <ul className="mt-1 space-y-1" data-testid="client-leases">
              {leases.map((lease) => (
                <li key={lease.id}>
                  {lease.slug ? (
                    <a href={`/apartments/${lease.slug}`} className="text-brand-700 underline">
                      {lease.community}
                    </a>
                  ) : (
                    lease.community
                  )}
                  {lease.plan ? ` (${lease.plan})` : ""}
                  {lease.unit ? `, unit ${lease.unit}` : ""}: ${lease.rent.toLocaleString("en-US")}/month from {formatCalendarDate(lease.moveIn)}
                  {lease.leaseMonths ? `, ${lease.leaseMonths} months` : ""}
                  {lease.renewal ? " (a renewal)" : ""}
                  <br />
                  <span className="text-slate-700">
                    {lease.expectedCommissionCents !== null
                      ? `Expected commission ${formatCents(lease.expectedCommissionCents)} (${lease.commissionNote ?? ""})`
                      : `No commission expected: ${lease.commissionNote ?? "no terms on record"}`}
                    {" · "}
                    {lease.verifiedAt
                      ? `Verified by the property ${formatHoustonDateTime(lease.verifiedAt)}: $${(lease.verifiedRent ?? lease.rent).toLocaleString("en-US")}/month from ${formatCalendarDate(lease.verifiedMoveIn ?? lease.moveIn)}${lease.verifiedUnit ? `, unit ${lease.verifiedUnit}` : ""}`
                      : lease.verificationRequested
                        ? "Verification requested from the property"
                        : "Not verified"}
                  </span>
                  <LeaseInvoice lease={lease} version={record.version} error={errors.invoice} />
                  <LeaseSkip lease={lease} version={record.version} error={errors.moveOut} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section id="register" aria-labelledby={`${id}-register`} className={`${stageStyle} scroll-mt-4 lg:col-span-2`}>
        <h2 id={`${id}-register`} className="text-base font-semibold">
          Register with properties
        </h2>
        <p className="mt-1 text-slate-600">
          Each checked community's leasing contact gets the client's name, your name and today's date; the registration holds {REGISTRATION_VALID_DAYS} days.
          {client.email ? ` The client gets the guest-card instruction at ${client.email}.` : " The client has no e-mail address: tell them yourself to name us on the guest card and the application."}
        </p>
        {registrations.length ? (
          <ul className="mt-2 space-y-1" data-testid="client-registrations">
            {registrations.map((registration) => (
              <li key={registration.id} className="break-words">
                <span className="font-medium">{registration.community}</span>: sent <time dateTime={registration.sentAt}>{formatHoustonDateTime(registration.sentAt)}</time> to{" "}
                {registration.toAddress}, valid until {formatCalendarDate(registration.expiresOn)}
                {registration.expired ? (
                  <span className="ml-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Expired</span>
                ) : (
                  <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">Open</span>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">No registration sent yet.</p>
        )}
        {candidates.length ? (
          <Form method="post" className="mt-3 space-y-2">
            <input type="hidden" name="version" value={record.version} />
            <fieldset aria-describedby={errors.register ? `${id}-register-error` : undefined}>
              <legend className="font-medium">Communities of the client's search</legend>
              <ul className="mt-1 space-y-2">
                {candidates.map((candidate) => (
                  <li key={candidate.apartmentId}>
                    <label className="flex items-start gap-2">
                      <input
                        type="checkbox"
                        name="apartmentIds"
                        value={candidate.apartmentId}
                        disabled={!candidate.leasingContactEmail}
                        aria-describedby={`${id}-candidate-${candidate.apartmentId}`}
                        className="mt-0.5 size-4 shrink-0 accent-brand-700"
                      />
                      <span>
                        <span className="font-medium">{candidate.community}</span> <span className="text-slate-600">({candidate.sources.map((source) => CANDIDATE_SOURCE_LABELS[source]).join(", ")})</span>
                        {candidate.openUntil ? (
                          <span className="ml-1 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold text-green-900">Registered until {formatCalendarDate(candidate.openUntil)}</span>
                        ) : null}
                      </span>
                    </label>
                    <p id={`${id}-candidate-${candidate.apartmentId}`} className="ml-6 text-xs text-slate-600 break-words">
                      {candidate.leasingContactEmail ? (
                        <>
                          To {candidate.leasingContactEmail}
                          {candidate.paysLocators === false ? " · its terms say it does not pay locators" : ""}
                          {candidate.openUntil ? " · checked again, it is skipped" : ""}
                        </>
                      ) : (
                        <>
                          {candidate.hasTerms ? "No leasing contact e-mail in its Commission terms" : "No Commission terms yet"}: it cannot be registered.{" "}
                          <Link to={`/admin/apartments/${candidate.apartmentId}`} className="text-brand-700 underline">
                            Open {candidate.community}
                          </Link>
                        </>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            </fieldset>
            <Button type="submit" name="intent" value="register" size="sm">
              <Send aria-hidden="true" />
              Register client
            </Button>
          </Form>
        ) : (
          <p className="mt-2 text-slate-600">Nothing to register yet: add communities to the client's options list, or wait for a tour or a question about one.</p>
        )}
        <FieldError id={`${id}-register-error`} message={errors.register} />
      </section>

      <ClientRebates rebates={rebates} version={record.version} errors={errors} defaultConditions={defaultRebateConditions(SITE_NAME)} />

      <section aria-labelledby={`${id}-same`} className={`${stageStyle} lg:col-span-2`}>
        <h2 id={`${id}-same`} className="text-base font-semibold">
          The same person?
        </h2>
        {matches.length ? (
          <ul className="mt-2 space-y-2">
            {matches.map((match) => (
              <li key={match.id} className="flex flex-wrap items-center gap-2">
                <span>
                  <Link to={`/admin/clients/${match.id}`} className="font-medium text-brand-700 underline">
                    #{match.id} {match.name}
                  </Link>{" "}
                  ({match.reason.toLowerCase()}; {isClientStage(match.status) ? CLIENT_STAGE_LABELS[match.status] : match.status})
                </span>
                <Form method="post">
                  <input type="hidden" name="version" value={record.version} />
                  <input type="hidden" name="mergeFrom" value={match.id} />
                  <Button type="submit" name="intent" value="merge" size="sm" variant="outline" aria-label={`Merge client #${match.id} into this one`}>
                    <GitMerge aria-hidden="true" />
                    Merge into this one
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-600">No other client has this phone number or e-mail address.</p>
        )}
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="version" value={record.version} />
          <div>
            <label className="block font-medium" htmlFor={`${id}-merge-from`}>
              Merge another client into this one (its number)
            </label>
            <input
              id={`${id}-merge-from`}
              name="mergeFrom"
              inputMode="numeric"
              className={`${inputClass} w-40`}
              aria-invalid={errors.mergeFrom ? true : undefined}
              aria-describedby={errors.mergeFrom ? `${id}-merge-error` : undefined}
            />
          </div>
          <Button type="submit" name="intent" value="merge" size="sm" variant="outline">
            <GitMerge aria-hidden="true" />
            Merge
          </Button>
        </Form>
        <FieldError id={`${id}-merge-error`} message={errors.mergeFrom} />
        {merges.length ? (
          <ul className="mt-3 space-y-1">
            {merges.map((merge) => (
              <li key={merge.id} className="flex flex-wrap items-center gap-2">
                <span>
                  Client #{merge.mergedId} ({merge.name}) merged in on {formatHoustonDateTime(merge.at)}
                </span>
                <Form method="post">
                  <input type="hidden" name="version" value={record.version} />
                  <input type="hidden" name="merge" value={merge.id} />
                  <Button type="submit" name="intent" value="undo-merge" size="sm" variant="outline" aria-label={`Undo the merge of client #${merge.mergedId}`}>
                    <Undo2 aria-hidden="true" />
                    Undo
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        ) : null}
        <FieldError id={`${id}-undo-error`} message={errors.merge} />
      </section>

      <section aria-labelledby={`${id}-timeline`} className={`${stageStyle} lg:col-span-2`}>
        <h2 id={`${id}-timeline`} className="text-base font-semibold">
          Timeline
        </h2>
        {timeline.length ? (
          <ol className="mt-2 space-y-2" data-testid="client-timeline">
            {timeline.map((event) => (
              <li key={event.id} className="border-l-2 border-slate-200 pl-3">
                <p className="text-xs text-slate-600">
                  <time dateTime={event.at}>{formatHoustonDateTime(event.at)}</time> · {event.actor} ·{" "}
                  {event.kind === "note" ? (event.staffOnly ? "staff note" : "note shared with the client") : (EVENT_LABELS[event.kind] ?? event.kind)}
                </p>
                <p className="whitespace-pre-wrap break-words">{event.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-slate-600">Nothing yet: move the stage or add a note.</p>
        )}
        <NoteForm id={`${id}-note`} version={record.version} label="Add a note" maxLength={CLIENT_NOTE_MAX} error={errors.body}>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="shared" className="size-4 accent-brand-700" />
            The client may see this note (otherwise staff only)
          </label>
        </NoteForm>
      </section>
    </div>
  );
}

/** The lease's commission invoice: a link to it, or the button that drafts it once the property verified the lease. */
function LeaseInvoice({ lease, version, error }: { lease: LeaseRow; version: number; error?: string }) {
  const errorId = useId();
  if (lease.invoice) {
    return (
      <p className="mt-1">
        <Link to={`/admin/invoices/${lease.invoice.id}`} className="font-medium text-brand-700 underline">
          Invoice {lease.invoice.number}
        </Link>
        {` · ${INVOICE_STATUS_LABELS[lease.invoice.status] ?? lease.invoice.status} · ${formatCents(lease.invoice.amountCents)}`}
      </p>
    );
  }
  if (lease.expectedCommissionCents === null || !lease.verifiedAt) return null;
  return (
    <Form method="post" className="mt-1 flex flex-wrap items-center gap-2">
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="leaseId" value={lease.id} />
      <Button type="submit" name="intent" value="invoice" size="sm" variant="outline" aria-describedby={error ? errorId : undefined}>
        Create the invoice
      </Button>
      <FieldError id={errorId} message={error} />
    </Form>
  );
}

/** A skip: the day the client moved out, and the refund it cost (kept on the lease); a form until one is recorded. */
function LeaseSkip({ lease, version, error }: { lease: LeaseRow; version: number; error?: string }) {
  const id = useId();
  if (lease.movedOutOn) {
    return (
      <p className="mt-1 text-slate-700">
        Moved out {formatCalendarDate(lease.movedOutOn)}: refund owed to the property {formatCents(lease.skipRefundCents ?? 0)}.
      </p>
    );
  }
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-slate-700">The client moved out early?</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="version" value={version} />
        <input type="hidden" name="leaseId" value={lease.id} />
        <div>
          <label htmlFor={`${id}-out`} className="block font-medium">
            Moved out on
          </label>
          <input
            id={`${id}-out`}
            type="date"
            name="moveOut"
            className={`${inputClass} mt-1`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-out-error` : undefined}
          />
        </div>
        <Button type="submit" name="intent" value="skip" size="sm" variant="outline">
          Record the move-out
        </Button>
        <FieldError id={`${id}-out-error`} message={error} />
      </Form>
    </details>
  );
}
