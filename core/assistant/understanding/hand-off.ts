/**
 * A renter asking for a person instead of A.L.I.: "can I talk to a real person?", "connect me with a
 * locator", "have someone call me", "I'd rather speak to an agent". Read on the normalised message
 * (lower case, no apostrophes, number words as digits). Built from who is asked for and what they
 * should do, not from a list of sentences; questions about locators or agents ("do I need a real
 * estate agent?", "how do locators get paid?") and asking whether A.L.I. is human stay what they were.
 */

/** Who a renter may ask for. */
const PERSON = String.raw`(?:(?:a|an|the|some|your|1 of your|1 of the|one of your|a member of your|somebody from your|someone from your|someone on your|a person from your)\s+)?(?:(?:real|live|actual|human|houston|apartment|flesh and blood)\s+)*(?:person|people|human|humans|being|someone|somebody|agents?|locators?|representatives?|reps?|specialists?|staff|team|team members?|(?:wo)?man|guy|lady|consultant)\b`;

/** What that person should do for the renter. */
const REACH = String.raw`(?:call|phone|ring|text|email|e-mail|e mail|contact|reach out to|reach out|reach|get (?:back )?(?:in touch )?(?:with|to)|get back to|follow up with|follow up|get in touch|work with|handle this for|take (?:over|it from here|this from here))`;

const HAND_OFF: readonly RegExp[] = [
  // "can I talk to a real person", "let me speak with one of your locators", "connect me with an agent", "send this to a locator"
  new RegExp(
    String.raw`\b(?:talk|talking|speak|speaking|chat|chatting|connect(?: me| us)?|put me (?:in touch|through)|transfer(?: me| this)?|hand (?:me|this|it)(?: off| over)?|pass (?:me|this|it)(?: on| over| along)?|send(?: me| this| it| my (?:profile|info|information|details|request))?|forward(?: me| this| it)?|escalate(?: this| it)?|get me) (?:over |back |on |along )?(?:to|with) ${PERSON}`,
  ),
  // "have someone call me", "can a locator e-mail me", "I want an agent to contact me"
  new RegExp(String.raw`\b${PERSON} (?:to |could |can |would |will |should |please )?${REACH}(?: (?:me|us)\b|[\s!.?]*$)`),
  // "is there a person I can talk to", "someone we could speak with"
  new RegExp(String.raw`\b${PERSON} (?:i|we) (?:can|could|may|might) (?:talk|speak|chat) (?:to|with)\b`),
  // "I want a real person", "I'd prefer a human", "get me a live agent"
  /\b(?:want|need|prefer|rather(?: have)?|like|give me|get me|is there|are there|can i (?:have|get)|could i (?:have|get)) (?:a |an |to (?:talk|speak) (?:to|with) (?:a |an )?)?(?:real|live|actual|flesh and blood) (?:person|human|people|agent|locator|representative|rep)\b/,
  // "call me back", "please call me", "call me tomorrow" (but not "call me Maria")
  /\b(?:call|phone|ring) me (?:back|asap|today|tomorrow|soon|later|now|please|at \d|when|whenever|this (?:morning|afternoon|evening|week))\b|\b(?:please|pls|can you|could you|can u|would you) (?:call|phone|ring) me\b/,
  // "what's the contact number for a locator?", "how do I reach an agent?", "phone number to call someone"
  new RegExp(String.raw`\b(?:(?:contact|phone) (?:number|info|information|details)|number|how (?:do|can) (?:i|we) (?:reach|contact|call|get (?:in touch )?with)) (?:for |of |to (?:reach |call |contact )?)?${PERSON}`),
  // "human please", "agent", "representative!"
  /^(?:(?:a|an) )?(?:real |live )?(?:human|person|agent|locator|representative|operator)(?: please| pls| now)?[\s!.?]*$/,
];

/** True when the message asks for a person (a Houston locator) to take over. */
export function asksForPerson(normalised: string): boolean {
  // "are you a real person?" asks what A.L.I. is; the help answer says so.
  const text = normalised.replace(/\bare (?:you|u) (?:a |an )?(?:real |actual )?(?:person|human|bot|robot|ai)\b/g, " ");
  return HAND_OFF.some((cue) => cue.test(text));
}
