/**
 * What the renter wants from this message. Rules over cue phrases, read on
 * normalised text (lower case, no apostrophes, number words as digits), most
 * specific first: the locating process, an explicit search, a question about
 * prices, amenities or a neighborhood, a softer search ("I need a 2 bed"),
 * preferences stated, then help, thanks, greetings and off-topic chatter.
 * Asking for a person (hand-off.ts) comes before all of them.
 */
import type { PreferenceField } from "../../preferences/profile.ts";
import { asksForPerson } from "./hand-off.ts";
import type { Intent } from "./types.ts";

const PROCESS =
  /\b(?:is (?:this|it|the service|your service|this service|that) (?:really |actually |totally |100% )?free|free (?:for me|service|to use)|do you charge|charge (?:a|me|anything|for)|any fees?|a fee|fees|(?:this|it|that|the service|your service|you|using you|your help) (?:will |would |going to |gonna )?cost me|cost anything|who pays|pay you|paying you|pay anything|pay for (?:this|your)|whats the catch|how does (?:this|it|that|the service|your service) work|how do(?:es)? (?:you|this|it) work|apartment locat(?:or|ing)|locators?|locating service|tours?|touring|showings?|how do i apply|apply|application|credit|broken lease|eviction|background check|documents|paperwork|viewings?|schedule (?:a |an )?(?:visit|viewing|tour)|see (?:it|the (?:place|apartment|unit))|come (?:see|look at) (?:it|the (?:place|apartment|unit))|what happens (?:after|next|when|once)|next steps?|after i (?:pick|choose|find|decide)|do you work with|work with (?:landlords|property managers|complexes|apartments|management)|partner with|how long does (?:the process|it|this) (?:usually )?take|the process|real estate agent|realtor|an agent|make money|get paid|commission|why do you need|what (?:will|do) you do with my|is my (?:info|information|data|details|email|e-mail|number|phone(?: number)?) (?:safe|private|shared))\b/;

const HARD_SEARCH =
  /\b(?:find me|find (?:\d|a|an|some|something|apartments?|places?|me|studios?|units?|cheap|the cheapest|affordable|luxury)\b|show me|show (?:apartments|places|listings|options|some|what)|search(?:ing)? for|search\b|help me find|can you find|could you find|pull up|get me (?:a )?(?:list|some)|send me (?:some|a few|options|listings)|recommend (?:me|(?:a |an |some )?(?:few |couple )?(?:\w+ )?(?:apartments?|places?|units?|studios?|complexes|buildings|\d))|you got\b|is there (?:a|an) (?:\w+ )?(?:place|apartment|unit|studio|complex|building)|(?<!(?:do|does|are there|is there) )any (?:\w+ )?(?:studios|apartments|places|units|listings|\d ?(?:bed|br|bd|bedroom)s?|\d\/\d)|suggest (?:some|a few|apartments|places)|match me|(?:do|does) (?:you|u|yall|you guys|u guys|you all) have (?:any|anything|something|a|an|apartments|places|units|listings|\d)|(?:can|could) (?:you|u) look for|look for (?:a|an|some|something|places|apartments)|finding (?:me )?(?:something|a place|anything|an apartment|apartments|places)|any luck|what do you have|whats available|what is available|what have you got|(?:whats|what is|see what is|see whats) (?:out there|on the market)|got anything|do you have (?:any|anything|something|a|an|apartments|places|units|listings|\d)|anything (?:available|open)|(?:are there|is there) any (?:\d|studios?|apartments?|places?|units?|listings?|options?|complexes|buildings)|is there anything (?:in|with|near|under|for|available|open)|let me see|id like to see|see (?:some |the )?(?:options|apartments|places|listings)|(?:\d ?(?:bed|br|bd|bedroom)s?|studios|apartments|places) options|can i get a|can i find|list (?:of )?(?:apartments|places)|best deals)/;

const UNIT = String.raw`(?:place|apartment|apt|unit|studio|efficiency|loft|townhome|condo|\d ?(?:bed|br|bd|bedroom|b\d|x\d)|\d\/\d|something|somewhere|one)`;
const SOFT_SEARCH = new RegExp(
  String.raw`\b(?:looking (?:for|4|at(?! moving| move)|in|to rent)|anything (?:\w+ )?(?:in|with|near|under|around|close to)\b|searching|hunting (?:for)?|in the market for|(?:need|want|wanna|get) (?:a|an|some) (?:\w+ ){0,3}?${UNIT}|(?:need|want) (?:something|somewhere)|any (?:\d ?(?:bed|br|bd|bedroom)|studios?|apartments?|places|units|listings|options|complexes|buildings|\d\/\d))`,
);

const PRICE =
  /\b(?:how much|average rent|typical (?:rent|price)|rents?\b|prices?|pricing|cost|costs|expensive|pricey|cheap|cheaper|cheapest|affordable|go for|rent for|budget for|realistic budget|enough for|what can i get for|whats normal|price range|realistic|specials?|deals|concessions?|discounts?|deposits?|average|utilities)\b/;
