/**
 * Questions about the locating service itself, answered with what the site's
 * How It Works and About pages say (and nothing they don't): free for renters,
 * paid by the communities, the steps, tours, applying, privacy, and the
 * notice that the listings here are demo data. Lease terms are counted from the catalogue.
 */
import { LEASE_LENGTH_LABELS, type LeaseLength } from "../reference/lease-lengths.ts";

export const DEMO_DATA_NOTICE = "A note: the apartments, prices and floor plans on this site are demo data, not real vacancies, so please don't make plans on them.";

const FREE =
  "It's free for you. Apartment communities pay us a referral fee when someone we sent signs a lease; it comes out of their marketing budget, not your rent, so you pay the same as walking in on your own, and nothing to us, before or after you move. Because any community you choose pays the same way, we have no reason to push one over another.";

const STEPS =
  "How it works: 1) tell me what you need (budget, bedrooms, neighborhoods, must-haves, move-in date); 2) I narrow the communities down to the few that fit and a Houston locator checks them against current availability and specials; 3) you tour your favorites, in person or by video, several on the same day if you like; 4) before you apply we go over fees, deposits and lease terms, and you put us down as your locator on the guest card or application; 5) you move in, and we stay in touch with the communities we recommend.";

const TOURS =
  "Tours: you can visit in person or take a video tour, and we help you line up several visits on the same day, with what to look at and ask about. Use 'Request info' on an apartment's page, or tell me which places you like, and a locator will follow up.";

const APPLYING =
  "Applying: before you apply we go over the fees, deposits, lease terms and specials with you, so there are no surprises. Put us down as your locator on the guest card or application; that is how the community knows we referred you. Each community sets its own screening, so a locator can tell you what a given place asks for.";

const PRIVACY =
  "Your information: what you tell me about your search (budget, neighborhoods, must-haves) is used to find apartments for you and for nothing else. You don't need to give a phone number to chat or get matched, and we don't sell your details. The privacy policy has the full story.";

const TOPICS: readonly { cue: RegExp; answer: string }[] = [
  { cue: /\b(?:free|charge|fees?|(?:this|it|that|the service|your service|you) (?:will |would |going to |gonna )?cost me|cost anything|who pays|pay (?:you|anything|for)|paying|catch|commission|make money|get paid)\b/, answer: FREE },
  { cue: /\b(?:tours?|touring|showings?|viewings?|visit|schedule|see (?:it|the (?:place|apartment|unit)))\b/, answer: TOURS },
  { cue: /\b(?:apply|application|credit|background check|documents|paperwork|eviction|broken lease|deposit)\b/, answer: APPLYING },
  { cue: /\b(?:info|information|data|privacy|private|safe with|share|number|phone)\b/, answer: PRIVACY },
];

/** The cues of the service's topics (the spelling corrector knows their words). */
export const PROCESS_CUES: readonly RegExp[] = TOPICS.map((topic) => topic.cue);

export function answerProcessQuestion(text: string): string {
  const answers = TOPICS.filter((topic) => topic.cue.test(text)).map((topic) => topic.answer);
  if (answers.length === 0 || /\b(?:how does|how do you|work|process|steps?|what happens|next)\b/.test(text)) answers.push(STEPS);
  if (!answers.includes(FREE)) answers.push("And it's free for you: the communities pay our fee, never renters.");
  return [...new Set(answers), DEMO_DATA_NOTICE].join("\n\n");
}

/** "Do places offer 6-month leases?": how many communities offer each term, from the catalogue. */
export function answerLeaseQuestion(leaseTermCounts: ReadonlyMap<string, number>, communityCount: number, where = ""): string {
  const terms = [...leaseTermCounts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (terms.length === 0) return `I don't have lease terms listed for any community${where ? ` ${where}` : ""}.`;
  const shares = terms.map(([term, count]) => `${LEASE_LENGTH_LABELS[term as LeaseLength] ?? term} ${Math.round((100 * count) / communityCount)}%`);
  return `Lease terms offered, as a share of the ${communityCount.toLocaleString("en-US")} communities${where ? ` ${where}` : ""}: ${shares.join(", ")}. Tell me the length you want and I'll weigh it in your matches.`;
}

/** Each lease term and how many of these communities offer it. */
export function leaseTermCountsOf(communities: readonly { leaseTerms: readonly string[] }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const community of communities) for (const term of new Set(community.leaseTerms)) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}
