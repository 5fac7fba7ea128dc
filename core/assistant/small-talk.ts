/**
 * Greetings, thanks, help and anything off-topic: short, friendly, and always
 * steering back to apartments.
 */
import type { PreferenceProfile } from "../preferences/profile.ts";

/** The assistant's first message (spec section 3, 'Default greeting'). */
export const DEFAULT_GREETING =
  "Hi! I'm A.L.I., your Houston Apartment Specialist. Ask me anything about Houston neighborhoods, rents and amenities, or tell me what you're looking for (budget, bedrooms, where you'd like to live) and I'll find apartments that fit.";

const firstName = (profile: PreferenceProfile) => profile.name?.trim().split(/\s+/)[0] ?? null;

export function greeting(profile: PreferenceProfile): string {
  const name = firstName(profile);
  if (!name) return DEFAULT_GREETING;
  return `Hi ${name}! Good to see you again. Want me to search with your saved preferences, or is there a neighborhood, price or amenity question I can answer?`;
}

/** A goodbye ("bye", "see ya"), alone or after thanks. */
const FAREWELL = /\b(?:bye|goodbye|good bye|see (?:ya|you)|cya|ttyl|talk (?:to you |to u )?later|good ?night|have a good (?:one|day|night))\b/i;

export function thanks(profile: PreferenceProfile, message = ""): string {
  const name = firstName(profile);
  if (FAREWELL.test(message)) return `Bye${name ? `, ${name}` : ""}! Good luck with the search. Come back any time: I'll pick up from your saved preferences.`;
  return `You're welcome${name ? `, ${name}` : ""}! Anything else? I can compare neighborhoods, quote typical rents or search for apartments.`;
}

export const HELP =
  "Here's what I can do:\n- Find apartments: tell me your budget, bedrooms and neighborhoods, then say 'find me apartments'.\n- Describe a neighborhood, with its typical rents: 'What's Montrose like?'\n- Quote rents: 'What do 2-beds cost in Midtown?'\n- Find amenities: 'Which places in the Heights have a pool?'\n- Estimate a drive: 'How long is the drive to TMC from Montrose?'\n- Explain our free locating service: 'How does this work?'\nWhat you tell me you need ('I need 2 bedrooms', 'my budget is $1,800') is saved to your profile; what you only ask about is not.";

/** "idk where to start", "first time renting, help", "how do I begin": not knowing where to begin. */
export const WHERE_TO_START = /\b(?:where (?:do i|should i|to|can i) (?:start|begin)|how (?:do i|should i|to) (?:start|begin|get started)|(?:help me )?get(?:ting)? started|first time (?:renting|apartment hunting|looking|moving)|never rented|no idea where to (?:start|begin)|overwhelmed|dont know where to (?:start|begin))\b/;

/** The first steps, for a renter who does not know where to begin: three things to say, and the guided build. */
export function whereToStart(): string {
  return "Happy to walk you through it. Start with three things: your monthly budget, how many bedrooms, and a neighborhood or two (or where you work, and I'll suggest areas with an easy commute). Pets, must-have amenities and a move-in date help too. For example: '1 bed under $1,400 near the Medical Center, I have a cat'. Or use 'Build my profile' on the chat page and I'll ask one question at a time. Using us is free: the communities pay our fee.";
}

/** "Are you a real person?", "am I talking to a bot?": what A.L.I. is. */
export const ASKS_WHAT_YOU_ARE =
  /\b(?:are|r) (?:you|u) (?:a |an |just a |even a )?(?:real )?(?:bot|robot|human|person|ai|computer|chat ?bot|machine|program|real)\b|\b(?:talking|speaking|chatting) (?:to|with) (?:a |an )?(?:real )?(?:bot|robot|human|person|ai|machine|computer)\b|\bwho are you\b|\bwhat are you\b|\bwhat(?:s| is) your name\b|\bwho am i (?:talking|speaking|chatting) (?:to|with)\b/;

/** "Write me a poem about cats", "tell me a joke", "who won the game": a request for something else altogether. */
export const ASKS_FOR_SOMETHING_ELSE =
  /^(?:(?:can|could|would|will) (?:you|u) (?:please )?|please )?(?:write|compose|make up|sing|draw|tell) (?:me |us )?(?:a |an |some )?(?:poem|story|song|joke|essay|haiku|limerick|rap|picture|riddle)s?\b|\bwho won (?:the )?(?:\w+ )?(?:game|match)\b/;

export function whatIAm(): string {
  return "I'm A.L.I., the Houston Apartment Specialist: an automated assistant, not a person. I answer from our listings (demo data) and say so when something isn't recorded; I never guess. When you'd like a person, ask me for a locator: one of our team picks up from what you've told me.";
}

/**
 * "Just curious", "don't change anything", "forget it, I don't have one": the renter takes back a what-if. Said with
 * nothing to save and no place or amenity named, it is acknowledged, and nothing changes.
 */
export const JUST_ASKING =
  /^(?:(?:ok|okay|ah|oh|eh|meh|hm+|got it|cool|no|nah|lol|haha|actually)\b[\s,.!]*)*(?:(?:(?:i was |im |i am )?just (?:curious|asking|wondering|checking|looking)|(?:please )?dont (?:change|save|update) (?:anything|it|that|my (?:profile|preferences))|(?:forget|never ?mind|nvm|scratch) (?:it|that)|hypothetically|it was (?:just )?(?:a )?hypothetical|(?:i )?dont (?:actually )?have (?:one|a (?:dog|cat|pet))|not (?:really|actually)(?: moving| looking)?|(?:lets |ill |i will |we will |well )?(?:stay|stick|keep it|leave it|keep things)(?: (?:at|with|as))? (?:what i have|what we have|what ive got|my (?:budget|current budget|plan)|it|that|the same|as is|how it is|where it is|where i am)|(?:no|dont) change(?:s)?(?: (?:needed|then|for now|please))?)\b[\s,.!]*)+$/;

export function justAsking(): string {
  return "No problem: a question saves nothing, so your preferences stay as they were. What else would you like to know?";
}

export function offTopic(): string {
  return "That's outside what I know: I'm a Houston apartment specialist. I can tell you about neighborhoods, typical rents and amenities, or find apartments that fit your budget. What are you looking for?";
}

/** When the message couldn't be read as anything: say so and offer what it can do. */
export function notUnderstood(): string {
  return "I'm not sure I understood that. I can find apartments (tell me your budget, bedrooms and neighborhoods), describe a neighborhood, quote typical rents or tell you which places have an amenity. What would you like?";
}
