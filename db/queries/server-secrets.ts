/**
 * Secrets the server makes for itself when configuration gives none: generated once, kept in the database so every
 * process (and every restart) signs and checks with the same one (decision 027).
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../client-types.ts";
import { serverSecrets } from "../schema/index.ts";

const UNSUBSCRIBE_SECRET = "alert-unsubscribe";
const known = new WeakMap<Database, Promise<string>>();

async function readOrCreateServerSecret(db: Database, name: string): Promise<string> {
  // Two processes starting at once: the first insert wins and both read it back.
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} could not be read back`);
  return row.value;
}

/** The key of the unsubscribe links: ALERTS_SECRET when configured, else the generated one (read once per process). */
export function unsubscribeSecret(db: Database, configured: string | null | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let secret = known.get(db);
  if (!secret) {
    secret = readOrCreateServerSecret(db, UNSUBSCRIBE_SECRET);
    known.set(db, secret);
    secret.catch(() => known.delete(db));
  }
  return secret;
}
