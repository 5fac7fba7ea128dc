/**
 * Referral registration (issue 28, decision 036): the locator registers a client with the communities of their
 * search, by e-mail to each community's leasing contact, and the client is told to name the company and the locator
 * on the guest card and the application. One audited write of the client: the registrations, their e-mails, the
 * client's guest-card e-mail and the timeline line, all in one transaction, or nothing. The rules (validity, what is
 * skipped, what refuses) are in core/clients/referral-registration.ts.
 */
import { and, desc, eq, gte, isNotNull, max } from "drizzle-orm";
import {
  candidateCommunities,
  describeSkipped,
  isRegistrationOpen,
  planRegistration,
  registrationExpiresOn,
  type CandidateRow,
  type CandidateSource,
  type RegistrationTarget,
} from "../../core/clients/referral-registration.ts";
import { formatCalendarDate, houstonCalendarDate } from "../../core/format/dates.ts";
import { composeGuestCardEmail } from "../../core/mail/guest-card-email.ts";
import { composeReferralRegistrationEmail } from "../../core/mail/referral-registration-email.ts";
import type { Database } from "../client-types.ts";
import { apartments, clientInquiries, clientOptionApartments, clientOptions, referralRegistrations, tourBookings, users } from "../schema/index.ts";
import { adminWrite, AdminWriteRefusal, type AdminActor, type AdminWriteFailure, type AdminWriteResult } from "./admin/admin-write.ts";
import type { Tx } from "./admin/audited-tables.ts";
import { communityTermsOn } from "./admin/community-terms.ts";
import { addClientEvent } from "./clients.ts";
import { enqueueEmail } from "./outbox.ts";

/** What the e-mails need from the server: PUBLIC_ORIGIN (no link is sent today) and the brokerage's name. */
export interface RegistrationMailEnv {
  origin: string | null;
  company: string;
}

/**
 * Every community of the client's search (options list, tours, inquiries), one row per source. One query after the
 * other: inside a transaction they share one connection, which runs one query at a time anyway.
 */
async function candidateRows(db: Database | Tx, clientId: number): Promise<CandidateRow[]> {
  const community = { apartmentId: apartments.id, community: apartments.title };
  const listed = await db
    .select(community)
    .from(clientOptionApartments)
    .innerJoin(clientOptions, eq(clientOptions.id, clientOptionApartments.clientOptionId))
    .innerJoin(apartments, eq(apartments.id, clientOptionApartments.apartmentId))
    .where(eq(clientOptions.clientId, clientId));
  const toured = await db
    .select(community)
    .from(tourBookings)
    .innerJoin(clientInquiries, eq(clientInquiries.id, tourBookings.inquiryId))
    .innerJoin(apartments, eq(apartments.id, tourBookings.apartmentId))
    .where(eq(clientInquiries.clientId, clientId));
  const asked = await db
    .select(community)
    .from(clientInquiries)
    .innerJoin(apartments, eq(apartments.id, clientInquiries.apartmentId))
    .where(eq(clientInquiries.clientId, clientId));
  const tagged = (rows: { apartmentId: number; community: string }[], source: CandidateSource) => rows.map((row) => ({ ...row, source }));
  return [...tagged(listed, "options"), ...tagged(toured, "tour"), ...tagged(asked, "inquiry")];
}

/** The last day of the client's registration at each community where one still holds on `today`. */
async function openRegistrations(db: Database | Tx, clientId: number, today: string): Promise<Map<number, string>> {
  const rows = await db
    .select({ apartmentId: referralRegistrations.apartmentId, until: max(referralRegistrations.expiresOn) })
    .from(referralRegistrations)
    .where(and(eq(referralRegistrations.clientId, clientId), isNotNull(referralRegistrations.apartmentId), gte(referralRegistrations.expiresOn, today)))
    .groupBy(referralRegistrations.apartmentId);
  return new Map(rows.flatMap((row) => (row.apartmentId !== null && row.until !== null ? [[row.apartmentId, row.until] as const] : [])));
}

