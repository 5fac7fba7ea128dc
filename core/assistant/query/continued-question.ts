/**
 * Short follow-ups, each read as the whole question it continues (SMCalFlow's revisions, done on the words): the
 * rewritten question is then read like any other. `continuedQuestion` (at the end) tries them in order.
 *
 * A follow-up to a drive estimate, read as a revision of the question it follows (SMCalFlow's ReviseConstraint on a
 * topic): after "From Montrose to Texas Medical Center: about 3.4 road miles...", "and from the Heights?" is the
 * same drive from the Heights, and "what about to downtown?" the same start to Downtown. The message is rewritten
 * into the whole question, which is then read like any other (nothing in it is saved: it asks).
 */
import type { HistoryMessage } from "../answer-context.ts";
import { asksOrStates } from "../asks-or-states.ts";
import { namesOneCommunity, type ConversationState } from "./schema.ts";
import type { Animal } from "../../search/criteria.ts";

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

type Neighborhoods = readonly { name: string; aliases: readonly string[] }[];

const normalName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().replace(/^the /, "");
const namesOf = (n: { name: string; aliases: readonly string[] }) => [n.name, ...n.aliases].map(normalName).filter((name) => name.length >= 3);
const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The question asked again in another neighborhood ("and in Uptown?"); null when the follow-up names none. */
function inPlace(question: string, follow: string, neighborhoods: Neighborhoods): string | null {
  const said = PLACE_CONTINUED.exec(follow.trim());
  if (!said) return null;
  const place = said[1]!.trim();
  if (place.split(/\s+/).length > 4 || !neighborhoods.some((n) => namesOf(n).includes(normalName(place)))) return null;
  const lower = question.toLowerCase();
  const named = neighborhoods.flatMap(namesOf).filter((name) => new RegExp(String.raw`\b${escapeName(name)}\b`).test(lower)).sort((a, b) => b.length - a.length)[0];
  if (!named) return `${question.replace(/[\s?.!]+$/, "")} in ${place}?`;
  const from = lower.search(new RegExp(String.raw`\b${escapeName(named)}\b`));
  return `${question.slice(0, from)}${place}${question.slice(from + named.length)}`;
}

/** "And 2 beds?", "for 1 beds only", "what about studios", "3?": another bedroom count for the same question. */
const BEDS_CONTINUED =
  /^(?:(?:and|ok|okay|so|then|now|what about|how about|and what about|same for|same but|and for|for)\s+)*(?:(?:a|an|the)\s+)?(?:(\d|one|two|three|four|five)[\s-]?(?:bed(?:room)?s?|br|bd|bdrms?)?|(studios?))(?:\s(?:only|instead|then|please))?[\s?.!]*$/i;
const BED_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
/** A bedroom count as a question says it ("a 1 bed", "2br", "studios"). */
const BEDS_SAID = /\b(?:(?:a|an)\s)?(?:\d|one|two|three|four|five)[\s-]?(?:bed(?:room)?s?|br|bd|bdrms?)\b|\b(?:a\s)?studios?\b/i;

/** The question asked again for another bedroom count ("and 2 beds"); null when the follow-up is no count, or a bare number for a question that counted no bedrooms. */
function forBeds(question: string, follow: string): string | null {
  const said = BEDS_CONTINUED.exec(follow.trim());
  if (!said) return null;
  const unitSaid = said[2] !== undefined || /bed|br|bd/i.test(said[0]);
  if (!unitSaid && !BEDS_SAID.test(question)) return null;
  const count = said[2] ? 0 : (BED_WORDS[said[1]!.toLowerCase()] ?? Number(said[1]));
  const beds = count === 0 ? "a studio" : `a ${count} bed`;
  const before = question.replace(/[\s?.!]+$/, "");
  return BEDS_SAID.test(before) ? `${before.replace(BEDS_SAID, beds)}?` : `${before} for ${beds}?`;
}

/** One follow-up applied to the question it continues: another place, or another bedroom count. */
const continuedAbout = (question: string, follow: string, neighborhoods: Neighborhoods) => inPlace(question, follow, neighborhoods) ?? forBeds(question, follow);

