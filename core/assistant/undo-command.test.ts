/**
 * The typed undo (undo-command.ts): every combination of the command's parts reads as the command, and a message that
 * says anything else (a correction, a question, "never mind" alone) does not.
 */
import { describe, expect, it } from "vitest";
import { isUndoCommand, undoCommandText } from "./undo-command.ts";

const BEFORE = ["", "oops, ", "wait ", "sorry, ", "ok ", "actually, please "];
const AFTER = ["", " please", ".", "!"];
const OBJECTS = ["that", "it", "the last change", "my last message", "what you just saved", "that last one"];

describe("a typed undo", () => {
  it("reads every wording of the command, in any case", () => {
    const wordings = [
      "undo",
      "revert",
      ...OBJECTS.flatMap((what) => [`undo ${what}`, `revert ${what}`, `scratch ${what}`, `cancel ${what}`, `forget ${what}`, `never mind ${what}`, `ignore ${what}`, `take ${what} back`]),
      "take back that change",
      "put it back",
      "go back to how it was before",
      "can you undo that?",
      "could you please revert the last change?",
    ];
    for (const core of wordings) {
      for (const before of BEFORE) {
        for (const after of AFTER) {
          const message = `${before}${core}${after}`;
          expect(isUndoCommand(message), message).toBe(true);
          expect(isUndoCommand(message.toUpperCase()), message.toUpperCase()).toBe(true);
        }
      }
    }
  });

  it("is no command when the message says anything else", () => {
    for (const message of [
      "never mind",
      "nevermind",
      "forget it, show me 2 beds in Midtown",
      "scratch that, 1.5 baths is fine",
      "undo that and set my budget to 2000",
      "how do I undo a change?",
      "cancel my tour",
      "ignore the pool",
      "I want to revert to a 1 bedroom",
      "undone",
    ]) {
      expect(isUndoCommand(message), message).toBe(false);
    }
  });

  it("says what came back, or why nothing did", () => {
    const reference = { neighborhoods: [{ id: 1, slug: "montrose", name: "Montrose" }], amenities: [] } as never;
    const change = { before: { maxBudget: 1500, neighborhoodIds: [] }, after: { maxBudget: 1800, neighborhoodIds: [1] } } as never;
    expect(undoCommandText({ outcome: "undone", change }, reference)).toBe("Undone: Removed Montrose · Budget back to $1,500. Your preferences are back to what they were before that message.");
    expect(undoCommandText({ outcome: "nothing-saved" }, reference)).toMatch(/^Your last message saved nothing/);
    expect(undoCommandText({ outcome: "edited-since" }, reference)).toMatch(/^This change was already edited since; nothing was undone\./);
    expect(undoCommandText({ outcome: "already-undone", change }, reference)).toMatch(/already undone/);
  });
});
