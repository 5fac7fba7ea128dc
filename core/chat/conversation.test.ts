import { describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "./chat-message.ts";
import {
  CHAT_ERRORS,
  Conversation,
  PROFILE_BUILD_START,
  buildPercent,
  guestConversationSavedText,
  wantsFollowUps,
  type ChatApi,
  type ChatNotice,
  type ConversationOptions,
  type SessionSummary,
  type StoredMessage,
  type TurnChannel,
  type TurnOutcome,
  type TurnReply,
  type UndoOutcome,
} from "./conversation.ts";

function reply(text: string, extra: Partial<TurnReply> = {}): TurnOutcome {
  return {
    kind: "reply",
    reply: {
      text,
      apartments: [],
      neighborhoods: [],
      blogs: [],
      updateNotification: null,
      isCompleteStage: false,
      isCompleteSubstage: false,
      isComplete: false,
      stage: null,
      budgetChoices: null,
      cardPlanFit: null,
      ...extra,
    },
  };
}

function stored(n: number): StoredMessage {
  return { role: n % 2 ? "assistant" : "user", content: `message ${n}`, timestamp: new Date(Date.UTC(2026, 10, 1, 0, 0, n)).toISOString() };
}

/** A fake of the chat API that records calls; sessions hold numbered messages. */
function fakeApi(
  options: {
    sessions?: SessionSummary[];
    messages?: Record<number, StoredMessage[]>;
    complete?: boolean;
    answer?: (channel: TurnChannel, text: string) => TurnOutcome | Promise<TurnOutcome>;
    undo?: (changeId: number) => UndoOutcome | Promise<UndoOutcome>;
  } = {},
) {
  const calls = {
    turns: [] as { channel: TurnChannel; chatInput: string; sessionId: number | null }[],
    created: [] as { name: string; messages: StoredMessage[] }[],
    saved: [] as { id: number; messages: StoredMessage[] }[],
    pages: [] as { id: number; offset: number; limit: number }[],
    followUps: [] as string[],
    renamed: [] as { id: number; name: string }[],
    undone: [] as number[],
  };
  let nextId = 100;
  const api: ChatApi = {
    sendTurn: async (channel, body) => {
      calls.turns.push({ channel, ...body });
      return options.answer ? options.answer(channel, body.chatInput) : reply(`Answer to ${body.chatInput}`);
    },
    followUps: async (conversation) => {
      calls.followUps.push(conversation);
      return ["What is Montrose like?", "What do 1-bedrooms cost in Houston?", "How does your free service work?"];
    },
    listSessions: async () => options.sessions ?? [],
    createSession: async (name, messages) => {
      calls.created.push({ name, messages });
      return { id: (nextId += 1), sessionName: name, updatedAt: new Date().toISOString() };
    },
    saveSession: async (id, messages) => {
      calls.saved.push({ id, messages });
    },
    renameSession: async (id, name) => {
      calls.renamed.push({ id, name });
    },
    profileComplete: async () => options.complete ?? false,
    undoProfileChange: async (changeId) => {
      calls.undone.push(changeId);
      return options.undo ? options.undo(changeId) : { kind: "undone", notice: "Undone: Budget back to $1,500" };
    },
    loadMessages: async (id, offset, limit) => {
      calls.pages.push({ id, offset, limit });
      const all = options.messages?.[id] ?? [];
      const end = Math.max(0, all.length - offset);
      return all.slice(Math.max(0, end - limit), end);
    },
  };
  return { api, calls };
}

function conversation(api: ChatApi, extra: Partial<ConversationOptions> = {}) {
  const notices: ChatNotice[] = [];
  const scheduled: { run: () => void; ms: number }[] = [];
  const chat = new Conversation({
    family: "assistant",
    signedIn: false,
    api,
    now: () => new Date("2026-11-24T15:00:00Z"),
    schedule: (run, ms) => {
      scheduled.push({ run, ms });
      return () => {};
    },
    onNotice: (n) => notices.push(n),
    ...extra,
  });
  return { chat, notices, scheduled };
}

describe("sending", () => {
  it("adds the message and A.L.I.'s reply, clears the input and is pending meanwhile", async () => {
    let release!: (o: TurnOutcome) => void;
    const { api, calls } = fakeApi({ answer: () => new Promise((resolve) => (release = resolve)) });
    const { chat } = conversation(api);
    chat.setInput("  2 beds in Montrose  ");
    const sent = chat.send();
    expect(chat.getState().pending).toBe(true);
    expect(chat.getState().input).toBe("");
    expect(chat.getState().messages.map((m) => m.content)).toEqual(["2 beds in Montrose"]);
    release(reply("Here are 2 places [[apartment:bayou-lofts]]", { apartments: ["bayou-lofts"], remainingAttempts: 3 }));
    await sent;
    const state = chat.getState();
    expect(state.pending).toBe(false);
    expect(state.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(state.messages[1]?.apartments).toEqual(["bayou-lofts"]);
    expect(state.remainingAttempts).toBe(3);
    expect(calls.turns).toEqual([{ channel: "assistant", chatInput: "2 beds in Montrose", sessionId: null }]);
  });

  it("does not send empty or whitespace-only input", async () => {
    const { api, calls } = fakeApi();
    const { chat } = conversation(api);
    chat.setInput("   \n  ");
    await chat.send();
    await chat.send("");
    expect(calls.turns).toHaveLength(0);
    expect(chat.getState().messages).toHaveLength(0);
  });

  it("on a failure answers with the spec's text and gives the typed text back to the input", async () => {
    const { api } = fakeApi({ answer: () => ({ kind: "failed", message: null }) });
    const { chat } = conversation(api);
    chat.setInput("pool in midtown");
    await chat.send();
    const state = chat.getState();
    expect(state.input).toBe("pool in midtown");
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ role: "assistant", content: CHAT_ERRORS.sendFailed, local: "error" });
  });

  it("shows what the server said about a bad request", async () => {
    const { api } = fakeApi({ answer: () => ({ kind: "failed", message: "Keep your message under 2001 characters." }) });
    const { chat } = conversation(api);
    await chat.send("x".repeat(2100));
    expect(chat.getState().messages[0]?.content).toBe("Keep your message under 2001 characters.");
  });

  it("a throwing call is a failure too, and the profile build and budget have their own texts", async () => {
    const { api } = fakeApi({
      answer: () => {
        throw new Error("offline");
      },
    });
    const { chat } = conversation(api);
    await chat.startProfileBuild();
    expect(chat.getState().messages.at(-1)?.content).toBe(CHAT_ERRORS.profileBuildFailed);
    chat.exitProfileBuild();
    await chat.sendBudgetChoice("My budget is $1,500 - $2,000.");
    expect(chat.getState().messages.at(-1)?.content).toBe(CHAT_ERRORS.budgetFailed);
  });

  it("an empty reply is answered with the spec's text", async () => {
    const { api } = fakeApi({ answer: () => reply("   ") });
    const { chat } = conversation(api);
    await chat.send("hello there");
    expect(chat.getState().messages.at(-1)).toMatchObject({ content: CHAT_ERRORS.emptyReply, local: "error" });
  });

  it("a guest without free messages reaches the limit, keeps the text and cannot send again", async () => {
    const { api, calls } = fakeApi({ answer: () => ({ kind: "limit", message: "no more", remainingAttempts: 0 }) });
    const { chat } = conversation(api, { remainingAttempts: 1 });
    chat.setInput("one more question");
    await chat.send();
    let state = chat.getState();
    expect(state.limitReached).toBe(true);
    expect(state.remainingAttempts).toBe(0);
    expect(state.input).toBe("one more question");
    expect(state.messages).toHaveLength(0);
    await chat.send();
    expect(calls.turns).toHaveLength(1);
    chat.dismissLimit();
    state = chat.getState();
    expect(state.limitDismissed).toBe(true);
  });

  it("a guest who starts at 0 is at the limit already", () => {
    const { api } = fakeApi();
    const { chat } = conversation(api, { remainingAttempts: 0 });
    expect(chat.getState().limitReached).toBe(true);
  });

  it("offers the budget choices of a reply and sends a choice to the budget channel", async () => {
    const choices = [{ id: "1500-2000", label: "$1,500 - $2,000" }];
    const { api, calls } = fakeApi({ answer: (channel) => (channel === "budget" ? reply("Budget set.") : reply("What's your budget?", { budgetChoices: choices })) });
    const { chat } = conversation(api);
    await chat.send("find me a place");
    expect(chat.getState().budgetChoices).toEqual(choices);
    await chat.sendBudgetChoice("My budget is $1,500 - $2,000.");
    expect(calls.turns.at(-1)?.channel).toBe("budget");
    expect(chat.getState().budgetChoices).toBeNull();
  });

  it("the side panel's chat goes to the general channel and reports each reply", async () => {
    const onReply = vi.fn();
    const { api, calls } = fakeApi();
    const { chat } = conversation(api, { family: "side-panel", onReply });
    await chat.send("what is midtown like?");
    expect(calls.turns[0]?.channel).toBe("general");
    expect(onReply).toHaveBeenCalledTimes(1);
  });
});

