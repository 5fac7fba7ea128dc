/**
 * Which parts of a message ask and which state (issue 27). A question never writes the renter's
 * profile; a statement of what the renter wants does (respond.ts saves only what the statement
 * clauses of a message state). Read on the message's form, not its topic:
 *
 * - a clause asks when it leads (after "so", "ok", "hey"...) with a wh-word or an auxiliary with
 *   its subject ("what", "how about", "which", "is there", "can I", "do you have", "would 2000
 *   work"), or with the question's opening left out ("any 2 beds open by June?", "rent for 2br in
 *   Rice Village"), when it is a hypothetical ("what if", "if my budget were", "suppose", "hypothetically"),
 *   an indirect question ("I was wondering if", "do you know"), or ends with a question mark;
 * - a clause states when it is a request or a wish: "find me", "show me", "I want", "looking for",
 *   "my budget is", a polite request to act ("can you find me…", "could you change my budget to…"),
 *   an auxiliary with the "I" left out ("would love a pool", "can do 2000"), or an answer to the
 *   profile build's question with an unsure question mark ("2?", `answersBuild`);
 * - a bare fragment right before a question in the same sentence is that question's topic
 *   ("Montrose or the Heights, which is cheaper?", "2 bed under 2000, what do you have?").
 *
 * Clauses are the understanding's sentences (understanding/text.ts), cut again before a question
 * that follows a comma, a colon or a dash ("I need 3 bedrooms, is there anything in Montrose?").
 */
import { splitSentences, toSurface } from "./understanding/text.ts";
import { verdictsAsStatements } from "./understanding/understand-message.ts";

export interface Clause {
  /** As typed (typographic quotes and dashes made plain). */
  text: string;
  asks: boolean;
}

export interface AsksOrStates {
  /** Some part of the message asks. */
  asks: boolean;
  /** The statement clauses, joined (what may be saved); null when every clause asks. */
  statement: string | null;
}

/** Words said before what the clause does: "so", "ok", "hey", "quick question:". */
const FILLERS =
  /^(?:(?:so|and|n|nd|but|also|ok|okay|k|eh|meh|hmm+|hm+|well|wait|hey|hi|hiya|hello|yo|um+|uh+|oh|ah|alright|actually|btw|quick q|quick question|question|just curious|curious|one more thing|another question|please|pls|then|lol|haha|great|thanks|thank you|cool|nice|perfect|fine|sorry|ya|yeah|yes|yep|no|nope|realistically|honestly|seriously|truthfully|be honest|real talk|in your opinion|whats up|whats good|what up|sup|hows it going|how are you(?: doing)?|hope you are well|like|i mean|basically|anyway|anyways)(?:[\s,.:;!-]+|$))+/;

/** A hypothetical: "what if", "suppose", "if my budget were" at the start of a clause. */
const HYPOTHETICAL =
  /\bwhat if\b|\bsuppos(?:e|ing)\b|\bhypothetical(?:ly)?\b|\b(?:lets|let us) say\b|\bimagine\b|\bin theory\b|^if\b(?!\s+(?:possible|you can|you could|needed|necessary|available|so|not|at all)\b)|^say (?:i|my|we|our)\b/;

/** A question asked indirectly: "I was wondering if…", "do you know…". */
const INDIRECT = /\b(?:wonder(?:ing)?|curious|want(?:ed)? to know|wanna know|like to know|not sure) (?:if|whether|what|which|how|about|when|where|why)\b|\bdo you know\b|\bany idea\b|\btell me (?:if|whether)\b/;

/** A polite request to act, or to change the profile: it states what the renter wants. */
const REQUEST =
  /^(?:(?:can|could|would|will|wont|cant) (?:you|u|ya|yall|you guys) (?:please |pls |maybe |just |also |now )?(?:find|show|search|look (?:for|up)|get me|pull up|send|recommend (?:me|some|a few)|suggest (?:me|some|a few)|help me (?:find|look|search)|list|give me|narrow|filter|set|save|update|change|add|remove|put|note|remember|switch|bump|raise|lower|increase|decrease|drop|make|use|run|redo|rerun)|(?:can|could|may) (?:i|we) (?:please )?(?:change|update|set|add|remove|switch|lower|raise|bump|increase|decrease|make|drop|put|save)\b)/;

