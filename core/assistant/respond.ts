/**
 * A.L.I.'s dialog engine: one renter message in, one reply out. Rules over the
 * understanding of the message (understanding/), answers computed from the
 * knowledge the caller hands over, nothing invented, no clock, no network, no
 * database: the same conversation, data and date always give the same reply.
 *
 * Every message first updates the profile (remember.ts), in every channel,
 * with what its statements state: a question never writes the profile
 * (asks-or-states.ts), though its answer reads the criteria it names.
 * Then, in the profile-build channel, the build (profile-build.ts) asks its
 * next question; elsewhere the message's one query is answered (query/read-topic.ts
 * reads it: a computed query of query/read-query.ts, evaluated and worded, or an
 * explain or no-data query answered by its topics, query/explain.ts), or small
 * talk (small-talk.ts). See decisions 010 and 032.
 */
import { EMPTY_PROFILE, hasMatchingCriteria, type PreferenceField, type PreferenceProfile } from "../preferences/profile.ts";
import { isProfileComplete, isQuestionSettled, PROFILE_STAGES } from "../preferences/stages.ts";
import { joinWords } from "../matching/wording.ts";
import { BUDGET_RANGES } from "../reference/budget-ranges.ts";
import { normaliseText, type AnswerContext, type HistoryMessage } from "./answer-context.ts";
import { communitiesNamed, factsOfPick, unlistedCommunitiesNamed, withoutCommunityTitles } from "./answer-community.ts";
import { answerHandOff } from "./answer-hand-off.ts";
import { dataGapsAsked } from "./answer-no-data.ts";
import { leavesSomething, readFairHousing, type FairHousingReading } from "../fair-housing/steering.ts";
import { rentsToMeAnswer, steeringStatement } from "../fair-housing/statement.ts";
import { withoutLandmarkNames } from "./landmark-names.ts";
import { lookupsFor, type AssistantKnowledge, type Lookups } from "./knowledge.ts";
import { asksOrStates, speaksAsTheRenter, speaksInFirstPerson } from "./asks-or-states.ts";
import { isDeepStrictEqual } from "node:util";
import { withOwnPlacesNamed } from "./own-places.ts";
import { withCardsByPlace } from "./cards-by-place.ts";
import { baseQuery, EMPTY_FILTERS, EMPTY_SCOPE, EMPTY_STATE, listedCards, RECENT_MAX_CHARS, RECENT_MESSAGES, type ConversationState, type Figure, type Query, type Range } from "./query/schema.ts";
import { formatWholeNumber } from "../format/ranges.ts";
import type { QueryAnswer } from "./query/answer.ts";
import { evaluateQuery } from "./query/evaluate.ts";
import { profileHolds, profileQuery } from "./query/profile-query.ts";
import { ALLERGY, amenitiesWithinUnrecorded, PETS_GONE, asksForMore, ASKS_SHARE, ASSISTANCE_ANIMAL, comparesTheTop, excludedByName, namesMeasure, nestedMeasure, picksOne, PICKED_ONE, WHY_COMPARED, PET_FREE, readAnimal, readQuery, REPLACES_PLACES, type QueryReading } from "./query/read-query.ts";
import { sideBySide } from "./query/side-by-side.ts";
import { figuresOf, onlyArithmetic, pickedFigure, readArithmetic, wordArithmetic } from "./query/arithmetic.ts";
import { costAnimal, costAsked, costTargets, wordCosts } from "./query/move-in-cost.ts";
import { PARKING_AMENITY, PETS_AMENITY } from "../matching/amenity-keys.ts";
import { readBudgetChange, readBudgetPeriod } from "./query/budget-periods.ts";
import { continuedQuestion } from "./query/continued-question.ts";
import { queryPreamble, wordAnswer } from "./query/word-answer.ts";
import { outsidePlaceAsked, uncoveredNote, uncoveredPlacesNamed } from "./outside-places.ts";
import { refineLastResult } from "./refine.ts";
import { asksToSaveLastQuery, partToSave, understandingOfQuery } from "./save-last-query.ts";
import { asksToStartOver, holdsAnything, startOverText } from "./start-over.ts";
import { commandReply } from "./undo-command.ts";
import { withRegions } from "./regions.ts";
import { markersIn } from "./markers.ts";
import { correctSpelling } from "./spelling.ts";
import {
  askWithExample,
  buildPosition,
  buildTransition,
  isStageStartMessage,
  stageIntro,
  stageProgress,
  type BuildPosition,
  type StageProgress,
} from "./profile-build.ts";
import { FIELD_LABELS, remember, type Remembered } from "./remember.ts";
import { criteriaSummary, moreMatches, planFitOf, searchAnswer } from "./search.ts";
import { answerTopics } from "./query/explain.ts";
import { messageQuery, statesCriteria } from "./query/read-topic.ts";
import { planFitNarrows, type PlanFit } from "../search/fitting-plans.ts";
import { ASKS_FOR_SOMETHING_ELSE, ASKS_WHAT_YOU_ARE, greeting, HELP, JUST_ASKING, justAsking, notUnderstood, offTopic, thanks, whatIAm, WHERE_TO_START, whereToStart } from "./small-talk.ts";
import { understandMessage, type Understanding } from "./understanding/index.ts";

export type { AssistantKnowledge } from "./knowledge.ts";
export { followUpSuggestions } from "./follow-ups.ts";
export { stageStartMessage } from "./profile-build.ts";
export { DEFAULT_GREETING } from "./small-talk.ts";

export type ChatChannel = "assistant" | "general" | "profile-build";

export interface AssistantTurn {
  /** Already trimmed, 1..2000 characters. */
  message: string;
  /** assistant: /api/sidebar-chat/webhook and /api/chat/webhook; general: the side panel's chat; profile-build: /api/sidebar-chat/webhook/profile-build. */
  channel: ChatChannel;
  /** The caller's saved profile before this message. */
  profile: PreferenceProfile;
  /** Recent messages, oldest first (may be empty). */
  history?: readonly HistoryMessage[];
  /** What the conversation remembers from the previous message (the last query and the communities it showed); the caller keeps it per chat. */
  state?: ConversationState | null;
}

export interface AssistantReply {
  /** The reply, with card markers [[apartment:slug]], [[neighborhood:slug]], [[blog:slug]] where cards should show. */
  responseMessage: string;
  /** Slugs of the cards in the reply, in order. */
  apartmentDetailsSuggested: string[];
  neighborhoodDetailsSuggested: string[];
  blogDetailsSuggested: string[];
  /** What was saved, e.g. "Budget set to $1,800 · Added Montrose · Removed Downtown"; null when nothing changed. */
  updateNotification: string | null;
  /** The profile after this message (the caller saves it when profileChanged). */
  profile: PreferenceProfile;
  profileChanged: boolean;
  /** Profile-build channel: this message completed the stage the build was in. */
  isCompleteStage: boolean;
  /** Profile-build channel: this message answered (or skipped) the question the build had asked. */
  isCompleteSubstage: boolean;
  /** Every required stage complete (isProfileComplete). */
  isComplete: boolean;
  /** Where the build now is (1-based); null when the profile is complete. */
  stage: StageProgress | null;
  /** When the reply asks for a budget: the budget choices (/api/chat/webhook shows them). */
  budgetChoices?: readonly { id: string; label: string }[];
  /** When the reply's apartments came from a search with plan-level criteria: the cards show the plans that fit them. */
  cardPlanFit: PlanFit | null;
  /** What the conversation remembers for the next message (the caller stores it with the chat, guests included). */
  state: ConversationState;
  /** The typed query's computed answer when the reply came from one (query/answer.ts); null for other replies. */
  answer: QueryAnswer | null;
}

