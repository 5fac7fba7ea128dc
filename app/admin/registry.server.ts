/**
 * Every declared admin resource with its database store and form rules: what
 * the one list route, edit route and CSV route look up by the path's section.
 * A new section is one entry here plus its declaration and store.
 */
import { data } from "react-router";
import { parseResourceForm, type FormCheck, type FormParse, type FormReader } from "../../core/admin/form.ts";
import { parseCommunityExtras } from "../../core/admin/community-form.ts";
import { parseTermsForm } from "../../core/admin/terms-form.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { saveCommunityTerms } from "../../db/queries/admin/community-terms.ts";
import { amenitiesResource } from "../../core/admin/resources/amenities.ts";
import { apartmentChecks, apartmentsResource } from "../../core/admin/resources/apartments.ts";
import type { PhotoOwnerKind } from "../../core/photos/owners.ts";
import { apartmentsStore, markVerifiedToday } from "../../db/queries/admin/resources/apartments.ts";
import { blogPostChecks, blogPostsResource } from "../../core/admin/resources/blog-posts.ts";
import { chatHistoryResource } from "../../core/admin/resources/chat-history.ts";
import { outboxResource } from "../../core/admin/resources/outbox.ts";
import { neighborhoodChecks, neighborhoodsResource } from "../../core/admin/resources/neighborhoods.ts";
import { userProfilesResource } from "../../core/admin/resources/user-profiles.ts";
import { userProfileChecks } from "../../core/admin/user-profile-checks.ts";
import { userProfileRecordActions, userProfilesStore } from "../../db/queries/admin/resources/user-profiles.ts";
import type { FilterOption, ResourceSpec } from "../../core/admin/resource.ts";
import type { Database } from "../../db/client-types.ts";
import { amenitiesStore } from "../../db/queries/admin/resources/amenities.ts";
import { clientInquiriesStore } from "../../db/queries/admin/resources/client-inquiries.ts";
import { clientInquiriesResource } from "../../core/admin/resources/client-inquiries.ts";
import { clientsResource } from "../../core/admin/resources/clients.ts";
import { addClientNote, clientsStore, linkClientAccount, moveClientStage, type LeaseMailEnv } from "../../db/queries/admin/resources/clients.ts";
import { mergeClients, splitInquiry, undoClientMerge } from "../../db/queries/admin/client-merge.ts";
import { parseRegistrationRequest } from "../../core/clients/referral-registration.ts";
import { registerClient } from "../../db/queries/referral-registrations.ts";
import { clientOptionChecks } from "../../core/admin/client-option-checks.ts";
import { clientOptionsResource } from "../../core/admin/resources/client-options.ts";
import { addListNote, clientOptionsStore, linkListAccount, revokeListLink } from "../../db/queries/admin/resources/client-options.ts";
import { blogPostsStore } from "../../db/queries/admin/resources/blog-posts.ts";
import { chatHistoryStore } from "../../db/queries/admin/resources/chat-history.ts";
import { outboxStore } from "../../db/queries/admin/resources/outbox.ts";
import { neighborhoodsStore } from "../../db/queries/admin/resources/neighborhoods.ts";
import type { ResourceStore } from "../../db/queries/admin/resource-store.ts";
import type { AdminActor, AdminWriteResult } from "../../db/queries/admin/admin-write.ts";
import { rowIdOfText } from "../../core/row-id.ts";
import { invoicesResource } from "../../core/admin/resources/invoices.ts";
import { isInvoiceAction } from "../../core/money/invoice-actions.ts";
import { invoicesStore } from "../../db/queries/admin/resources/invoices.ts";
import { moveRebate, promiseRebate, recordRebateConsent, recordSkip } from "../../db/queries/rebates.ts";
import { createInvoice, invoiceStatusAction, recordPayment, removePayment, sendInvoice, type InvoiceIssuer } from "../../db/queries/invoices.ts";

