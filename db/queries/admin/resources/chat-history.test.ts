import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../../tests/database.ts";
import { parseListQuery } from "../../../../core/admin/list-query.ts";
import { chatHistoryResource } from "../../../../core/admin/resources/chat-history.ts";
import type { Database } from "../../../client-types.ts";
import { createChatSession } from "../../chat-sessions.ts";
import { insertUser } from "../../users.ts";
import { listRecords } from "../list-records.ts";
import { chatHistoryStore, readChatTranscript } from "./chat-history.ts";

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds)("chat history store on %s", (kind) => {
  let database: TestDatabase;
  let db: Database;
  let dana: number;
  let omar: number;
  let searchedId: number;
  let markerId: number;
  let quietId: number;
  let oldId: number;

  const list = (search: string) => listRecords(db, chatHistoryStore.source, parseListQuery(chatHistoryResource, new URLSearchParams(search)));
  const ids = async (search: string) => (await list(search)).rows.map((row) => row.id).sort((a, b) => a - b);

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const made = await Promise.all(
      ["dana_w", "omar_k"].map((username) => insertUser(db, { username, email: `${username}@example.com`, passwordHash: "h" })),
    );
    if (!made.every((m) => m.ok)) throw new Error("users not created");
    [dana, omar] = made.map((m) => (m.ok ? m.user.id : 0)) as [number, number];
    const now = new Date();
    const at = (ms: number) => new Date(now.getTime() - ms).toISOString();

    searchedId = (
      await createChatSession(db, { userId: dana, type: "sidebar" }, {
        sessionName: "Heights search",
        messages: [
          { role: "user", content: "Two bedrooms near the bayou_trail, 100% pet friendly", timestamp: at(60_000) },
          { role: "assistant", content: "Here are two.", apartments: ["heights-lofts"], updateNotification: "Bedrooms set to 2", timestamp: at(30_000) },
        ],
      })
    ).id;
    markerId = (
      await createChatSession(db, { userId: omar, type: "general" }, {
        sessionName: "General Chat",
        messages: [
          { role: "user", content: "Anything in Midtown?", timestamp: at(20_000) },
          { role: "assistant", content: "Try [[apartment:midtown-flats]].", timestamp: at(10_000) },
        ],
      })
    ).id;
    quietId = (
      await createChatSession(db, { userId: omar, type: "sidebar" }, {
        sessionName: "Budget talk",
        // A renter naming an apartment is not a search: only A.L.I.'s suggestions count.
        messages: [{ role: "user", content: "Is [[apartment:x]] cheap?", timestamp: at(5_000) }],
      })
    ).id;
    oldId = (
      await createChatSession(db, { userId: dana, type: "sidebar" }, {
        sessionName: "Last spring",
        messages: [{ role: "assistant", content: "No suggestions yet.", apartments: [], timestamp: at(45 * DAY) }],
      }, new Date(now.getTime() - 45 * DAY))
    ).id;
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("lists every session of both families with its owner, counts and whether a search was made", async () => {
    const page = await list("");
    expect(page.total).toBe(4);
    // Newest last message first.
    expect(page.rows.map((row) => row.id)).toEqual([quietId, markerId, searchedId, oldId]);
    const searched = page.rows.find((row) => row.id === searchedId)!;
    expect(searched.cells).toMatchObject({ sessionName: "Heights search", username: "dana_w", family: "Assistant (A.L.I.)", messages: 2, searched: true });
    expect(typeof searched.cells.lastMessageAt).toBe("string");
    expect(page.rows.find((row) => row.id === markerId)!.cells).toMatchObject({ family: "Side panel", searched: true });
    expect(page.rows.find((row) => row.id === quietId)!.cells.searched).toBe(false);
    expect(page.rows.find((row) => row.id === oldId)!.cells.searched).toBe(false);
  });

  it("filters by family, search made and recency", async () => {
    expect(await ids("family=general")).toEqual([markerId]);
    expect(await ids("searched=yes")).toEqual([searchedId, markerId].sort((a, b) => a - b));
    expect(await ids("searched=no")).toEqual([quietId, oldId].sort((a, b) => a - b));
    expect(await ids("recent=30")).toEqual([searchedId, markerId, quietId].sort((a, b) => a - b));
    expect(await ids("recent=90&family=sidebar&searched=no")).toEqual([quietId, oldId].sort((a, b) => a - b));
    // A value that is not a choice is ignored, like "Any".
    expect((await list("recent=9999")).total).toBe(4);
  });

  it("searches usernames, session names and message text, with % and _ literal", async () => {
    expect(await ids("q=OMAR")).toEqual([markerId, quietId].sort((a, b) => a - b));
    expect(await ids("q=spring")).toEqual([oldId]);
    expect(await ids("q=midtown")).toEqual([markerId]);
    expect(await ids("q=100%25 pet")).toEqual([searchedId]);
    expect(await ids("q=bayou_trail")).toEqual([searchedId]);
    expect(await ids("q=bayou%25trail")).toEqual([]);
    expect(await ids("q=100_")).toEqual([]);
  });

  it("reads a transcript in order with the owner, and null for an unknown id", async () => {
    const transcript = await readChatTranscript(db, searchedId);
    expect(transcript).toMatchObject({ sessionName: "Heights search", type: "sidebar", user: { id: dana, username: "dana_w" } });
    expect(transcript!.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(transcript!.messages[1]).toMatchObject({ apartments: ["heights-lofts"], updateNotification: "Bedrooms set to 2" });
    expect(await readChatTranscript(db, 2_147_483_647)).toBeNull();
  });

  it("refuses every write", async () => {
    const actor = { id: dana, username: "dana_w" };
    for (const result of [
      await chatHistoryStore.create(db, actor, {}),
      await chatHistoryStore.update(db, actor, searchedId, 0, {}),
      await chatHistoryStore.remove(db, actor, searchedId, 0),
    ]) {
      expect(result).toEqual({ ok: false, reason: "refused", message: "Chat history is read-only." });
    }
    expect(Object.keys(chatHistoryStore.bulk)).toEqual([]);
    expect(await readChatTranscript(db, searchedId)).not.toBeNull();
  });
});
