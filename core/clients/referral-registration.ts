/**
 * Referral registration (issue 28, decision 036): before a client visits, the locator registers them with the
 * community as the locator's referral, by e-mail to its leasing contact, and tells the client to name the locator on
 * the guest card and the application. A property pays the locator only for a client registered that way (and named on
 * the card), and only for a while: a registration is honoured for a limited time, after which it is renewed.
 *
 * Pure rules: how long a registration holds, whether one is still open on a day, which communities a client can be
 * registered at, what the form asked for, and which of the asked communities are registered, skipped or refuse the
 * whole registration.
 */
import { z } from "zod";
import { formatCalendarDate, houstonCalendarDate } from "../format/dates.ts";
import { addDays, assertCalendarDate } from "../money/calendar-days.ts";
import { rowIdOfText } from "../row-id.ts";

/**
 * Days a registration is honoured from the day it is sent. Houston properties honour a locator's registration for a
 * limited time (commonly 30 to 90 days, the property's policy); 60 is the default the back office assumes until a
 * community's terms say otherwise. A client who has not leased by then is registered again (renewed).
 */
export const REGISTRATION_VALID_DAYS = 60;

/** The most communities one registration sends at once (a client's options list is a shortlist). */
export const REGISTRATION_MAX_COMMUNITIES = 30;

/**
 * The last day the property honours a registration sent at `sentAt`: the Houston calendar date it was sent plus
 * REGISTRATION_VALID_DAYS (sent on June 1, valid until July 31, that day included).
 */
export function registrationExpiresOn(sentAt: Date, validDays = REGISTRATION_VALID_DAYS): string {
  if (Number.isNaN(sentAt.getTime())) throw new Error("registrationExpiresOn takes a real instant.");
  return addDays(houstonCalendarDate(sentAt), validDays);
}

/** Whether a registration that expires on `expiresOn` still holds on `today` (both Houston calendar dates): it does on its last day. */
export function isRegistrationOpen(expiresOn: string, today: string): boolean {
  return assertCalendarDate(today, "isRegistrationOpen's today") <= assertCalendarDate(expiresOn, "isRegistrationOpen's expiresOn");
}

/** Where a community comes from in the client's search: their options list, a tour they booked, or an inquiry about it. */
export type CandidateSource = "options" | "tour" | "inquiry";

export const CANDIDATE_SOURCE_LABELS: Record<CandidateSource, string> = { options: "on the options list", tour: "tour booked", inquiry: "asked about" };

const SOURCE_ORDER: readonly CandidateSource[] = ["options", "tour", "inquiry"];

export interface CandidateRow {
  apartmentId: number;
  community: string;
  source: CandidateSource;
}

export interface RegistrationCandidate {
  apartmentId: number;
  community: string;
  /** Each source once, in the order options list, tour, inquiry. */
  sources: CandidateSource[];
}

/**
 * The communities a client can be registered at: each community on their options list, toured or asked about, once,
 * with where it comes from; the options list's first, then by name.
 */
export function candidateCommunities(rows: readonly CandidateRow[]): RegistrationCandidate[] {
  const byCommunity = new Map<number, RegistrationCandidate>();
  for (const row of rows) {
    const found = byCommunity.get(row.apartmentId);
    if (!found) byCommunity.set(row.apartmentId, { apartmentId: row.apartmentId, community: row.community, sources: [row.source] });
    else if (!found.sources.includes(row.source)) found.sources.push(row.source);
  }
  const rank = (candidate: RegistrationCandidate) => Math.min(...candidate.sources.map((source) => SOURCE_ORDER.indexOf(source)));
  return [...byCommunity.values()]
    .map((candidate) => ({ ...candidate, sources: SOURCE_ORDER.filter((source) => candidate.sources.includes(source)) }))
    .sort((a, b) => rank(a) - rank(b) || a.community.localeCompare(b.community, "en") || a.apartmentId - b.apartmentId);
}

const RequestSchema = z
  .array(z.unknown())
  .max(REGISTRATION_MAX_COMMUNITIES, { error: `Register the client with at most ${REGISTRATION_MAX_COMMUNITIES} communities at once.` })
  .transform((values, context) => {
    const ids = values.map((value) => (typeof value === "string" ? rowIdOfText(value.trim()) : null));
    if (ids.some((id) => id === null)) {
      context.addIssue({ code: "custom", message: "Choose the communities from the list." });
      return z.NEVER;
    }
    return [...new Set(ids as number[])];
  })
  .refine((ids) => ids.length > 0, { error: "Check at least one community to register the client with." });

/** The form's checked `apartmentIds` (each a row id, each once), or the message the locator reads. */
export function parseRegistrationRequest(values: readonly unknown[]): { ok: true; apartmentIds: number[] } | { ok: false; message: string } {
  const parsed = RequestSchema.safeParse(values);
  return parsed.success ? { ok: true, apartmentIds: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? "Choose the communities from the list." };
}

/** One community the locator asked to register the client at, as the database found it. */
export interface RegistrationTarget {
  apartmentId: number;
  community: string;
  /** On the client's options list, toured or asked about. */
  candidate: boolean;
  /** The leasing contact of the community's terms in effect today; null when none is named (or there are no terms). */
  leasingContactEmail: string | null;
  leasingContactName: string | null;
  /** The last day of the client's registration there that still holds today; null when none does. */
  openUntil: string | null;
}

export type RegistrationPlan =
  | { ok: true; register: RegistrationTarget[]; skipped: { apartmentId: number; community: string; openUntil: string }[] }
  | { ok: false; message: string };

/** "A", "A and B", "A, B and C". */
function listed(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * What a registration does with the communities asked for. All or nothing: a community that is not the client's
 * (options list, tour, inquiry) or, when it is to be sent, has no leasing contact e-mail refuses the whole
 * registration, naming it. A community where the client's registration still holds is skipped, never sent twice;
 * when every one is, there is nothing to send and that is said instead.
 */
export function planRegistration(targets: readonly RegistrationTarget[]): RegistrationPlan {
  if (targets.length === 0) return { ok: false, message: "Check at least one community to register the client with." };
  const strangers = targets.filter((target) => !target.candidate);
  if (strangers.length) {
    const one = strangers.length === 1;
    const names = listed(strangers.map((target) => target.community));
    return { ok: false, message: `${names} ${one ? "is" : "are"} not on the client's options list, tours or inquiries: add ${one ? "it" : "them"} to the options list first.` };
  }
  const skipped = targets.flatMap(({ apartmentId, community, openUntil }) => (openUntil === null ? [] : [{ apartmentId, community, openUntil }]));
  const register = targets.filter((target) => target.openUntil === null);
  const noContact = register.filter((target) => target.leasingContactEmail === null);
  if (noContact.length) {
    return { ok: false, message: `Add a leasing contact e-mail to ${listed(noContact.map((target) => `${target.community}'s`))} Commission terms first.` };
  }
  if (register.length === 0) return { ok: false, message: `Nothing was sent: ${describeSkipped(skipped)}.` };
  return { ok: true, register, skipped };
}

/** "The Ivy is already registered until Jul 31, 2026; ...": what was skipped, for the timeline and the refusal. */
export function describeSkipped(skipped: readonly { community: string; openUntil: string }[]): string {
  return skipped.map((entry) => `${entry.community} is already registered until ${formatCalendarDate(entry.openUntil)}`).join("; ");
}