describe("a guest's conversation after a reload", () => {
  it("is put back once, without error answers, and never over a conversation already going", async () => {
    const { api } = fakeApi();
    const { chat } = conversation(api);
    const kept = [
      { id: "a", role: "user" as const, content: "What is Montrose like?", timestamp: "2026-11-24T15:00:00.000Z" },
      { id: "b", role: "assistant" as const, content: "Leafy and walkable.", timestamp: "2026-11-24T15:00:01.000Z" },
      { id: "c", role: "assistant" as const, content: "Sorry", timestamp: "2026-11-24T15:00:02.000Z", local: "error" as const },
    ];
    chat.restoreMessages(kept);
    expect(chat.getState().messages.map((m) => m.id)).toEqual(["a", "b"]);
    chat.restoreMessages([kept[0]!]);
    expect(chat.getState().messages).toHaveLength(2);

    const signedIn = conversation(fakeApi().api, { signedIn: true }).chat;
    signedIn.restoreMessages(kept);
    expect(signedIn.getState().messages).toHaveLength(0);
  });
});

describe("a guest who signs in or up in the middle of a conversation", () => {
  const guestSaid = [
    { id: "a", role: "assistant" as const, content: "Hi! I'm A.L.I.", timestamp: "", local: "greeting" as const },
    { id: "b", role: "user" as const, content: "Two bedrooms in the Heights under $2,000", timestamp: "2026-11-24T14:50:00.000Z" },
    { id: "c", role: "assistant" as const, content: "Here are three that fit.", timestamp: "2026-11-24T14:50:01.000Z", apartments: ["sorrel-flats"] },
    { id: "d", role: "assistant" as const, content: "Sorry", timestamp: "2026-11-24T14:51:00.000Z", local: "error" as const },
  ];
  const older: SessionSummary[] = [{ id: 7, sessionName: "Profile Chat", updatedAt: "2026-11-20T10:00:00.000Z" }];

  it("moves the guest's messages into a new saved session, shows them with a line saying so, and lets the tab forget them", async () => {
    const { api, calls } = fakeApi({ sessions: older, messages: { 7: [stored(0), stored(1)] } });
    const adopted = vi.fn();
    const { chat } = conversation(api, { signedIn: true, guestMessages: guestSaid, onGuestAdopted: adopted });
    await chat.start();
    expect(calls.created).toHaveLength(1);
    expect(calls.created[0]?.name).toBe("Two bedrooms in the …");
    // Only what was said is saved: no greeting, no error answer; the cards stay with their reply.
    expect(calls.created[0]?.messages).toEqual([
      { role: "user", content: "Two bedrooms in the Heights under $2,000", timestamp: "2026-11-24T14:50:00.000Z" },
      { role: "assistant", content: "Here are three that fit.", timestamp: "2026-11-24T14:50:01.000Z", apartments: ["sorrel-flats"] },
    ]);
    const state = chat.getState();
    expect(state.ready).toBe(true);
    expect(state.sessionId).toBe(101);
    expect(state.sessions.map((s) => s.sessionName)).toEqual(["Two bedrooms in the …", "Profile Chat"]);
    expect(state.messages.map((m) => m.content)).toEqual([
      "Two bedrooms in the Heights under $2,000",
      "Here are three that fit.",
      guestConversationSavedText("Two bedrooms in the …"),
    ]);
    expect(state.messages.at(-1)?.local).toBeTruthy();
    // The older session is not loaded over it.
    expect(calls.pages).toEqual([]);
    expect(adopted).toHaveBeenCalledOnce();
  });

  it("the next exchange is saved into the adopted session, without saving the guest's messages twice", async () => {
    const { api, calls } = fakeApi();
    const { chat } = conversation(api, { signedIn: true, guestMessages: guestSaid });
    await chat.start();
    await chat.send("Which of those have a pool?");
    await chat.flush();
    expect(calls.created.map((c) => c.name)).toEqual(["Two bedrooms in the …"]);
    expect(calls.saved).toHaveLength(1);
    expect(calls.saved[0]?.id).toBe(101);
    expect(calls.saved[0]?.messages.map((m) => m.content)).toEqual(["Which of those have a pool?", "Answer to Which of those have a pool?"]);
  });

  it("a guest who never said anything, or a failed save, leaves the usual start (the tab keeps its copy)", async () => {
    const empty = fakeApi();
    const adopted = vi.fn();
    await conversation(empty.api, { signedIn: true, guestMessages: [guestSaid[0]!], onGuestAdopted: adopted }).chat.start();
    expect(empty.calls.created.map((c) => c.name)).toEqual(["Profile Chat"]);

    const failing = fakeApi({ sessions: older, messages: { 7: [stored(0), stored(1)] } });
    failing.api.createSession = async () => {
      throw new Error("offline");
    };
    const { chat } = conversation(failing.api, { signedIn: true, guestMessages: guestSaid, onGuestAdopted: adopted, onError: () => {} });
    await chat.start();
    expect(chat.getState().sessionId).toBe(7);
    expect(chat.getState().messages.map((m) => m.content)).toEqual(["message 0", "message 1"]);
    expect(adopted).not.toHaveBeenCalled();
  });

  it("a guest's own conversation is never adopted (nothing to move it into)", async () => {
    const { api, calls } = fakeApi();
    const adopted = vi.fn();
    const { chat } = conversation(api, { guestMessages: guestSaid, onGuestAdopted: adopted });
    await chat.start();
    expect(calls.created).toHaveLength(0);
    expect(chat.getState().messages).toEqual([]);
    expect(adopted).not.toHaveBeenCalled();
  });
});

