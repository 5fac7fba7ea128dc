/**
 * The conversation at the caps of saved chats (issue 26): when the server answers that the session
 * is full, the chat carries on in a new session, created with the messages that did not fit, and
 * says so in a line; when the account holds the most sessions it can, it says so once and stops
 * trying. Nothing shown is dropped.
 */
import { describe, expect, it } from "vitest";
import {
  ChatSaveRefused,
  Conversation,
  accountFullText,
  sessionFullText,
  type ChatApi,
  type SessionSummary,
  type StoredMessage,
  type TurnOutcome,
} from "./conversation.ts";

const answer = (text: string): TurnOutcome => ({
  kind: "reply",
  reply: { text, apartments: [], neighborhoods: [], blogs: [], updateNotification: null, isCompleteStage: false, isCompleteSubstage: false, isComplete: false, stage: null, budgetChoices: null, cardPlanFit: null },
});

function fakeApi(options: { full?: Set<number>; accountFull?: boolean }) {
  const calls = { created: [] as { name: string; messages: StoredMessage[] }[], saved: [] as { id: number; messages: StoredMessage[] }[], turns: [] as (number | null)[] };
  let nextId = 100;
  const sessions: SessionSummary[] = [{ id: 7, sessionName: "Heights search", updatedAt: "2026-11-20T10:00:00.000Z" }];
  const api: ChatApi = {
    sendTurn: async (_channel, body) => {
      calls.turns.push(body.sessionId);
      return answer(`Answer to ${body.chatInput}`);
    },
    followUps: async () => [],
    listSessions: async () => sessions,
    createSession: async (name, messages) => {
      calls.created.push({ name, messages });
      if (options.accountFull) throw new ChatSaveRefused("account-full", "Your account holds 100 saved chats, the most it can.");
      return { id: (nextId += 1), sessionName: name, updatedAt: "2026-11-24T15:00:00.000Z" };
    },
    saveSession: async (id, messages) => {
      calls.saved.push({ id, messages });
      if (options.full?.has(id)) throw new ChatSaveRefused("session-full", "This chat is full.");
    },
    renameSession: async () => {},
    profileComplete: async () => false,
    undoProfileChange: async () => ({ kind: "failed", message: null }),
    loadMessages: async () => [
      { role: "user", content: "older question", timestamp: "2026-11-20T09:59:00.000Z" },
      { role: "assistant", content: "older answer", timestamp: "2026-11-20T10:00:00.000Z" },
    ],
  };
  return { api, calls };
}

function conversation(api: ChatApi) {
  const errors: string[] = [];
  const chat = new Conversation({
    family: "assistant",
    signedIn: true,
    api,
    now: () => new Date("2026-11-24T15:00:00Z"),
    schedule: () => () => {},
    onError: (what) => errors.push(what),
  });
  return { chat, errors };
}

describe("a session the server says is full", () => {
  it("carries on in a new session made of the messages that did not fit, selected, with a line saying so", async () => {
    const { api, calls } = fakeApi({ full: new Set([7]) });
    const { chat, errors } = conversation(api);
    await chat.start();
    await chat.send("Any with a pool near the bayou?");
    await chat.flush();

    expect(calls.saved.map((s) => s.id)).toEqual([7]);
    expect(calls.created).toHaveLength(1);
    expect(calls.created[0]!.name).toBe("Any with a pool near…");
    expect(calls.created[0]!.messages.map((m) => m.content)).toEqual(["Any with a pool near the bayou?", "Answer to Any with a pool near the bayou?"]);
    const state = chat.getState();
    expect(state.sessionId).toBe(101);
    expect(state.sessions.map((s) => s.sessionName)).toEqual(["Any with a pool near…", "Heights search"]);
    // What was shown stays; the line is shown, never saved.
    expect(state.messages.map((m) => m.content)).toEqual([
      "older question",
      "older answer",
      "Any with a pool near the bayou?",
      "Answer to Any with a pool near the bayou?",
      sessionFullText("Heights search", "Any with a pool near…"),
    ]);
    expect(state.messages.at(-1)?.local).toBeTruthy();
    // The new session holds no older messages of the full one.
    expect(state.hasOlder).toBe(false);
    expect(errors).toEqual([]);

    // The next exchange goes to the new session, and is saved there.
    await chat.send("And under $1,500?");
    await chat.flush();
    expect(calls.turns.at(-1)).toBe(101);
    expect(calls.saved.at(-1)).toMatchObject({ id: 101 });
    expect(calls.saved.at(-1)!.messages.map((m) => m.content)).toEqual(["And under $1,500?", "Answer to And under $1,500?"]);
    expect(calls.created).toHaveLength(1);
  });

  it("with the account at its most sessions too: says so once, keeps the messages shown, and stops trying", async () => {
    const { api, calls } = fakeApi({ full: new Set([7]), accountFull: true });
    const { chat } = conversation(api);
    await chat.start();
    await chat.send("Any with a pool?");
    await chat.flush();
    await chat.send("And a gym?");
    await chat.flush();

    expect(calls.created).toHaveLength(1);
    expect(calls.saved).toHaveLength(1);
    const contents = chat.getState().messages.map((m) => m.content);
    expect(contents.filter((c) => c === accountFullText())).toHaveLength(1);
    expect(contents).toContain("And a gym?");
    expect(contents).toContain("Answer to And a gym?");
    expect(chat.getState().sessionId).toBe(7);
  });

  it("a new chat refused for the account says so and saves nothing more", async () => {
    const { api, calls } = fakeApi({ accountFull: true });
    const { chat } = conversation(api);
    await chat.start();
    chat.newChat();
    await chat.send("Two bedrooms in Midtown");
    await chat.flush();
    await chat.send("With parking");
    await chat.flush();
    expect(calls.created).toHaveLength(1);
    expect(chat.getState().messages.filter((m) => m.content === accountFullText())).toHaveLength(1);
    expect(chat.getState().sessionId).toBeNull();
  });
});