/**
 * A follow-up to an answer about a neighborhood's figures or facts, read as the same question changed by it ("what do 2
 * beds cost in Third Ward?", then "and in Uptown?", "and 3 beds", "3?"): the question the chain of such follow-ups
 * began with is replayed through each of them, then this one, and read like any other (it asks, so nothing is saved).
 * Null when the message is not such a follow-up.
 */
export function revisePlaceQuestion(message: string, history: readonly HistoryMessage[], neighborhoods: Neighborhoods): string | null {
  // The question followed: before a chain of such follow-ups ("what about the Heights?", "and 2 beds"), the first.
  let at = history.length - 2;
  while (at >= 2 && history[at]?.role === "user" && (inPlace("", history[at]!.content, neighborhoods) !== null || BEDS_CONTINUED.test(history[at]!.content.trim())) && PLACE_REPLY.test(history[at + 1]?.content ?? "")) at -= 2;
  const [asked, answered] = [history[at], history[at + 1]];
  if (!asked || !answered || asked.role !== "user" || answered.role !== "assistant" || !PLACE_REPLY.test(answered.content)) return null;
  let question = asked.content;
  for (let k = at + 2; k < history.length; k += 2) question = continuedAbout(question, history[k]!.content, neighborhoods) ?? question;
  return continuedAbout(question, message, neighborhoods);
}

/** "3?", "what about 1?", "and 4": a bare count, no unit. Group 1 the count. */
const BARE_COUNT = /^(?:(?:and|or|ok|okay|so|then|what about|how about|and what about)\s+)*(\d)\s*\?+$|^(?:and|or|what about|how about|and what about)\s+(\d)\s*[?.!]*$/i;

