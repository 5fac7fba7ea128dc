import { Bot, CircleAlert, Check } from "lucide-react";
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
 * One message: the renter's on the right in the brand colour, A.L.I.'s on the left under its name,
 * an error answered in A.L.I.'s place in a red tone, then what the reply saved and its cards.
 * `reader` "admin" is the back office's transcript: the same bubbles and cards, with the renter
 * named as such instead of "You".
 */
export function MessageBubble({ message, reader = "renter" }: { message: ChatMessage; reader?: "renter" | "admin" }) {
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
        {message.updateNotification && !isUser ? (
          <p className="flex items-start gap-1 text-xs text-bayou-700">
            <Check aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              Saved to {forAdmin ? "the renter's" : "your"} profile: {message.updateNotification}
            </span>
          </p>
        ) : null}
        {hasCards ? <ChatCards cards={cards} planFit={message.cardPlanFit ?? null} /> : null}
        {time ? (
          <time dateTime={message.timestamp} className="px-1 text-xs text-slate-600">
            {time}
          </time>
        ) : null}
      </div>
    </div>
  );
}
