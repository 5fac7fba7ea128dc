/**
 * The verification e-mail of an account's address (decision 028): queued in the one outbox, in the transaction that
 * made the account (or asked for a new link), replacing a link still waiting to go out.
 */
import { composeVerificationEmail, signVerificationToken, verificationUrl } from "../../core/auth/email-verification.ts";
import type { Database } from "../client-types.ts";
import { dropUnsentMessages, enqueueEmail } from "./outbox.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface VerificationLinks {
  /**
   * PUBLIC_ORIGIN, never a request's Host: a forged Host would put another site in the link and hand it the token.
   * Without it the link is a bare path; SMTP cannot be configured without PUBLIC_ORIGIN, so such a message never leaves.
   */
  origin: string | null;
  secret: string;
  now?: Date;
}

export async function queueVerificationEmail(db: Database | Tx, account: { id: number; username: string; email: string }, links: VerificationLinks): Promise<void> {
  await dropUnsentMessages(db, account.id, "verify-email");
  const url = verificationUrl(links.origin ?? "", signVerificationToken(account, links.secret, links.now));
  const email = composeVerificationEmail({ username: account.username, url });
  await enqueueEmail(db, { kind: "verify-email", userId: account.id, toAddress: account.email }, email);
}