/** An auxiliary leading without its subject: "would love a pool", "can do 2000", "will need parking" (the "I" left out). */
const SUBJECT_LEFT_OUT =
  /^(?:can|could|would|will|should|may|might|shall)\s+(?:(?:probably|definitely|also|really|def|totally|only|just|still|maybe) )?(?:do|go|like|love|prefer|need|want|take|pay|afford|be|have|spend|consider|rather|stretch|manage|live|move|bring|use|work with)\b|^(?:am|was)\s+(?:looking|hoping|thinking|planning|moving|going|interested)\b|^were\s+(?:\w+ing|a|an|\d+|at|in|on|flexible|open|ok|fine|good|set)\b|^(?:have|has)\s+(?:a|an|\d|my|two|one)\b/;

/** "Hey it's Priya", "its marisol, set my name": who is speaking, said at the start (a capitalised name, or any name when the name is to be kept). */
const SAYS_WHO = /^(?:(?:hi|hey|hello|hiya|yo)[,!]?\s+)?(?:it'?s|it is|its)\s+(?:[A-Z][a-z]+\b(?!\s+(?:pet|parking|lease|rent|policy|amenities|address))|[a-z]+\b(?=[^?]*\b(?:set|save|put|use|change|update|store|keep|remember) (?:my|the) name\b)|[a-z]+(?=\s*(?:,|\.|!|$)\s*(?:im|i'?m|i am|here|$)))/;

/** A clause that asks by its first word: a wh-word, or an auxiliary before its subject. */
const INTERROGATIVE_LEAD =
  /^(?:what|whats|which|where|wheres|when|whens|why|who|whos|whose|how|hows|is|isnt|are|arent|am i|was (?:it|that|there|the)|were|do|does|did|can|cant|could|couldnt|would|wouldnt|should|shouldnt|will|wont|shall|may (?:i|we)|might (?:i|we)|have you|has (?:it|that|this|the|anyone|any)|(?:you )?got any(?:thing|where|one)?|any chance|tell (?:me|us) (?:more )?about|(?:show|list|give|send|read)(?: me| back)? (?:my|what(?:s| is| i have)) (?:saved |current )?(?:prefs|preferences|profile|criteria|settings|saved(?: stuff| info)?)(?: (?:again|back|please|pls))*$)\b/;

/** A terse ask for rent figures: "rent for 2br in Rice Village", "average rent in Montrose", "range of rents downtown" (read-topic.ts answers it). */
export const RENT_FIGURES_ASKED =
  /^(?:the )?(?:(?:average|avg|mean|typical|median|usual) )?(?:(?:\d|one|two|three|four)[\s-]?(?:bed|br|bd|bdr|bedroom)s?[\s-]|studios? )?(?:rent|rents|price|prices|cost|costs|pricing) (?:for|of|in|at|on)\b|^(?:the )?(?:(?:rent|price) )?range (?:of (?:rents?|prices?) )?(?:for|in|at|of|downtown|around)\b/;

/** The words that pick one card of those shown by a figure (core/assistant/query/pick.ts says which figure). */
export const PICKER_WORDS = "cheapest|least expensive|priciest|most expensive|biggest|largest|smallest|newest|oldest";

/** The facts of one community asked in a few words: "year built", "open units", "pet deposit", "baths", "address". */
export const FACT_OF_ONE_WORDS =
  "year built|built when|when (?:was it|were they) built|(?:how many )?(?:open )?units?(?: open| available| left)?|how many (?:are )?(?:left|remaining)|availability|available when|when can (?:i|we) move in|move[- ]in date|pet (?:rent|deposit|fee|fees|policy)|(?:dog )?weight limit|breed restrictions?|parking(?: fee| cost)?|baths?|bathrooms?|how many (?:baths|bathrooms)|sq ?ft|square (?:feet|footage)|lease terms?|lease lengths?|address|phone(?: number)?";

