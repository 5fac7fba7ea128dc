/**
 * The chat's popup (spec section 4 'Chat panel'): a round 'Chat with A.L.I.'
 * button on every site page but /chat, and the popup once opened. The popup's
 * code is a chunk of its own, downloaded when the button is pointed at,
 * focused or pressed. Opening the popup is the window event 'open-chat-popup'
 * too (from /chat's 'Open as popup'); 'close-chat-popup' closes it; going to
 * /chat (the fullscreen view) closes it.
 */
import { MessageCircle } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { CLOSE_CHAT_EVENT, OPEN_CHAT_POPUP_EVENT } from "../../chat/chat-events.ts";
import { cn } from "../../lib/cn.ts";
import { CHAT_PATH } from "../side-panel/side-panel-state.tsx";

const ChatPopup = lazy(() => import("./chat-popup.tsx"));

function preloadPopup() {
  void import("./chat-popup.tsx");
}

export function ChatPopupLauncher({ userId, hidden }: { userId: number | null; hidden: boolean }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const onChatPage = pathname.replace(/\/+$/, "") === CHAT_PATH;
  const [lastPath, setLastPath] = useState(pathname);
  // Going to the fullscreen view (/chat) closes the popup. A popup asked for on /chat ('Open as popup')
  // shows on the page the renter goes back to.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (onChatPage) setOpen(false);
  }
  const showPopup = open && !onChatPage;
  if (showPopup && !mounted) setMounted(true);

  useEffect(() => {
    const onOpen = () => setOpen(true);
    const onClose = () => setOpen(false);
    window.addEventListener(OPEN_CHAT_POPUP_EVENT, onOpen);
    window.addEventListener(CLOSE_CHAT_EVENT, onClose);
    return () => {
      window.removeEventListener(OPEN_CHAT_POPUP_EVENT, onOpen);
      window.removeEventListener(CLOSE_CHAT_EVENT, onClose);
    };
  }, []);

  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <>
      {!showPopup && !onChatPage && !hidden ? (
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setOpen(true)}
          onPointerEnter={preloadPopup}
          onFocus={preloadPopup}
          aria-label="Chat with A.L.I."
          title="Chat with A.L.I."
          className={cn(
            "fixed bottom-4 z-40 print:hidden inline-flex size-14 items-center justify-center rounded-full bg-ink-900 text-white shadow-lg ring-2 ring-white transition hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:bottom-6",
            // Beside the side panel's button, which signed-in renters have (member: until a kept page's viewer arrives).
            userId === null ? "right-4 sm:right-6 member:right-20 sm:member:right-24" : "right-20 sm:right-24",
          )}
        >
          <MessageCircle aria-hidden="true" className="size-6" />
        </button>
      ) : null}
      {mounted && showPopup ? (
        <Suspense fallback={null}>
          <ChatPopup userId={userId} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