/** "Actually make it 3", "change it to 1", "3 instead": a bare count as a correction. Group 1 or 2 the count. */
const BARE_CHANGE = /^(?:(?:actually|no|nah|sorry|wait|oops|hmm|ok|okay|on second thought)[,!.]?\s+)*(?:make (?:it|that)|change (?:it|that) to|switch (?:it|that) to|go with|lets do|let's do)\s(\d)(?:\s(?:instead|please|pls))?[\s.!]*$|^(?:(?:actually|no|nah|sorry|wait|oops|hmm|ok|okay)[,!.]?\s+)*(\d) instead[\s.!]*$/i;

/**
 * A bare count right after a search of a bedroom count ("2 beds in Montrose", then "3?"): the same search for that
 * many bedrooms, asked ("what about 3 bedrooms?"), so nothing is saved; said as a correction ("actually make it 3"),
 * the bedrooms stated again ("actually 3 bedrooms"), which saves. Null when the last search named no bedrooms
 * or the message is not a bare count (a "3" on its own may answer another question).
 */
export function reviseBareCount(message: string, lastBeds: { min: number | null; max: number | null } | null): string | null {
  if (lastBeds === null || (lastBeds.min === null && lastBeds.max === null)) return null;
  // "Actually make it 3": the bedrooms changed, stated (saved as any correction is).
  const changed = BARE_CHANGE.exec(message.trim());
  const to = changed ? Number(changed[1] ?? changed[2]) : null;
  if (to !== null && to <= 6) return to === 0 ? "actually a studio" : `actually ${to} bedroom${to === 1 ? "" : "s"}`;
  const said = BARE_COUNT.exec(message.trim());
  const count = said ? Number(said[1] ?? said[2]) : null;
  if (count === null || count > 6) return null;
  return count === 0 ? "what about a studio?" : `what about ${count} bedroom${count === 1 ? "" : "s"}?`;
}

/** "Which places take him?", "who allows her", "will they accept them": the renter's animal said as a pronoun. */
const ANIMAL_PRONOUN = /\b((?:take|takes|taking|accept|accepts|allow|allows|welcome|welcomes|let me (?:have|keep|bring)|(?:are |is )?(?:ok|okay|fine) with)\s)(him|her|them|it|my (?:baby|boy|girl|pup|puppy|fur ?baby|buddy))\b/i;

/**
 * A pronoun for the animal the last search was about ("I have a 60 lb dog", then "which places take him?"): the animal
 * said again ("which places take a 60 lb dog?"), so the question is read with it. Null when the last search named no
 * animal or the message names none by a pronoun.
 */
export function reviseAnimalPronoun(message: string, animal: Animal | null): string | null {
  // "I'm allergic to cats, which buildings don't allow them": "them" are the animals named, not the last search's.
  if (animal === null || animal.assistance || /\ballerg/i.test(message)) return null;
  const said = ANIMAL_PRONOUN.exec(message);
  if (!said) return null;
  const what =
    animal.kind === "dog"
      ? animal.weightLb !== null
        ? `a ${animal.over ? `dog over ${animal.weightLb - 1} lb` : `${animal.weightLb} lb dog`}${animal.alsoCat ? " and a cat" : ""}`
        : `a dog${animal.alsoCat ? " and a cat" : ""}`
      : animal.kind === "cat"
        ? animal.count > 1
          ? `${animal.count} cats`
          : "a cat"
        : animal.count > 1
          ? `${animal.count} pets`
          : "a pet";
  return `${message.slice(0, said.index)}${said[1]}${what}${message.slice(said.index + said[0].length)}`;
}

/** A fact of a community, said alone: "pet rent?", "parking?", "year built?", "lease terms?". */
const FACT_ALONE =
  /^(?:(?:and|ok|okay|so|what about|how about|hows|how is|whats|what is|the)\s+)*(?:pet rent|pet fees?|pet deposit|pet policy|pets|dogs|cats|parking(?: fee| cost)?|deposit|security deposit|fees|year built|when built|built when|age|lease terms?|lease lengths?|leases|amenities|floor ?plans|plans|units open|availability|address|location|specials?|utilities|sizes?|square footage|sq ?ft|gym|pool|washer(?: and dryer)?|w\/d)(?:\s(?:there|then|too|please|pls))?\s*\?*$/i;

/**
 * A fact asked alone right after a reply about one community ("tell me about Live Oak Commons 34", then "pet rent?"):
 * the fact at that community ("pet rent at Live Oak Commons 34?"), read like any question about a named one. Null
 * when the last reply was not about one community or the message is not a fact said alone.
 */
export function reviseFactOfTheOne(message: string, shown: readonly string[], titleOf: (slug: string) => string | undefined): string | null {
  if (shown.length !== 1) return null;
  const title = titleOf(shown[0]!);
  const said = FACT_ALONE.exec(message.trim());
  if (!title || !said) return null;
  return `${message.trim().replace(/[\s?]+$/, "").replace(/\s(?:there|then|too|please|pls)$/i, "")} at ${title}?`;
}

/** "And from Pecan Commons 22?", "what about Heron Flats 1", "same for Cypress Yards 11": group 1 what follows. */
const ONE_CONTINUED = /^(?:(?:and|ok|okay|so|then|now|what about|how about|and what about|same for|same at|and for|and at|and from)\s+)+(?:from |for |at |about )?(.+?)[\s?.!]*$/i;

/**
 * A follow-up to an answer about one community, read as the same question about another one ("hows the walk to the
 * rail from Cypress Place 12?", then "and from Pecan Commons 22?"): the question is rewritten with the new community's
 * title. `named` finds the communities a text names. Null when the last exchange was not a question about one named
 * community, or the follow-up names no other one alone.
 */
export function reviseCommunityQuestion(message: string, history: readonly HistoryMessage[], named: (text: string) => readonly { slug: string; title: string }[]): string | null {
  const aboutOne = (reply: HistoryMessage | undefined) => reply?.role === "assistant" && /^\[\[apartment:[^\]]+\]\] /.test(reply.content);
  // The question followed: before a chain of such follow-ups ("and from X?", "what about Y?"), the first.
  let at = history.length - 2;
  while (at >= 2 && history[at]?.role === "user" && ONE_CONTINUED.test(history[at]!.content.trim()) && aboutOne(history[at + 1])) at -= 2;
  const [asked, answered] = [history[at], history[at + 1]];
  if (!asked || asked.role !== "user" || !aboutOne(answered)) return null;
  const follow = ONE_CONTINUED.exec(message.trim());
  if (!follow || follow[1]!.split(/\s+/).length > 6) return null;
  const before = named(asked.content);
  const now = named(follow[1]!);
  if (before.length !== 1 || now.length !== 1 || now[0]!.slug === before[0]!.slug) return null;
  const from = asked.content.toLowerCase().indexOf(before[0]!.title.toLowerCase());
  if (from < 0) return null;
  return `${asked.content.slice(0, from)}${now[0]!.title}${asked.content.slice(from + before[0]!.title.length)}`;
}

