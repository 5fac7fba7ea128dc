/**
 * Secrets the server makes for itself when configuration gives none: generated once, kept in the database so every
 * process (and every restart) signs and checks with the same one (decisions 027, 028).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { serverSecrets } from "../schema/index.ts";

const UNSUBSCRIBE_SECRET = "alert-unsubscribe";
const VERIFICATION_SECRET = "email-verification";
const CHAT_REPLY_SECRET = "chat-reply";
const known = new WeakMap<Database, Map<string, Promise<string>>>();

async function readOrCreateServerSecret(db: Database, name: string): Promise<string> {
  // Two processes starting at once: the first insert wins and both read it back.
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be read back`);
  return row.value;
}

/** A generated secret by name, read once per process and database. */
function serverSecret(db: Database, name: string): Promise<string> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = readOrCreateServerSecret(db, name);
    secrets.set(name, secret);
    secret.catch(() => secrets.delete(name));
  }
  return secret;
}

/** The key of the unsubscribe links: ALERTS_SECRET when configured, else the generated one (read once per process). */
export function unsubscribeSecret(db: Database, configured: string | null | undefined): Promise<string> {
  return configured ? Promise.resolve(configured) : serverSecret(db, UNSUBSCRIBE_SECRET);
}

/** The key of e-mail verification links (decision 028): always generated, never shared with another kind of link. */
export function verificationSecret(db: Database): Promise<string> {
  return serverSecret(db, VERIFICATION_SECRET);
}

/** The key of A.L.I.'s reply signatures (core/chat/reply-signature.ts): always generated, never shared with another kind of signature. */
export function chatReplySecret(db: Database): Promise<string> {
  return serverSecret(db, CHAT_REPLY_SECRET);
}
