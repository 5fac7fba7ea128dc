import { afterEach, describe, expect, it, vi } from "vitest";
import { ChatSaveRefused } from "../../core/chat/conversation.ts";
import { createChatApi, readTurnReply } from "./chat-api.ts";

type Call = { url: string; method: string; body: unknown };

function fakeFetch(respond: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return respond(call);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe("readTurnReply", () => {
  it("reads responseMessage, else response, and only well-formed fields", () => {
    const reply = readTurnReply({
      response: "Hello",
      apartmentDetailsSuggested: ["a", 3, "b"],
      budgetChoices: [{ id: "1000-1500", label: "$1,000 - $1,500" }, { id: 1 }],
      stage: { number: 2, total: 5, stageName: "Location", question: 1, questionTotal: 2 },
      isComplete: "yes",
      remainingAttempts: 2,
    });
    expect(reply.text).toBe("Hello");
    expect(reply.apartments).toEqual(["a", "b"]);
    expect(reply.budgetChoices).toEqual([{ id: "1000-1500", label: "$1,000 - $1,500" }]);
    expect(reply.stage?.stageName).toBe("Location");
    expect(reply.isComplete).toBe(false);
    expect(reply.remainingAttempts).toBe(2);
    expect(readTurnReply({ responseMessage: "A", response: "B", stage: { number: 1 } })).toMatchObject({ text: "A", stage: null, budgetChoices: null });
  });

  it("keeps the id of what the reply saved only when it is a positive whole number", () => {
    expect(readTurnReply({ response: "Saved", profileChangeId: 12 }).profileChangeId).toBe(12);
    for (const profileChangeId of [null, undefined, 0, -3, 1.5, "12", {}]) expect(readTurnReply({ response: "x", profileChangeId }).profileChangeId).toBeNull();
  });
});

describe("createChatApi", () => {
  it("posts each channel to its webhook; the side panel's chat says type 'general'", async () => {
    const calls = fakeFetch(() => Response.json({ responseMessage: "ok" }));
    const api = createChatApi("assistant");
    await api.sendTurn("assistant", { chatInput: "hi", sessionId: 4 });
    await api.sendTurn("profile-build", { chatInput: "hi", sessionId: null });
    await api.sendTurn("budget", { chatInput: "My budget is $3,000+.", sessionId: null });
    await createChatApi("side-panel").sendTurn("general", { chatInput: "hi", sessionId: 7 });
    expect(calls.map((c) => c.url)).toEqual([
      "/api/sidebar-chat/webhook",
      "/api/sidebar-chat/webhook/profile-build",
      "/api/chat/webhook",
      "/api/sidebar-chat/webhook",
    ]);
    expect(calls[0]?.body).toEqual({ chatInput: "hi", sessionId: 4 });
    expect(calls[3]?.body).toEqual({ chatInput: "hi", sessionId: 7, type: "general" });
  });

  it("tells a guest's limit, a bad request's message and a server error apart", async () => {
    let status = 429;
    fakeFetch(() =>
      status === 429
        ? Response.json({ message: "You have used all your free messages.", remainingAttempts: 0, limitReached: true }, { status })
        : Response.json({ message: status === 413 ? "Keep your message under 2001 characters." : "internal detail" }, { status }),
    );
    const api = createChatApi("assistant");
    expect(await api.sendTurn("assistant", { chatInput: "x", sessionId: null })).toEqual({ kind: "limit", message: "You have used all your free messages.", remainingAttempts: 0 });
    status = 413;
    expect(await api.sendTurn("assistant", { chatInput: "x", sessionId: null })).toEqual({ kind: "failed", message: "Keep your message under 2001 characters." });
    status = 500;
    expect(await api.sendTurn("assistant", { chatInput: "x", sessionId: null })).toEqual({ kind: "failed", message: null });
  });

  it("a 429 that is not the guest allowance (a signed-in user's rate limit) is shown as a reply, not as the guest limit", async () => {
    fakeFetch(() => Response.json({ message: "Please wait a moment." }, { status: 429, headers: { "Retry-After": "30" } }));
    const api = createChatApi("assistant");
    expect(await api.sendTurn("assistant", { chatInput: "x", sessionId: null })).toEqual({ kind: "failed", message: "Please wait a moment." });
  });

  it("a busy server's 503 says its message (try again shortly); other server errors keep the general apology", async () => {
    fakeFetch(() => Response.json({ message: "A.L.I. is busy right now." }, { status: 503, headers: { "Retry-After": "5" } }));
    const api = createChatApi("assistant");
    expect(await api.sendTurn("assistant", { chatInput: "x", sessionId: null })).toEqual({ kind: "failed", message: "A.L.I. is busy right now." });
  });

  it("uses the family's session URLs and throws 'status: message' on a failed write", async () => {
    const calls = fakeFetch((call) => {
      if (call.method === "POST") return Response.json({ chatHistory: { id: 9, sessionName: "General Chat", updatedAt: "2026-11-24T00:00:00.000Z", userId: 1 } }, { status: 201 });
      if (call.method === "PATCH") return Response.json({ message: "Session with ID 9 not found" }, { status: 404 });
      if (call.url.includes("/session/id/")) return Response.json([{ role: "user", content: "hi", timestamp: "2026-11-24T00:00:00.000Z" }]);
      return Response.json({ sessions: [{ id: 9, sessionName: "General Chat", updatedAt: "2026-11-24T00:00:00.000Z" }] });
    });
    const api = createChatApi("side-panel");
    expect(await api.listSessions()).toHaveLength(1);
    expect(await api.createSession("General Chat", [])).toEqual({ id: 9, sessionName: "General Chat", updatedAt: "2026-11-24T00:00:00.000Z" });
    expect(await api.loadMessages(9, 4, 10)).toHaveLength(1);
    await expect(api.renameSession(9, "New name")).rejects.toThrow("404: Session with ID 9 not found");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET /api/general-chat/sessions",
      "POST /api/general-chat/sessions",
      "GET /api/general-chat/session/id/9?offset=4&limit=10",
      "PATCH /api/general-chat/sessions/9/rename",
    ]);
    expect(calls[1]?.body).toEqual({ sessionName: "General Chat", messages: [], type: "general" });
  });

  it("a save or create refused at a cap (422 with a reason) throws ChatSaveRefused, which the conversation reacts to", async () => {
    let reason = "session-full";
    fakeFetch(() => Response.json({ message: "This chat is full.", reason }, { status: 422 }));
    const api = createChatApi("assistant");
    const saving = api.saveSession(9, []);
    await expect(saving).rejects.toBeInstanceOf(ChatSaveRefused);
    await expect(saving).rejects.toMatchObject({ reason: "session-full", message: "This chat is full." });
    reason = "account-full";
    await expect(api.createSession("New", [])).rejects.toMatchObject({ reason: "account-full" });
    // Another 422 is an ordinary failure.
    reason = "something-else";
    await expect(api.saveSession(9, [])).rejects.not.toBeInstanceOf(ChatSaveRefused);
  });

  it("posts an Undo with the change's id and reads what came back, a refusal, or a failure worth trying again", async () => {
    let answer: Response = Response.json({ undone: true, notice: "Undone: Budget back to $1,500" });
    const calls = fakeFetch(() => answer);
    const api = createChatApi("assistant");
    expect(await api.undoProfileChange(41)).toEqual({ kind: "undone", notice: "Undone: Budget back to $1,500" });
    expect(calls[0]).toEqual({ url: "/api/chat/undo", method: "POST", body: { changeId: 41 } });
    answer = Response.json({ message: "This change was already edited since; nothing was undone." }, { status: 409 });
    expect(await api.undoProfileChange(41)).toEqual({ kind: "refused", message: "This change was already edited since; nothing was undone." });
    answer = Response.json({ message: "Too many." }, { status: 429 });
    expect(await api.undoProfileChange(41)).toEqual({ kind: "failed", message: "Too many." });
    answer = new Response("oops", { status: 500 });
    expect(await api.undoProfileChange(41)).toEqual({ kind: "failed", message: null });
  });
});