/** "By how much?", "what's the difference?", "how much cheaper?": the gap of the comparison just made. */
const HOW_FAR_APART = /^(?:(?:and|so|ok|okay|ok so|wait)[,]?\s+)*(?:by how much|how much (?:more|less|cheaper|pricier|bigger|smaller|difference)(?: is it)?|(?:(?:what(?:s| is| was) )?the |whats )?(?:(?:avg|average|median|typical|price|rent|actual) )?difference|how big(?: is)? the difference|how far apart)[\s?.!]*$/i;

/** A comparison's verdict ("Third Ward is cheaper by $540 ..."): its first line says how far apart the two are. */
const COMPARED_REPLY = /^[^\n]* (?:is|has|costs) [^\n]*\bby [$\d]/;

/** "Which would you pick?", "so which one should I go with": the verdict of the comparison just made, asked for again. */
const WHICH_PICK = /^(?:(?:so|ok|okay|and|then|but|hmm)[,]?\s+)*(?:which|what)(?: one| area| place| neighborhood)? (?:would|should|do|will) (?:you|u|i) (?:pick|choose|go with|recommend|get|take|pick then)(?: then| honestly| tho| though)?[\s?.!]*$/i;

/** "By how much?" or "which would you pick?" right after a comparison: the question compared again, whose verdict says by how much. */
export function reviseHowFarApart(message: string, history: readonly HistoryMessage[]): string | null {
  const [asked, answered] = [history.at(-2), history.at(-1)];
  if (!asked || !answered || asked.role !== "user" || answered.role !== "assistant" || !COMPARED_REPLY.test(answered.content)) return null;
  return HOW_FAR_APART.test(message.trim()) || WHICH_PICK.test(message.trim()) ? asked.content : null;
}

/** "How does that compare to Midtown?", "compared with Skylark Court?", "vs the Heights": group 1 the other side. */
const COMPARE_TO = /^(?:(?:and|so|ok|okay|but|hmm)[,]?\s+)*(?:how (?:does|do|would|did) (?:that|it|this|they|those|these) compare (?:to|with|against)|(?:how about |what about )?compared (?:to|with)|(?:and )?(?:vs\.?|versus|against))\s+(.+?)[\s?.!]*$/i;

/**
 * "How does that compare to Midtown?" right after an answer to a question: the same question against the other
 * side ("avg rent for a 1 bed in the heights vs Midtown"), read as a comparison like any other.
 */
export function reviseCompareTo(message: string, history: readonly HistoryMessage[]): string | null {
  const said = COMPARE_TO.exec(message.trim());
  if (!said || history.at(-1)?.role !== "assistant") return null;
  // The question itself, before any "median?" or "by how much?" that followed it.
  let at = history.length - 2;
  while (at >= 2 && history[at]?.role === "user" && (BARE_FIGURE.test(history[at]!.content.trim()) || HOW_FAR_APART.test(history[at]!.content.trim()))) at -= 2;
  const asked = history[at];
  // Only a question is compared again: "add my cat to that", then "vs the second cheapest", is no question to repeat.
  if (!asked || asked.role !== "user" || !asksOrStates(asked.content).asks) return null;
  // Asked: the question mark keeps it a question whatever its words.
  return `${asked.content.trim().replace(/[\s?.!]+$/, "")} vs ${said[1]}?`;
}

/** "Median?", "the average?", "range?" right after rent figures: that figure of the same question, asked again. */
const BARE_FIGURE = /^(?:(?:and|so|ok|okay|what about|whats|what is|what s)\s+)*(?:the\s+)?(?:median|average|avg|mean|range|typical)(?:\s+(?:rent|price|one|then))?[\s?.!]*$/i;
/** A reply of rent figures (answer-prices.ts): "1-bedroom rents in The Heights run $1,030-$1,805, median $1,180". */
const FIGURES_REPLY = /\brents? (?:in|across) [^\n]*\$[\d,]+-\$[\d,]+/;

