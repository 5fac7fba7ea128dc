import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./chat-message.ts";
import { cardCount, cardsOf, displayBlocks, guestAllowanceText, messageTime, stripStatusLines } from "./message-display.ts";

function assistant(content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: "a1", role: "assistant", content, timestamp: "2025-06-03T20:05:00Z", ...extra };
}

function user(content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return { id: "u1", role: "user", content, timestamp: "2025-06-03T20:04:00Z", ...extra };
}

describe("stripStatusLines", () => {
  it("removes the profile build's checkmark lines in any of the three checkmarks, keeping the rest", () => {
    const text = "Great, thanks!\n✓ Name: Maria\n✅ Budget set to $1,800\n  ✔️ Move-in: July\nWhat is your phone number?";
    expect(stripStatusLines(text)).toBe("Great, thanks!\nWhat is your phone number?");
  });

  it("closes up the blank lines a removed block leaves and keeps a checkmark that is not at a line's start", () => {
    expect(stripStatusLines("Saved.\n\n✓ Name: Maria\n\n\nNext question: budget ✓?")).toBe("Saved.\n\nNext question: budget ✓?");
  });

  it("returns an empty text when every line was a status line", () => {
    expect(stripStatusLines("✓ Name: Maria\r\n✓ Phone saved")).toBe("");
  });
});

describe("displayBlocks", () => {
  it("splits an assistant reply into paragraphs on blank lines and keeps single line breaks inside one", () => {
    expect(displayBlocks(assistant("Hello there.\nHow can I help?\n\nAsk me anything."))).toEqual([
      { kind: "paragraph", text: "Hello there.\nHow can I help?" },
      { kind: "paragraph", text: "Ask me anything." },
    ]);
  });

  it("turns consecutive '- ' and '• ' lines into one list, between paragraphs", () => {
    const text = "Here are three:\n- Ironbark Yards: $1,445\n• Bayou Lofts: $1,600\n- The Pike\nWant more?";
    expect(displayBlocks(assistant(text))).toEqual([
      { kind: "paragraph", text: "Here are three:" },
      { kind: "list", items: ["Ironbark Yards: $1,445", "Bayou Lofts: $1,600", "The Pike"] },
      { kind: "paragraph", text: "Want more?" },
    ]);
  });

  it("removes card markers and the gaps they leave, dropping lines that held only a marker", () => {
    const text = "[[apartment:ironbark-yards]] Ironbark Yards (Montrose), 96% match.\n[[neighborhood:montrose]]\nSee [[blog:moving-guide]].\n- [[apartment:bayou_lofts]] Bayou Lofts\n- [[apartment:the-pike]]";
    expect(displayBlocks(assistant(text))).toEqual([
      { kind: "paragraph", text: "Ironbark Yards (Montrose), 96% match.\nSee." },
      { kind: "list", items: ["Bayou Lofts"] },
    ]);
  });

  it("strips status lines from assistant text only", () => {
    expect(displayBlocks(assistant("✓ Name: Maria\nWhat is your budget?"))).toEqual([{ kind: "paragraph", text: "What is your budget?" }]);
    expect(displayBlocks(user("✓ done\n- not a list\n[[apartment:x]]"))).toEqual([{ kind: "paragraph", text: "✓ done\n- not a list\n[[apartment:x]]" }]);
  });

  it("shows a renter's text as typed, blank lines included, only trimmed at the ends", () => {
    expect(displayBlocks(user("  first line\n\n  second  \n"))).toEqual([{ kind: "paragraph", text: "first line\n\n  second" }]);
  });

  it("gives no blocks for a reply that was only markers and status lines", () => {
    expect(displayBlocks(assistant("✓ Budget set to $1,800\n[[apartment:a]] [[apartment:b]]"))).toEqual([]);
    expect(displayBlocks(user("   "))).toEqual([]);
  });
});

describe("cardsOf", () => {
  it("joins the markers of the text with the message's card lists, once each, in order of first appearance", () => {
    const message = assistant("[[apartment:b]] B and [[apartment:a]] A, near [[neighborhood:montrose]]", {
      apartments: ["a", "c"],
      neighborhoods: ["heights"],
      blogs: ["guide", "guide"],
    });
    expect(cardsOf(message)).toEqual({ apartment: ["b", "a", "c"], neighborhood: ["montrose", "heights"], blog: ["guide"] });
  });

  it("leaves out slugs that are not letters, digits, hyphen and underscore", () => {
    const message = assistant("none here", { apartments: ["ok_1", "../etc", "with space", ""], blogs: ["<script>"] });
    expect(cardsOf(message)).toEqual({ apartment: ["ok_1"], neighborhood: [], blog: [] });
  });

  it("does not read markers typed by the renter, but keeps a user message's card lists", () => {
    expect(cardsOf(user("[[apartment:typed]]", { neighborhoods: ["midtown"] }))).toEqual({ apartment: [], neighborhood: ["midtown"], blog: [] });
  });

  it("counts the cards of every kind", () => {
    expect(cardCount(cardsOf(assistant("[[blog:x]]", { apartments: ["a", "b"] })))).toBe(3);
    expect(cardCount(cardsOf(assistant("plain")))).toBe(0);
  });
});

describe("guestAllowanceText", () => {
  it("says how many free messages remain, with the spec's literal 'message(s)'", () => {
    expect(guestAllowanceText(3)).toBe("As a guest, you have 3 free message(s) remaining.");
    expect(guestAllowanceText(1)).toBe("As a guest, you have 1 free message(s) remaining.");
  });

  it("asks to log in once none are left", () => {
    const usedUp = "You have used all your free messages. Please log in or sign up to continue chatting.";
    expect(guestAllowanceText(0)).toBe(usedUp);
    expect(guestAllowanceText(-2)).toBe(usedUp);
  });
});

describe("messageTime", () => {
  it("prints the Houston time of an instant, whatever zone the machine runs in", () => {
    // 20:05 UTC in June is 3:05 PM in Houston (CDT); 02:30 UTC on Jan 1 is still Dec 31 there (CST).
    expect(messageTime("2025-06-03T20:05:00Z")).toBe("Jun 3, 3:05 PM");
    expect(messageTime("2025-01-01T02:30:00.000Z")).toBe("Dec 31, 8:30 PM");
  });

  it("gives null for a timestamp that is not a date", () => {
    expect(messageTime("")).toBeNull();
    expect(messageTime("yesterday-ish")).toBeNull();
  });
});
