/**
 * "Forget everything about me", "start over", "clear my preferences": the whole message asks to clear what the chat
 * has saved. Every preference goes (name and phone too: "everything about me"), the conversation forgets its last
 * query, and the reply says what was cleared. The saved notice's Undo brings it all back (decision 034: the webhook
 * records the change like any other). Deleting the account itself is the account page's, and the reply says where.
 */
import type { PreferenceProfile } from "../preferences/profile.ts";

const START_OVER =
  /^(?:(?:ok|okay|hmm|um|actually|wait|please|pls|lets|let's|can we|can you|could you|i want to|i wanna|id like to)[\s,.!]+)*(?:forget (?:everything|all)(?: (?:about me|you know about me|i said|i told you|we said))?|start(?:ing)? (?:over|fresh|again|from scratch)|reset (?:everything|it all|my (?:profile|preferences|search|criteria)|the (?:profile|preferences|search))|clear (?:everything|it all|my (?:profile|preferences|search|criteria)|all my (?:preferences|criteria))|wipe (?:everything|my (?:profile|preferences))|delete (?:my )?(?:preferences|saved preferences|search criteria)|from scratch)(?:[\s,.!;-]+(?:and )?(?:start(?:ing)? (?:over|fresh|again)|please|pls|thanks|new search|from scratch))*[\s.!?]*$/;

export function asksToStartOver(text: string): boolean {
  return START_OVER.test(text.toLowerCase().replace(/[’']/g, "'").trim());
}

/** Whether anything is saved that starting over would clear. */
export function holdsAnything(profile: PreferenceProfile): boolean {
  return (
    profile.name !== null ||
    profile.phone !== null ||
    profile.commuteTo !== null ||
    profile.neighborhoodIds.length > 0 ||
    profile.anyNeighborhood ||
    profile.maxBudget !== null ||
    profile.bedrooms !== null ||
    profile.bathrooms !== null ||
    profile.sqft !== null ||
    profile.amenities.length > 0 ||
    profile.moveInDate !== null ||
    profile.leaseLength !== null ||
    profile.skippedFields.length > 0
  );
}

export function startOverText(cleared: boolean): string {
  const next = "Tell me your budget, bedrooms and the neighborhoods you like, and I'll find apartments that fit.";
  const account = "With an account, 'Delete account' on your account page deletes it and everything we keep.";
  return cleared ? `Done: I cleared everything you had saved (name, contact, budget, bedrooms, neighborhoods, amenities, dates). ${next} ${account}` : `Nothing is saved yet, so we're already starting fresh. ${next}`;
}