export function reviseBareFigure(message: string, history: readonly HistoryMessage[]): string | null {
  const [asked, answered] = [history.at(-2), history.at(-1)];
  if (!asked || !answered || asked.role !== "user" || answered.role !== "assistant" || !FIGURES_REPLY.test(answered.content)) return null;
  return BARE_FIGURE.test(message.trim()) ? asked.content : null;
}

/** "Which have one", "what % have it": the amenity of the last search said as a pronoun. Group 1 the verb and its space. */
const AMENITY_PRONOUN = /\b((?:have|has|having|got|offer|offers)\s)(?:one|it|them|those)\b(?!\s(?:of|bed|br|bd|bath))/i;

/** The amenity the last search asked for, said again where the renter said "one" ("what % of all listings have a dog park"). */
export function reviseAmenityPronoun(message: string, amenity: string | null): string | null {
  if (amenity === null) return null;
  const said = AMENITY_PRONOUN.exec(message);
  if (!said) return null;
  return `${message.slice(0, said.index)}${said[1]}${amenity}${message.slice(said.index + said[0].length)}`;
}

/** "There" as a place ("cheapest 1 bed there?", "3 beds under 2500 there"), with the word before it that makes it one. */
const THERE_AS_PLACE = /\b(?:(?:in|at|around|near|out|over|from) )?there\b/i;
/** A trip asked for: a walk, a drive, the rail, how far. */
const TRIP_WORDS = /\b(?:walk|walking|walkable|drive|driving|commute|rail|train|metro|metrorail|station|how far|how close|distance)\b/i;
/** "There" that places nothing: "is there", "are there any", "there are", "anything there". */
const THERE_NOT_A_PLACE = /\b(?:is|are|was|were|will|would|be|isnt|arent) there\b|\bthere(?:s| is| are| was| were| will| would)\b|\btheres\b/i;

/**
 * "There" right after a question about one neighborhood ("what's the median rent in Montrose?", then "cheapest 1 bed
 * there?"; "good schools in Memorial?", then "3 beds under 2500 there"): that neighborhood, said. Not after a reply
 * about one community, where "there" is it (read-topic.ts), nor when the message names a place of its own.
 */
export function reviseThere(
  message: string,
  history: readonly HistoryMessage[],
  neighborhoods: Neighborhoods,
  state: ConversationState | null,
  named: (text: string) => readonly unknown[],
  titleOf: (slug: string) => string | undefined,
): string | null {
  const said = THERE_AS_PLACE.exec(message);
  const oneShown = namesOneCommunity(state) && state!.shown.length > 0;
  // "How about walking to the rail from there?": the trip from that community, named.
  const title = oneShown && said && !THERE_NOT_A_PLACE.test(message) && TRIP_WORDS.test(message) ? titleOf(state!.shown[0]!) : undefined;
  if (title) {
    // "How about" would read as a revision of the last search: the trip is asked on its own.
    const trip = `${message.slice(0, said!.index)}from ${title}${message.slice(said!.index + said![0].length)}`;
    return trip.replace(/^(?:(?:and|ok|okay|so|then)\s+)*(?:(?:what|how) about|and what about)\s+/i, "");
  }
  // "The second one, what's the cheapest unit there": there is that card.
  if (!said || oneShown || THERE_NOT_A_PLACE.test(message) || named(message).length > 0 || ORDINAL_ASKED.test(message) || /\b(?:it|that one|this one|that place|this place)\b/i.test(message)) return null;
  const placesIn = (text: string) => {
    const lower = normalName(text);
    return neighborhoods.filter((n) => namesOf(n).some((name) => new RegExp(String.raw`\b${escapeName(name)}\b`).test(lower)));
  };
  if (placesIn(message).length > 0) return null;
  const asked = [...history].reverse().find((m) => m.role === "user");
  const places = asked && named(asked.content).length === 0 ? placesIn(asked.content) : [];
  if (places.length !== 1) return null;
  return `${message.slice(0, said.index)}in ${places[0]!.name}${message.slice(said.index + said[0].length)}`;
}

