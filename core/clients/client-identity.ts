/**
 * Which client a new inquiry belongs to, and which account a client may be attached to (issue 28, decision 035).
 *
 * - The same e-mail address joins one client: compared after trimming and in lower case, nothing else. A "+tag" or
 *   a Gmail dot may be another mailbox; joining two people wrongly would show one the other's records, so a spelling
 *   that differs is left for the locator to merge.
 * - An account is attached only through its own signed-in session (an inquiry it sent) or an address it verified;
 *   an address alone proves nothing (decision 028). A client already attached to another account is never taken over.
 * - The same phone number is only a suggestion to the locator.
 */

/** The address as clients are joined by it. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The last ten digits of a phone number (a US number with or without +1 and punctuation); null with fewer than ten. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.length >= 10 ? digits.slice(-10) : null;
}

export interface JoinFacts {
  /** The signed-in account that sent the inquiry, if any, and the client it is attached to. */
  session: { userId: number; clientId: number | null } | null;
  /** The client that already has an inquiry (or the address) with the same e-mail, newest first; null if none. */
  sameEmail: { clientId: number; userId: number | null } | null;
  /**
   * The account that verified this address (not an administrator), and the client it is attached to; null if no
   * account verified it.
   */
  verifiedOwner: { userId: number; clientId: number | null } | null;
}

export type JoinDecision =
  /** Into an existing client; `attachUserId`: the account to attach to it now (it had none). */
  | { kind: "existing"; clientId: number; attachUserId: number | null; unlinkedSession: boolean }
  /** A new client, attached to `userId` when the session or a verified address says whose it is. */
  | { kind: "new"; userId: number | null; unlinkedSession: boolean };

/**
 * Decides where the inquiry goes. `unlinkedSession`: a signed-in account sent it but could not be attached (the
 * address is not one it verified and the client is someone else's record), which the timeline says for the
 * locator to confirm.
 */
export function decideClientJoin(facts: JoinFacts): JoinDecision {
  const { session, sameEmail, verifiedOwner } = facts;
  // The session proves who is writing: their client, whatever address they typed.
  if (session?.clientId != null) return { kind: "existing", clientId: session.clientId, attachUserId: null, unlinkedSession: false };
  // The verified owner's client (an address the account proved is the account's).
  if (verifiedOwner?.clientId != null && (session === null || session.userId === verifiedOwner.userId)) {
    return { kind: "existing", clientId: verifiedOwner.clientId, attachUserId: null, unlinkedSession: false };
  }
  if (sameEmail) {
    // Attach an account only if the address is the one it verified, and the client has no account yet.
    const claimant = verifiedOwner && (session === null || session.userId === verifiedOwner.userId) ? verifiedOwner.userId : null;
    const attach = sameEmail.userId === null && claimant !== null ? claimant : null;
    const unlinkedSession = session !== null && sameEmail.userId !== session.userId && attach !== session.userId;
    return { kind: "existing", clientId: sameEmail.clientId, attachUserId: attach, unlinkedSession };
  }
  // Nobody has this address yet: the new client is the session's, or the verified owner's.
  if (session) return { kind: "new", userId: session.userId, unlinkedSession: false };
  return { kind: "new", userId: verifiedOwner?.userId ?? null, unlinkedSession: false };
}
