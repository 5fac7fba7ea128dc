/**
 * Lease length: "12 month", "a one year lease" (12-month), "month to month",
 * "flexible", "9 months" (not a standard term: the renter's words). A number of
 * months counts as a lease only in lease company ("lease", "for 6 months") or
 * when the profile build asked for it: "in 3 months" is a move-in date.
 */
import { LEASE_LENGTHS } from "../../reference/lease-lengths.ts";
import type { Claims } from "./text.ts";

const STANDARD = new Set<string>(LEASE_LENGTHS.filter((l) => l !== "custom"));

export function leaseFromMonths(months: number): string {
  const standard = `${months}-month`;
  if (STANDARD.has(standard)) return standard;
  if (months % 12 === 0 && months > 24) return `${months / 12} years`;
  return months === 1 ? "1 month" : `${months} months`;
}

const LEASE_WORD = /\b(?:lease|term|contract|short term|long term)\b/;
const BEFORE_OK = /(?:lease|term|contract|for|sign|signing|length|only|just|like|maybe|probably|prefer|want|need|a|an|about|around|is|of|:|do|either)\s*$/;
const NOT_LEASE_BEFORE = /\b(?:in|within|next|after|past|last|the|every|than)\s+(?:about\s+|around\s+|like\s+)?$/;
const NOT_LEASE_AFTER = /^\s*(?:from now|ago|away|old|later|out|before|in advance|rent free|free)\b/;

/** Before "for N years": a stay or a job that has lasted that long. */
const PAST_DURATION = /\b(?:been|lived|living|worked|working|stayed|staying|had|owned|rented|renting|was|were|married|together|there)\b[^.,;!?]{0,45}\bfor\s+(?:about\s+|around\s+|almost\s+|over\s+|like\s+)?$/;

export function findLeaseLength(text: string, claims: Claims, expecting: boolean): string | undefined {
  const found: { index: number; value: string }[] = [];
  const leaseTalk = LEASE_WORD.test(text) || expecting;
  const add = (m: RegExpExecArray, value: string) => {
    if (claims.overlaps(m.index, m.index + m[0].length)) return;
    claims.add(m.index, m.index + m[0].length);
    found.push({ index: m.index, value });
  };
  const inLeaseCompany = (m: RegExpExecArray) => {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 25);
    if (NOT_LEASE_BEFORE.test(before) || NOT_LEASE_AFTER.test(after)) return false;
    if (/^\s*-?\s*(?:lease|term|contract)\b/.test(after) || /^\s*\w+\s+(?:lease|term|contract)\b/.test(after)) return true;
    if (/(?:lease|term|contract)[\s\w:]{0,12}$/.test(before)) return true;
    // "I've been in Montrose for 4 years", "lived there for 2 years": a time that has passed, not a lease.
    if (PAST_DURATION.test(text.slice(Math.max(0, m.index - 60), m.index))) return false;
    if (/\bfor\s+(?:a|an|about|around|only|just)?\s*$/.test(before)) return true;
    return leaseTalk && BEFORE_OK.test(before);
  };

  for (const m of text.matchAll(/\bmonth[\s-]*(?:to|2)[\s-]*month\b|\bmtm\b|\bm2m\b|\bmonthly lease\b|\bno lease\b/g)) add(m, "month-to-month");
  for (const m of text.matchAll(/\b(\d{1,2})\s*-?\s*(?:months?|mos?)\b/g)) {
    // "I'd want 12 months": a standard term the renter wants is a lease even with no lease word.
    // So is one set as a value ("set it to 12 months", "lock that in - 24 months", "go with 18 months").
    const wanted = STANDARD.has(`${m[1]}-month`) && /\b(?:want|need|prefer|id like|would like|looking for|do|did|went with|took|go with|set (?:it|that)(?: to)?|make (?:it|that)|change (?:it|that) to|switch (?:it |that )?to|lock (?:it|that|this) in(?: at| for)?|lock in)[\s,:-]+(?:a\s+|an\s+)?$/.test(text.slice(Math.max(0, m.index - 24), m.index));
    if (inLeaseCompany(m) || (wanted && !NOT_LEASE_AFTER.test(text.slice(m.index + m[0].length))) || (expecting && text.trim() === m[0])) add(m, leaseFromMonths(Number(m[1])));
  }
  for (const m of text.matchAll(/\b(\d{1,2}(?:\.5)?|a|an)\s*-?\s*(?:years?|yrs?)(\s+and\s+a\s+half)?(?:\s*-?\s*long)?\b/g)) {
    const years = (m[1] === "a" || m[1] === "an" ? 1 : Number(m[1])) + (m[2] ? 0.5 : 0);
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    // "75k a year" is a salary.
    if (/\d\s*k?\s*$/.test(before) || /(?:make|earn|salary|income)\b.*$/.test(text.slice(Math.max(0, m.index - 25), m.index))) continue;
    if (inLeaseCompany(m) || /long\s*$/.test(m[0]) || (expecting && text.trim() === m[0])) {
      add(m, leaseFromMonths(Math.round(years * 12)));
    }
  }
  for (const m of text.matchAll(/\byear[\s-]*long\b|\byearlong\b/g)) add(m, "12-month");
  // Travel-nurse contracts come in weeks: "for 13 weeks".
  for (const m of text.matchAll(/\b(\d{1,2})\s*-?\s*(?:weeks?|wks?)\b/g)) {
    if (inLeaseCompany(m) || (expecting && text.trim() === m[0])) add(m, `${m[1]} weeks`);
  }
  for (const m of text.matchAll(/\bflex(?:ible)?\s+(?:lease|term)s?\b|\b(?:lease|term)(?:\s+(?:length|term))?\s+(?:is\s+)?flexible\b|\bflexible\s+(?:on|about|with)\s+(?:the\s+)?(?:lease|term|length)/g)) {
    add(m, "flexible");
  }
  if (found.length === 0) {
    const shortTerm = /\b(short|long)[\s-]*term\b/.exec(text);
    if (shortTerm && (/\b(?:lease|contract)\b/.test(text) || expecting) && !/furnished/.test(text)) add(shortTerm, `${shortTerm[1]}-term`);
  }
  if (expecting && found.length === 0) {
    const bare = /^\s*(?:i'?m\s+|its\s+|im\s+)?(?:flexible|flex|open|any length)\s*$/.exec(text);
    if (bare) add(bare, "flexible");
    const months = /^\s*(\d{1,2})\s*$/.exec(text);
    if (months) add(months, leaseFromMonths(Number(months[1])));
  }
  found.sort((a, b) => a.index - b.index);
  return found[found.length - 1]?.value;
}
