/**
 * A follow-up to a drive estimate, read as a revision of the question it follows (SMCalFlow's ReviseConstraint on a
 * topic): after "From Montrose to Texas Medical Center: about 3.4 road miles...", "and from the Heights?" is the
 * same drive from the Heights, and "what about to downtown?" the same start to Downtown. The message is rewritten
 * into the whole question, which is then read like any other (nothing in it is saved: it asks).
 */
import type { HistoryMessage } from "../answer-context.ts";

/** A reply that estimated a drive (answer-commute.ts): "From X to Y: about N road miles". Groups: start, end. */
const DRIVE_REPLY = /^(?:\[\[[a-z]+:[^\]]+\]\] )?From (?:the middle of )?(.+?) to (.+?): about [\d.]+ road miles?/m;

/** "and from the Heights?", "what about to downtown", "how about Midtown?": which end is replaced (none said: the start), and the place. */
const CONTINUED = /^(?:(?:and|ok|okay|so|then|now|what about|how about|and what about|same (?:for|but))\s+)+(?:(from|to)\s+)?(.+?)[\s?.!]*$|^(from|to)\s+(.+?)[\s?.!]*$/i;

/** At most this many words in the place: a longer message says something of its own. */
const MAX_PLACE_WORDS = 5;

/** The whole drive question a short follow-up to a drive estimate means; null when the message is not one. */
export function reviseDriveQuestion(message: string, history: readonly HistoryMessage[]): string | null {
  const last = history.at(-1);
  if (!last || last.role !== "assistant") return null;
  const drive = DRIVE_REPLY.exec(last.content);
  if (!drive) return null;
  const follow = CONTINUED.exec(message.trim());
  if (!follow) return null;
  const end = (follow[1] ?? follow[3] ?? "from").toLowerCase();
  const place = (follow[2] ?? follow[4] ?? "").trim();
  if (place.length < 2 || place.split(/\s+/).length > MAX_PLACE_WORDS || /\b(?:cheap|rent|beds?|br|pool|gym|pets?|dogs?|cats?|price|cost)\b|\$|\d\s?(?:br|bd|bed|k)\b/i.test(place)) return null;
  const [, start, destination] = drive;
  return end === "to" ? `How long is the drive from ${start} to ${place}?` : `How long is the drive from ${place} to ${destination}?`;
}

/** A reply about one or more neighborhoods' figures or facts (rents, a description, parking costs): it opens with the neighborhood's card. */
const PLACE_REPLY = /^\[\[neighborhood:[^\]]+\]\] /;

/** "and in Uptown?", "what about Midtown", "same for the Heights": group 1 the place. */
const PLACE_CONTINUED = /^(?:(?:and|ok|okay|so|then|now|what about|how about|and what about|same for|same in|and for|and in)\s+)+(?:in |for |at |around )?(.+?)[\s?.!]*$/i;

/**
 * A follow-up to an answer about a neighborhood, read as the same question about another ("what do 2 beds cost in
 * Third Ward?", then "and in Uptown?"): the question is rewritten with the new place, and read like any other (it
 * asks, so nothing is saved). Null when the message is not such a follow-up or names no neighborhood.
 */
export function revisePlaceQuestion(message: string, history: readonly HistoryMessage[], neighborhoods: readonly { name: string; aliases: readonly string[] }[]): string | null {
  // The question followed: before a chain of such follow-ups ("what about the Heights?", "how about Katy"), the first.
  let at = history.length - 2;
  while (at >= 2 && history[at]?.role === "user" && PLACE_CONTINUED.test(history[at]!.content.trim()) && PLACE_REPLY.test(history[at + 1]?.content ?? "")) at -= 2;
  const [asked, answered] = [history[at], history[at + 1]];
  if (!asked || !answered || asked.role !== "user" || answered.role !== "assistant" || !PLACE_REPLY.test(answered.content)) return null;
  const follow = PLACE_CONTINUED.exec(message.trim());
  if (!follow) return null;
  const place = follow[1]!.trim();
  const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().replace(/^the /, "");
  const names = (n: { name: string; aliases: readonly string[] }) => [n.name, ...n.aliases].map(normal).filter((name) => name.length >= 3);
  if (place.split(/\s+/).length > 4 || !neighborhoods.some((n) => names(n).includes(normal(place)))) return null;
  const before = asked.content;
  const lower = before.toLowerCase();
  const named = neighborhoods.flatMap(names).filter((name) => new RegExp(String.raw`\b${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`).test(lower)).sort((a, b) => b.length - a.length)[0];
  if (!named) return `${before.replace(/[\s?.!]+$/, "")} in ${place}?`;
  const from = lower.search(new RegExp(String.raw`\b${named.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b`));
  return `${before.slice(0, from)}${place}${before.slice(from + named.length)}`;
}

/** "3?", "what about 1?", "and 4": a bare count, no unit. Group 1 the count. */
const BARE_COUNT = /^(?:(?:and|or|ok|okay|so|then|what about|how about|and what about)\s+)*(\d)\s*\?+$|^(?:and|or|what about|how about|and what about)\s+(\d)\s*[?.!]*$/i;

/**
 * A bare count right after a search of a bedroom count ("2 beds in Montrose", then "3?"): the same search for that
 * many bedrooms, asked ("what about 3 bedrooms?"), so nothing is saved. Null when the last search named no bedrooms
 * or the message is not a bare count (a "3" on its own may answer another question).
 */
export function reviseBareCount(message: string, lastBeds: { min: number | null; max: number | null } | null): string | null {
  if (lastBeds === null || (lastBeds.min === null && lastBeds.max === null)) return null;
  const said = BARE_COUNT.exec(message.trim());
  const count = said ? Number(said[1] ?? said[2]) : null;
  if (count === null || count > 6) return null;
  return count === 0 ? "what about a studio?" : `what about ${count} bedroom${count === 1 ? "" : "s"}?`;
}
