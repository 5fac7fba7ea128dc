/**
 * The answer to a renter who asks for a person ("can I talk to a real person?"): a Houston locator can
 * take it from here, through the chat's "Send to a locator" control, which sends the locator the
 * renter's contact details and recent words (POST /api/chat/hand-off). The control's label lives here
 * so the sentence and the button can never disagree.
 */
import type { PreferenceProfile } from "../preferences/profile.ts";

/** The chat's control that opens the hand-off form. */
export const HAND_OFF_CONTROL_LABEL = "Send to a locator";

/** What A.L.I. says once the hand-off form has been sent. */
export const HAND_OFF_SENT_MESSAGE =
  "Done: a Houston locator has your request and this conversation, and will be in touch within one business day. I'm still here if you have more questions meanwhile.";

export function answerHandOff(profile: PreferenceProfile): string {
  const name = profile.name?.trim().split(/\s+/)[0];
  return `${name ? `Sure, ${name}: a` : "Sure: a"} Houston locator can take it from here. Press '${HAND_OFF_CONTROL_LABEL}' under this chat and leave your name and e-mail (a phone number too if you'd like a call); they'll get what you've told me so far and reply within one business day. It's free for you.`;
}