export interface RegisteredResource {
  spec: ResourceSpec;
  store: ResourceStore;
  checks: readonly FormCheck[];
  /** Parts of the form beyond the declared fields (a community's floor plans and amenities). */
  parseExtras?: (form: FormReader) => FormParse;
  /** Whose photos the edit page manages (the photo manager below the form). */
  photoOwner?: PhotoOwnerKind;
  /**
   * Actions on the edit page beyond saving its form ("Verified today", a stage move, a note), by the submit's
   * intent, with the toast after. They get the submitted form and the version the page was opened at.
   */
  recordActions?: Record<
    string,
    { run: (db: Database, actor: AdminActor, id: number, form: FormReader, version: number, env: RecordActionEnv) => Promise<RecordActionResult>; done: string }
  >;
}

/** What record actions get from the server: links' origin and the brokerage for e-mails, and the invoice's issuer. */
export type RecordActionEnv = LeaseMailEnv & { issuer: InvoiceIssuer };

/** A write's result, or fields the action refused before writing (a 400 with each message beside its field, and what was typed). */
export type RecordActionResult = AdminWriteResult | { ok: false; reason: "invalid"; errors: Record<string, string>; raw?: Record<string, string> };

const text = (form: FormReader, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
const optionalId = (form: FormReader, name: string) => {
  const value = text(form, name);
  return rowIdOfText(value);
};

const REGISTRY: Record<string, RegisteredResource> = {
  neighborhoods: { spec: neighborhoodsResource, store: neighborhoodsStore, checks: neighborhoodChecks, photoOwner: "neighborhood" },
  apartments: {
    spec: apartmentsResource,
    store: apartmentsStore,
    checks: apartmentChecks,
    parseExtras: parseCommunityExtras,
    photoOwner: "apartment",
    recordActions: {
      verify: { run: (db, actor, id) => markVerifiedToday(db, actor, id), done: "Availability marked as checked today" },
      // The Commission section: a new dated set of locator terms (decision 036).
      terms: {
        run: (db, actor, id, form) => {
          const parsed = parseTermsForm(form, houstonCalendarDate(new Date()));
          if (!parsed.ok) return Promise.resolve({ ok: false, reason: "invalid", errors: parsed.errors, raw: parsed.raw });
          return saveCommunityTerms(db, actor, id, parsed.terms);
        },
        done: "Commission terms saved",
      },
    },
  },
  amenities: { spec: amenitiesResource, store: amenitiesStore, checks: [] },
  "blog-posts": { spec: blogPostsResource, store: blogPostsStore, checks: blogPostChecks, photoOwner: "blog-post" },
  clients: {
    spec: clientsResource,
    store: clientsStore,
    checks: [],
    recordActions: {
      stage: {
        run: (db, actor, id, form, version, env) =>
          moveClientStage(
            db,
            actor,
            id,
            version,
            {
              to: text(form, "to"),
              lostReason: text(form, "lostReason"),
              leasedApartmentId: optionalId(form, "leasedApartmentId"),
              leasedFloorPlanId: optionalId(form, "leasedFloorPlanId"),
              leaseUnit: text(form, "leaseUnit"),
              leaseMoveIn: text(form, "leaseMoveIn"),
              leaseMonths: text(form, "leaseMonths"),
              leaseRent: text(form, "leaseRent"),
              leaseRenewal: text(form, "leaseRenewal"),
              leasePreviousApartmentId: optionalId(form, "leasePreviousApartmentId"),
            },
            env,
          ),
        done: "Stage moved",
      },
      note: { run: (db, actor, id, form) => addClientNote(db, actor, id, { body: text(form, "body"), staffOnly: form.get("shared") !== "on" }), done: "Note added" },
      link: { run: (db, actor, id, form) => linkClientAccount(db, actor, id, text(form, "account")), done: "Linked to the client's account" },
      merge: {
        run: (db, actor, id, form, version) => {
          const from = optionalId(form, "mergeFrom");
          if (from === null) return Promise.resolve({ ok: false, reason: "invalid", errors: { mergeFrom: "Give the number of the client to merge into this one." } });
          return mergeClients(db, actor, id, version, from);
        },
        done: "Clients merged",
      },
      "undo-merge": {
        run: (db, actor, id, form) => {
          const merge = optionalId(form, "merge");
          if (merge === null) return Promise.resolve({ ok: false, reason: "invalid", errors: { merge: "Choose the merge to undo." } });
          return undoClientMerge(db, actor, id, merge);
        },
        done: "Merge undone",
      },
      split: {
        run: (db, actor, id, form, version) => {
          const inquiry = optionalId(form, "split");
          if (inquiry === null) return Promise.resolve({ ok: false, reason: "invalid", errors: { split: "Choose the inquiry to split off." } });
          return splitInquiry(db, actor, id, version, inquiry);
        },
        done: "Inquiry split into a client of its own",
      },
      // Referral registration (decision 036): the checked communities' leasing contacts, and the client's guest card.
      register: {
        run: (db, actor, id, form, _version, env) => {
          const parsed = parseRegistrationRequest(form.getAll("apartmentIds"));
          if (!parsed.ok) return Promise.resolve({ ok: false, reason: "invalid", errors: { register: parsed.message } });
          return registerClient(db, actor, id, parsed.apartmentIds, env);
        },
        done: "Registration sent to the properties",
      },
      // A verified lease's commission invoice, as a draft (decision 037).
      invoice: {
        run: (db, actor, id, form) => {
          const lease = optionalId(form, "leaseId");
          if (lease === null) return Promise.resolve({ ok: false, reason: "invalid", errors: { invoice: "Choose the lease to invoice." } });
          return createInvoice(db, actor, id, lease, houstonCalendarDate(new Date()));
        },
        done: "Invoice drafted: open it from the lease to send it",
      },
      // Rebates and skips (decision 037): the rules are core/money's; each move names what is missing.
      rebate: {
        run: (db, actor, id, form) => promiseRebate(db, actor, id, { amount: text(form, "rebateAmount"), conditions: text(form, "rebateConditions") }),
        done: "Rebate recorded",
      },
      "rebate-consent": {
        run: (db, actor, id, form) => {
          const rebate = optionalId(form, "rebateId");
          const who = text(form, "who");
          if (rebate === null || (who !== "client" && who !== "broker")) return Promise.resolve({ ok: false, reason: "invalid", errors: { rebate: "Choose whose consent to record." } });
          return recordRebateConsent(db, actor, id, rebate, who, text(form, "consentNote"));
        },
        done: "Consent recorded",
      },
      "rebate-move": {
        run: (db, actor, id, form) => {
          const rebate = optionalId(form, "rebateId");
          const event = text(form, "event");
          if (rebate === null || (event !== "release" && event !== "pay")) return Promise.resolve({ ok: false, reason: "invalid", errors: { rebate: "Choose what to do with the rebate." } });
          const today = houstonCalendarDate(new Date());
          return moveRebate(db, actor, id, rebate, event, text(form, "paidOn") || today, today);
        },
        done: "Rebate updated",
      },
      skip: {
        run: (db, actor, id, form) => {
          const lease = optionalId(form, "leaseId");
          if (lease === null) return Promise.resolve({ ok: false, reason: "invalid", errors: { moveOut: "Choose the lease the client moved out of." } });
          return recordSkip(db, actor, id, lease, text(form, "moveOut"), houstonCalendarDate(new Date()));
        },
        done: "Move-out recorded",
      },
    },
  },
  invoices: {
    spec: invoicesResource,
    store: invoicesStore,
    checks: [],
    recordActions: {
      send: { run: (db, actor, id, _form, version, env) => sendInvoice(db, actor, id, version, env.issuer, houstonCalendarDate(new Date())), done: "Invoice sent to the property" },
      status: {
        run: (db, actor, id, form, version) => {
          const action = text(form, "action");
          if (!isInvoiceAction(action) || action === "send") return Promise.resolve({ ok: false, reason: "invalid", errors: { reason: "Choose what happened to the invoice." } });
          return invoiceStatusAction(db, actor, id, version, action, text(form, "reason"));
        },
        done: "Invoice status changed",
      },
      payment: {
        run: (db, actor, id, form) =>
          recordPayment(db, actor, id, { receivedOn: text(form, "receivedOn"), amount: text(form, "amount"), reference: text(form, "reference") }, houstonCalendarDate(new Date())),
        done: "Payment recorded",
      },
      "remove-payment": {
        run: (db, actor, id, form) => {
          const payment = optionalId(form, "paymentId");
          if (payment === null) return Promise.resolve({ ok: false, reason: "invalid", errors: { payment: "Choose the payment to remove." } });
          return removePayment(db, actor, id, payment);
        },
        done: "Payment removed",
      },
    },
  },
  // The inbox: every inquiry; each is worked on its client's page.
  "client-inquiries": { spec: clientInquiriesResource, store: clientInquiriesStore, checks: [] },
  "client-options": {
    spec: clientOptionsResource,
    store: clientOptionsStore,
    checks: clientOptionChecks,
    recordActions: {
      link: { run: (db, actor, id, form) => linkListAccount(db, actor, id, text(form, "account")), done: "Linked to the client's account" },
      note: { run: (db, actor, id, form) => addListNote(db, actor, id, text(form, "body")), done: "Note added" },
      // The private link the share e-mailed (decision 038): a 404 from now on.
      "revoke-link": { run: (db, actor, id) => revokeListLink(db, actor, id), done: "Private link revoked: it opens nothing any more" },
    },
  },
  "user-profiles": { spec: userProfilesResource, store: userProfilesStore, checks: userProfileChecks, recordActions: userProfileRecordActions },
  // Read-only: the generic list and CSV; the transcript is its own page (routes/admin/chat-transcript.tsx).
  "chat-history": { spec: chatHistoryResource, store: chatHistoryStore, checks: [] },
  // Read-only: what the product queued to send, and whether it went (decision 028).
  outbox: { spec: outboxResource, store: outboxStore, checks: [] },
};

/** The resource of an /admin/{section}... path; a 404 for a section that is not a declared resource. */
export function resourceOfPath(pathname: string): RegisteredResource {
  const section = pathname.split("/")[2]?.replace(/\.csv$/, "") ?? "";
  const found = Object.hasOwn(REGISTRY, section) ? REGISTRY[section] : undefined;
  if (!found) throw data("This admin page does not exist.", { status: 404 });
  return found;
}

/** The declared fields, the resource's checks and its extras, as one parse. */
export function parseSubmittedForm(resource: RegisteredResource, form: FormReader): FormParse {
  const main = parseResourceForm(resource.spec.fields, resource.checks, form);
  const extras = resource.parseExtras?.(form);
  if (!extras) return main;
  const raw = { ...main.raw, ...extras.raw };
  if (main.ok && extras.ok) return { ok: true, values: { ...main.values, ...extras.values }, raw };
  return { ok: false, errors: { ...(main.ok ? {} : main.errors), ...(extras.ok ? {} : extras.errors) }, raw };
}

/**
 * The declaration with the choices that come from the database (a community's
 * neighborhood filter) filled in, and those choices by key for the forms.
 */
export async function resolvedSpec(resource: RegisteredResource, db: Database): Promise<{ spec: ResourceSpec; options: Record<string, FilterOption[]> }> {
  const options = (await resource.store.options?.(db)) ?? {};
  const spec = { ...resource.spec, filters: resource.spec.filters.map((filter) => (options[filter.key] ? { ...filter, options: options[filter.key]! } : filter)) };
  return { spec, options };
}
