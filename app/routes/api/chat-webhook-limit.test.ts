/**
 * The chat webhooks share one in-flight limit: a crowd beyond the running turns
 * and the queue is told to come back (503, Retry-After, a message), at once.
 */
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_BUSY_MESSAGE, action } from "./chat-webhook.ts";

const turns = vi.hoisted(() => ({ started: 0, release: [] as Array<() => void> }));
vi.mock("../../assistant/chat-turn.server.ts", () => ({
  // A turn that runs until the test lets it finish.
  answerChatTurn: () => {
    turns.started += 1;
    return new Promise<Response>((resolve) => turns.release.push(() => resolve(Response.json({ responseMessage: "done" }))));
  },
}));

const PATHS = ["/api/sidebar-chat/webhook", "/api/sidebar-chat/webhook/profile-build", "/api/chat/webhook"];
const tick = () => new Promise((resolve) => setImmediate(resolve));

function post(path: string, signal?: AbortSignal): Promise<Response> {
  const request = new Request(`http://localhost${path}`, { method: "POST", body: JSON.stringify({ chatInput: "hi" }), signal });
  return action({ request, context: new RouterContextProvider(), params: {} } as never) as Promise<Response>;
}

afterEach(async () => {
  while (turns.release.length > 0 || turns.started > 0) {
    turns.release.splice(0).forEach((release) => release());
    await tick();
    if (turns.release.length === 0) break;
  }
  turns.started = 0;
});

describe("the chat webhooks' in-flight limit", () => {
  it("runs a few turns, queues a crowd, and answers the rest 503 with Retry-After and a message", async () => {
    const CALLS = 700;
    const calls = Array.from({ length: CALLS }, (_, i) => post(PATHS[i % PATHS.length]!));
    await tick();
    const running = turns.started;
    expect(running).toBeGreaterThanOrEqual(1);
    expect(running).toBeLessThanOrEqual(4);

    // The refused are answered without waiting for anything.
    const settled = await Promise.all(calls.map((call) => Promise.race([call, tick().then(() => null)])));
    const refused = settled.filter((response): response is Response => response !== null);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(CALLS - running);
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ message: CHAT_BUSY_MESSAGE });
    }
    const queued = CALLS - running - refused.length;

    // Queued turns run as the running ones finish; nobody else is refused.
    for (let round = 0; round < CALLS && turns.started < running + queued; round++) {
      turns.release.splice(0).forEach((release) => release());
      await tick();
    }
    turns.release.splice(0).forEach((release) => release());
    expect(turns.started).toBe(running + queued);
    const answered = await Promise.all(calls);
    expect(answered.filter((response) => response.status === 200)).toHaveLength(running + queued);
  });

  it("a caller that hangs up while queued never runs", async () => {
    const first = Array.from({ length: 4 }, () => post(PATHS[0]!));
    await tick();
    const controller = new AbortController();
    const abandoned = post(PATHS[0]!, controller.signal);
    await tick();
    controller.abort();
    expect((await abandoned).status).toBe(503);
    turns.release.splice(0).forEach((release) => release());
    for (let i = 0; i < 20; i++) {
      turns.release.splice(0).forEach((release) => release());
      await tick();
    }
    await Promise.all(first);
    expect(turns.started).toBe(4);
  });
});