/**
 * A fact asked of a community pointed at: "and its pet policy", "their parking", "the 2nd one's deposit", "pet deposit
 * for the cheapest", "parking at that one".
 */
const FACT_OF_ONE_POINTED = new RegExp(
  String.raw`^(?:(?:and|so|ok|okay|what about|how about)\s)*(?:its|their|that ones|this ones|that places|the (?:first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)(?: ones?|s))\b|^(?:(?:and|so|ok|okay|the)\s)*(?:${FACT_OF_ONE_WORDS}) (?:for|at|of|in|on) (?:it|that one|this one|that place|this place|the (?:${PICKER_WORDS}|first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)(?: one| place)?)$`,
);

/** A terse ask for a typical figure of any measure: "avg size of a 1 bed in Midtown", "median price per sq ft downtown". */
const TYPICAL_FIGURE_ASKED = /^(?:the )?(?:average|avg|mean|median|typical|usual) (?:(?:[\w-]+ ){1,3}?(?=(?:rent|rents|price|prices|cost|costs|size|sizes|sq ?ft|footage)\b))?(?:rent|rents|price|prices|cost|costs|size|sizes|square|sq|sqft|footage|monthly|total|all[- ]in|age|year|drive|commute)\b/;

/**
 * A question with its "are there" or "what is the" left out: "any 2 beds I could move into by June 20 in Katy",
 * "anything within 25 minutes of Hobby", "rent for 2br in Rice Village". Not a verdict ("anything under 1500 is fine").
 */
const TERSE_QUESTION = new RegExp(
  String.raw`^(?:any|anything) (?!(?:is|works|will do|would do|goes|but|except|other than|besides|outside(?: of)?)\b)(?!.*\b(?:(?:is|are|would be|will be|sounds?|seems?) (?:fine|ok|okay|good|great|perfect)|works|work for me|will do|would do|is all i need)\b)\S|^(?:the )?(?:cheap|quiet|big|small|new|old|near|clos|short|long|larg|fast|quick|soon|earl|pric|roomi|tini|low|high|saf|nic|bright|spacious)\w*est\b|^(?:the )?(?:sum|total|count|number|tally|average|avg|mean|median) (?:number )?(?:of|for)\b|^(?:the )?(?:drive|driving|commute|walk|walking|travel) (?:times?|minutes|distance) (?:from|to|for)\b|${RENT_FIGURES_ASKED.source}|${TYPICAL_FIGURE_ASKED.source}`);

/** A wish or request that keeps its meaning with a question mark after it: "I need 2 beds?", "find me a studio?". */
const WISH_LEAD =
  /^(?:i|im|id|ive|ill|we|weve|my|our|me|us|find|show|search|look for|looking|get me|send me|give me|help me|need|want|must|add|remove|set|change|update|make it|make that|switch|lower|raise|bump|drop|not|none|only|just)\b/;

/** The renter speaking of themselves ("my budget is 1100", "I need a gym"): a statement of theirs, whatever came before. */
export const speaksInFirstPerson = (message: string) => /\b(?:i|im|id|ive|ill|my|we|weve|our|me|us)\b/.test(plain(message));

/** An instruction to change what is kept: "add a gym", "drop the gym requirement", "forget Midtown, do East End instead", "go to 1200". */
const INSTRUCTS = /^(?:add|adding|include|drop|remove|delete|forget|scratch|nix|ditch|exclude|take (?:off|out)|get rid of|make (?:it|that|the budget|my budget|the lease|my lease|the move[- ]?in(?: date)?|my move[- ]?in(?: date)?|the date|my date|the bedrooms?|my bedrooms?|the baths?|my baths?)|set (?:it|that|the budget|my budget|budget)?|change (?:it|that|the budget|my budget)|switch (?:it|that|to)|go (?:up |down )?to|bump (?:it|that)?|raise (?:it|that)?|lower (?:it|that)?|cap (?:it|that)?|put (?:in|me)|save|do (?!(?:you|u|ya|yall|they|any|the|those|these|them|it|i|we|all|most|either|both)\b)[\w /-]+ instead$)\b/;