const ORDINAL_WORDS = "first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|last";
/** "And the second one?", "what about the 3rd": another card for the same question. Group 1: the ordinal. */
const ORDINAL_CONTINUED = new RegExp(String.raw`^(?:(?:and|ok|okay|so|then|what about|how about|and what about|same for|same (?:question )?for)\s+)+(?:the\s+)?(${ORDINAL_WORDS})(?: one)?[\s?.!]*$`, "i");
/** The card the question was about: "the first one", "the 2nd". */
const ORDINAL_ASKED = new RegExp(String.raw`\bthe (?:${ORDINAL_WORDS})(?: one)?\b`, "i");

/**
 * A follow-up naming another card ("any breed restrictions at the first one?", then "and the second one"): the same
 * question about that card. Null when the last question named no card by its place.
 */
export function reviseOrdinal(message: string, history: readonly HistoryMessage[]): string | null {
  const said = ORDINAL_CONTINUED.exec(message.trim());
  if (!said) return null;
  const asked = [...history].reverse().find((m) => m.role === "user")?.content;
  const card = asked ? ORDINAL_ASKED.exec(asked) : null;
  if (!asked || !card) return null;
  return `${asked.slice(0, card.index)}the ${said[1]!.toLowerCase()} one${asked.slice(card.index + card[0].length)}`;
}