interface Composed {
  text: string;
  asksBudget: boolean;
  /** Set when the reply's apartments came from a search of the profile: their cards show the plans that fit. */
  planFit?: PlanFit | null;
  /** The reply shows the profile's search (search.ts): the conversation then remembers that search as its query. */
  searched?: boolean;
  /** The reply came from a typed query. */
  answer?: QueryAnswer;
  /** The profile's matches were shown, this page of them (0: the first). */
  matchesPage?: number;
  /** The answer whose figures are quoted, when not `answer` (a fact of the one a superlative picked). */
  quoted?: QueryAnswer;
  /** A figure arithmetic picked from the cards shown, kept for the next message. */
  picked?: Figure;
  /** Figures quoted after the answer's own (the other end of "between the cheapest and the priciest", an all-in month): kept for "and for a year?". */
  extraFigures?: Figure[];
  /** The reply quoted the difference of the last two figures: "how much is that over a year" is of the difference. */
  gap?: boolean;
  /** The reply is arithmetic on figures already quoted (query/arithmetic.ts). */
  arithmetic?: boolean;
  /** The reply explained the rents or the character of these places (and bedrooms): a follow-up's query revises this. */
  explained?: Query;
}

const NOTHING_UNDERSTOOD: Understanding = { intents: ["profile-answer"], set: {}, remove: {}, asked: {}, mentioned: { neighborhoods: [], amenities: [] } };

export function respond(turn: AssistantTurn, knowledge: AssistantKnowledge): AssistantReply {
  // What the follow-up readers see of the chat: the caller's saved history, or, when it has none to give (a guest, a
  // chat not saved yet), the last messages the state kept. The state then keeps this exchange too.
  const history = turn.history && turn.history.length > 0 ? turn.history : (turn.state?.recent ?? []);
  const reply = replyTo({ ...turn, history }, knowledge);
  return { ...reply, state: { ...reply.state, recent: recentMessages([...history, { role: "user", content: turn.message }, { role: "assistant", content: reply.responseMessage }]) } };
}

/** The last RECENT_MESSAGES messages, oldest first, RECENT_MAX_CHARS of text in all: the oldest go first, and one longer alone keeps its end. */
export function recentMessages(messages: readonly HistoryMessage[]): HistoryMessage[] {
  const kept: HistoryMessage[] = [];
  let chars = 0;
  for (const message of messages.slice(-RECENT_MESSAGES).reverse()) {
    if (chars + message.content.length > RECENT_MAX_CHARS) {
      if (kept.length === 0) kept.push({ role: message.role, content: message.content.slice(-RECENT_MAX_CHARS) });
      break;
    }
    kept.push({ role: message.role, content: message.content });
    chars += message.content.length;
  }
  return kept.reverse();
}

function replyTo(turn: AssistantTurn, knowledge: AssistantKnowledge): AssistantReply {
  // Fair housing first (core/fair-housing, decision 040): a criterion on who lives somewhere is set aside and said so,
  // and the rest of the message is answered as if it were all of it. (A label for a place, "is Gulfton bad", is the
  // crime question: answer-no-data.ts.)
  const fair = readFairHousing(turn.message);
  if (fair.rentsToMe || fair.setAside.length > 0) return fairHousingReply(turn, knowledge, fair);
  return replyToLawful(turn, knowledge);
}

function fairHousingReply(turn: AssistantTurn, knowledge: AssistantKnowledge, fair: FairHousingReading): AssistantReply {
  const state = turn.state ?? stateFromHistory(turn.history ?? []) ?? EMPTY_STATE;
  if (fair.rentsToMe) return commandReply(rentsToMeAnswer(fair.rentsToMe), turn.profile, state);
  const answersRest = leavesSomething(fair.rest);
  const lead = steeringStatement(fair.setAside, answersRest);
  if (!answersRest) return commandReply(lead, turn.profile, state);
  const rest = replyToLawful({ ...turn, message: fair.rest }, knowledge);
  // Results never say they hold "everything you asked for" when part of it was set aside.
  return { ...rest, responseMessage: `${lead}\n\n${rest.responseMessage.replaceAll("with everything you asked for", "with the rest of what you asked for")}` };
}