/** The renter speaks of themselves or tells A.L.I. what to keep: a statement even as a follow-up of a question. */
export const speaksAsTheRenter = (message: string) => speaksInFirstPerson(message) || INSTRUCTS.test(plain(message).replace(FILLERS, "")) || SETS_A_FIELD.test(plain(message)) || CONFIRMS.test(plain(message).replace(FILLERS, ""));

/** A what-if confirmed with its value: "ok do it, 1900", "go ahead with 12 months". */
const CONFIRMS = /^(?:do it|do that|lets do|let us do|go ahead|go for it|make it so|go with|ill (?:do|take)|i will (?:do|take)|lock in)\b(?![^?]*\?$)/;

/** A criterion said as a setting, without a question's form: "budget 1500, no pets", "lock that in - 24 months, 1 bed". */
const SETS_A_FIELD = /\b(?:budget|max rent|rent max)(?: is| of| at| to)?:? \$?\d|\block (?:that|it|this|those|them) in\b|\b(?:for real|seriously|officially)\b[^?]*\b(?:budget|bed|beds|bedroom|bedrooms|lease|move)\b/;

/**
 * A refinement asked of the last answer: "of those which allow dogs", "among these, any with a pool", "out of them
 * how many are in Midtown".
 */
const ASKED_OF_THOSE = /^(?:of|among|from|out of|between) (?:those|these|them|the ones?(?: (?:shown|listed|above))?|all (?:those|these|of them)|the two|both)\b[\s,]*(?:which|what|who|how many|how much|any|anything|is|are|does|do|can)\b/;

/** The plans or facts of the one just named, asked for: "show me its 2 beds", "list that one's floor plans". */
const ITS_ASKED = /^(?:(?:can you |could you |pls |please )?(?:show|give|send|tell|list)(?: me)?|what are|whats|what is) (?:its|their|that ones|this ones|that places|the ones) /;

/** One community picked by a figure: "the cheapest 2 bed", "the newest one". */
const PICKS_ONE = new RegExp(String.raw`\bthe (?:${PICKER_WORDS}|closest|nearest)\b`);

/** Words by which a clause speaks of the renter or gives a verdict ("I need…", "too far"): never just a question's topic. */
const SPEAKS_OF_RENTER = /\b(?:i|im|id|ive|ill|my|we|were|weve|our|me|us|too|not|no|dont|never|need|needs|want|wants|wanna|must|prefer|looking|moving)\b/;

/** A comma, colon or dash before a clause that asks: where a sentence is cut again. */
const BEFORE_A_QUESTION = /(?:[,:]|\s-+)\s*(?=(?:what if|what|whats|how|hows|any|anything|anywhere|anyplace|somewhere|is|isnt|are|arent|do|does|did|can|could|would|should|will|where|when|why|who|which (?:one|ones|of|would|should|do|does|places?|apartments?|communities|complexes|buildings|properties|areas|neighborhoods|\d|studios?|[\w-]+ (?:take|takes|allow|allows|accept|accepts|have|has|would|will|can|could|do|does)\b|is (?:\w+er|better|best|more|less)|are (?:\w+er|better|more|less)))\b)/gi;

/**
 * A question run on without a comma after a statement: "i make 60k a year what can i afford in midtown", "heights or
 * rice military which is better", "my cat is 18 lbs is that gonna be a problem".
 */
const RUN_ON_QUESTION =
  /\s(?=(?:what(?: [\w-]+){0,3}|how much(?: rent)?|which (?:ones?|places?|apartments?|communities|areas|neighborhoods)|where) (?:can|could|should|would|do|does|will) (?:i|we)\b)|\s(?=(?:which|who)(?: one| of (?:them|the two|those|these))?(?: is| would be| will be| s|s)? (?:better|best|cheaper|cheapest|bigger|biggest|closer|closest|nicer|newer|safer|more|less|worse|wins|win)\b)|\s(?=(?:is|will|would|does|could) (?:that|it|this) (?:gonna|going to|be|a|an|matter|work|count|ok|okay|fine|allowed)\b)/gi;