export interface ClientRegistration {
  id: number;
  apartmentId: number | null;
  community: string;
  toAddress: string;
  sentAt: string;
  /** The last day it holds (Houston calendar date). */
  expiresOn: string;
  expired: boolean;
}

/** The client's registrations, the newest first, each with whether it has expired. */
export async function registrationsOfClient(db: Database, clientId: number, now = new Date()): Promise<ClientRegistration[]> {
  const today = houstonCalendarDate(now);
  const rows = await db
    .select({
      id: referralRegistrations.id,
      apartmentId: referralRegistrations.apartmentId,
      community: referralRegistrations.communityName,
      toAddress: referralRegistrations.toAddress,
      sentAt: referralRegistrations.sentAt,
      expiresOn: referralRegistrations.expiresOn,
    })
    .from(referralRegistrations)
    .where(eq(referralRegistrations.clientId, clientId))
    .orderBy(desc(referralRegistrations.sentAt), desc(referralRegistrations.id));
  return rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString(), expired: !isRegistrationOpen(row.expiresOn, today) }));
}

export interface RegistrationCandidateView {
  apartmentId: number;
  community: string;
  sources: CandidateSource[];
  /** The leasing contact e-mail of the terms in effect today; null when there is none to write to. */
  leasingContactEmail: string | null;
  /** Whether the community has terms in effect today at all (the reason given when there is no contact). */
  hasTerms: boolean;
  /** False when today's terms say the property does not pay locators; null without terms. */
  paysLocators: boolean | null;
  /** The last day of the client's registration there that still holds; null when none does. */
  openUntil: string | null;
}

/** The communities the client can be registered at, each with its leasing contact and the registration that still holds. */
export async function registrationCandidates(db: Database | Tx, clientId: number, now = new Date()): Promise<RegistrationCandidateView[]> {
  const today = houstonCalendarDate(now);
  const candidates = candidateCommunities(await candidateRows(db, clientId));
  const open = await openRegistrations(db, clientId, today);
  const terms: Awaited<ReturnType<typeof communityTermsOn>>[] = [];
  for (const candidate of candidates) terms.push(await communityTermsOn(db, candidate.apartmentId, today));
  return candidates.map((candidate, index) => {
    const current = terms[index] ?? null;
    return {
      ...candidate,
      leasingContactEmail: current?.leasingContactEmail ?? null,
      hasTerms: current !== null,
      paysLocators: current?.paysLocators ?? null,
      openUntil: open.get(candidate.apartmentId) ?? null,
    };
  });
}

export interface RegistrationOutcome {
  registered: { apartmentId: number; community: string; toAddress: string }[];
  /** Communities asked for where the client's registration still holds: nothing was sent there. */
  skipped: { apartmentId: number; community: string; openUntil: string }[];
  /** The last day the new registrations hold. */
  expiresOn: string;
  /** The client's own address the guest-card instruction went to; null when the client gave none. */
  guestCardTo: string | null;
}

export type RegisterClientResult = (Extract<AdminWriteResult, { ok: true }> & RegistrationOutcome) | AdminWriteFailure;

/** The locator as the property and the client know them: their display name, else their username. */
async function locatorName(tx: Tx, actor: AdminActor): Promise<string> {
  const [row] = await tx.select({ displayName: users.displayName }).from(users).where(eq(users.id, actor.id));
  return row?.displayName?.trim() || actor.username;
}

/**
 * Registers the client with the communities `apartmentIds` (of their options list, tours or inquiries) as of `now`:
 * one registration and one e-mail to the leasing contact of each community's terms in effect today, one guest-card
 * e-mail to the client's own address listing them, and a line on the timeline, as one audited write of the client.
 * A community without a leasing contact e-mail refuses the whole registration (field "register"); one where the
 * client's registration still holds is skipped and said in the result.
 */