const AMENITY_QUESTION =
  /\b(?:which|what)\b.*\b(?:have|has|offer|offers|allow|allows|include|includes|come with)\b|\b(?:do|does)\b.*\b(?:have|has|allow|allows|offer|offers|come with|include|includes)\b|\bare there\b|\bis there\b|^(?:is|are|isnt|arent)\b|\bamenities\b|\bwhat (?:do you mean by|does|is (?:a|an)?)\b|\b(?:allowed|included|available|common|standard|typical|usually|typically)\b/;
const AREA = /\b(?:neighborhoods?|areas?|part of town|side of town|where should i live|where to live|suburbs?|safe|safety|crime|walkable|flood|flooding|vibe|schools?|nightlife|light rail|what do you suggest|which area|traffic|rush hour|inside the loop|inner loop|outside the loop|the loop|beltway|worth living|pros and cons|what would you recommend|what do you recommend|where would you recommend|bars|restaurants|parks?)\b/;
const NEIGHBORHOOD_QUESTION = /\b(?:like|about|think of|thoughts on|how far|commute|difference between|compare|compared|versus|vs|describe|to do|worth it|near|close to|better|best|good|safe|walkable|flood|schools?|vibe|quiet|loud|far)\b/;

const HELP =
  /^(?:help|help me|help please|i need help|can you help(?: me)?)[\s!?.]*$|\bwhat can you do\b|\bwhat do you do\b|\bhow (?:can|do) you help\b|\bwhat can i ask\b|\bwhat (?:kind of |sort of )?questions\b|\bwhat (?:should|do) i (?:say|do|ask|type)\b|\bim (?:lost|confused|stuck)\b|\bare you (?:a )?(?:bot|robot|human|real person|ai|person)\b|\bwho are you\b|\bwhat are you\b|\bwhats next\b|\bwhat now\b|\bwhere do i start\b|\bnew to (?:houston|the city|town|the area|htown)\b|\bdont know (?:the |much about |any )?(?:neighborhoods|areas|city|houston|where to start)/;
const OFF_TOPIC =
  /\b(?:weather|forecast|raining|joke|jokes|astros|texans|rockets|dynamo|football|baseball|basketball|soccer|nfl|nba|world series|super bowl|recipe|recipes|gumbo|movie|movies|netflix|song|songs|poem|poetry|politics|election|president|vote|stocks?|bitcoin|crypto|homework|capital of|meaning of life|what time is it|who won|translate|essay|tacos?|bbq|pizza|burgers?|brunch|restaurants?)\b|\bwrite me\b/;
const GREETING = /^(?:hi+|hello+|hey+|hiya|howdy|yo|good (?:morning|afternoon|evening)|greetings|whats up|sup|hola|heya|buenos dias)\b/;
const THANKS =
  /\b(?:thanks|thank you|thank u|thx|ty|tysm|appreciate (?:it|you|that|the help)|much appreciated|cheers|gracias)\b|^(?:ok(?:ay)?\s+)?(?:bye|bye bye|goodbye|good bye|see (?:ya|you)(?: later)?|cya|ttyl|later|talk (?:to you |to u )?later|good ?night|have a good (?:one|day|night))[\s!.]*$|^(?:(?:lol|haha|ha)\s+)?(?:ok|okay|k|kk|cool|great|got it|sounds good|sounds great|perfect|awesome|nice|alright|sweet|sure|will do|bet)(?:\s+(?:lol|haha))?[\s!.]*$/;

const SKIP =
  /^(?:skip|skip it|skip this(?: one| question)?|pass|next|next question|move on|no preference|no pref|no preference (?:on|for) (?:\w+ ?){1,2}|(?:it )?doesnt matter(?: to me)?|does not matter|dont care|i dont care|whatever|whatever works|any|anything|either|either is fine|none|nothing|n ?a|not sure|not sure yet|im not sure|idk|i dont know|never ?mind|no idea|not really|nah|no|nope|no thanks|(?:id |i would )?rather not(?: say| give (?:it|my number|that|out my number))?|prefer not to(?: say)?|maybe later|later|not applicable|up to you|you pick|surprise me|(?:nope |no )?thats (?:all|everything|it)|im flexible|flexible|open|whenever|no rush|not in a rush|im not in a rush|no hurry|any ?time|im easy|idc|dc|nvm|(?:ill )?pass on (?:that|this)(?: one)?|ill pass|(?:i )?(?:dont|do not) have a preference(?: (?:on|for|about) (?:\w+ ?){1,2})?|(?:any|anything|either|whatever|any number|any size|all)(?: (?:is|are|works?|would work|would be) (?:fine|ok|okay|good|great))?)$/;