/** An income stated as the premise of the question after it ("I make 60k a year, what can I afford?"): asked with it, never saved as a budget. */
const INCOME_PREMISE = /^(?:i|we|(?:me|my [\w-]+) and (?:i|me|my [\w-]+))(?: only| currently| roughly| about| both| together)? (?:make|earn|bring home|gross|net|take home|get paid|am paid|are paid|get)\b|^(?:my|our|our combined|my combined) (?:income|salary|pay|take home|stipend|paycheck)\b|^(?:[a-z ]{0,30} )?(?:my |our )?(?:stipend|salary|income|paycheck|take home) (?:is|of)\b/;

/** An animal said as the premise of the question after it ("I have a 70 lb lab, which places take him?"): asked with it, not a wish saved. */
const ANIMAL_PREMISE = /^(?:(?:i|we|(?:me|my [\w-]+) and (?:i|me|my [\w-]+))(?: also| both| currently)? (?:have|own|got|ve got|have got|has)\b.*|^(?:my|our) (?:[\w-]+ )?(?=(?:dogs?|pupp|cats?|kitten|pets?|lab|husk|shepherd|pit|doodle|terrier|chihuahua|poodle|bulldog|beagle|corgi|boxer)\w* (?:is|are|weighs|weigh|s)\b))\b(?:dogs?|pupp(?:y|ies)|cats?|kittens?|pets?|labs?|labradors?|retrievers?|husk(?:y|ies)|shepherds?|pit ?bulls?|doodles?|terriers?|chihuahuas?|poodles?|bulldogs?|beagles?|corgis?|boxers?)\b/;

/**
 * A premise that is no wish, said beside a question: the renter weighing places ("trying to decide between Pearland and
 * Midtown") or passing on what they heard ("I heard Meyerland floods a lot"). Asked with the question, never saved.
 */
const NO_WISH_PREMISE = /^(?:(?:im|i am|we are|were|been|just)\s)?(?:trying to (?:decide|choose|pick)|deciding|torn|choosing|stuck|debating|cant decide|can not decide|cannot decide)\b(?:\s(?:between|on|about|over))?|^(?:i|we)(?: have| ve)? (?:heard|read|saw|was told|been told)\b|^(?:people|everyone|they|my friends?|someone) (?:say|says|said|told me)\b|^(?:heard|apparently|supposedly|rumor is)\b/;

/** A place said alone: "in Midtown", "around the Heights", "downtown pls". */
const BARE_PLACE = /^(?:in|near|around|by|at|over in|out in|close to)\s[a-z0-9 ./&-]{2,40}?(?:\s(?:please|pls|area|specifically|only|too))?$/;

/** A question about the animal just named ("which places would take him?", "do they allow dogs that size?"). */
const ASKS_OF_THE_ANIMAL = /\b(?:take|takes|taking|allow|allows|allowed|allowing|accept|accepts|welcome|welcomes|ok with|okay with|let|lets|problem|issue|ok|okay|fine|too big|too heavy)\b|\b(?:that size|that big|that breed|dogs?|cats?|pets?)\b/;

