/**
 * How a chat message reads on screen (spec section 4 'Chat panel' and
 * 'Profile-build mode', section 5): the text as paragraphs and lists without
 * card markers or profile-build status lines, the cards it carries, its time,
 * and the guest allowance line. Framework-free, so it is tested without a DOM.
 */
import { cardMarker, isCardSlug, markersIn, type CardKind } from "../assistant/markers.ts";
import type { ChatCards, ChatMessage } from "./chat-message.ts";

export type DisplayBlock = { kind: "paragraph"; text: string } | { kind: "list"; items: string[] };

export const CARD_KINDS: readonly CardKind[] = ["apartment", "neighborhood", "blog"];

/** Which message field lists the slugs of each kind of card. */
const CARD_FIELD = { apartment: "apartments", neighborhood: "neighborhoods", blog: "blogs" } as const satisfies Record<CardKind, keyof ChatMessage>;

// The profile build reports what it saved as lines like "✓ Name: Maria"; the progress bar says it instead.
const STATUS_LINE = /^\s*[✓✔✅]/u;
const LIST_ITEM = /^\s*[-•]\s+/u;

/** The text without its checkmark status lines; the blank lines they leave are closed up. */
export function stripStatusLines(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !STATUS_LINE.test(line))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * A line without its card markers, the gaps they leave tidied ("See [[apartment:x]] Ironbark."
 * -> "See Ironbark."); null when nothing but markers (and perhaps a bullet) was on it, so the line
 * goes rather than reading as a paragraph break. markersIn decides what a marker is.
 */
function removeMarkers(line: string): string | null {
  const found = markersIn(line);
  let out = line;
  for (const kind of CARD_KINDS) {
    for (const slug of found[kind]) out = out.replaceAll(cardMarker(kind, slug), "");
  }
  if (out === line) return line;
  const tidied = out.replace(/[ \t]{2,}/g, " ").replace(/[ \t]+([.,;:!?)])/g, "$1").trim();
  return tidied.replace(/^[-•]/u, "").trim() === "" ? null : tidied;
}

function assistantBlocks(content: string): DisplayBlock[] {
  const blocks: DisplayBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join("\n") });
    if (list.length > 0) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const original of stripStatusLines(content).split("\n")) {
    const line = removeMarkers(original);
    if (line === null) continue;
    if (line.trim() === "") {
      flush();
    } else if (LIST_ITEM.test(line)) {
      if (paragraph.length > 0) flush();
      list.push(line.replace(LIST_ITEM, "").trim());
    } else {
      if (list.length > 0) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/**
 * The text of a message as blocks to render. A renter's text is shown as typed (one paragraph,
 * line breaks kept); A.L.I.'s is split into paragraphs on blank lines, with "- " and "• " lines
 * as lists, and loses its card markers (the cards show instead) and its status lines.
 */
export function displayBlocks(message: ChatMessage): DisplayBlock[] {
  if (message.role === "user") {
    const text = message.content.trim();
    return text ? [{ kind: "paragraph", text }] : [];
  }
  return assistantBlocks(message.content);
}

/**
 * The cards a message shows: the markers in an assistant's text, then the slugs of the message's
 * card lists, each once, in order of first appearance; slugs that could not be a card's are left out.
 * A renter's text is never read for markers (typing one does not make a card).
 */
export function cardsOf(message: ChatMessage): ChatCards {
  const fromText = message.role === "assistant" ? markersIn(message.content) : null;
  const cards = {} as Record<CardKind, readonly string[]>;
  for (const kind of CARD_KINDS) {
    const all = [...(fromText?.[kind] ?? []), ...(message[CARD_FIELD[kind]] ?? [])];
    cards[kind] = [...new Set(all)].filter(isCardSlug);
  }
  return cards;
}

/** How many cards in all. */
export function cardCount(cards: ChatCards): number {
  return CARD_KINDS.reduce((sum, kind) => sum + cards[kind].length, 0);
}

export const GUEST_MESSAGES_USED_UP = "You have used all your free messages. Please log in or sign up to continue chatting.";

/** Spec section 2: the guest's allowance line ("message(s)" is the spec's own wording). */
export function guestAllowanceText(remaining: number): string {
  return remaining > 0 ? `As a guest, you have ${remaining} free message(s) remaining.` : GUEST_MESSAGES_USED_UP;
}

// Houston time whatever zone the server or the browser runs in, so both render the same text.
// Made on first use: the first Intl object of a tab costs ICU set-up (ADR 011).
let timeFormat: Intl.DateTimeFormat | undefined;

/** "Jun 3, 3:05 PM" in Houston time; null when the timestamp is not a date. */
export function messageTime(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  timeFormat ??= new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "America/Chicago",
  });
  // Some engines put a narrow no-break space before "PM", others a plain one; one form keeps hydration exact.
  return timeFormat.format(date).replace(/[\u202f\u00a0]/g, " ");
}
