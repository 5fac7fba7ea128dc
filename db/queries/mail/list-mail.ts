/**
 * The e-mail a share of an options list sends its client (decision 038), queued in the share's transaction with a
 * new private link to the list: to the list's client e-mail, else its client's. None without an address (a client
 * with an account is told in the app either way).
 */
import { eq } from "drizzle-orm";
import { shareAddress } from "../../../core/admin/option-share.ts";
import { sharedListPath } from "../../../core/admin/list-link.ts";
import { houstonCalendarDate } from "../../../core/format/dates.ts";
import { composeListSharedEmail } from "../../../core/mail/list-shared-email.ts";
import { clientOptions, clients, users } from "../../schema/index.ts";
import type { Tx } from "../admin/audited-tables.ts";
import { createListLink } from "../list-links.ts";
import { enqueueEmail } from "../outbox.ts";

/** What e-mails that record actions queue need from the server: PUBLIC_ORIGIN for absolute links, and the brokerage's name. */
export interface ListMailEnv {
  origin: string | null;
  company: string;
}

/** The list's address to send a share to (its client e-mail, else its client's), or null. */
export async function listShareAddress(tx: Tx, listId: number): Promise<string | null> {
  const [row] = await tx
    .select({ listEmail: clientOptions.clientEmail, clientEmail: clients.email })
    .from(clientOptions)
    .leftJoin(clients, eq(clients.id, clientOptions.clientId))
    .where(eq(clientOptions.id, listId));
  return row ? shareAddress(row) : null;
}

/** The locator a share names: the list's, else whoever shares it; by display name, else username. */
async function locatorOf(tx: Tx, locatorId: number): Promise<{ name: string; email: string | null }> {
  const [row] = await tx.select({ username: users.username, displayName: users.displayName, email: users.email }).from(users).where(eq(users.id, locatorId));
  if (!row) throw new Error(`locator ${locatorId} does not exist`);
  return { name: row.displayName?.trim() || row.username, email: row.email };
}

/**
 * Queues the share's e-mail with a new private link, inside the share's transaction. Returns where it went and the
 * token (for tests: it is in the e-mail and nowhere else), or null when the list has no address.
 */
export async function queueListSharedEmail(
  tx: Tx,
  options: { listId: number; sharedBy: number; count: number; update: boolean; env: ListMailEnv; now: Date },
): Promise<{ address: string; token: string } | null> {
  const [list] = await tx
    .select({ clientName: clientOptions.clientName, message: clientOptions.message, userId: clientOptions.userId, clientId: clientOptions.clientId, locatorId: clientOptions.locatorId })
    .from(clientOptions)
    .where(eq(clientOptions.id, options.listId));
  if (!list) throw new Error(`options list ${options.listId} does not exist`);
  const address = await listShareAddress(tx, options.listId);
  if (address === null) return null;
  const { token, expiresAt } = await createListLink(tx, { listId: options.listId, sentTo: address, now: options.now });
  const email = composeListSharedEmail({
    clientName: list.clientName,
    count: options.count,
    update: options.update,
    message: list.message,
    locator: await locatorOf(tx, list.locatorId ?? options.sharedBy),
    company: options.env.company,
    link: `${options.env.origin ?? ""}${sharedListPath(token)}`,
    expiresOn: houstonCalendarDate(expiresAt),
    hasAccount: list.userId !== null,
  });
  await enqueueEmail(tx, { kind: "list-shared", userId: list.userId, clientId: list.clientId, toAddress: address }, email);
  return { address, token };
}