/** "Ok let's do 400", "go with 400": a figure said again bare. Group 1: the amount. */
const BARE_AMOUNT_CHOSEN = /^(?:(?:ok|okay|yes|yeah|yep|sure|fine|alright|cool|great|then)[,.!]?\s+)*(?:(?:lets|let's|let us|ill|i'll|we'll|well)\s+)?(?:do|go with|take|make it|set it to|lock in|try)\s+\$?(\d{2,6})(?:\s+(?:then|please|pls|instead))?[\s.!]*$/i;

const PERIOD_WORDS: Record<string, string> = { weekly: "a week", daily: "a day", biweekly: "every two weeks", "yearly-rent": "a year in rent" };

/**
 * "Ok let's do 400" right after "what if I went up to 400 a week": the figure in the period the what-if said it in, so
 * the budget saved is its monthly rent, not $400 a month. Null when the last question stated no such budget.
 */
export function reviseBudgetPeriod(message: string, state: ConversationState | null): string | null {
  const said = BARE_AMOUNT_CHOSEN.exec(message.trim());
  const origin = state?.query?.filters.budgetOrigin;
  if (!said || !origin || !(origin.kind in PERIOD_WORDS) || !("amount" in origin) || origin.amount !== Number(said[1])) return null;
  return `${message.trim().replace(/[\s.!]+$/, "")} ${PERIOD_WORDS[origin.kind]}`;
}

/** "Add the top one to my neighborhoods", "put me down for the first area": the neighborhood a ranking named first. */
const TOP_AREA_CHOSEN =
  /^(?:(?:ok|okay|great|cool|perfect|nice|so|then|alright|sure)[,.!]?\s+)*(?:add|save|put|pick|choose|take|go with|i(?:ll| will) take)\s(?:me down for\s)?the\s(?:top|first|#1|number one|1st|winner|best)(?: one| area| neighborhood| place)?(?:\s(?:to|in|on|as)\s(?:my\s)?(?:neighborhoods?|areas?|list|profile|places))?(?:\s(?:then|please|pls))?[\s.!]*$/i;

/**
 * "Ok add the top one to my neighborhoods" right after a ranking of neighborhoods: that neighborhood, named, so the
 * statement saves it. Null when the last reply ranked no neighborhoods.
 */
export function reviseTopArea(message: string, history: readonly HistoryMessage[], state: ConversationState | null, neighborhoods: readonly { slug: string; name: string }[]): string | null {
  if (!TOP_AREA_CHOSEN.test(message.trim()) || state?.areas === undefined) return null;
  const last = [...history].reverse().find((m) => m.role === "assistant")?.content ?? "";
  const slug = /\[\[neighborhood:([a-z0-9-]+)\]\]/.exec(last)?.[1];
  const name = neighborhoods.find((n) => n.slug === slug)?.name;
  return name ? `add ${name} to my neighborhoods` : null;
}

/** "Would it be cheaper in Spring Branch?": the same question in another place, weighed against this one. Groups: the comparative, the place. */
const ELSEWHERE_COMPARED =
  /^(?:(?:and|so|ok|okay|hmm|but|wait)[,\s]+)*(?:would|will|could|is|are|does|do|might)\s+(?:it|that|things|rent|rents|stuff|prices|they|everything|a (?:\d|one|two|three|studio)[\w -]{0,12}?)\s+(?:be|get|run|go|come out)?\s*(cheaper|less expensive|more affordable|pricier|more expensive|bigger|larger|roomier)\s+(?:in|over in|out in|up in|down in|at)\s+(.+?)[\s?.!]*$/i;

/**
 * "Would it be cheaper in Spring Branch?" after a question or search about one neighborhood: that neighborhood and the
 * one named, weighed ("which is cheaper, The Woodlands or Spring Branch?"). Null when the last query was not about one place.
 */
export function reviseElsewhereCompared(message: string, state: ConversationState | null, neighborhoods: readonly { slug: string; name: string; aliases: readonly string[] }[]): string | null {
  const said = ELSEWHERE_COMPARED.exec(message.trim());
  const here = state?.query?.scope.neighborhoods.length === 1 ? neighborhoods.find((n) => n.slug === state.query!.scope.neighborhoods[0]) : undefined;
  if (!said || !here) return null;
  const there = neighborhoods.find((n) => namesOf(n).includes(normalName(said[2]!)));
  if (!there || there.slug === here.slug) return null;
  return `which is ${said[1]!.toLowerCase()}, ${here.name} or ${there.name}?`;
}

/** "Across both", "in either", "of the two areas": the neighborhoods just compared, as one place. */
const BOTH_AREAS = /\b(?:across|in|from|of|between|among|out of)\s+(?:both|either|the two|them both|both (?:of them|areas|neighborhoods|places)|either (?:one|area|neighborhood)|the two (?:areas|neighborhoods|places)|those two)\b/i;

/**
 * A superlative over the neighborhoods just compared ("Museum District vs Third Ward", then "the single cheapest 1 bed
 * across both"): the question asked in them, named. Null when the last answer compared no neighborhoods.
 */
export function reviseBothAreas(message: string, state: ConversationState | null, neighborhoods: readonly { slug: string; name: string }[]): string | null {
  const compared = state?.areas?.operation === "compare" ? state.areas.compared : [];
  const said = BOTH_AREAS.exec(message);
  if (compared.length < 2 || !said) return null;
  const names = compared.map((slug) => neighborhoods.find((n) => n.slug === slug)?.name).filter((name): name is string => name !== undefined);
  if (names.length !== compared.length) return null;
  return `${message.slice(0, said.index)}in ${names.slice(0, -1).join(", ")} or ${names.at(-1)}${message.slice(said.index + said[0].length)}`;
}

/** What a follow-up is read against: the chat so far and what it remembers. */
export interface FollowUpContext {
  history: readonly HistoryMessage[];
  state: ConversationState | null;
  /** In the profile build a bare count or a pronoun answers the build's own question. */
  building: boolean;
  neighborhoods: readonly { slug: string; name: string; aliases: readonly string[] }[];
  communitiesNamed: (text: string) => readonly { slug: string; title: string }[];
  titleOf: (slug: string) => string | undefined;
  /** An amenity's name as a renter says it ("a dog park"), by key. */
  amenityName: (key: string) => string | undefined;
}

/** The whole question a short follow-up means, the first of the rewrites above that reads it; null when none does. */
const BARE_DEPOSIT = /\b(?<!(?:pet|security|damage|holding|admin|application|app|parking|amenity|late|move-in|cleaning|processing|service|trash|valet|utility|broker|locator|referral|lease|renewal|hoa) )(deposits?|fees?)\b/i;

/**
 * "2nd lowest deposit", "and the highest fee?" right after a question about pet fees and deposits: the pet deposit, not
 * a security deposit (which no listing records).
 */
export function revisePetDeposit(message: string, state: ConversationState | null): string | null {
  if (state?.query?.measure !== "pet-fees" || !BARE_DEPOSIT.test(message) || /\bsecurity\b/i.test(message)) return null;
  return message.replace(BARE_DEPOSIT, "pet $1");
}

/** "Put me down for the cheaper one", "go with the first": a side of the neighborhoods just weighed, chosen. Groups: which. */
const CHOOSES_A_SIDE =
  /^(?:(?:ok|okay|ok then|then|great|cool|perfect|alright|sounds good|nice|so)[,.!]?\s+)*(?:put me down for|add|save|go with|(?:i(?:ll| will)|lets|let's|we(?:ll| will)) (?:go with|take|do)|sign me up for|pick|choose|i want|i(?:ll| will) take|set (?:me|it) (?:up )?(?:to|for|with)) (?:the )?(cheaper|cheapest|less expensive|more affordable|pricier|more expensive|bigger|larger|smaller|closer|nearer|first|second|other|winner)(?: one| area| neighborhood| of (?:the|those|them) two)?[\s.!]*$/i;

/** The neighborhood the choice names, from the figures of the two just compared: "I want to live in Katy". */
export function reviseChosenSide(message: string, state: ConversationState | null): string | null {
  const which = CHOOSES_A_SIDE.exec(message.trim())?.[1]?.toLowerCase();
  const sides = (state?.figures ?? []).slice(-2);
  if (!which || sides.length !== 2 || sides.some((figure) => figure.subject !== "neighborhood") || sides[0]!.measure !== sides[1]!.measure) return null;
  const [a, b] = sides as [NonNullable<ConversationState["figures"]>[number], NonNullable<ConversationState["figures"]>[number]];
  const higherWins = /^(?:pricier|more expensive|bigger|larger)$/.test(which);
  const lowerWins = /^(?:cheaper|cheapest|less expensive|more affordable|smaller|closer|nearer)$/.test(which);
  const chosen = which === "first" ? a : which === "second" || which === "other" ? b : higherWins ? (a.value >= b.value ? a : b) : lowerWins ? (a.value <= b.value ? a : b) : null;
  if (!chosen || (a.value === b.value && (higherWins || lowerWins))) return null;
  return `I want to live in ${chosen.name}`;
}

/** "Which one has the most listings?" right after a reply about the neighborhoods (the ones we cover, a ranking of them). */
const WHICH_ONE = /^(?:(?:and|ok|okay|so|then)\s+)?(which|what)(?:\s+(?:one|of them|of those|of these)\b|(?=\s+(?:is|s|has|have|would be|gets)\s))/i;
const ABOUT_NEIGHBORHOODS_REPLY = /^(?:We cover \d+ Houston neighborhoods|Neighborhoods in |The neighborhoods? )/;

export function reviseWhichNeighborhood(message: string, history: readonly HistoryMessage[]): string | null {
  const last = history.at(-1);
  if (!last || last.role !== "assistant" || !ABOUT_NEIGHBORHOODS_REPLY.test(last.content)) return null;
  const which = WHICH_ONE.exec(message.trim());
  return which ? `${which[1]} neighborhood${message.trim().slice(which[0].length)}` : null;
}

export function continuedQuestion(message: string, context: FollowUpContext): string | null {
  const { history, state } = context;
  return (
    reviseDriveQuestion(message, history) ??
    (context.building ? null : (reviseChosenSide(message, state) ?? reviseWhichNeighborhood(message, history))) ??
    revisePlaceQuestion(message, history, context.neighborhoods) ??
    reviseHowFarApart(message, history) ??
    reviseCompareTo(message, history) ??
    reviseBareFigure(message, history) ??
    reviseCommunityQuestion(message, history, context.communitiesNamed) ??
    reviseOrdinal(message, history) ??
    reviseBothAreas(message, state, context.neighborhoods) ??
    reviseElsewhereCompared(message, state, context.neighborhoods) ??
    (context.building ? null : (reviseTopArea(message, history, state, context.neighborhoods) ?? reviseBudgetPeriod(message, state))) ??
    reviseThere(message, history, context.neighborhoods, state, context.communitiesNamed, context.titleOf) ??
    (context.building
      ? null
      : (reviseBareCount(message, state?.query?.filters.beds ?? null) ??
        reviseAnimalPronoun(message, state?.query?.filters.animal ?? null) ??
        revisePetDeposit(message, state) ??
        reviseFactOfTheOne(message, state?.shown ?? [], context.titleOf) ??
        reviseAmenityPronoun(message, state?.query?.filters.amenities.length === 1 ? (context.amenityName(state.query.filters.amenities[0]!) ?? null) : null)))
  );
}
