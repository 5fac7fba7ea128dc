import { Fragment, useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import type { ChatMessage } from "../../../core/chat/chat-message.ts";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button.tsx";
import { MessageBubble } from "./message-bubble.tsx";

/** Spec section 9: a new message scrolls the list down only when the reader was within 200 px of the bottom. */
export const SCROLL_STICK_PX = 200;

export const TYPING_TEXT = "Looking up the perfect options for you...";

export interface MessageListProps {
  messages: readonly ChatMessage[];
  pending: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Shown when there are no messages at all. */
  emptyHint?: ReactNode;
  /** Sizes the scroll container: give it a bounded height (flex-1 min-h-0 in a column, or a max-h). */
  className?: string;
  /** Content placed right after a message, inside the log (follow-up chips after the last reply). */
  renderAfterMessage?: (message: ChatMessage) => ReactNode;
  /** The Undo of what a reply saved (decision 034); without it no Undo is offered. */
  onUndo?: (message: ChatMessage) => void;
}

function distanceFromBottom(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

function measure(element: HTMLElement) {
  return { scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
}

function TypingIndicator({ pending }: { pending: boolean }) {
  // The status region stays mounted, so screen readers announce the text when it appears.
  return (
    <div role="status" className="px-3 pb-3">
      {pending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span aria-hidden="true" className="flex gap-1">
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                className="size-1.5 rounded-full bg-brand-700 motion-safe:animate-bounce"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </span>
          {TYPING_TEXT}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The conversation as a scrolling live log. Older messages prepended through 'Load Older Messages'
 * keep the reader where they were; a new message or the typing indicator scrolls down only when
 * the reader was near the bottom; a conversation that opens (or is swapped for another) starts at
 * its newest message.
 */
export function MessageList({ messages, pending, hasOlder, loadingOlder, onLoadOlder, emptyHint, className, renderAfterMessage, onUndo }: MessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** Whether the reader is within SCROLL_STICK_PX of the bottom, as of the last scroll or layout. */
  const stickRef = useRef(true);
  /** The container's size and position before the change being laid out. */
  const beforeRef = useRef({ scrollHeight: 0, scrollTop: 0 });
  const shownRef = useRef<{ firstId?: string; lastId?: string; pending: boolean }>({ pending: false });
  const focusAfterOlderRef = useRef(false);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const shown = shownRef.current;
    const firstId = messages[0]?.id;
    const lastId = messages.at(-1)?.id;
    const keeps = (id: string | undefined) => id !== undefined && messages.some((m) => m.id === id);
    const toBottom = () => {
      element.scrollTop = element.scrollHeight;
      stickRef.current = true;
    };

    if (lastId !== undefined && !keeps(shown.firstId) && !keeps(shown.lastId)) {
      // First messages, or another conversation entirely.
      toBottom();
    } else if (firstId !== shown.firstId && lastId === shown.lastId) {
      // Older messages above: move down by exactly what was added, so the same message stays in view.
      const before = beforeRef.current;
      element.scrollTop = before.scrollTop + (element.scrollHeight - before.scrollHeight);
      stickRef.current = distanceFromBottom(element) <= SCROLL_STICK_PX;
    } else if ((lastId !== shown.lastId || (pending && !shown.pending)) && stickRef.current) {
      toBottom();
    }
    shownRef.current = { firstId, lastId, pending };
    beforeRef.current = measure(element);
  }, [messages, pending]);

  // Content that grows on its own (cards arriving, an image) keeps a reader at the bottom there.
  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) element.scrollTop = element.scrollHeight;
      beforeRef.current = measure(element);
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  // The button goes once the oldest message is in; focus then stays in the list instead of falling to the page.
  useEffect(() => {
    if (!loadingOlder && !hasOlder && focusAfterOlderRef.current) scrollRef.current?.focus({ preventScroll: true });
    if (!loadingOlder) focusAfterOlderRef.current = false;
  }, [hasOlder, loadingOlder]);

  return (
    <div
      ref={scrollRef}
      // Focusable so the keyboard can scroll it; the browser's own scroll anchoring is off because the effect above anchors.
      tabIndex={0}
      role="region"
      aria-label="Chat messages"
      onScroll={(event) => {
        stickRef.current = distanceFromBottom(event.currentTarget) <= SCROLL_STICK_PX;
        beforeRef.current = measure(event.currentTarget);
      }}
      className={cn(
        "overflow-y-auto overscroll-contain [overflow-anchor:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700",
        className,
      )}
    >
      <div ref={contentRef}>
        {hasOlder ? (
          <div className="flex justify-center px-3 pt-3">
            <Button
              variant="outline"
              size="sm"
              // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
              aria-disabled={loadingOlder}
              className="aria-disabled:cursor-wait aria-disabled:opacity-60"
              onClick={() => {
                if (loadingOlder) return;
                focusAfterOlderRef.current = true;
                onLoadOlder();
              }}
            >
              {loadingOlder ? "Loading..." : "Load Older Messages"}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 && emptyHint ? <div className="px-3 pt-3">{emptyHint}</div> : null}
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Conversation with A.L.I." className="flex flex-col gap-4 p-3">
          {messages.map((message) => (
            <Fragment key={message.id}>
              <MessageBubble message={message} onUndo={onUndo} />
              {renderAfterMessage?.(message)}
            </Fragment>
          ))}
        </div>
        <TypingIndicator pending={pending} />
      </div>
    </div>
  );
}