export async function registerClient(
  db: Database,
  actor: AdminActor,
  clientId: number,
  apartmentIds: readonly number[],
  env: RegistrationMailEnv,
  now = new Date(),
): Promise<RegisterClientResult> {
  const written: { outcome?: RegistrationOutcome } = {};
  const result = await adminWrite(db, {
    action: "update",
    actor,
    resource: "clients",
    recordId: clientId,
    expectedVersion: null,
    apply: async (tx, client) => {
      if (client.mergedIntoId !== null) throw new AdminWriteRefusal("This client was merged into another; work on that one.", "register");
      const today = houstonCalendarDate(now);
      // Read under the client's row lock: two registrations of one client run one after the other, so the second skips.
      const byId = new Map(candidateCommunities(await candidateRows(tx, clientId)).map((candidate) => [candidate.apartmentId, candidate]));
      const open = await openRegistrations(tx, clientId, today);
      const unique = [...new Set(apartmentIds)];
      const targets: RegistrationTarget[] = [];
      for (const apartmentId of unique) {
        const candidate = byId.get(apartmentId);
        if (!candidate) {
          const [row] = await tx.select({ title: apartments.title }).from(apartments).where(eq(apartments.id, apartmentId));
          const community = row?.title ?? `Community #${apartmentId}`;
          targets.push({ apartmentId, community, candidate: false, leasingContactEmail: null, leasingContactName: null, openUntil: null });
          continue;
        }
        const terms = await communityTermsOn(tx, apartmentId, today);
        targets.push({
          apartmentId,
          community: candidate.community,
          candidate: true,
          leasingContactEmail: terms?.leasingContactEmail ?? null,
          leasingContactName: terms?.leasingContactName ?? null,
          openUntil: open.get(apartmentId) ?? null,
        });
      }
      const plan = planRegistration(targets);
      if (!plan.ok) throw new AdminWriteRefusal(plan.message, "register");

      const locator = await locatorName(tx, actor);
      const expiresOn = registrationExpiresOn(now);
      const registered: RegistrationOutcome["registered"] = [];
      for (const target of plan.register) {
        const toAddress = target.leasingContactEmail!;
        await tx
          .insert(referralRegistrations)
          .values({ clientId, apartmentId: target.apartmentId, communityName: target.community, toAddress, sentAt: now, expiresOn, createdById: actor.id });
        const email = composeReferralRegistrationEmail({
          community: target.community,
          contactName: target.leasingContactName,
          clientName: client.name,
          locator,
          company: env.company,
          registeredOn: today,
          expiresOn,
        });
        await enqueueEmail(tx, { kind: "referral-registration", userId: null, clientId, toAddress }, email);
        registered.push({ apartmentId: target.apartmentId, community: target.community, toAddress });
      }
      // Mail about a client goes only to an address that client gave (clients.email), never to an account's.
      const guestCardTo = client.email?.trim() || null;
      if (guestCardTo) {
        const email = composeGuestCardEmail({ clientName: client.name, communities: registered.map((row) => row.community), locator, company: env.company, expiresOn });
        await enqueueEmail(tx, { kind: "guest-card", userId: null, clientId, toAddress: guestCardTo }, email);
      }
      const body = [
        `Registered with ${registered.map((row) => `${row.community} (${row.toAddress})`).join(", ")}, valid until ${formatCalendarDate(expiresOn)}.`,
        guestCardTo
          ? `Guest-card instruction e-mailed to ${guestCardTo}.`
          : `The client has no e-mail address: tell them to write ${env.company} and ${locator} as their referral source on the guest card and the application.`,
        plan.skipped.length ? `Skipped: ${describeSkipped(plan.skipped)}.` : "",
      ]
        .filter(Boolean)
        .join(" ");
      await addClientEvent(tx, { clientId, actor, kind: "registration", body, at: now });
      written.outcome = { registered, skipped: plan.skipped, expiresOn, guestCardTo };
    },
  });
  if (!result.ok) return result;
  if (!written.outcome) throw new Error("registerClient wrote without recording what it registered");
  return { ...result, ...written.outcome };
}
