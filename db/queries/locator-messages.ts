/**
 * "Contact your locator" (decision 038): what the client writes on their options list, signed in or with its private
 * link, in one transaction: an e-mail to the list's locator (kind locator-message; to every enabled administrator
 * when the list has no locator who is one), a line on the client's timeline (an inquiry: the client wrote in) and on
 * the list's history.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { linkHolderName } from "../../core/admin/list-link.ts";
import { composeLocatorMessageEmail } from "../../core/mail/locator-message-email.ts";
import type { Database } from "../client-types.ts";
import { clientOptionEvents, clientOptions, users } from "../schema/index.ts";
import type { Tx } from "./admin/audited-tables.ts";
import { addClientEvent, clientOfUser } from "./clients.ts";
import type { ListReader } from "./client-options.ts";
import { listShareAddress } from "./mail/list-mail.ts";
import { enqueueEmail } from "./outbox.ts";

const enabledAdministrator = and(eq(users.isAdmin, true), isNull(users.disabledAt));

export type LocatorMessageResult = { ok: true; recipients: number } | { ok: false; reason: "not-found" };

/** The address the client can be answered at: the list's (as a share sends it), else their account's. */
async function replyAddress(tx: Tx, listId: number, userId: number | null): Promise<string | null> {
  const address = await listShareAddress(tx, listId);
  if (address !== null || userId === null) return address;
  const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return account?.email ?? null;
}

/**
 * Sends the client's message about list `listId` to its locator. `from` is the list's own account or the holder of
 * its private link (the caller found the list by it); anyone else (an administrator included) gets "not-found".
 * `message` is already checked (core/admin/locator-message.ts).
 */
export async function sendLocatorMessage(
  db: Database,
  options: { listId: number; from: ListReader; message: string; origin: string | null; now?: Date },
): Promise<LocatorMessageResult> {
  const { from, message } = options;
  const now = options.now ?? new Date();
  if (!("link" in from) && from.isAdmin) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select({ id: clientOptions.id, clientName: clientOptions.clientName, clientId: clientOptions.clientId, userId: clientOptions.userId, locatorId: clientOptions.locatorId })
      .from(clientOptions)
      .where(and(eq(clientOptions.id, options.listId), "link" in from ? undefined : eq(clientOptions.userId, from.id)));
    if (!list) return { ok: false, reason: "not-found" } as const;
    const via = "link" in from ? "link" : "account";
    const actorName = "link" in from ? linkHolderName(list.clientName) : from.username;

    const locator =
      list.locatorId === null
        ? []
        : await tx
            .select({ email: users.email })
            .from(users)
            .where(and(eq(users.id, list.locatorId), enabledAdministrator));
    const recipient = locator.length > 0 ? "locator" : "unassigned";
    const addresses = locator.length > 0 ? locator : await tx.select({ email: users.email }).from(users).where(enabledAdministrator).orderBy(asc(users.id));
    const email = composeLocatorMessageEmail({
      listId: list.id,
      clientName: list.clientName,
      clientEmail: await replyAddress(tx, list.id, list.userId),
      message,
      via,
      origin: options.origin,
      recipient,
    });
    for (const { email: toAddress } of addresses) {
      await enqueueEmail(tx, { kind: "locator-message", userId: null, clientId: list.clientId, toAddress }, email);
    }

    await tx.insert(clientOptionEvents).values({ clientOptionId: list.id, at: now, actorId: null, actorUsername: actorName, kind: "message", body: `Wrote to the locator: ${message}` });
    const clientId = list.clientId ?? (list.userId !== null ? await clientOfUser(tx, list.userId) : null);
    if (clientId !== null) {
      await addClientEvent(tx, { clientId, actor: null, actorName, kind: "inquiry", body: `Message from the options list: ${message}`, at: now });
    }
    return { ok: true, recipients: addresses.length } as const;
  });
}