/** Normalised message: lower case, no apostrophes, one space. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The whole message says "skip", "no preference", "doesn't matter"... */
export function isSkip(normalised: string): boolean {
  const core = normalised
    .replace(/[^a-z0-9/ ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?:\s+(?:please|thanks|thank you|for now|really|then|i guess|lol|honestly))+$/, "")
    .replace(/^(?:um+|uh+|hmm+|honestly|eh)\s+/, "");
  if (SKIP.test(core)) return true;
  // "whenever, I'm not in a rush", "doesn't matter, up to you"
  const clauses = normalised.split(/[,.;!]+/).map((c) => c.replace(/[^a-z0-9/ ]+/g, " ").replace(/\s+/g, " ").trim()).filter(Boolean);
  return clauses.length > 1 && core.split(" ").length <= 8 && clauses.every((c) => SKIP.test(c));
}

export interface SentenceSignals {
  /** Normalised sentence text. */
  text: string;
  isQuestion: boolean;
  mentionsNeighborhood: boolean;
  mentionsAmenity: boolean;
  /** Bedrooms, budget, size... stated in it. */
  numericFacts: boolean;
}

export type SentenceIntent = "process-question" | "hard-search" | "price-question" | "amenity-question" | "neighborhood-question" | "soft-search";

/** The strongest intent one sentence carries, if any. */
export function sentenceIntent(s: SentenceSignals, expecting?: PreferenceField): SentenceIntent | null {
  if (PROCESS.test(s.text)) return "process-question";
  if (HARD_SEARCH.test(s.text)) return "hard-search";
  if (s.isQuestion) {
    if (/\b(?:lease|leases|lease terms?)\b/.test(s.text) && !HARD_SEARCH.test(s.text)) return "process-question";
    if (PRICE.test(s.text) || (expecting === "maxBudget" && !s.numericFacts)) return "price-question";
    // "what's typical for a 1 bed?" asks about prices, unless it is about an amenity ("is a pool typical?").
    if (/\b(?:typical|typically|normal|usual)\b/.test(s.text) && !s.mentionsAmenity) return "price-question";
    if ((s.mentionsAmenity && !s.numericFacts && AMENITY_QUESTION.test(s.text)) || /\bamenities\b/.test(s.text)) return "amenity-question";
    if (AREA.test(s.text) || (s.mentionsNeighborhood && (NEIGHBORHOOD_QUESTION.test(s.text) || /^(?:is|are|does|do|whats|what|hows|how|tell me)\b/.test(s.text)))) {
      return "neighborhood-question";
    }
    if ((expecting === "neighborhoods" || expecting === "commuteTo") && !s.numericFacts && !s.mentionsNeighborhood) return "neighborhood-question";
    if (expecting === "amenities" && !s.numericFacts) return "amenity-question";
  }
  if (SOFT_SEARCH.test(s.text)) return "soft-search";
  return null;
}

/** Whether a sentence asks for information: what it names is the subject, not a preference. */
export function isInformationQuestion(intent: SentenceIntent | null): boolean {
  return intent === "process-question" || intent === "price-question" || intent === "amenity-question" || intent === "neighborhood-question";
}

/** Every cue pattern of the intents (the spelling corrector knows their words: core/assistant/spelling.ts). */
export const INTENT_CUES: readonly RegExp[] = [PROCESS, HARD_SEARCH, SOFT_SEARCH, PRICE, AMENITY_QUESTION, AREA, NEIGHBORHOOD_QUESTION, HELP, OFF_TOPIC, THANKS, SKIP];

const PRIORITY: SentenceIntent[] = ["process-question", "hard-search", "price-question", "amenity-question", "neighborhood-question", "soft-search"];

export interface MessageSignals {
  /** Normalised whole message. */
  text: string;
  sentences: { intent: SentenceIntent | null; isQuestion: boolean }[];
  /** Something to save or remove. */
  hasFacts: boolean;
  mentionsAnything: boolean;
  skip: boolean;
  expecting?: PreferenceField;
}

export function classifyIntents(m: MessageSignals): Intent[] {
  const intents: Intent[] = [];
  const push = (i: Intent) => {
    if (!intents.includes(i)) intents.push(i);
  };
  const found = PRIORITY.filter((p) => m.sentences.some((s) => s.intent === p));
  const top = found[0];
  const asIntent = (s: SentenceIntent): Intent => (s === "hard-search" || s === "soft-search" ? "search" : s);

  if (asksForPerson(m.text)) push("hand-off");
  if (m.skip) {
    if (m.hasFacts) push("profile-answer");
    push("skip");
  }
  if (OFF_TOPIC.test(m.text) && !m.hasFacts && !m.mentionsAnything) push("off-topic");
  if (top && !(top === "soft-search" && m.expecting && m.hasFacts)) push(asIntent(top));
  if (m.hasFacts) push("profile-answer");
  for (const f of found) push(asIntent(f));
  if (HELP.test(m.text)) push("help");
  if (THANKS.test(m.text)) push("thanks");
  if (GREETING.test(m.text)) push("greeting");
  if (OFF_TOPIC.test(m.text)) push("off-topic");
  if (intents.length === 0) push(m.sentences.some((s) => s.isQuestion) || m.mentionsAnything ? "help" : "off-topic");
  return intents;
}
