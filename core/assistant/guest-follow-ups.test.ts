/**
 * A guest's follow-ups read what a signed-in renter's do. A guest's chat has no saved history (the webhook gives
 * none), only the conversation state the last reply returned: "how many bathrooms does that one have", "how does
 * that compare to X", "median?", "and in X?" and "which would you pick" must read the same earlier messages there.
 * Every conversation of a grid (first questions x follow-ups x second follow-ups, over the tests' neighborhoods and
 * communities) is replayed both ways and must get the same replies, turn by turn.
 */
import { describe, expect, it } from "vitest";
import { recentMessages, type AssistantReply } from "./respond.ts";
import { replayChat } from "./test-chat.ts";
import { RECENT_MAX_CHARS, RECENT_MESSAGES } from "./query/schema.ts";
import { COMMUNITIES, knowledge, NEIGHBORHOODS } from "./test-knowledge.ts";

const k = knowledge();

const chat = (messages: readonly string[], who: "guest" | "signed in"): AssistantReply[] => replayChat(k, messages, { who });

const [a, b, c] = NEIGHBORHOODS.map((n) => n.name) as [string, string, string];
const named = COMMUNITIES[0]!.title;
const FIRST = [`cheapest 2 bed in ${a}`, `what's the median rent for a 1 bed in ${a}`, `is ${a} or ${b} cheaper`, `how long is the drive from ${a} to downtown`, `tell me about ${named}`, `newest community in ${b}`];
const THEN = ["how many bathrooms does that one have", `how does that compare to ${c}`, "median?", `and in ${c}?`, "which would you pick", `and from ${b}?`, "what year was it built", "and the most expensive?"];
const AFTER = ["and for 3 beds?", "does it take cats?", `what about ${b}`];

describe("a guest's follow-ups", () => {
  const conversations = FIRST.flatMap((first) => THEN.flatMap((then) => [[first, then], ...AFTER.map((after) => [first, then, after])]));

  it(`get the replies a signed-in renter's saved chat gets, in ${conversations.length} generated conversations`, () => {
    for (const messages of conversations) {
      const guest = chat(messages, "guest");
      const signedIn = chat(messages, "signed in");
      guest.forEach((reply, i) => expect(reply.responseMessage, messages.slice(0, i + 1).join(" / ")).toBe(signedIn[i]!.responseMessage));
    }
  });

  it("answer a fact of the community just named, not the help menu", () => {
    const [first, baths] = chat([`cheapest 2 bed in ${a}`, "how many bathrooms does that one have"], "guest");
    const slug = first!.apartmentDetailsSuggested[0]!;
    const title = COMMUNITIES.find((community) => community.slug === slug)!.title;
    expect(baths!.responseMessage).toContain(title);
    expect(baths!.responseMessage).toMatch(/\bbath/);
  });
});

describe("the messages a state keeps", () => {
  const say = (n: number, length = 10) => Array.from({ length: n }, (_, i) => ({ role: i % 2 === 0 ? ("user" as const) : ("assistant" as const), content: `${i}`.padEnd(length, "x") }));

  it(`keeps the last ${RECENT_MESSAGES}, oldest first`, () => {
    const kept = recentMessages(say(RECENT_MESSAGES + 3));
    expect(kept.map((m) => m.content[0])).toEqual(["3", "4", "5", "6", "7", "8"]);
    expect(recentMessages(say(RECENT_MESSAGES))).toHaveLength(RECENT_MESSAGES);
    expect(recentMessages([])).toEqual([]);
  });

  it(`drops the oldest past ${RECENT_MAX_CHARS} characters, and keeps the end of one message longer alone`, () => {
    const half = RECENT_MAX_CHARS / 2;
    expect(recentMessages(say(3, half)).map((m) => m.content[0])).toEqual(["1", "2"]);
    expect(recentMessages(say(2, half + 1)).map((m) => m.content[0])).toEqual(["1"]);
    const long = recentMessages([{ role: "assistant", content: `start${"y".repeat(RECENT_MAX_CHARS)}end` }]);
    expect(long).toHaveLength(1);
    expect(long[0]!.content).toHaveLength(RECENT_MAX_CHARS);
    expect(long[0]!.content.endsWith("end")).toBe(true);
  });

  it("is kept by every reply, this exchange last", () => {
    const [, second] = chat(["hi", `cheapest 2 bed in ${a}`], "guest");
    expect(second!.state.recent?.at(-2)).toEqual({ role: "user", content: `cheapest 2 bed in ${a}` });
    expect(second!.state.recent?.at(-1)).toEqual({ role: "assistant", content: second!.responseMessage });
    expect(second!.state.recent?.[0]).toEqual({ role: "user", content: "hi" });
  });
});