function replyToLawful(turn: AssistantTurn, knowledge: AssistantKnowledge): AssistantReply {
  const lookups = lookupsFor(knowledge);
  // "Forget everything about me, starting over": every preference cleared (start-over.ts), the conversation's query too.
  if (turn.channel !== "profile-build" && asksToStartOver(turn.message)) return startOver(turn);
  // Slips are read as meant ("cheapst", "cirme", "Descirbe"), by the understanding and the query alike (spelling.ts).
  const written = correctSpelling(turn.message.trim(), knowledge);
  // "And from the Heights?" right after a drive estimate: the same drive from there (query/continued-question.ts).
  // "And in Uptown?" right after rents or facts of a neighborhood: the same question there.
  // "3?" right after a search of 2 beds: the same search for 3 bedrooms.
  const state = turn.state ?? stateFromHistory(turn.history ?? []);
  // "Across my neighborhoods": the saved ones, named (own-places.ts).
  // "The Pearland one": the card shown there, by its title (cards-by-place.ts).
  const cardsShown = [...new Set([...(state?.shown ?? []), ...(state?.compared ?? []), ...listedCards(state)])].map((slug) => lookups.catalogue.bySlug.get(slug)).filter((c): c is NonNullable<typeof c> => c !== undefined);
  const byPlace = withCardsByPlace(written, cardsShown, knowledge.neighborhoods);
  const ownNamed = withOwnPlacesNamed(byPlace, turn.profile.neighborhoodIds.map((id) => lookups.neighborhoodById.get(id)?.name).filter((name): name is string => name !== undefined));
  const message =
    continuedQuestion(ownNamed, {
      history: turn.history ?? [],
      state,
      building: turn.channel === "profile-build",
      neighborhoods: knowledge.neighborhoods,
      communitiesNamed: (text) => communitiesNamed(text, lookups),
      titleOf: (slug) => lookups.catalogue.bySlug.get(slug)?.title,
      amenityName: (key) => {
        const name = lookups.amenityByKey.get(key)?.displayName.toLowerCase();
        return name === undefined ? undefined : `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
      },
    }) ?? ownNamed;
  const building = turn.channel === "profile-build";
  const position = building ? buildPosition(turn.profile) : null;
  const startRequest = building && isStageStartMessage(message);
  const expecting = position?.question.field;
  // The names of the communities the message names are not criteria ("Tell me about Cedar Yards 604" sets no budget).
  const named = communitiesNamed(message, lookups);
  // Nor are the neighborhood names inside a landmark's ("apartments near Memorial Park" is no wish for Memorial).
  // Nor are the words of a community we do not list ("the place called Heights Mercantile Flats" names no Heights).
  const unlisted = building ? [] : unlistedCommunitiesNamed(message, lookups);
  const withoutUnlisted = (text: string) => unlisted.reduce((out, name) => out.split(name).join("that place"), text);
  const understandWords = (text: string) => understandMessage(withoutLandmarkNames(withoutCommunityTitles(withoutUnlisted(text), named), knowledge.neighborhoods), knowledge.vocabulary, knowledge.today, { expecting });
  const understand = (text: string) => withoutUnrecorded(withoutAssistancePets(withAnimalPets(withRegions(withExclusions(withSavedMonth(withBudgetPeriod(understandWords(text), text, turn.profile.maxBudget), text, turn.profile.moveInDate), text, lookups), text, knowledge.neighborhoods), text, lookups), text, lookups), text, lookups);
  // "Save that search" right after a question: its criteria, said back as the renter's own (save-last-query.ts).
  const savesLast = !building && state?.query != null && state.asked === true && asksToSaveLastQuery(message);
  // "Write me a poem about cats" asks for something else altogether: nothing in it is a criterion.
  const elsewhere = !building && ASKS_FOR_SOMETHING_ELSE.test(normaliseText(message));
  const understood = startRequest ? NOTHING_UNDERSTOOD : elsewhere ? { ...NOTHING_UNDERSTOOD, intents: ["off-topic" as const] } : savesLast && state?.query ? understandingOfQuery(state.query, partToSave(message)) : withReplacedPlaces(understand(message), message, state);
  // The message as one typed query (query/read-query.ts): what it asks is answered by the evaluator.
  const read0 = startRequest || savesLast || elsewhere ? null : readQuery({ message, understanding: understood, lookups, state, profile: turn.profile, today: knowledge.today });
  // Issue 27: a question never writes the profile. The answer reads the whole message; only its statement clauses are saved.
  const saidByForm = startRequest || savesLast ? { asks: false, statement: message } : asksOrStates(message, { answersBuild: expecting !== undefined && understood.set[expecting] !== undefined });
  // A refinement of a question's answer ("cheapest 1 bed downtown?", then "only ones with a gym") is a question too.
  // Revising a comparison ("throw Rice Military in too, who wins?") only asks: no side of it is a wish to save.
  // ("My budget is 1100" or "add a gym" said then is the renter's own statement, saved.)
  // ("Add Memorial to my areas" after a comparison is the renter's own instruction, saved.)
  const comparedAgain = read0?.query.revision === true && read0.query.operation === "compare" && (saidByForm.asks || !speaksAsTheRenter(message));
  // "And parking" right after a question: more of the question ("plus a dog, what's the first year?", "and parking").
  const addsToQuestion = state?.asked === true && /^(?:and|plus|n|also|with|what about|how about)\s+\S+(?:\s+\S+){0,2}[\s?.!]*$/i.test(message.trim()) && !speaksAsTheRenter(message);
  const said = (!saidByForm.asks && read0?.query.revision && state?.asked === true && !speaksAsTheRenter(message)) || comparedAgain || addsToQuestion ? { asks: true, statement: null } : saidByForm;
  // A request to find apartments ("find me a 2 bed in Montrose") is the profile's search, ranked by match (search.ts), not a query.
  // One the profile cannot hold (a neighborhood ruled out, a 70 lb dog) stays a query, so the answer keeps to what was said.
  // A statement with such criteria ("downtown under 1600, 30 lb dog") is saved as far as the profile holds it and answered as that list.
  const listed = read0?.query.operation === "list" && !said.asks;
  const reading =
    read0 && listed && !read0.query.revision && understood.intents.includes("search") && profileHolds(read0.query)
      ? { ...read0, asks: false }
      : read0 && listed && !read0.asks && statesCriteria(understood) && !profileHolds(read0.query)
        ? { ...read0, asks: true, stated: true }
        : read0;
  const read = readMessage(message, understood, turn, lookups, { building, asked: said.asks, reading });
  // An instruction after a question ("add a gym"): the answer revises the question, and what it says is saved as said.
  // So is a renter's own statement read as a ranking ("I need to be walking distance to the rail. 1 bed under 1600").
  const instructed = !said.asks && read0?.asks === true && (read0.query.revision || (read0.query.operation === "rank" && (speaksInFirstPerson(message) || /^(?:(?:ok|okay|so|and|also)[\s,]+)*(?:need|needs|want|wants|must|gotta|have to|looking for)\b/i.test(message.trim()))));
  const stated = savesLast ? { understanding: understood, note: "" } : !said.asks ? (instructed ? readMessage(message, understood, turn, lookups, { building, asked: false, reading: null }) : read) : said.statement === null ? { understanding: NOTHING_UNDERSTOOD, note: "" } : readMessage(said.statement, understand(said.statement), turn, lookups, { building, asked: false, reading: null });
  const { understanding } = read;

  const skip: PreferenceField | undefined = position && !position.question.required && stated.understanding.intents.includes("skip") ? position.question.field : undefined;
  const memory = remember(turn.profile, stated.understanding, lookups, { skip });
  // What the answer reads: the saved profile with the criteria the question names ("what if my budget were 2000?").
  const answered = said.asks ? remember(memory.profile, understanding, lookups).profile : memory.profile;
  const context: AnswerContext = { lookups, profile: answered, saved: memory.profile, understanding, message, text: normaliseText(message), history: turn.history ?? [], building, shown: state?.shown ?? [], listed: listedCards(state), shownBeds: state?.query?.filters.beds ?? null, ...(state?.matchesPage !== undefined ? { matchesPage: state.matchesPage } : {}) };

  const composedReply = building ? buildReply(context, position, memory, reading, { startRequest, wasComplete: isProfileComplete(turn.profile) }) : conversationReply(context, memory, stated.note || read.note, reading);
  // The profile's search answers a request; what the request named that no listing records, or a weekly budget, is said first.
  // So is how a budget said another way became a monthly one, whatever the reply ("i get paid 2000 biweekly").
  // A note the answer already gives (the matches say what no listing records) is not said twice.
  // A place named beside a covered one that we do not list ("Katy or Cypress") is said, never dropped silently.
  const leftOut = [
    understood.mentioned.neighborhoods.length > 0 ? uncoveredNote(uncoveredPlacesNamed({ lookups, message })) : "",
    unlisted.length > 0 ? `I don't have a community called ${joinWords(unlisted).replace(/ and ([^,]+)$/, " or $1")} in our listings (it may be listed under another name, or not with us).` : "",
  ].join(" ");
  // What we have no data on, said beside other criteria ("good schools are really important"): named, never silently dropped.
  const gaps = building ? [] : dataGapsAsked(context).filter((gap) => !composedReply.text.includes(gap.what));
  const gapNote = gaps.length > 0 ? `I don't have ${joinWords(gaps.map((gap) => gap.what))}, so I can't weigh ${gaps.length === 1 ? "that" : "those"}. ${gaps.map((gap) => `To check ${gap.topic}: ${gap.where}.`).join(" ")}` : "";
  const preamble = [leftOut, reading && (composedReply.searched || (reading.query.filters.budgetOrigin !== null && !composedReply.answer)) ? queryPreamble(reading.query) : ""]
    .join(" ")
    .split(/(?<=\.)\s+/)
    .filter((sentence) => sentence.trim() !== "" && !composedReply.text.includes(sentence.trim()))
    .join(" ");
  const prefaced = preamble ? { ...composedReply, text: `${preamble.trim()}\n\n${composedReply.text}` } : composedReply;
  const withPreamble = gapNote ? { ...prefaced, text: `${prefaced.text}\n\n${gapNote}` } : prefaced;
  // "How much is that per day?", "split 3 ways", "the difference between them?": arithmetic on the figures quoted (query/arithmetic.ts).
  const costed = building ? withPreamble : withCosts(withPreamble, context, state, read0?.query ?? null);
  const figured = building || costed !== withPreamble ? costed : withArithmetic(withPreamble, context, state, { asks: said.asks || read0?.asks === true, saved: memory.changed });
  // "What if I could do 1500, how many more options?": the what-if's count beside the one it changes.
  const composed = building || memory.changed ? figured : withCountChange(figured, context, state, turn.profile);
  // Whether this turn only asked (nothing of it saved): its refinements then ask too.
  const next = nextState(composed, state, context.profile, lookups, said.asks || asksOnly(message, understood, lookups, reading), read0?.query.filters.beds ?? null);
  const transition = building ? buildTransition(position, memory.profile) : { isCompleteStage: false, isCompleteSubstage: false, isComplete: isProfileComplete(memory.profile) };
  const cards = markersIn(composed.text);
  return {
    responseMessage: composed.text,
    apartmentDetailsSuggested: cards.apartment,
    neighborhoodDetailsSuggested: cards.neighborhood,
    blogDetailsSuggested: cards.blog,
    updateNotification: memory.changes.length > 0 ? memory.changes.join(" · ") : null,
    profile: memory.profile,
    profileChanged: memory.changed,
    isCompleteStage: transition.isCompleteStage,
    isCompleteSubstage: transition.isCompleteSubstage,
    isComplete: transition.isComplete,
    stage: stageProgress(buildPosition(memory.profile)),
    cardPlanFit: cards.apartment.length > 0 ? (composed.planFit ?? null) : null,
    state: next.state,
    answer: next.answer,
    ...(composed.asksBudget ? { budgetChoices: BUDGET_RANGES.map(({ id, label }) => ({ id, label })) } : {}),
  };
}

/** "Start over": every preference cleared when any was saved (start-over.ts), and the conversation forgotten. */
function startOver(turn: AssistantTurn): AssistantReply {
  const cleared = holdsAnything(turn.profile);
  return commandReply(startOverText(cleared), cleared ? EMPTY_PROFILE : turn.profile, EMPTY_STATE, cleared ? "Cleared all your preferences" : null);
}

/**
 * "How much cash do I need to move into the cheapest studio in EaDo?", "a full first year there incl parking": the
 * plan's costs worked out from what its listing records (query/move-in-cost.ts), added to an answer that picked it,
 * or the reply when the message points back at one already shown.
 */
function withCosts(composed: Composed, context: AnswerContext, state: ConversationState | null, query: Query | null): Composed {
  const asked = costAsked(context.text);
  if (!asked) return composed;
  const parkingId = context.lookups.amenityByKey.get(PARKING_AMENITY)?.id;
  const parking = /\bparking\b/.test(context.text) || context.profile.amenities.some((wish) => wish.id === parkingId);
  const named = communitiesNamed(context.message, context.lookups).map((community) => community.slug);
  const targets = costTargets({ text: context.text, lookups: context.lookups, state, query, answer: composed.answer ?? null, named });
  const worked = wordCosts(asked, targets, costAnimal(query, state), parking);
  if (!worked) return composed;
  const { text } = worked;
  // An all-in month is the figure "and for a year?" works on next.
  const one = targets.length === 1 && asked === "monthly" ? targets[0]! : null;
  const figure: Figure | undefined = one ? { slug: one.community.slug, subject: "community", name: one.community.title, value: worked.totals[0]!, measure: "monthly-total", beds: one.plan.beds } : undefined;
  const picked = composed.answer && (composed.answer.operation === "min" || composed.answer.operation === "max");
  return picked ? { ...composed, text: `${composed.text}\n${text}`, ...(figure ? { extraFigures: [figure] } : {}) } : { text, asksBudget: false, arithmetic: true, ...(figure ? { picked: figure } : {}) };
}

/** A what-if asked as a change in how many fit: "how many more options", "would my options shrink". */
const MORE_OR_FEWER = /\bhow many (?:more|fewer|less|extra|additional)\b|\b(?:would|will|does|do|could) (?:my|the|our) (?:options|choices|results|matches|list|search) (?:shrink|grow|drop|go (?:down|up)|change|increase|decrease|get (?:smaller|bigger|shorter|longer)|open up)\b|\b(?:more|fewer|less) (?:options|choices|results|matches)\b|\bhow (?:much|many) (?:would|does) (?:that|it) (?:cut|add|open up|change)\b/;

/**
 * The what-if's count beside the count it changes: the last search's (or, with none, the saved criteria's), so "would my
 * options shrink a lot?" is answered with both figures and the change. Nothing is saved.
 */
function withCountChange(composed: Composed, context: AnswerContext, state: ConversationState | null, saved: PreferenceProfile): Composed {
  const answer = composed.answer;
  if (!answer || (answer.operation !== "count" && answer.operation !== "list") || answer.subject !== "community" || !MORE_OR_FEWER.test(context.text)) return composed;
  const last = state?.query?.subject === "community" ? state.query : null;
  const base = last ?? profileQuery(saved, context.lookups);
  // "What if my budget was 2500, how many more in Midtown?": the same places on both sides of the change.
  const scope = answer.query.scope.neighborhoods.length > 0 ? answer.query.scope : base.scope;
  const before = evaluateQuery({ ...base, scope, operation: "count" }, context.lookups).total;
  const after = answer.total;
  const change = after === before ? "the same number as" : `${formatWholeNumber(Math.abs(after - before))} ${after > before ? "more than" : "fewer than"}`;
  const places = scope === base.scope ? "" : ` in ${scope.neighborhoods.map((slug) => context.lookups.neighborhoodBySlug.get(slug)?.name ?? slug).join(" and ")}`;
  const basis = `${last ? "your last search" : "your saved criteria"}${places}`;
  return { ...composed, text: `${composed.text}\nThat's ${change} the ${formatWholeNumber(before)} that fit ${basis} now. (Only a question: nothing is saved.)` };
}

/** "Over a 12 month lease", "for the whole lease": a period the arithmetic is over. */
const OVER_A_LEASE = /\b(?:over|for|across|during|on) (?:a|the|my|an?|the whole|the full|the entire) (?:\d{1,2}[ -]?(?:month|mo)s?[ -]?)?lease\b/;

/** Both ends of one measure asked together: "between the cheapest and the most expensive", "highest and lowest". */
const BOTH_ENDS = /\b(?:cheapest|lowest|least expensive|smallest|newest)\b[^.?!]{0,30}\band (?:the )?(?:most expensive|priciest|highest|biggest|largest|oldest|dearest)\b|\b(?:most expensive|priciest|highest|biggest|largest|oldest)\b[^.?!]{0,30}\band (?:the )?(?:cheapest|lowest|least expensive|smallest|newest)\b/;

/** A question of money that arithmetic answers: "how much", "cost", "spend", a figure pointed at. */
const ASKS_ARITHMETIC = /\b(?:how much|costs?|spend|pay|paying|total|price|rent|math|come (?:out )?to|works? out|that|it|its|difference|gap|split|per person|each|save|of us|percent|percentage|half|share)\b|%/;

/**
 * The reply with the arithmetic the message asks of the figures quoted: a difference of the last two figures, or a
 * period or a split of this answer's headline figure (added to it), or of the last answer's when the message only
 * asks that ("how much is that per day lol"). Nothing is saved by it; the conversation's query stays as it was.
 */
function withArithmetic(composed: Composed, context: AnswerContext, state: ConversationState | null, { asks, saved }: { asks: boolean; saved: boolean }): Composed {
  const asked = readArithmetic(context.text);
  // Said without a question's form ("split 3 ways per year"), a split or a difference still asks for the sum.
  const explicit = asked !== null && (asked.ways !== null || asked.difference);
  if (!asked || !(asks || explicit) || saved || !(ASKS_ARITHMETIC.test(context.text) || (asked.period !== null && context.text.split(/\s+/).length <= 8))) return composed;
  const older = state?.figures ?? [];
  // "Over a 12 month lease how much is that" right after a difference was quoted: the difference, over the period.
  if (state?.gapQuoted && older.length >= 2 && asked.period !== null && !asked.difference && (onlyArithmetic(context.text, asked) || OVER_A_LEASE.test(context.text))) {
    const text = wordArithmetic({ ...asked, difference: true }, older);
    if (text) return { text, asksBudget: false, arithmetic: true, gap: true };
  }
  // "The diff in rent between the cheapest and the most expensive 1 bed in Rice Village": both ends of the one question,
  // each said, and the gap between them.
  const ends = composed.answer;
  if (ends && (ends.operation === "min" || ends.operation === "max") && ends.subject === "community" && asked.difference && BOTH_ENDS.test(context.text)) {
    const other = evaluateQuery({ ...ends.query, operation: ends.operation === "min" ? "max" : "min", direction: ends.operation === "min" ? "desc" : "asc", position: 1 }, context.lookups);
    const otherFigures = figuresOf(other, context.lookups);
    const text = other.items.length > 0 ? wordArithmetic(asked, [...figuresOf(ends, context.lookups), ...otherFigures]) : null;
    if (text) return { ...composed, text: `${composed.text}\n${wordAnswer(other, context.lookups)}\n${text}`, extraFigures: otherFigures, gap: true };
  }
  // "And for a year?" right after an all-in month: the query asked again unchanged brings no figure of its own.
  // "Over a 12 month lease, how much is that": the lease says the period, it filters nothing.
  const overLease = OVER_A_LEASE.test(context.text);
  const plain = (q: Query) => ({ ...q, revision: false, filters: overLease ? { ...q.filters, leaseTerms: [] } : q.filters });
  const same = (a: Query, b: Query) => isDeepStrictEqual(plain(a), plain(b));
  if (composed.answer && state?.query && same(composed.answer.query, state.query) && older.length > 0 && asked.period !== null && !asked.difference) {
    const text = wordArithmetic(asked, [older.at(-1)!]);
    if (text) return { text, asksBudget: false, arithmetic: true };
  }
  const quoted = composed.quoted ?? composed.answer;
  const fresh = quoted ? figuresOf(quoted, context.lookups) : [];
  // A place the figures quoted are of ("how much more is Montrose?" after Montrose and the Heights) asks of those figures.
  const quotedSlugs = new Set(older.map((figure) => figure.slug));
  const placesSaid = context.understanding.mentioned.neighborhoods.some((slug) => !quotedSlugs.has(slug)) || communitiesNamed(context.message, context.lookups).some((c) => !quotedSlugs.has(c.slug));
  // "Difference between them?" after a maximum and then a minimum: those two figures, not a new comparison of cards.
  if (asked.difference && older.length >= 2 && !placesSaid && (fresh.length < 2 || onlyArithmetic(context.text, asked))) {
    const text = wordArithmetic(asked, older);
    if (text) return { text, asksBudget: false, arithmetic: true, gap: true };
  }
  if (fresh.length > 0) {
    const text = wordArithmetic(asked, fresh);
    return text ? { ...composed, text: `${composed.text}\n${text}` } : composed;
  }
  // "What would each of us pay at the cheapest one?" after a list: that card's rent, split.
  const word = PICKED_ONE.exec(context.text)?.[1];
  const shown = (state?.shown ?? []).map((slug) => context.lookups.catalogue.bySlug.get(slug)).filter((c): c is NonNullable<typeof c> => c !== undefined);
  const picked = word && shown.length > 1 && !placesSaid ? pickedFigure(word, shown, state?.query?.filters.beds ?? null) : null;
  if (picked) {
    const text = wordArithmetic(asked, [picked]);
    if (text) return { text, asksBudget: false, arithmetic: true, picked };
  }
  if (older.length > 0 && !placesSaid && onlyArithmetic(context.text, asked)) {
    const text = wordArithmetic(asked, older);
    if (text) return { text, asksBudget: false, arithmetic: true };
  }
  return composed;
}

/**
 * What the conversation remembers after this reply: the query it answered (a typed query, or the profile's search
 * a statement started) and the communities it showed; any other reply keeps what was remembered.
 */
function nextState(composed: Composed, state: ConversationState | null, profile: PreferenceProfile, lookups: Lookups, asked: boolean, bedsSaid: Range | null): { state: ConversationState; answer: QueryAnswer | null } {
  const next = stateAfter(composed, state, profile, lookups, asked, bedsSaid);
  // The last list of several cards outlives replies about one of them: "the third one" is still a card of it.
  // A new list, however short ("only ones with a balcony": two cards), is what positions point at from now on.
  const newList = next.state.shown.length >= 3 || composed.searched === true || composed.answer?.operation === "list" || composed.answer?.operation === "rank";
  // A pair compared out of the list keeps the list; a pair of its own ("the cheapest in Pearland vs Midtown") is the list.
  const before = state?.shown ?? [];
  const ownPair = before.length >= 2 && !before.every((slug) => state?.listed?.includes(slug));
  const listed = newList ? undefined : ownPair ? before : state?.listed;
  const { listed: _old, gapQuoted: _gap, ...rest } = next.state;
  const kept = { ...rest, ...(composed.gap ? { gapQuoted: true } : {}) };
  return { ...next, state: listed && listed.length >= 2 ? { ...kept, listed: [...listed] } : kept };
}

function stateAfter(composed: Composed, state: ConversationState | null, profile: PreferenceProfile, lookups: Lookups, asked: boolean, bedsSaid: Range | null): { state: ConversationState; answer: QueryAnswer | null } {
  // Arithmetic on the figures quoted changes nothing the next message reads back.
  if (composed.arithmetic) {
    const kept = state ?? EMPTY_STATE;
    // A figure the arithmetic picked from the cards ("the cheapest one") is kept for the next ("just 2 of us?").
    return { state: composed.picked ? { ...kept, figures: [...(kept.figures ?? []), composed.picked].slice(-4) } : kept, answer: null };
  }
  const shown = markersIn(composed.text).apartment.slice(0, 20);
  if (composed.answer) {
    const figures = [...(state?.figures ?? []), ...figuresOf(composed.answer, lookups), ...(composed.extraFigures ?? [])].slice(-4);
    // The last query that selected communities is what follow-ups revise; a ranking or comparison of neighborhoods, or of
    // two named communities, is answered without replacing it ("is Montrose or the Heights cheaper?" mid-search).
    const selects = composed.answer.subject === "community" && composed.answer.operation !== "compare";
    const query = selects ? composed.answer.query : (state?.query ?? null);
    // A minimum or maximum names its runner-up without a card: "compare the first two" is the winner and it.
    const picked = selects && (composed.answer.operation === "min" || composed.answer.operation === "max") ? composed.answer.items.map((item) => item.slug) : [];
    const kept = picked.length > shown.length ? picked : shown;
    const compared = composed.answer.operation === "compare" && composed.answer.subject === "community" ? { compared: composed.answer.query.compared.slice(0, 4) } : {};
    const areas = composed.answer.subject === "neighborhood" ? { areas: composed.answer.query } : {};
    return { state: { version: 1, query, shown: kept.length > 0 ? kept : (state?.shown ?? []), ...compared, ...areas, ...(selects ? { asked } : state?.asked !== undefined ? { asked: state.asked } : {}), ...(figures.length > 0 ? { figures } : {}) }, answer: composed.answer };
  }
  if (composed.searched) {
    // The profile keeps a bedroom count as "at least" (its ranked search, as /listings' beds=N); what follows the search
    // ("which of these is the biggest?") keeps to the count as the renter said it: "a 1 bed" is one bedroom, "2+" two or more.
    const saved = profileQuery(profile, lookups);
    const said = [bedsSaid, state?.query?.filters.beds ?? null].find((beds) => beds !== null && beds.min === profile.bedrooms) ?? null;
    const query = said ? { ...saved, filters: { ...saved.filters, beds: said } } : saved;
    return { state: { version: 1, query, shown, matchesPage: composed.matchesPage ?? 0 }, answer: evaluateQuery(saved, lookups) };
  }
  if (composed.explained) return { state: { version: 1, query: composed.explained, shown, asked: true }, answer: null };
  // A reply about one community ("tell me about the first one"): "it" is that community next.
  if (shown.length === 1) return { state: { ...(state ?? EMPTY_STATE), shown, compared: undefined, areas: undefined }, answer: null };
  return { state: state ?? EMPTY_STATE, answer: null };
}

/** A chat without a remembered state: the cards of A.L.I.'s last reply are what "these" point at. */
function stateFromHistory(history: readonly HistoryMessage[]): ConversationState | null {
  const last = [...history].reverse().find((message) => message.role === "assistant");
  const shown = last ? markersIn(last.content).apartment.slice(0, 20) : [];
  return shown.length > 0 ? { version: 1, query: null, shown } : null;
}

/** The understanding without the amenity wishes `drop` names (by key). */
function withoutWishes(understanding: Understanding, drop: (key: string) => boolean): Understanding {
  if (!understanding.set.amenities) return understanding;
  const amenities = understanding.set.amenities.filter((wish) => !drop(wish.name));
  return { ...understanding, set: { ...understanding.set, amenities: amenities.length > 0 ? amenities : undefined } };
}

/** A service or emotional support animal is not a pet (core/pets/pet-policy.ts): naming one never adds "Pet Friendly". */
function withoutAssistancePets(understanding: Understanding, text: string, lookups: Lookups): Understanding {
  // An assistance animal is not a pet; a pet-free building ("that don't allow pets") is no wish for Pet Friendly either,
  // nor is an allergy ("I'm allergic to cats").
  const said = normaliseText(text).replace(/[’']/g, "");
  const pets = lookups.amenityByKey.get(PETS_AMENITY)?.name;
  // "Forget my pets, I rehomed my dog", "I don't have any pets": Pet Friendly comes off the profile.
  if (pets && PETS_GONE.test(said)) {
    const kept = withoutWishes(understanding, (key) => key === pets);
    return { ...kept, remove: { ...kept.remove, amenities: [...new Set([...(kept.remove.amenities ?? []), pets])] } };
  }
  if (!ASSISTANCE_ANIMAL.test(said) && !PET_FREE.test(said) && !new RegExp(ALLERGY.source).test(said)) return understanding;
  return withoutWishes(understanding, (key) => key === pets);
}


/** "I have a 60lb lab", "my husky": an animal the vocabulary has no word for is still a pet (a wish for Pet Friendly); an assistance animal is not. */
function withAnimalPets(understanding: Understanding, text: string, lookups: Lookups): Understanding {
  const said = normaliseText(text).replace(/[’']/g, "");
  const animal = readAnimal(said, []);
  // Said as the premise of a question ("I have a 70 lb lab, which places take him?"), it is the question's, not a wish saved.
  if (!animal || animal.assistance || PET_FREE.test(said) || !/\b(?:i|we|my|our|ive|weve)\b/.test(said) || asksOrStates(text).asks) return understanding;
  const pets = lookups.amenityByKey.get(PETS_AMENITY)?.name;
  if (!pets || understanding.set.amenities?.some((wish) => wish.name === pets) || understanding.mentioned.amenities.includes(pets)) return understanding;
  return { ...understanding, set: { ...understanding.set, amenities: [...(understanding.set.amenities ?? []), { name: pets, requirement: null }] }, mentioned: { ...understanding.mentioned, amenities: [...understanding.mentioned.amenities, pets] } };
}

/** "A rooftop spa" is something no listing records (the reply says so), not a wish for the rooftop deck. */
function withoutUnrecorded(understanding: Understanding, text: string, lookups: Lookups): Understanding {
  if (!understanding.set.amenities) return understanding;
  const inUnknown = amenitiesWithinUnrecorded(text, lookups);
  return inUnknown.size === 0 ? understanding : withoutWishes(understanding, (key) => inUnknown.has(key));
}

/** "Nothing in Katy", "anything but Midtown": ruled out, never added (query/read-query.ts reads the same words). */
function withExclusions(understanding: Understanding, text: string, lookups: Lookups): Understanding {
  const excluded = excludedByName(normaliseText(text), lookups);
  if (excluded.length === 0) return understanding;
  const wanted = understanding.set.neighborhoods?.filter((slug) => !excluded.includes(slug));
  return {
    ...understanding,
    set: { ...understanding.set, neighborhoods: wanted && wanted.length > 0 ? wanted : undefined },
    remove: { ...understanding.remove, neighborhoods: [...new Set([...(understanding.remove.neighborhoods ?? []), ...excluded])] },
  };
}

/**
 * "The Heights instead", "same but in EaDo" right after a search of Montrose: the neighborhoods named replace the
 * search's, in the profile too (Montrose is removed, not kept beside them). Only the last search's places go; others
 * the profile holds stay.
 */
function withReplacedPlaces(understanding: Understanding, text: string, state: ConversationState | null): Understanding {
  const named = understanding.set.neighborhoods ?? [];
  const before = state?.query?.scope.neighborhoods ?? [];
  if (named.length === 0 || before.length === 0 || !REPLACES_PLACES.test(normaliseText(text))) return understanding;
  const replaced = before.filter((slug) => !named.includes(slug));
  if (replaced.length === 0) return understanding;
  return { ...understanding, remove: { ...understanding.remove, neighborhoods: [...new Set([...(understanding.remove.neighborhoods ?? []), ...replaced])] } };
}

/** "$450 a week", "I make 72k a year": the budget as a monthly rent (query/budget-periods.ts), to answer and to save. */
/** "Push move-in to the 15th" with a move-in saved: the 15th of that month, not the next 15th on the calendar. */
const MOVES_THE_DAY = /\b(?:push|move|change|make|bump|shift|set|switch|slide)\b[^.?!]*\b(?:move[- ]?in|the date|my date|it)\b[^.?!]*\bthe (\d{1,2})(?:st|nd|rd|th)\b/i;
const MONTH_WORD = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\d{1,2}\/\d{1,2}/i;

function withSavedMonth(understanding: Understanding, text: string, saved: string | null): Understanding {
  const day = MOVES_THE_DAY.exec(text)?.[1];
  if (!saved || !day || MONTH_WORD.test(text) || understanding.set.moveInDate === undefined) return understanding;
  const [year, month] = saved.split("-");
  const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const date = `${year}-${month}-${day.padStart(2, "0")}`;
  // A month saved long ago (now past) gives way to the next such day, which the understanding read.
  if (Number(day) < 1 || Number(day) > lastDay || date < understanding.set.moveInDate) return understanding;
  return { ...understanding, set: { ...understanding.set, moveInDate: date } };
}

function withBudgetPeriod(understanding: Understanding, text: string, saved: number | null): Understanding {
  const said = normaliseText(text);
  const period = readBudgetPeriod(said, { saved });
  // "Add 200 to my budget" with no budget saved: 200 is no budget (nothing to add it to).
  if (!period && saved === null && readBudgetChange(said) !== null) {
    const { maxBudget: _set, ...set } = understanding.set;
    const { maxBudget: _asked, ...asked } = understanding.asked;
    return { ...understanding, set, asked };
  }
  if (!period) return understanding;
  if (understanding.set.maxBudget !== undefined || understanding.asked.maxBudget === undefined) return { ...understanding, set: { ...understanding.set, maxBudget: period.monthly } };
  return { ...understanding, asked: { ...understanding.asked, maxBudget: period.monthly } };
}

// ---------------------------------------------------------------------------
// Answers to questions, searches and small talk (every channel)

/**
 * The answer the message asks for, or null when it asks none: its one query (query/read-topic.ts), computed by the
 * evaluator and worded per operation and measure, or an explain or no-data query answered by its topics.
 */
function answers(context: AnswerContext, reading: QueryReading | null): Composed | null {
  const query = messageQuery(context, reading);
  if (!query) return null;
  if (query.operation === "explain" || query.operation === "no-data") {
    const explained = answerTopics(query, context);
    // "What do studios cost downtown?" then "and the cheapest one?": the places and bedrooms explained are what follows revises.
    const about = query.operation === "explain" && query.scope.neighborhoods.length > 0 && query.topics.some((topic) => topic.kind === "prices" || topic.kind === "neighborhood");
    const bedrooms = context.understanding.asked.bedrooms ?? context.understanding.set.bedrooms;
    const beds = query.filters.beds ?? (bedrooms !== undefined ? { min: bedrooms, max: bedrooms } : null);
    return explained && about ? { ...explained, explained: baseQuery({ scope: { ...EMPTY_SCOPE, neighborhoods: [...query.scope.neighborhoods] }, filters: { ...EMPTY_FILTERS, beds } }) } : explained;
  }
  const answer = evaluateQuery(query, context.lookups);
  // The cards show the plans that fit the query ("2 Beds from $1,365"), as a search's cards do.
  const { beds, minBaths, rent, availableBy } = query.filters;
  const planFit: PlanFit = { beds: beds?.min ?? null, maxBeds: beds?.max ?? null, minBaths, maxRent: rent?.max ?? null, availableBy };
  const note = reading?.note ? `${reading.note}\n\n` : "";
  // "What % of Midtown apartments allow dogs?": the count as a share of the communities in scope with no filter.
  if (answer.operation === "count" && answer.subject === "community" && ASKS_SHARE.test(context.message.toLowerCase())) {
    const all = evaluateQuery({ ...query, filters: { ...EMPTY_FILTERS, unknown: query.filters.unknown } }, context.lookups).total;
    if (all > 0) {
      const share = `That's ${formatWholeNumber(answer.total)} of the ${formatWholeNumber(all)} communities ${query.scope.neighborhoods.length > 0 ? `in ${joinWords(query.scope.neighborhoods.map((slug) => context.lookups.neighborhoodBySlug.get(slug)?.name ?? slug))}` : "we list"} (${Math.round((100 * answer.total) / all)}%).`;
      return { text: `${note}${share} ${wordAnswer(answer, context.lookups)}`, asksBudget: false, answer, planFit: planFitNarrows(planFit) ? planFit : null };
    }
  }
  // "Compare X and Y" with no measure named: the rent's verdict, then the other facts side by side.
  // ("Compare the 2 newest": the ranking chose them; they are compared on every fact.)
  // "Why is the first one cheaper?": listings don't say why; how the two differ, side by side, is what they do say.
  const why = answer.operation === "compare" && answer.subject === "community" && WHY_COMPARED.test(context.text);
  const more = answer.operation === "compare" && answer.subject === "community" && (!namesMeasure(context.message) || comparesTheTop(context.message) || why) ? sideBySide(query.compared, context.lookups) : "";
  const because = why ? "Our listings don't say why a community sets its rent where it does, but here is how the two differ (size, age, amenities and fees usually explain most of a gap).\n" : "";
  // "Is the cheapest 1 bed there walkable to the rail?": the pick's winner, then that fact of it (its figure is the one quoted).
  const nested = nestedMeasure(context.message, query);
  const winner = nested ? answer.items[query.position - 1] : undefined;
  const ofWinner = nested && winner ? evaluateQuery({ ...query, operation: "min", measure: nested, direction: "asc", position: 1, offset: 0, compared: [], scope: { ...EMPTY_SCOPE, communities: [winner.slug] }, revision: true }, context.lookups) : null;
  // "What amenities does the newest one downtown have?": facts of the winner that are no measure.
  const picked = !nested && answer.subject === "community" && (query.operation === "min" || query.operation === "max") && picksOne(context.message) ? answer.items[query.position - 1] : undefined;
  const community = picked ? context.lookups.catalogue.bySlug.get(picked.slug) : undefined;
  const topical = community ? factsOfPick(context, community) : null;
  const fact = ofWinner && ofWinner.items.length > 0 ? `\n${wordAnswer(ofWinner, context.lookups)}` : topical ? `\n${topical}` : "";
  return { text: `${note}${because}${wordAnswer(answer, context.lookups)}${more ? `\n${more}` : ""}${fact}`, asksBudget: false, answer, planFit: planFitNarrows(planFit) ? planFit : null, ...(fact && ofWinner ? { quoted: ofWinner } : {}) };
}

function conversationReply(context: AnswerContext, memory: Remembered, note: string, reading: QueryReading | null): Composed {
  const { intents } = context.understanding;
  const saved = memory.changed ? `${note ? `${note} ` : ""}Saved: ${memory.changes.join("; ")}.` : note;
  const hello = intents.includes("greeting") ? `${context.profile.name ? `Hi ${context.profile.name.split(/\s+/)[0]}!` : "Hi!"} ` : "";
  if (intents.includes("hand-off")) return { text: `${saved ? `${saved}\n\n` : ""}${answerHandOff(context.profile)}`, asksBudget: false };
  // "What did you save for me?": the profile as it stands, said back.
  if (SAVED_ASKED.test(context.text) && !memory.changed) {
    const summary = criteriaSummary(context.profile, context.lookups);
    const name = context.profile.name ? `Your name, ${context.profile.name}; ` : "";
    return { text: summary || name ? `Saved so far: ${name}${summary || "no search criteria yet"}. Change any of it here or in the Preferences panel.` : "Nothing is saved yet. Tell me your budget, bedrooms and neighborhoods and I'll keep them.", asksBudget: false };
  }
  // "Just curious", "are you a real person?": said with nothing to save, answered as such.
  const nothingSaid = !memory.changed && Object.keys(context.understanding.set).length === 0 && context.understanding.mentioned.neighborhoods.length === 0 && context.understanding.mentioned.amenities.length === 0;
  if (nothingSaid && JUST_ASKING.test(context.text)) return { text: justAsking(), asksBudget: false };
  if (nothingSaid && ASKS_WHAT_YOU_ARE.test(context.text)) return { text: whatIAm(), asksBudget: false };
  // "More" after the profile's matches: their next page, in the same order.
  const page = morePage(context, memory);
  if (page !== null) {
    const search = moreMatches(context, page);
    return { text: search.text, asksBudget: false, planFit: planFitOf(context.profile), searched: true, matchesPage: page };
  }
  const answered = answers(context, reading);
  if (answered) {
    // What the message saved is said first, whatever answers it ("show me 1 beds in Montrose" saves both).
    const before = saved;
    return { ...answered, text: `${hello}${before ? `${before}\n\n` : ""}${answered.text}`, planFit: answered.planFit ?? null };
  }
  // Criteria stated without asking ("2 bed in Montrose under 1800"): saved, and the best matches shown at once.
  if (statesCriteria(context.understanding) && hasMatchingCriteria(context.profile)) {
    const search = searchAnswer(context);
    return { text: `${hello}${saved ? `${saved}\n\n` : ""}${search.text}`, asksBudget: search.asksBudget, planFit: planFitOf(context.profile), searched: true };
  }
  if (memory.changed) {
    if (context.profile.maxBudget === null) return { text: `${hello}${saved} What's your monthly budget? With it I can find apartments that fit.`, asksBudget: true };
    return { text: `${hello}${saved} Tell me what else matters (budget, bedrooms, neighborhoods, amenities) and I'll show the apartments that fit.`, asksBudget: false };
  }
  const first = intents[0];
  if (WHERE_TO_START.test(context.text)) return { text: whereToStart(), asksBudget: false };
  if (first === "greeting") return { text: greeting(context.profile), asksBudget: false };
  if (first === "thanks") return { text: thanks(context.profile, context.text), asksBudget: false };
  if (first === "help") return { text: HELP, asksBudget: false };
  if (first === "off-topic") return { text: offTopic(), asksBudget: false };
  if (first === "skip") return { text: "No problem. What else can I help with: a neighborhood, prices, or a search?", asksBudget: false };
  return { text: notUnderstood(), asksBudget: false };
}

/** The page of the profile's matches a "more" asks for, right after a page of them that nothing saved since changed; null otherwise. */
function morePage(context: AnswerContext, memory: Remembered): number | null {
  const page = context.matchesPage;
  return page !== undefined && !memory.changed && asksForMore(context.message) ? page + 1 : null;
}

/** The renter asks what is saved: "what did you save for me", "what's in my profile", "what do you know about me". */
const SAVED_ASKED = /\bwhat (?:did|have) you (?:save|saved|got|noted|written|remember(?:ed)?|kept)\b|\bwhat(?:s| is| do you have)(?: saved)? (?:in |on |for )?my (?:profile|preferences|criteria|saved (?:criteria|search|preferences))\b|\bwhat do you (?:know|remember) about me\b|\bwhat(?:s| is| have i) (?:been )?saved\b/;

/** "typical rent for a 1 bed", "what does a 2 bed cost": the figures are what is asked about. */
const ASKS_RENT = /\b(?:(?:typical|average|median|usual|going) (?:rent|rents|price|prices|cost)|how much (?:is|are|does|do|would)|what (?:do|does|would) (?:an? |the )?.{0,30}\b(?:cost|run|go for|rent for)|usually (?:rent|cost|go|run))\b/;

/** Figures that are someone else's ("my friend pays 2000 for a 2 bed"), or a price put up for a verdict ("is that a good deal?"). */
const NOT_THE_RENTERS = /\b(?:my|a|our) (?:friends?|sister|brother|cousin|coworker|co-worker|colleague|neighbou?r|roommate|mom|dad|mother|father|son|daughter|boss|parents?)(?: of mine)?(?:s)? (?:pays?|paid|has|had|rents?|rented|lives?|lived|got|found|signed|is paying|was paying|is in|was in)\b|\bis (?:that|this|it|\$?\d[\d,]*) (?:a )?(?:good|fair|bad|decent|great) (?:deal|price)\b|\bis (?:that|this|it) (?:fair|reasonable|too much|a lot|overpriced|high|expensive|cheap)\b|\b(?:am i|are we|was i|were we) (?:overpaying|paying too much)\b/;

/** A question whose figures are what it asks about, not wishes to save: a superlative, a named community's plans, a place we don't cover. */
function asksOnly(message: string, understanding: Understanding, lookups: Lookups, reading: QueryReading | null): boolean {
  const text = normaliseText(message);
  // A query that picks, ranks, counts or compares asks, and so does one about the neighborhoods themselves ("neighborhoods
  // with newer buildings for a 2 bed"); a list of communities may also state what the renter wants ("find me a 2 bed...").
  if ((reading?.asks && (reading.query.operation !== "list" || reading.query.subject === "neighborhood")) || ASKS_RENT.test(text) || NOT_THE_RENTERS.test(text)) return true;
  const beds = understanding.set.bedrooms ?? understanding.asked.bedrooms;
  if (beds !== undefined && communitiesNamed(message, lookups).length > 0 && /\?|\b(?:what|which|does|do|how|any|list|show)\b/.test(text)) return true;
  return understanding.mentioned.neighborhoods.length === 0 && outsidePlaceAsked({ lookups, understanding, message } as AnswerContext) !== null;
}

/**
 * How the message is read for its answer: a question whose figures are what it asks about, a refinement of the result
 * just shown ("cheaper?", "the Heights instead"; worded as not saved when `asked`), else as understood.
 */
function readMessage(message: string, understood: Understanding, turn: AssistantTurn, lookups: Lookups, { building, asked, reading }: { building: boolean; asked: boolean; reading: QueryReading | null }): { understanding: Understanding; note: string } {
  // A question about a drive ("which is the shorter commute to the Galleria?") names where it goes, not the renter's commute.
  const aboutDrive = reading?.asks === true && (reading.query.measure === "drive-minutes" || reading.query.filters.commuteMinutes !== null);
  if (asksOnly(message, understood, lookups, reading)) return { understanding: asQuestion(understood, { keepCommute: !aboutDrive }), note: "" };
  // A follow-up the query answers is a revision of the last query (query/read-query.ts), not a rerun of the profile's search.
  if (reading?.asks && reading.query.revision) return { understanding: understood, note: "" };
  const refinement = building ? null : refineLastResult(normaliseText(message), understood, turn.history ?? [], turn.profile, lookups, { asked });
  return refinement ?? { understanding: understood, note: "" };
}

/** The understanding with its stated figures moved to what is asked (name, phone and commute are kept: a statement saves them). */
function asQuestion(understanding: Understanding, { keepCommute }: { keepCommute: boolean } = { keepCommute: true }): Understanding {
  const { name, phone, commuteTo, bedrooms, maxBudget } = understanding.set;
  const kept = Object.fromEntries(Object.entries({ name, phone, commuteTo: keepCommute ? commuteTo : undefined }).filter(([, value]) => value !== undefined));
  return {
    ...understanding,
    intents: understanding.intents.map((intent) => (intent === "profile-answer" || intent === "search" ? "price-question" : intent)),
    set: kept,
    remove: {},
    asked: { ...understanding.asked, ...(bedrooms !== undefined && understanding.asked.bedrooms === undefined ? { bedrooms } : {}), ...(maxBudget !== undefined && understanding.asked.maxBudget === undefined ? { maxBudget } : {}) },
  };
}

// ---------------------------------------------------------------------------
// The profile build

const INTRO = "Let's build your apartment profile: 5 short stages. You can answer several questions in one message, and say 'skip' to any optional one.";

function ask(position: BuildPosition, withStage: boolean): string {
  return withStage ? `${stageIntro(position)} ${position.question.prompt}` : position.question.prompt;
}

/** Optional questions still open when the build completes. */
function stillOpen(profile: PreferenceProfile): string[] {
  return PROFILE_STAGES.flatMap((stage) => stage.questions)
    .filter((question) => !question.required && !isQuestionSettled(profile, question))
    .map((question) => FIELD_LABELS[question.field]);
}

/** "One optional question is left in this stage." */
function optionalLeft(profile: PreferenceProfile, position: BuildPosition): string {
  const left = position.stage.questions.filter((question) => !isQuestionSettled(profile, question)).length;
  return left === 1 ? "One optional question is left in this stage." : `${left} optional questions are left in this stage.`;
}

function completion(context: AnswerContext): string {
  const criteria = criteriaSummary(context.profile, context.lookups);
  const open = stillOpen(context.profile);
  const later = open.length > 0 ? ` You can add your ${joinWords(open)} any time.` : "";
  return `Your profile is complete!${criteria ? ` I'll look for ${criteria}.` : ""} Press 'Find My Perfect Apartment', or just say 'find me apartments', and I'll search.${later}`;
}

function buildReply(context: AnswerContext, position: BuildPosition | null, memory: Remembered, reading: QueryReading | null, { startRequest, wasComplete }: { startRequest: boolean; wasComplete: boolean }): Composed {
  const status = memory.status.map((line) => `✓ ${line}`);
  const withStatus = (text: string) => [...status, text].join("\n");
  const after = buildPosition(memory.profile);
  const transition = buildTransition(position, memory.profile);
  const asksBudget = (p: BuildPosition | null) => p?.question.field === "maxBudget";

  if (!position || !after) {
    // Complete now (or already): questions are still answered, and the search is offered.
    if (context.understanding.intents.includes("hand-off")) return { text: withStatus(answerHandOff(memory.profile)), asksBudget: false };
    if (!memory.changed && !startRequest) {
      const answered = answers(context, reading);
      if (answered) return answered;
    }
    return { text: withStatus(completion(context)), asksBudget: false };
  }
  const intents = context.understanding.intents;
  // Nothing answered yet: the build is just starting.
  const fresh = !PROFILE_STAGES.some((stage) => stage.questions.some((q) => isQuestionSettled(memory.profile, q)));

  if (startRequest) return { text: `${fresh ? `${INTRO}\n` : ""}${ask(after, true)}`, asksBudget: asksBudget(after) };
  if (intents.includes("hand-off")) {
    return { text: withStatus(`${answerHandOff(memory.profile)}\n\nOr let's keep going: ${after.question.prompt}`), asksBudget: asksBudget(after) };
  }

  if (memory.changed) {
    const nowComplete = transition.isComplete && !wasComplete ? "That's everything required: your profile is complete and 'Find My Perfect Apartment' is ready. " : "";
    if (transition.isCompleteStage) {
      // The client shows 'Stage Complete' and sends the next stage's start message, answered with its first question.
      return {
        text: withStatus(`${nowComplete}That completes Stage ${position.stageNumber}: ${position.stage.stageName}. Next up: Stage ${after.stageNumber}, ${after.stage.stageName}.`),
        asksBudget: false,
      };
    }
    const named = memory.profile.name !== null && memory.changes.some((change) => change.startsWith("Name set to"));
    const greeting = named ? `Nice to meet you, ${(memory.profile.name as string).split(/\s+/)[0]}!` : "Got it.";
    const next = transition.isCompleteSubstage
      ? `${nowComplete ? `${nowComplete}${optionalLeft(memory.profile, after)} ` : ""}${ask(after, false)}`
      : `And ${position.question.prompt.charAt(0).toLowerCase()}${position.question.prompt.slice(1)}`;
    return { text: withStatus(`${greeting} ${next}`), asksBudget: asksBudget(after) };
  }

  if (intents.includes("skip")) {
    return { text: `I need this one to find good matches. ${askWithExample(position.question)}`, asksBudget: asksBudget(position) };
  }
  const answered = answers(context, reading);
  if (answered && !intents.includes("search")) {
    return { text: `${answered.text}\n\nBack to your profile: ${position.question.prompt}`, asksBudget: asksBudget(position) };
  }
  if (intents.includes("search")) {
    return { text: `I'll search as soon as your profile has the basics, so the matches fit. ${position.question.prompt}`, asksBudget: asksBudget(position) };
  }
  const first = intents[0];
  if (first === "greeting") {
    return { text: `${context.profile.name ? `Hi ${context.profile.name.split(/\s+/)[0]}!` : "Hi!"} ${fresh ? `${INTRO}\n` : ""}${ask(position, true)}`, asksBudget: asksBudget(position) };
  }
  if (first === "thanks") return { text: `You're welcome! ${position.question.prompt}`, asksBudget: asksBudget(position) };
  if (first === "help") {
    return { text: `I'm building your apartment profile one question at a time; you can answer several at once, or say 'skip' to an optional one. ${askWithExample(position.question)}`, asksBudget: asksBudget(position) };
  }
  return { text: `I didn't catch that. ${askWithExample(position.question)}`, asksBudget: asksBudget(position) };
}
