import { Bot, CircleAlert, Check, Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import type { ChatMessage } from "../../../core/chat/chat-message.ts";
import { cardCount, cardsOf, displayBlocks, messageTime, type DisplayBlock } from "../../../core/chat/message-display.ts";
import { cn } from "~/lib/cn";
import { ChatCards } from "./chat-cards.tsx";

function Blocks({ blocks, asTyped }: { blocks: readonly DisplayBlock[]; asTyped: boolean }) {
  return blocks.map((block, index) =>
    block.kind === "paragraph" ? (
      <p key={index} className={asTyped ? "whitespace-pre-wrap" : "whitespace-pre-line"}>
        {block.text}
      </p>
    ) : (
      <ul key={index} className="list-disc space-y-1 pl-5 marker:text-slate-500">
        {block.items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    ),
  );
}

/**
 * What a reply saved, and its Undo: a real button named for the save ("Undo: Budget set to $1,800"). Once
 * undone the notice says what came back; a refusal or a failure is said under it (and a failure offers Undo
 * again). The keyboard stays with the notice when the button goes.
 */
function SavedNotice({ message, forAdmin, onUndo }: { message: ChatMessage; forAdmin: boolean; onUndo?: (message: ChatMessage) => void }) {
  const change = message.profileChange;
  const state = change?.undo;
  const pressed = useRef(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!pressed.current || state === "undoing") return;
    pressed.current = false;
    if (state === "undone") noticeRef.current?.focus();
    else if (state === "refused") problemRef.current?.focus();
  }, [state]);
  const undone = state === "undone";
  const offered = onUndo && change && (state === "ready" || state === "undoing" || state === "failed");
  const problem = (state === "refused" || state === "failed") && change?.said ? change.said : null;

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p ref={noticeRef} tabIndex={-1} className={cn("flex items-start gap-1 text-xs focus:outline-none", undone ? "text-slate-700" : "text-bayou-700")}>
          {undone ? <Undo2 aria-hidden="true" className="mt-px size-3.5 shrink-0" /> : <Check aria-hidden="true" className="mt-px size-3.5 shrink-0" />}
          <span>{undone && change?.said ? change.said : `Saved to ${forAdmin ? "the renter's" : "your"} profile: ${message.updateNotification}`}</span>
        </p>
        {offered ? (
          <button
            type="button"
            // aria-disabled rather than disabled while it is on its way: a disabled button would drop the keyboard focus.
            aria-disabled={state === "undoing"}
            // Named for the save it undoes: a conversation may offer several.
            aria-label={`${state === "undoing" ? "Undoing" : "Undo"}: ${message.updateNotification}`}
            onClick={() => {
              if (state === "undoing") return;
              pressed.current = true;
              onUndo(message);
            }}
            className="inline-flex min-h-7 items-center gap-1 rounded-full border border-bayou-700 bg-white px-2.5 text-xs font-semibold text-bayou-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            <Undo2 aria-hidden="true" className="size-3.5" />
            {state === "undoing" ? "Undoing..." : "Undo"}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p ref={problemRef} tabIndex={-1} role="alert" className="text-xs text-red-700 focus:outline-none">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One message: the renter's on the right in the brand colour, A.L.I.'s on the left under its name,
 * an error answered in A.L.I.'s place in a red tone, then its cards and what the reply saved (with its
 * Undo, when `onUndo` is given and the server recorded the save: decision 034).
 * `reader` "admin" is the back office's transcript: the same bubbles and cards, with the renter
 * named as such instead of "You".
 */
export function MessageBubble({ message, reader = "renter", onUndo }: { message: ChatMessage; reader?: "renter" | "admin"; onUndo?: (message: ChatMessage) => void }) {
  const forAdmin = reader === "admin";
  const isUser = message.role === "user";
  const isError = message.local === "error";
  const blocks = displayBlocks(message);
  const cards = cardsOf(message);
  const hasCards = cardCount(cards) > 0;
  const time = messageTime(message.timestamp);

  return (
    <div className={cn("flex gap-2", isUser ? "justify-end" : "justify-start")}>
      {isUser ? null : (
        <span
          aria-hidden="true"
          className={cn(
            "mt-5 flex size-8 shrink-0 items-center justify-center rounded-full text-white",
            isError ? "bg-red-700" : "bg-bayou-700",
          )}
        >
          {isError ? <CircleAlert className="size-4" /> : <Bot className="size-4" />}
        </span>
      )}
      <div className={cn("flex min-w-0 max-w-[85%] flex-col gap-1", isUser ? "items-end" : "items-start", hasCards && "w-full")}>
        <p className={cn("text-xs font-semibold text-slate-600", isUser && !forAdmin && "sr-only")}>{isUser ? (forAdmin ? "Renter" : "You") : "A.L.I."}</p>
        {blocks.length > 0 ? (
          <div
            className={cn(
              "space-y-2 rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed [overflow-wrap:anywhere]",
              isUser && "rounded-br-md bg-brand-700 text-white",
              !isUser && !isError && "rounded-tl-md border border-slate-200 bg-white text-ink-900",
              isError && "rounded-tl-md border border-red-300 bg-red-50 text-red-900",
            )}
          >
            <Blocks blocks={blocks} asTyped={isUser} />
          </div>
        ) : null}
        {hasCards ? <ChatCards cards={cards} planFit={message.cardPlanFit ?? null} /> : null}
        {/* After the cards: where the reader is when a long reply has come in (the list keeps to its bottom), so the Undo is in view. */}
        {message.updateNotification && !isUser ? <SavedNotice message={message} forAdmin={forAdmin} onUndo={forAdmin ? undefined : onUndo} /> : null}
        {time ? (
          <time dateTime={message.timestamp} className="px-1 text-xs text-slate-600">
            {time}
          </time>
        ) : null}
      </div>
    </div>
  );
}
