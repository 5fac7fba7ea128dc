/**
 * The chat as a popup over any page: a window at the bottom right (nearly the
 * whole screen on a phone) that can collapse to its title bar, expand to the
 * fullscreen view (/chat, which closes the popup) or close. It carries on the
 * same conversation as /chat (app/chat/use-conversation.ts).
 */
import { ChevronDown, ChevronUp, Maximize2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "../../lib/cn.ts";
import { CHAT_PATH } from "../side-panel/side-panel-state.tsx";
import { ChatView } from "./chat-view.tsx";

const controlClass =
  "inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700";

export default function ChatPopup({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const [collapsed, setCollapsed] = useState(false);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    if (!collapsed) inputRef.current?.focus();
  }, [collapsed]);

  const heading = (
    <h2 className="truncate text-sm font-semibold text-ink-900">
      A.L.I. <span className="sr-only">chat</span>
    </h2>
  );
  const controls = (
    <div className="flex items-center">
      <button type="button" className={controlClass} aria-label="Open the full-screen chat" title="Full screen" onClick={() => void navigate(CHAT_PATH)}>
        <Maximize2 aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={controlClass}
        aria-label={collapsed ? "Expand the chat" : "Collapse the chat"}
        aria-expanded={!collapsed}
        onClick={() => setCollapsed((c) => !c)}
      >
        {collapsed ? <ChevronUp aria-hidden="true" className="size-4" /> : <ChevronDown aria-hidden="true" className="size-4" />}
      </button>
      <button type="button" className={controlClass} aria-label="Close the chat" onClick={onClose}>
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-label="Chat with A.L.I."
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className={cn(
        "fixed right-2 bottom-2 left-2 z-50 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:left-auto sm:right-6 sm:bottom-6 sm:w-[24rem]",
        collapsed ? "h-auto" : "top-20 sm:top-auto sm:h-[min(38rem,calc(100dvh-7rem))]",
      )}
    >
      {collapsed ? (
        <div className="flex items-center gap-2 px-3 py-2">
          <div className="min-w-0 flex-1">{heading}</div>
          {controls}
        </div>
      ) : (
        <ChatView key={userId ?? "guest"} family="assistant" variant="popup" userId={userId} inputRef={inputRef} heading={heading} frameControls={controls} />
      )}
    </div>
  );
}
