/**
 * The side panel (spec section 2 'Side panel'): fixed at the right below the
 * header, full width on small screens and 24rem from `sm` up, in preferences or
 * chat mode. Loaded as its own chunk by SidePanelLauncher.
 */
import { MessageSquare, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { PreferencesEditor } from "./preferences-editor.tsx";
import { SidePanelChat } from "./side-panel-chat.tsx";
import { useSidePanel } from "./side-panel-state.tsx";

export default function SidePanel() {
  const { open, mode, openCount, preferencesKey, focus, closePanel, setMode, refreshPreferences } = useSidePanel();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chatInputRef = useRef<HTMLTextAreaElement | null>(null);
  // While a general-chat reply is loading the mode switch is disabled (spec section 2).
  const [chatLoading, setChatLoading] = useState(false);
  const [chatMounted, setChatMounted] = useState(mode === "chat");
  if (mode === "chat" && !chatMounted) setChatMounted(true);
  const title = mode === "preferences" ? "Your Preferences" : "Search Apartment Assistant";

  // Opening from a button moves the keyboard to the panel (its heading, or the chat's input when an
  // embedded chat input asked); closing brings it back to where it was. Opening by itself on /chat
  // leaves the keyboard in the page.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) {
      const back = returnFocus.current;
      returnFocus.current = null;
      // The floating button that opened the panel is drawn anew when the panel closes.
      const target = back?.isConnected ? back : back ? document.querySelector<HTMLElement>("[data-side-panel-launcher]") : null;
      target?.focus();
      return;
    }
    if (focus === "none") return;
    if (!returnFocus.current && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) returnFocus.current = document.activeElement;
    if (focus === "chat-input" && mode === "chat") requestAnimationFrame(() => chatInputRef.current?.focus());
    else headingRef.current?.focus();
    // Only opening moves the keyboard: a mode switch leaves it on the switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, openCount]);

  // Toasts move out of the way of the open panel's header on phones (app/components/ui/toast.tsx).
  useEffect(() => {
    if (!open) return;
    document.documentElement.dataset.sidePanel = "open";
    return () => {
      delete document.documentElement.dataset.sidePanel;
    };
  }, [open]);

  if (!open) return null;
  return (
    <aside
      aria-labelledby="side-panel-title"
      className="fixed top-16 right-0 bottom-0 z-30 flex w-full flex-col border-l border-slate-200 bg-white shadow-xl sm:w-96"
      onKeyDown={(event) => {
        if (event.key === "Escape") closePanel();
      }}
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id="side-panel-title" ref={headingRef} tabIndex={-1} className="text-base font-bold text-ink-900 focus:outline-none">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          <label className="flex items-center gap-2 text-xs font-medium text-slate-700">
            <MessageSquare aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Chat</span>
            <button
              type="button"
              role="switch"
              aria-checked={mode === "chat"}
              aria-label="Chat mode"
              disabled={chatLoading}
              onClick={() => setMode(mode === "chat" ? "preferences" : "chat")}
              className="relative inline-flex h-6 w-11 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-50 aria-checked:bg-brand-700"
            >
              <span className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform in-aria-checked:translate-x-5.5" />
            </button>
          </label>
          <button
            type="button"
            onClick={closePanel}
            aria-label="Close the side panel"
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
      {/* Both modes stay mounted once shown: the chat keeps its conversation, and the editor reloads after each chat reply. */}
      <div className={mode === "preferences" ? "flex min-h-0 flex-1 flex-col" : "hidden"}>
        <PreferencesEditor reloadKey={preferencesKey} />
      </div>
      {chatMounted ? (
        <div className={mode === "chat" ? "flex min-h-0 flex-1 flex-col" : "hidden"}>
          <SidePanelChat onPendingChange={setChatLoading} onPreferencesChanged={refreshPreferences} inputRef={chatInputRef} />
        </div>
      ) : null}
    </aside>
  );
}
