/**
 * The one outbox's own rules on both databases: every kind the code names is one the table accepts (and nothing
 * else), and a claimed message comes with its HTML body, or null for a text-only one.
 */
import { eq, TransactionRollbackError } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTBOX_KIND_LABELS, OUTBOX_KINDS, type OutboxKind } from "../../core/mail/outbox-kinds.ts";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../tests/database.ts";
import { outbox } from "../schema/index.ts";
import { claimDueMessages, enqueueEmail, enqueueMessage } from "./outbox.ts";

describe.each(testDatabaseKinds)("the outbox on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("accepts every kind OUTBOX_KINDS names, each with a label, and refuses any other", async () => {
    expect(Object.keys(OUTBOX_KIND_LABELS).sort()).toEqual([...OUTBOX_KINDS].sort());
    // Inserted, counted, and rolled back: the check constraint passed them all.
    await expect(
      database.db.transaction(async (tx) => {
        for (const kind of OUTBOX_KINDS) await enqueueMessage(tx, { kind, userId: null, toAddress: "a@example.com", subject: kind, textBody: "t", headers: {} });
        expect(await tx.select({ kind: outbox.kind }).from(outbox)).toHaveLength(OUTBOX_KINDS.length);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    await expect(
      enqueueMessage(database.db, { kind: "carrier-pigeon" as OutboxKind, userId: null, toAddress: "a@example.com", subject: "s", textBody: "t", headers: {} }),
    ).rejects.toThrow();
  });

  it("hands the sender the HTML body with the text, and null for a text-only message", async () => {
    const withHtml = await enqueueEmail(database.db, { kind: "new-lead", userId: null, toAddress: "locator@example.com" }, { subject: "Both", text: "Plain", html: "<p>Rich</p>", headers: { "X-A": "1" } });
    const textOnly = await enqueueEmail(database.db, { kind: "verify-email", userId: null, toAddress: "renter@example.com" }, { subject: "Text", text: "Plain only", headers: {} });
    const claimed = await claimDueMessages(database.db, 10, 60);
    expect(claimed.find((m) => m.id === withHtml)).toMatchObject({ subject: "Both", textBody: "Plain", htmlBody: "<p>Rich</p>", headers: { "X-A": "1" }, attempts: 1 });
    expect(claimed.find((m) => m.id === textOnly)).toMatchObject({ subject: "Text", textBody: "Plain only", htmlBody: null });
    const [row] = await database.db.select({ htmlBody: outbox.htmlBody }).from(outbox).where(eq(outbox.id, withHtml));
    expect(row!.htmlBody).toBe("<p>Rich</p>");
  });
});
