/**
 * "What's my budget?", "remind me what I told you", "what do you have saved for me": what the renter's saved profile
 * holds, read back in the words the save notices use (remember.ts describeChanges), the field asked about first.
 * A question: it never changes the profile.
 */
import { EMPTY_PROFILE, type PreferenceProfile } from "../preferences/profile.ts";
import type { Lookups } from "./knowledge.ts";
import { describeChanges } from "./remember.ts";

/** Asks what the profile holds: a recall word, then the renter's own field or "what I told you". */
export const PROFILE_RECALL =
  /^(?:(?:so|ok|okay|hey|wait|um|and|sorry)[\s,]+)*(?:what(?:s| is| was| were| are)|remind me(?: of| what)?|do (?:you|u) (?:remember|know|still have)|can (?:you|u) (?:remind me(?: of| what)?|tell me)|tell me|what did i (?:say|tell (?:you|u)|set|put|give (?:you|u)|save|pick|choose|select|enter)|(?:show|list|give|send)(?: me)?|what have i (?:saved|told (?:you|u)|set)|what (?:do|did) (?:you|u) (?:have|save)(?: saved)?)\b[^.?!]{0,40}?\b(?:my (?:saved |current )?(?:budget|max(?:imum)?|price range|bedrooms?|beds|name|neighborhoods?|areas?|move[- ]in(?: date)?|commute|lease(?: length)?|preferences|prefs|profile|criteria|settings|info|details)|(?:saved|have|got) (?:for|on) me|i (?:told|gave) (?:you|u)(?: before| earlier)?)\b[^.?!]{0,25}[?.!\s]*$/;

/** "Do I have any pets saved?", "what neighborhoods do I have saved now", "what else do you have on file about me". */
const SAVED_ASKED = /\b(?:do i have|have i got|what (?:[\w-]+ )?do (?:i|we) have|what (?:else )?do (?:you|u) have|whats|what is|what are)\b[^.?!]{0,30}\b(?:saved|on file|stored|in my profile|on my profile)\b/;

/** "What's my move-in now?", "what is my budget currently": one saved field asked for by "my", and nothing after it but "now". */
export const MY_FIELD_ASKED =
  /^(?:(?:so|ok|okay|hey|wait|um|and|sorry)[\s,]+)*(?:what(?:s| is| was| are)|remind me(?: of)?)\s(?:my|our) (?:saved |current )?(?:budget|max(?:imum)?|price range|bedrooms?|beds|name|neighborhoods?|areas?|move[- ]in(?: date)?|commute|lease(?: length)?)(?:\s(?:now|again|currently|rn|right now|at the moment|set to|saved as))?[?.!\s]*$/;

/** Whether the message asks what the saved profile holds. */
export const asksProfileRecall = (text: string) => PROFILE_RECALL.test(text) || SAVED_ASKED.test(text);

/** The status label ("Budget: $1,500") a word of the question asks for first. */
const FIELD_ASKED: readonly [RegExp, string][] = [
  [/\b(?:budget|max(?:imum)?|price range)\b/, "Budget"],
  [/\b(?:bedrooms?|beds)\b/, "Bedrooms"],
  [/\b(?:neighborhoods?|areas?)\b/, "Neighborhoods"],
  [/\bmove[- ]in\b/, "Move-in date"],
  [/\b(?:commute|work)\b/, "Commute"],
  [/\bname\b/, "Name"],
  [/\blease\b/, "Lease length"],
  [/\b(?:pets?|dogs?|cats?|animals?)\b/, "Amenities"],
];

export function answerProfileRecall(text: string, profile: PreferenceProfile, lookups: Lookups): string {
  const { status } = describeChanges(EMPTY_PROFILE, profile, lookups);
  const saved = status.filter((line) => !line.endsWith(": skipped"));
  if (saved.length === 0) return "You haven't saved any preferences yet. Tell me your budget, bedrooms and where you'd like to live ('my budget is $1,800, 2 bedrooms in Montrose') and I'll keep them for your searches.";
  const field = FIELD_ASKED.find(([cue]) => cue.test(text))?.[1];
  const asked = field ? saved.find((line) => line.startsWith(`${field}:`)) : undefined;
  // Pets are one of the amenities ("Pet Friendly"): said as such.
  const petsAsked = field === "Amenities";
  const petSaved = petsAsked && saved.some((line) => line.startsWith("Amenities:") && line.includes("Pet Friendly"));
  const lead = petsAsked
    ? petSaved ? "Pet Friendly is saved: your searches keep to places that take pets. " : "No pets are saved: your searches don't ask for a pet-friendly place. "
    : field && !asked ? `You haven't saved a ${field.toLowerCase()} yet. ` : asked ? `Your saved ${field!.toLowerCase()}: ${asked.slice(field!.length + 2)}. ` : "";
  return `${lead}What your profile holds now: ${saved.join(" · ")}. Change any of it by telling me ('my budget is $1,900') or in the side panel.`;
}
