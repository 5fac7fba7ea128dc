/**
 * Questions the catalogue cannot answer (flood risk, crime and safety,
 * schools; and what listings do not hold: deposits, utilities, fees):
 * said plainly, with where a renter can check by name, never a summary of
 * something else and never a made-up figure. (Move-in specials are held since
 * issue 29: asking for them is a query's filter, filters.hasSpecial.)
 */
import { joinWords } from "../matching/wording.ts";
import { PLACE_LABELS } from "../fair-housing/vocabulary.ts";
import { questionScope, type AnswerContext } from "./answer-context.ts";

export interface DataGap {
  cue: RegExp;
  /** "flood-zone or flood-history data" */
  what: string;
  /** "flood risk": what the renter can check. */
  topic: string;
  /** Where to check, by name. */
  where: string;
  /** A fact of each community's terms that its listing does not hold: about a named community, answer-community.ts says so. */
  perCommunity?: boolean;
}

/** A security deposit asked about; a pet deposit is in each community's pet policy (answer-community.ts), not a gap. */
// A deposit said beside a pet ("the deposit and monthly pet rent there") is the pet deposit, which listings hold.
export const SECURITY_DEPOSIT = /\bsecurity deposits?\b|(?<!\b(?:pets?|dogs?|cats?|animals?)\b[^.?!]{0,40})\bdeposits?\b(?! or both)(?![^.?!]{0,40}\b(?:pets?|dogs?|cats?|animals?)\b)/;

/** Where crime is counted, the same for every area (the safety answer of core/fair-housing names it too). */
export const CRIME_STATISTICS = "the Houston Police Department's crime statistics (houstontx.gov/police) and, outside the city limits, the Harris County Sheriff's Office crime reports";

const ASK_THE_OFFICE = "each community's leasing office; a locator can ask for you (use 'Request info' on an apartment's page)";

export const DATA_GAPS: readonly DataGap[] = [
  {
    cue: /\b(?:flood(?:s|ing|ed)?|floodplain|flood ?zones?|flood ?plains?|high water|storm surge)\b/,
    what: "flood-zone or flood-history data",
    topic: "flood risk",
    where:
      "the FEMA Flood Map Service Center (msc.fema.gov) shows the flood zone of an address, and the Harris County Flood Control District's flood education mapping tool shows floodplains and past flooding; also ask the leasing office whether the building has flooded",
  },
  {
    // A label for a place ("the ghetto", "is Gulfton bad") is answered the same way: no label, the same public numbers.
    cue: new RegExp(`\\b(?:safe|safer|safest|safety|unsafe|crime|crimes|criminal|dangerous|sketchy|break ?ins?|burglar(?:y|ies)|theft|shootings?)\\b|${PLACE_LABELS.source}`),
    what: "crime or safety statistics",
    topic: "crime and safety",
    where: CRIME_STATISTICS,
  },
  {
    cue: /\b(?:schools?|school district|isd|hisd|elementary|middle school|high school|school ratings?)\b/,
    what: "school ratings",
    topic: "schools",
    where: "the Texas Education Agency's school ratings (txschools.gov) and the school district's own school finder, such as Houston ISD's",
  },
  { cue: SECURITY_DEPOSIT, what: "security deposits", topic: "deposits", where: ASK_THE_OFFICE, perCommunity: true },
  { cue: /\butilit(?:y|ies)\b/, what: "utility costs", topic: "utilities", where: ASK_THE_OFFICE, perCommunity: true },
  { cue: /\b(?:admin(?:istrative|istration)?|application|app|amenity|redecorating|(?:valet )?trash) fees?\b/, what: "application or admin fees", topic: "fees", where: ASK_THE_OFFICE, perCommunity: true },
  {
    cue: /\b(?:weather|forecast|rain|raining|rainy|snow(?:ing)?|temperature|how hot|how cold)\b/,
    what: "weather forecasts",
    topic: "the weather",
    where: "the National Weather Service's Houston/Galveston forecast (weather.gov/hgx)",
  },
];

/** The data gaps a message asks about (a place they study at is a commute, not a school question). */
export function dataGapsAsked(context: AnswerContext): DataGap[] {
  return DATA_GAPS.filter((gap) => gap.cue.test(context.text))
    // "I go to school at Rice" names a commute; "good schools for our kids" asks for ratings whatever else is said.
    .filter((gap) => !(gap.what === "school ratings" && context.understanding.set.commuteTo !== undefined && !SCHOOL_RATINGS.test(context.text)))
    .filter((gap) => !(gap.topic === "crime and safety" && ABOUT_MY_DETAILS.test(context.text)));
}

/** Schools asked about as a quality of where to live, not as where the renter studies. */
const SCHOOL_RATINGS = /\b(?:good|great|best|top|better|bad|rated|ratings?|districts?|isd|zoned|kids?|children|child)\b[^.?!]{0,40}\bschools?\b|\bschools?\b[^.?!]{0,40}\b(?:good|great|rated|ratings?|important|matter|kids?|children)\b/;

/** "Is my phone number safe with you?" asks about privacy, not crime. */
const ABOUT_MY_DETAILS = /\b(?:my (?:info|information|data|details|number|phone(?: number)?|email|e-mail|address)|safe with (?:you|u))\b/;

export function answerNoData(context: AnswerContext, gaps: readonly DataGap[]): string {
  const scope = questionScope(context, { useProfile: false });
  const places = scope.neighborhoods.slice(0, 3).map((n) => n.name);
  const about = places.length > 0 ? ` for ${joinWords(places)}` : "";
  const sources = gaps.map((gap) => `To check ${gap.topic}: ${gap.where}.`);
  return [
    `I don't have ${joinWords(gaps.map((gap) => gap.what))}${about}, so I can't answer that and I won't guess.`,
    ...sources,
    "I can help with what I do know: rents, apartments, amenities and commute times.",
  ].join("\n");
}
