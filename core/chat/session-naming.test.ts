import { describe, expect, it } from "vitest";
import { datedSessionName, nameFromMessages, sessionNameFor } from "./session-naming.ts";

const user = (content: string) => ({ role: "user" as const, content });
const assistant = (content: string) => ({ role: "assistant" as const, content });

describe("session names", () => {
  it("the assistant chat takes the first 20 characters of the first user message longer than 5, plus an ellipsis", () => {
    expect(nameFromMessages([user("hi"), assistant("Hello! How can I help with your search today?"), user("Quiet 1-bed in the Heights")], "assistant")).toBe("Quiet 1-bed in the H…");
    expect(nameFromMessages([user("Pool please")], "assistant")).toBe("Pool please");
    expect(nameFromMessages([user("exactly twenty chars")], "assistant")).toBe("exactly twenty chars");
  });

  it("the side panel trims to 30: 27 characters and '...'", () => {
    const name = nameFromMessages([user("What is the commute like from Midtown to the Galleria?")], "side-panel");
    expect(name).toBe("What is the commute like fr...");
    expect(name).toHaveLength(30);
    expect(nameFromMessages([user("Is Montrose walkable?")], "side-panel")).toBe("Is Montrose walkable?");
  });

  it("needs more than 5 characters, ignores local messages, and falls back to 'Chat {date}'", () => {
    expect(nameFromMessages([user("hello"), user("  ok  ")], "assistant")).toBeNull();
    expect(nameFromMessages([{ ...user("a long local note"), local: "error" as const }], "assistant")).toBeNull();
    expect(sessionNameFor([user("hey")], "assistant", new Date("2026-11-24T15:00:00Z"))).toBe("Chat 11/24/2026");
    // The date is Houston's: 03:00 UTC on the 25th is still the 24th there.
    expect(datedSessionName(new Date("2026-11-25T03:00:00Z"))).toBe("Chat 11/24/2026");
  });
});