describe("follow-ups", () => {
  it("are asked for when the count is at least 3 and divisible by 4", () => {
    expect([1, 2, 3, 4, 5, 8, 12].map(wantsFollowUps)).toEqual([false, false, false, true, false, true, true]);
  });

  it("arrive after the second exchange and are cleared by the next message", async () => {
    const { api, calls } = fakeApi();
    const { chat } = conversation(api);
    await chat.send("first question");
    expect(calls.followUps).toHaveLength(0);
    await chat.send("second question");
    await vi.waitFor(() => expect(chat.getState().followUps).toHaveLength(3));
    expect(calls.followUps[0]).toContain("User: first question");
    await chat.send(chat.getState().followUps[0]);
    expect(chat.getState().followUps).toEqual([]);
  });
});

describe("saved sessions", () => {
  const sessions: SessionSummary[] = [
    { id: 1, sessionName: "Old", updatedAt: "2026-11-01T00:00:00.000Z" },
    { id: 2, sessionName: "Newest", updatedAt: "2026-11-20T00:00:00.000Z" },
  ];
  const messages = { 2: Array.from({ length: 17 }, (_, i) => stored(i)), 1: [stored(0), stored(1)] };

  it("selects the most recently updated session and loads its newest 4 messages", async () => {
    const { api, calls } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    const state = chat.getState();
    expect(state.ready).toBe(true);
    expect(state.sessionId).toBe(2);
    expect(state.sessions.map((s) => s.id)).toEqual([2, 1]);
    expect(state.messages.map((m) => m.content)).toEqual(["message 13", "message 14", "message 15", "message 16"]);
    expect(state.hasOlder).toBe(true);
    expect(calls.pages[0]).toEqual({ id: 2, offset: 0, limit: 4 });
  });

  it("Load Older Messages prepends 10 at a time while full pages keep coming", async () => {
    const { api, calls } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    await chat.loadOlder();
    expect(calls.pages[1]).toEqual({ id: 2, offset: 4, limit: 10 });
    expect(chat.getState().messages).toHaveLength(14);
    expect(chat.getState().messages[0]?.content).toBe("message 3");
    expect(chat.getState().hasOlder).toBe(true);
    await chat.loadOlder();
    expect(calls.pages[2]).toEqual({ id: 2, offset: 14, limit: 10 });
    expect(chat.getState().messages.map((m) => m.content).slice(0, 4)).toEqual(["message 0", "message 1", "message 2", "message 3"]);
    expect(chat.getState().hasOlder).toBe(false);
    await chat.loadOlder();
    expect(calls.pages).toHaveLength(3);
  });

  it("switching loads the other session and a short session has nothing older", async () => {
    const { api } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    await chat.selectSession(1);
    expect(chat.getState().sessionId).toBe(1);
    expect(chat.getState().messages.map((m) => m.content)).toEqual(["message 0", "message 1"]);
    expect(chat.getState().hasOlder).toBe(false);
  });

  it("a message sent while the latest session loads goes out once it is in, and stays in the list", async () => {
    const { api, calls } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    const early = chat.send("sent early");
    expect(calls.turns).toHaveLength(0);
    await chat.start();
    await early;
    expect(calls.turns).toEqual([{ channel: "assistant", chatInput: "sent early", sessionId: 2 }]);
    expect(chat.getState().messages.map((m) => m.content).slice(-2)).toEqual(["sent early", "Answer to sent early"]);
  });

  it("saves the new messages after a message and its reply", async () => {
    const { api, calls } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    await chat.send("what about pools?");
    await chat.flush();
    expect(calls.saved).toHaveLength(1);
    expect(calls.saved[0]?.id).toBe(2);
    expect(calls.saved[0]?.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(chat.getState().sessions[0]?.id).toBe(2);
    // Saved messages count as stored: older pages start after them.
    await chat.loadOlder();
    expect(calls.pages.at(-1)).toEqual({ id: 2, offset: 6, limit: 10 });
  });

  it("does not save error answers, and guests save nothing", async () => {
    const failing = fakeApi({ sessions, messages, answer: () => ({ kind: "failed", message: null }) });
    const { chat } = conversation(failing.api, { signedIn: true });
    await chat.start();
    await chat.send("hello there");
    await chat.flush();
    expect(failing.calls.saved).toHaveLength(0);

    const guest = fakeApi();
    const { chat: guestChat } = conversation(guest.api);
    await guestChat.start();
    await guestChat.send("hello there");
    await guestChat.flush();
    expect(guest.calls.created).toHaveLength(0);
    expect(guest.calls.saved).toHaveLength(0);
  });

  it("creates 'Profile Chat' when a signed-in renter has no session", async () => {
    const { api, calls } = fakeApi();
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    expect(calls.created.map((c) => c.name)).toEqual(["Profile Chat"]);
    expect(chat.getState().sessionId).toBe(101);
  });

  it("a new chat's first exchange creates a session named from the first message (20 characters and an ellipsis)", async () => {
    const { api, calls } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    chat.newChat();
    expect(chat.getState().messages).toEqual([]);
    await chat.send("Two bedrooms near the Medical Center please");
    await chat.flush();
    expect(calls.created.at(-1)?.name).toBe("Two bedrooms near th…");
    expect(calls.created.at(-1)?.messages).toHaveLength(2);
    expect(chat.getState().sessionId).toBe(101);
    expect(chat.getState().sessions[0]?.sessionName).toBe("Two bedrooms near th…");
  });

  it("without a long enough message the session is named after the date", async () => {
    const { api, calls } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    chat.newChat();
    await chat.send("hi");
    await chat.flush();
    expect(calls.created.at(-1)?.name).toBe("Chat 11/24/2026");
  });

  it("the side panel's first message creates 'General Chat' and saves into it", async () => {
    const { api, calls } = fakeApi();
    const { chat } = conversation(api, { signedIn: true, family: "side-panel" });
    await chat.start();
    expect(calls.created).toHaveLength(0);
    await chat.send("what is the heights like?");
    await chat.flush();
    expect(calls.created.map((c) => c.name)).toEqual(["General Chat"]);
    expect(calls.saved).toEqual([{ id: 101, messages: expect.any(Array) }]);
    expect(calls.saved[0]?.messages).toHaveLength(2);
  });

  it("renames sessions in the list only", async () => {
    const { api, calls } = fakeApi({ sessions, messages });
    const { chat } = conversation(api, { signedIn: true });
    await chat.start();
    await chat.renameSession(1, "  Heights search ");
    expect(calls.renamed).toEqual([{ id: 1, name: "Heights search" }]);
    expect(chat.getState().sessions.find((s) => s.id === 1)?.sessionName).toBe("Heights search");
    await expect(chat.renameSession(99, "x")).rejects.toThrow("Session with ID 99 not found");
  });
});

describe("the profile build", () => {
  const stage = (number: number, question: number, questionTotal = 3) => ({ number, total: 5, stageName: `Stage ${number} name`, question, questionTotal });

  it("starts with the start message, tracks progress, and sends the next stage's start 1.5 s after 'Stage Complete'", async () => {
    const answers: TurnOutcome[] = [
      reply("Stage 1 of 5: Basics. What's your name?", { stage: stage(1, 1) }),
      reply("✓ Name: Maria\nWhat's your phone?", { stage: stage(1, 2), isCompleteSubstage: true }),
      reply("Stage 1 done.", { stage: stage(2, 1), isCompleteStage: true, isCompleteSubstage: true }),
      reply("Stage 2 of 5: Location. Which neighborhoods?", { stage: stage(2, 1) }),
    ];
    const { api, calls } = fakeApi({ answer: () => answers.shift() ?? reply("?") });
    const { chat, notices, scheduled } = conversation(api);
    await chat.startProfileBuild();
    expect(calls.turns[0]).toMatchObject({ channel: "profile-build", chatInput: PROFILE_BUILD_START });
    expect(chat.getState().profileBuild).toMatchObject({ stage: 1, question: 1, totalQuestions: 3, percent: 0 });
    await chat.send("Maria");
    expect(calls.turns[1]?.channel).toBe("profile-build");
    expect(chat.getState().profileBuild).toMatchObject({ stage: 1, question: 2, percent: buildPercent(stage(1, 2)) });
    await chat.send("713 555 0100");
    expect(notices.map((n) => n.title)).toEqual(["Stage Complete"]);
    expect(notices[0]?.durationMs).toBe(2000);
    expect(chat.getState().profileBuild).toMatchObject({ stage: 2, question: 1 });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.ms).toBe(1500);
    scheduled[0]?.run();
    await vi.waitFor(() => expect(chat.getState().pending).toBe(false));
    expect(calls.turns[3]).toMatchObject({ channel: "profile-build", chatInput: "Let's start Stage 2 of 5: Stage 2 name." });
  });

  it("ends with 'Profile Complete' and offers the search", async () => {
    const { api } = fakeApi({ answer: () => reply("All set!", { isComplete: true, stage: null }) });
    const { chat, notices } = conversation(api);
    await chat.startProfileBuild();
    expect(chat.getState().profileBuild).toBeNull();
    expect(chat.getState().profileComplete).toBe(true);
    expect(notices.map((n) => n.title)).toEqual(["Profile Complete"]);
  });

  it("Exit Profile Build leaves the mode and cancels a pending next stage", async () => {
    const cancel = vi.fn();
    const { api, calls } = fakeApi({ answer: () => reply("Done with stage 1", { stage: stage(2, 1), isCompleteStage: true }) });
    const { chat } = conversation(api, { schedule: () => cancel });
    await chat.startProfileBuild();
    chat.exitProfileBuild();
    expect(cancel).toHaveBeenCalled();
    expect(chat.getState().profileBuild).toBeNull();
    await chat.send("what is montrose like?");
    expect(calls.turns.at(-1)?.channel).toBe("assistant");
  });

  it("a budget chosen during the build is the build's answer", async () => {
    const { api, calls } = fakeApi({ answer: () => reply("What is your budget?", { stage: stage(3, 1, 1), budgetChoices: [{ id: "1500-2000", label: "$1,500 - $2,000" }] }) });
    const { chat } = conversation(api);
    await chat.startProfileBuild();
    await chat.sendBudgetChoice("My budget is $1,500 - $2,000.");
    expect(calls.turns.at(-1)?.channel).toBe("profile-build");
    expect(chat.getState().profileBuild).not.toBeNull();
  });

  it("a profile completed earlier offers the search from the start, in the assistant chat only", async () => {
    const { api } = fakeApi({ complete: true });
    const { chat } = conversation(api);
    await chat.start();
    await vi.waitFor(() => expect(chat.getState().profileComplete).toBe(true));
    const { chat: panel } = conversation(fakeApi({ complete: true }).api, { family: "side-panel" });
    await panel.start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(panel.getState().profileComplete).toBe(false);
  });

  it("percent runs across the stages", () => {
    expect(buildPercent(stage(1, 1))).toBe(0);
    expect(buildPercent(stage(3, 1))).toBe(40);
    expect(buildPercent({ number: 5, total: 5, question: 2, questionTotal: 2 })).toBe(90);
  });
});

