import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rephraseReply } from "./rephrase.server.ts";

/** A tiny OpenAI-protocol server: its answer for each request is decided by the test. */
let server: Server;
let baseUrl = "";
let answer: (body: { model: string; messages: { role: string; content: string }[] }, request: IncomingMessage) => { status: number; json?: unknown; delayMs?: number };
const seen: { authorization?: string; model?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(raw) as Parameters<typeof answer>[0];
      seen.push({ authorization: request.headers.authorization, model: body.model });
      const { status, json, delayMs = 0 } = answer(body, request);
      setTimeout(() => {
        response.writeHead(status, { "Content-Type": "application/json" });
        response.end(JSON.stringify(json ?? {}));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const reply = "Skylark Court has a 2-bed for $1,400, $400 under your $1,800 budget. [[apartment:skylark-court]]";
const model = () => ({ baseUrl, model: "tiny-test-model", apiKey: "test-key" });
const completion = (content: string) => ({ status: 200, json: { choices: [{ message: { role: "assistant", content } }] } });

describe("the optional language model", () => {
  it("is not called when it is off", async () => {
    expect(await rephraseReply(reply, null)).toEqual({ text: reply, rephrased: false });
  });

  it("rewords a reply that keeps the facts, sending the model name and key", async () => {
    const reworded = "Great find: Skylark Court has a 2-bed at $1,400, $400 below your $1,800 budget. [[apartment:skylark-court]]";
    answer = (body) => {
      expect(body.messages.at(-1)!.content).toBe(reply);
      return completion(reworded);
    };
    expect(await rephraseReply(reply, model())).toEqual({ text: reworded, rephrased: true });
    expect(seen.at(-1)).toEqual({ authorization: "Bearer test-key", model: "tiny-test-model" });
  });

  it("keeps the engine's reply when the model changes a fact", async () => {
    answer = () => completion("Skylark Court has a 2-bed for just $999! [[apartment:skylark-court]]");
    expect(await rephraseReply(reply, model())).toEqual({ text: reply, rephrased: false });
  });

  it("keeps the engine's reply on an error status or a malformed answer", async () => {
    answer = () => ({ status: 500, json: { error: "boom" } });
    expect((await rephraseReply(reply, model())).rephrased).toBe(false);
    answer = () => ({ status: 200, json: { choices: [] } });
    expect((await rephraseReply(reply, model())).text).toBe(reply);
  });

  it("gives up after the timeout", async () => {
    // The model would answer with a valid rewording, but only after the caller stopped waiting.
    answer = () => ({ ...completion(`Sure! ${reply}`), delayMs: 2000 });
    const errors: unknown[] = [];
    const result = await rephraseReply(reply, model(), { timeoutMs: 100, onError: (e) => errors.push(e) });
    expect(result).toEqual({ text: reply, rephrased: false });
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).name).toMatch(/TimeoutError|AbortError/);
  });
});