const plain = (text: string) =>
  text
    .toLowerCase()
    // "we're" is not "were": the subject stays a word of its own.
    .replace(/\b(we|you|they)'re\b/g, "$1 are")
    // "It's Jordan" says who is speaking; "its pet policy?" asks a fact of the one shown.
    .replace(/\bit['’]s\b/g, "it is")
    .replace(/'/g, "")
    .replace(/[^a-z0-9$?/.\s-]+/g, " ")
    .replace(/\s+/g, " ")
    .replace(/^[^a-z0-9$]+/, "")
    .trim();

/** Whether the message gives the value the profile build just asked for: a question mark alone does not make it a question. */
export interface ReadOptions {
  answersBuild?: boolean;
}

/** Whether one clause asks (see the header). `marked`: the clause ends with a question mark. */
export function clauseAsks(text: string, { marked, answersBuild = false }: { marked: boolean } & ReadOptions): boolean {
  const whole = plain(text).replace(/[?.!\s]+$/, "");
  const lead = whole.replace(FILLERS, "");
  if (HYPOTHETICAL.test(lead) || INDIRECT.test(whole)) return true;
  if (REQUEST.test(lead) || (!marked && (INSTRUCTS.test(lead) || CONFIRMS.test(lead)))) return false;
  if (INTERROGATIVE_LEAD.test(lead) && !SUBJECT_LEFT_OUT.test(lead)) return true;
  if (TERSE_QUESTION.test(lead) && !answersBuild) return true;
  // "Hey it's Priya, looking for a studio": a name said, not "its pet policy?" asked.
  if (!marked && SAYS_WHO.test(text.trim())) return false;
  if (FACT_OF_ONE_POINTED.test(lead) || ASKED_OF_THOSE.test(lead) || ITS_ASKED.test(lead)) return true;
  // "Same math for the cheapest 2 bed there": a superlative asked for, not the renter's wish.
  if (PICKS_ONE.test(whole) && !WISH_LEAD.test(lead) && !speaksInFirstPerson(whole)) return true;
  // "None under 1200?": surprise at an answer, asked back.
  if (marked && /^(?:none|nothing|no places?|no ones?) (?:under|below|less than|cheaper than|for|at|within|in|with)\b/.test(lead)) return true;
  return marked && !answersBuild && !WISH_LEAD.test(lead);
}

/** The message's clauses, in order, each asking or stating. */
export function readClauses(message: string, options: ReadOptions = {}): Clause[] {
  const surface = verdictsAsStatements(toSurface(message));
  const clauses: Clause[] = [];
  for (const sentence of splitSentences(surface)) {
    const marked = sentence.text.trim().endsWith("?");
    const cutAt = [...sentence.text.matchAll(BEFORE_A_QUESTION), ...sentence.text.matchAll(RUN_ON_QUESTION)].map((m) => m.index + m[0].length);
    const cuts = [0, ...[...new Set(cutAt)].sort((a, b) => a - b), sentence.text.length];
    const parts = cuts
      .slice(0, -1)
      .map((start, i) => sentence.text.slice(start, cuts[i + 1]))
      .filter((part) => /[A-Za-z0-9]/.test(part));
    const asks = parts.map((part, i) => clauseAsks(part, { marked: marked && i === parts.length - 1, answersBuild: options.answersBuild }));
    // A fragment before a question is its topic: "Montrose or the Heights, which is cheaper?".
    for (let i = parts.length - 2; i >= 0; i--) {
      if (!asks[i] && asks[i + 1] && !SPEAKS_OF_RENTER.test(plain(parts[i]!))) asks[i] = true;
    }
    parts.forEach((part, i) => clauses.push({ text: part.replace(/^[\s,:-]+|[\s,:-]+$/g, ""), asks: asks[i]! }));
  }
  // An income right before a question is what the question is asked on ("I make 60k a year. What can I afford?").
  clauses.forEach((clause, i) => {
    const next = clauses[i + 1];
    const before = clauses[i - 1];
    // "I heard Meyerland floods a lot" beside a question, before or after it: no wish of the renter's.
    if (!clause.asks && (next?.asks || before?.asks) && NO_WISH_PREMISE.test(plain(clause.text).replace(FILLERS, ""))) clause.asks = true;
    // "…package lockers at least? In Midtown": a bare place after a question is where it asks about.
    if (!clause.asks && before?.asks && BARE_PLACE.test(plain(clause.text).replace(FILLERS, "").replace(/[?.!\s]+$/, ""))) clause.asks = true;
    if (!clause.asks && next?.asks && (INCOME_PREMISE.test(plain(clause.text)) || (ANIMAL_PREMISE.test(plain(clause.text)) && ASKS_OF_THE_ANIMAL.test(plain(next.text))))) clause.asks = true;
  });
  return clauses;
}

/** Whether the message asks anything, and the statement clauses that may be saved. */
export function asksOrStates(message: string, options: ReadOptions = {}): AsksOrStates {
  const clauses = readClauses(message, options);
  const asks = clauses.some((clause) => clause.asks);
  const stated = clauses.filter((clause) => !clause.asks).map((clause) => clause.text.replace(/[\s,:;.!-]+$/, ""));
  if (!asks) return { asks: false, statement: message };
  return { asks: true, statement: stated.length > 0 ? stated.join(". ") : null };
}
