/**
 * A shared list's private link and "Contact your locator" against a real database (decision 038): a share of a guest's
 * list (no account) e-mails its client a link holding a token only the e-mail has; the link opens that list and no
 * other, for the client to read, react and write to the locator; a later share gives earlier links as long again;
 * expiry and revocation close them for good (audited); a list with neither an account nor an address is refused.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_LINK_DAYS } from "../../core/admin/list-link.ts";
import { SHARE_NEEDS_RECIPIENT } from "../../core/admin/option-share.ts";
import { hashVerificationToken } from "../../core/leases/lease-verification.ts";
import { communitiesWithPlans, createTestList } from "../../tests/client-option-lists.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import type { Database } from "../client-types.ts";
import { auditLog, clientEvents, clientOptionApartments, clientOptionEvents, clientOptionLinks, clientOptions, outbox } from "../schema/index.ts";
import type { AdminActor } from "./admin/admin-write.ts";
import { addOptionItem, shareOptionList } from "./admin/client-option-items.ts";
import { openClientList, revokeListLink } from "./admin/resources/client-options.ts";
import { LINK_HOLDER, reactToOption, readClientOptionList, recordListView } from "./client-options.ts";
import { createInquiry } from "./inquiries.ts";
import { findListOfLink, summarizeListLinks } from "./list-links.ts";
import { sendLocatorMessage } from "./locator-messages.ts";
import { loadMatchCatalogue, type MatchCatalogue } from "./match-catalogue.ts";
import { insertUser } from "./users.ts";

const ENV = { origin: "https://locator.test", company: "Bayou Locating LLC" };
const DAY = 86_400_000;

describe.each(testDatabaseKinds)("shared list links on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let maria: AdminActor;
  let sam: AdminActor;
  let catalogue: MatchCatalogue;
  let communities: { id: number; title: string }[];
  let n = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const created = await insertUser(db, { username: "maria", email: "maria@locator.test", displayName: "Maria Lopez", passwordHash: "h", isAdmin: true });
    const other = await insertUser(db, { username: "sam", email: "sam@locator.test", passwordHash: "h", isAdmin: true });
    if (!created.ok || !other.ok) throw new Error("admins not created");
    maria = { id: created.user.id, username: "maria" };
    sam = { id: other.user.id, username: "sam" };
    catalogue = await loadMatchCatalogue(db);
    communities = await communitiesWithPlans(db, 3);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** A guest's list (a contact-form inquiry, no account) opened by Maria from the client, with two communities. */
  async function guestList() {
    n += 1;
    const email = `guest${n}@example.com`;
    const { clientId } = await createInquiry(db, { name: `Guest ${n}`, email, phone: null, message: "Two bedrooms near the Heights?", source: "contact" } as never);
    const opened = await openClientList(db, maria, "client", clientId);
    if (!opened.ok) throw new Error(opened.message);
    let version = 1;
    for (const community of communities.slice(0, 2)) {
      const added = await addOptionItem(db, maria, opened.listId, version, community.id);
      if (!added.ok) throw new Error(JSON.stringify(added));
      version = added.version!;
    }
    return { listId: opened.listId, clientId, email, name: `Guest ${n}`, version };
  }

  async function share(listId: number, version: number) {
    const result = await shareOptionList(db, maria, listId, version, ENV);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.version!;
  }

  const mailOf = (listId: number, kind: "list-shared" | "locator-message") =>
    db
      .select()
      .from(outbox)
      .innerJoin(clientOptions, eq(clientOptions.clientId, outbox.clientId))
      .where(and(eq(clientOptions.id, listId), eq(outbox.kind, kind)))
      .orderBy(asc(outbox.id))
      .then((rows) => rows.map((row) => row.outbox));
  const tokenOf = (text: string) => /\/shared-list\?key=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
  const read = (listId: number) => readClientOptionList(db, { listId, viewer: LINK_HOLDER, reference: catalogue, today: "2026-06-05" });

  it("e-mails a guest's list to its client with a private link that opens that list and no other", async () => {
    const { listId, clientId, email, version } = await guestList();
    const other = await guestList();
    await share(listId, version);
    await share(other.listId, other.version);

    const [mail] = await mailOf(listId, "list-shared");
    expect(mail).toMatchObject({ toAddress: email, clientId, userId: null, subject: "Maria Lopez picked 2 communities for you" });
    expect(mail!.headers).toEqual({ "Reply-To": "maria@locator.test" });
    expect(mail!.textBody).toContain(`Hello Guest ${n - 1}, Maria Lopez at Bayou Locating LLC picked 2 communities for you.`);
    expect(mail!.textBody).toContain("https://locator.test/shared-list?key=");
    const token = tokenOf(mail!.textBody)!;
    expect(token).not.toBeNull();

    // Only the token's SHA-256 is kept.
    const links = await db.select().from(clientOptionLinks).where(eq(clientOptionLinks.clientOptionId, listId));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ tokenHash: hashVerificationToken(token), sentTo: email, revokedAt: null });
    expect(JSON.stringify(links)).not.toContain(token);
    expect(links[0]!.expiresAt.getTime() - links[0]!.createdAt.getTime()).toBe(LIST_LINK_DAYS * DAY);

    expect(await findListOfLink(db, hashVerificationToken(token))).toEqual({ listId });
    expect(await findListOfLink(db, hashVerificationToken("A".repeat(43)))).toBeNull();
    const [otherMail] = await mailOf(other.listId, "list-shared");
    expect(await findListOfLink(db, hashVerificationToken(tokenOf(otherMail!.textBody)!))).toEqual({ listId: other.listId });

    // The holder reads it as the client: the shared communities, the locator by name and e-mail, no account.
    const list = await read(listId);
    expect(list).toMatchObject({ id: listId, viewerIsClient: true, hasAccount: false, locator: { name: "Maria Lopez", email: "maria@locator.test" }, preview: false });
    expect(list!.items.map((item) => item.apartmentId)).toEqual(communities.slice(0, 2).map((c) => c.id));

    // The share's audit entry lists the link (never the token); the history says where it went.
    const entries = await db.select().from(auditLog).where(and(eq(auditLog.resource, "client-options"), eq(auditLog.recordId, String(listId)))).orderBy(asc(auditLog.id));
    const entry = entries.find((e) => e.action === "update" && e.after !== null && "sharedAt" in e.after);
    expect((entry!.after as { privateLinks: string[] }).privateLinks).toEqual([expect.stringMatching(new RegExp(`^private link to ${email}, sent \\d{4}-\\d{2}-\\d{2}, works until`))]);
    expect(JSON.stringify(entry)).not.toContain(token);
    const [shared] = await db.select().from(clientOptionEvents).where(and(eq(clientOptionEvents.clientOptionId, listId), eq(clientOptionEvents.kind, "shared")));
    expect(shared!.body).toBe(`Shared 2 communities; e-mailed to ${email} with a private link`);
  });

  it("sends a list without its own address to its client's, and a list with only an account is told in the app", async () => {
    const { listId, clientId, version } = await guestList();
    await db.update(clientOptions).set({ clientEmail: null }).where(eq(clientOptions.id, listId));
    await share(listId, version);
    const [mail] = await mailOf(listId, "list-shared");
    expect(mail!.toAddress).toBe(`guest${n}@example.com`);
    expect(mail!.clientId).toBe(clientId);

    const renter = await insertUser(db, { username: `account${n}`, email: `account${n}@example.com`, passwordHash: "h" });
    if (!renter.ok) throw new Error("renter not created");
    const accountList = await createTestList(db, { userId: renter.user.id, locatorId: maria.id, items: [{ apartmentId: communities[0]!.id }] });
    expect(await shareOptionList(db, maria, accountList, 1, ENV)).toMatchObject({ ok: true });
    expect(await db.select().from(clientOptionLinks).where(eq(clientOptionLinks.clientOptionId, accountList))).toEqual([]);
    expect(await db.select().from(outbox).where(and(eq(outbox.userId, renter.user.id), eq(outbox.kind, "list-shared")))).toEqual([]);

    const nobody = await createTestList(db, { userId: null, locatorId: maria.id, items: [{ apartmentId: communities[0]!.id }] });
    expect(await shareOptionList(db, maria, nobody, 1, ENV)).toEqual({ ok: false, reason: "refused", message: SHARE_NEEDS_RECIPIENT, field: "share" });
  });

  it("gives earlier links as long again on a new share; expiry and revocation close them; the next share sends a new one", async () => {
    const { listId, version } = await guestList();
    let v = await share(listId, version);
    const [firstMail] = await mailOf(listId, "list-shared");
    const first = hashVerificationToken(tokenOf(firstMail!.textBody)!);
    // The first link was sent long ago: ten days to go.
    await db.update(clientOptionLinks).set({ expiresAt: new Date(Date.now() + 10 * DAY) }).where(eq(clientOptionLinks.tokenHash, first));
    const added = await addOptionItem(db, maria, listId, v, communities[2]!.id);
    v = await share(listId, (added as { version: number }).version);
    const mails = await mailOf(listId, "list-shared");
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe("Maria Lopez updated your apartment options");
    const second = hashVerificationToken(tokenOf(mails[1]!.textBody)!);
    expect(second).not.toBe(first);
    const links = await db.select().from(clientOptionLinks).where(eq(clientOptionLinks.clientOptionId, listId)).orderBy(asc(clientOptionLinks.id));
    expect(links[0]!.expiresAt.getTime()).toBe(links[1]!.expiresAt.getTime());
    expect(await summarizeListLinks(db, listId)).toEqual({ live: 2, expiresAt: links[1]!.expiresAt.toISOString(), sentTo: `guest${n}@example.com` });

    // Past its expiry a link opens nothing.
    expect(await findListOfLink(db, first, new Date(links[0]!.expiresAt.getTime() + 1))).toBeNull();

    // Revoked: both stop, audited as a change of the list, with a line in its history; a second revocation is refused.
    const revoked = await revokeListLink(db, sam, listId);
    expect(revoked).toMatchObject({ ok: true, entryId: expect.any(Number) });
    expect(await findListOfLink(db, first)).toBeNull();
    expect(await findListOfLink(db, second)).toBeNull();
    expect(await summarizeListLinks(db, listId)).toEqual({ live: 0, expiresAt: null, sentTo: null });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.id, (revoked as { entryId: number }).entryId));
    expect(entry).toMatchObject({ actorUsername: "sam", action: "update" });
    expect((entry!.after as { privateLinks: string[] }).privateLinks).toEqual([]);
    expect((entry!.before as { privateLinks: string[] }).privateLinks).toHaveLength(2);
    const events = await db.select().from(clientOptionEvents).where(and(eq(clientOptionEvents.clientOptionId, listId), eq(clientOptionEvents.kind, "revoked")));
    expect(events.map((e) => [e.actorUsername, e.body])).toEqual([["sam", "Revoked the private links (2): they open nothing any more"]]);
    expect(await revokeListLink(db, sam, listId)).toEqual({ ok: false, reason: "refused", message: "This list has no private link that still works.", field: "link" });

    // A new share makes a new link; the revoked ones stay closed.
    await share(listId, (revoked as { version: number }).version);
    const third = hashVerificationToken(tokenOf((await mailOf(listId, "list-shared"))[2]!.textBody)!);
    expect(await findListOfLink(db, third)).toEqual({ listId });
    expect(await findListOfLink(db, first)).toBeNull();
  });

  it("lets the holder open and answer as the client, named by the link in the history and on the timeline", async () => {
    const { listId, clientId, name, version } = await guestList();
    await share(listId, version);
    expect(await recordListView(db, { listId, viewer: LINK_HOLDER })).toBe(true);
    expect(await recordListView(db, { listId, viewer: LINK_HOLDER })).toBe(false);
    const apartmentId = communities[0]!.id;
    expect(await reactToOption(db, { listId, apartmentId, viewer: LINK_HOLDER, reaction: { kind: "interested" } })).toEqual({ ok: true, changed: true, clientId });
    const [item] = await db.select().from(clientOptionApartments).where(and(eq(clientOptionApartments.clientOptionId, listId), eq(clientOptionApartments.apartmentId, apartmentId)));
    expect(item!.reaction).toBe("interested");
    const history = await db.select().from(clientOptionEvents).where(eq(clientOptionEvents.clientOptionId, listId)).orderBy(asc(clientOptionEvents.id));
    expect(history.filter((e) => e.kind !== "created" && e.kind !== "shared").map((e) => [e.kind, e.actorUsername, e.body])).toEqual([
      ["viewed", `${name} (private link)`, "The client opened the list with its private link"],
      ["reaction", `${name} (private link)`, `Interested in ${communities[0]!.title}`],
    ]);
    const timeline = await db.select().from(clientEvents).where(and(eq(clientEvents.clientId, clientId), eq(clientEvents.kind, "reaction")));
    expect(timeline.map((e) => e.actorUsername)).toEqual([`${name} (private link)`]);
    // A community that was not shared is still refused.
    expect(await reactToOption(db, { listId, apartmentId: communities[2]!.id, viewer: LINK_HOLDER, reaction: { kind: "interested" } })).toEqual({ ok: false, reason: "not-found" });
  });

  it("sends the client's message to the list's locator, with their address to reply to, onto the timeline and the history", async () => {
    const { listId, clientId, email, name, version } = await guestList();
    await share(listId, version);
    const message = "Can I see the first one on Saturday?\nAfter 10 if possible.";
    expect(await sendLocatorMessage(db, { listId, from: LINK_HOLDER, message, origin: ENV.origin })).toEqual({ ok: true, recipients: 1 });
    const [mail] = await mailOf(listId, "locator-message");
    expect(mail).toMatchObject({ toAddress: "maria@locator.test", clientId, subject: `Message from ${name} about their apartment options` });
    expect(mail!.headers).toEqual({ "Reply-To": email });
    expect(mail!.textBody).toContain("> Can I see the first one on Saturday?");
    expect(mail!.textBody).toContain(`https://locator.test/admin/client-options/${listId}`);
    expect(mail!.textBody).not.toContain("/shared-list");
    const [line] = await db.select().from(clientEvents).where(and(eq(clientEvents.clientId, clientId), eq(clientEvents.kind, "inquiry"), eq(clientEvents.actorUsername, `${name} (private link)`)));
    expect(line).toMatchObject({ body: `Message from the options list: ${message}`, staffOnly: true });
    const [event] = await db.select().from(clientOptionEvents).where(and(eq(clientOptionEvents.clientOptionId, listId), eq(clientOptionEvents.kind, "message")));
    expect(event!.body).toBe(`Wrote to the locator: ${message}`);

    // A list whose locator is gone: every enabled administrator gets it.
    await db.update(clientOptions).set({ locatorId: null }).where(eq(clientOptions.id, listId));
    expect(await sendLocatorMessage(db, { listId, from: LINK_HOLDER, message: "Anyone there?", origin: null })).toEqual({ ok: true, recipients: 2 });
    const unassigned = (await mailOf(listId, "locator-message")).slice(1);
    expect(unassigned.map((m) => m.toAddress).sort()).toEqual(["maria@locator.test", "sam@locator.test"]);
    expect(unassigned[0]!.textBody).toContain("every administrator gets it");
  });

  it("takes a message from the list's own account only: another renter or an administrator is not-found", async () => {
    const owner = await insertUser(db, { username: `owner${n}`, email: `owner${n}@example.com`, passwordHash: "h" });
    const stranger = await insertUser(db, { username: `stranger${n}`, email: `stranger${n}@example.com`, passwordHash: "h" });
    if (!owner.ok || !stranger.ok) throw new Error("renters not created");
    const listId = await createTestList(db, { userId: owner.user.id, locatorId: sam.id, sharedAt: new Date("2026-06-02T12:00:00Z"), items: [{ apartmentId: communities[0]!.id }] });
    const from = (user: { id: number; username: string }, isAdmin = false) => ({ id: user.id, username: user.username, isAdmin });
    expect(await sendLocatorMessage(db, { listId, from: from(stranger.user), message: "Hi", origin: null })).toEqual({ ok: false, reason: "not-found" });
    expect(await sendLocatorMessage(db, { listId, from: from(maria, true), message: "Hi", origin: null })).toEqual({ ok: false, reason: "not-found" });
    expect(await sendLocatorMessage(db, { listId, from: from(owner.user), message: "Hi", origin: null })).toEqual({ ok: true, recipients: 1 });
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.kind, "locator-message"), eq(outbox.toAddress, "sam@locator.test"))).orderBy(desc(outbox.id)).limit(1);
    // The account's own address to reply to: the list has none of its own.
    expect(mail!.headers).toEqual({ "Reply-To": `owner${n}@example.com` });
    expect(mail!.textBody).toContain("their options list, signed in");
  });
});
