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