describe("undoing what a reply saved (decision 034)", () => {
  const saving = () => reply("Saved: Budget set to $1,800", { updateNotification: "Budget set to $1,800", profileChangeId: 41 });
  const assistantMessage = (chat: Conversation) => chat.getState().messages.find((m) => m.role === "assistant")!;

  it("offers Undo only for a reply that saved something the server recorded", async () => {
    const { chat } = conversation(fakeApi({ answer: (_channel, text) => (text === "save" ? saving() : reply("Montrose is leafy.", { profileChangeId: 7 })) }).api);
    await chat.send("save");
    await chat.send("what is Montrose like?");
    const [saved, answered] = chat.getState().messages.filter((m) => m.role === "assistant");
    expect(saved?.profileChange).toEqual({ id: 41, undo: "ready" });
    expect(answered?.profileChange).toBeUndefined();
  });

  it("puts the save back once, shows what came back, and tells the screens so they read the profile again", async () => {
    let release!: (outcome: UndoOutcome) => void;
    const { api, calls } = fakeApi({ answer: saving, undo: () => new Promise((resolve) => (release = resolve)) });
    const undone = vi.fn();
    const { chat } = conversation(api, { onUndone: undone });
    const listener = vi.fn();
    chat.onUndone(listener);
    await chat.send("my budget is 1800");
    const id = assistantMessage(chat).id;

    const pending = chat.undoSave(id);
    expect(assistantMessage(chat).profileChange).toEqual({ id: 41, undo: "undoing" });
    // A second tap while the first is on its way sends nothing.
    await chat.undoSave(id);
    release({ kind: "undone", notice: "Undone: Budget back to $1,500" });
    await pending;
    expect(assistantMessage(chat).profileChange).toEqual({ id: 41, undo: "undone", said: "Undone: Budget back to $1,500" });
    expect(assistantMessage(chat).updateNotification).toBe("Budget set to $1,800");
    expect(calls.undone).toEqual([41]);
    expect(undone).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    await chat.undoSave(id);
    expect(calls.undone).toEqual([41]);
  });

  it("shows the server's refusal and offers no Undo after it, nor tells the screens", async () => {
    const undone = vi.fn();
    const { api, calls } = fakeApi({ answer: saving, undo: () => ({ kind: "refused", message: "This change was already edited since; nothing was undone." }) });
    const { chat } = conversation(api, { onUndone: undone });
    await chat.send("my budget is 1800");
    await chat.undoSave(assistantMessage(chat).id);
    expect(assistantMessage(chat).profileChange).toEqual({ id: 41, undo: "refused", said: "This change was already edited since; nothing was undone." });
    await chat.undoSave(assistantMessage(chat).id);
    expect(calls.undone).toEqual([41]);
    expect(undone).not.toHaveBeenCalled();
  });

  it("after a failure (or a throwing call) says so and lets the renter try again", async () => {
    const outcomes: (UndoOutcome | Error)[] = [new Error("offline"), { kind: "failed", message: null }, { kind: "undone", notice: "Undone" }];
    const { api, calls } = fakeApi({
      answer: saving,
      undo: async () => {
        const next = outcomes.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
    });
    const { chat } = conversation(api);
    await chat.send("my budget is 1800");
    const id = assistantMessage(chat).id;
    await chat.undoSave(id);
    expect(assistantMessage(chat).profileChange).toEqual({ id: 41, undo: "failed", said: CHAT_ERRORS.undoFailed });
    await chat.undoSave(id);
    expect(assistantMessage(chat).profileChange?.undo).toBe("failed");
    await chat.undoSave(id);
    expect(assistantMessage(chat).profileChange).toEqual({ id: 41, undo: "undone", said: "Undone" });
    expect(calls.undone).toEqual([41, 41, 41]);
  });

  it("a guest's tab puts back a save's Undo as it was, one on its way as offered again", () => {
    const { chat } = conversation(fakeApi().api);
    const kept = (id: string, profileChange: unknown) => ({ id, role: "assistant" as const, content: "Saved", timestamp: "2026-11-24T15:00:00.000Z", updateNotification: "Budget set to $1,800", profileChange }) as ChatMessage;
    chat.restoreMessages([
      kept("a", { id: 3, undo: "undoing" }),
      kept("b", { id: 4, undo: "undone", said: "Undone" }),
      kept("c", { id: "5", undo: "ready" }),
      kept("d", { id: 6, undo: "hacked", said: 9 }),
    ]);
    expect(chat.getState().messages.map((m) => m.profileChange)).toEqual([{ id: 3, undo: "ready" }, { id: 4, undo: "undone", said: "Undone" }, undefined, undefined]);
  });
});
