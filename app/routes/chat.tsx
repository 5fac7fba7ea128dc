/**
 * /chat: A.L.I. fullscreen (spec section 2 'Chat screen'). The page is its own
 * chunk; public pages never download the chat's code. Without JavaScript the
 * page still explains itself and the home page's question is shown.
 */
import { ExternalLink, SlidersHorizontal } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CHAT_LIMITS } from "../../core/chat/chat-limits.ts";
import { remainingGuestAttempts } from "../auth/guest.server.ts";
import { viewerContext } from "../auth/viewer.ts";
import { PENDING_CHAT_INPUT_EVENT, takePendingChatInput } from "../chat/pending-input.ts";
import { CLOSE_CHAT_EVENT, OPEN_CHAT_POPUP_EVENT } from "../chat/chat-events.ts";
import type { TurnReply } from "../../core/chat/conversation.ts";
import { ChatView } from "../components/chat/chat-view.tsx";
import { useSidePanel } from "../components/side-panel/side-panel-state.tsx";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/chat";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Chat with A.L.I., your Houston apartment assistant",
    description:
      "Ask A.L.I. about Houston neighborhoods, typical rents and amenities, build your renter profile in five short stages, and get apartments that fit, explained.",
  });

export async function loader({ context }: Route.LoaderArgs) {
  const { user } = context.get(viewerContext);
  return {
    userId: user?.id ?? null,
    remainingAttempts: user ? null : await remainingGuestAttempts(context),
  };
}

export default function ChatPage({ loaderData }: Route.ComponentProps) {
  const { userId, remainingAttempts } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const question = searchParams.get("q")?.slice(0, CHAT_LIMITS.messageMax) ?? null;
  const [pending, setPending] = useState<string | null>(question);
  const { refreshPreferences, open: panelOpen, openPanel } = useSidePanel();
  // What A.L.I. saved, an Undo of it, and a typed "undo that" (which saves nothing itself) show in the side panel
  // beside the chat at once: the panel reads the preferences again after every reply, as the side panel's chat does.
  const onReply = useCallback((_reply: TurnReply) => refreshPreferences(), [refreshPreferences]);

  // 'Find My Perfect Apartment' (side panel) leaves its message in sessionStorage, or sends the event when /chat is open.
  useEffect(() => {
    const take = () => {
      const text = takePendingChatInput();
      if (text) setPending(text);
    };
    take();
    window.addEventListener(PENDING_CHAT_INPUT_EVENT, take);
    return () => window.removeEventListener(PENDING_CHAT_INPUT_EVENT, take);
  }, []);

  // Back to the page the renter came from, or home when /chat was the first page of the visit.
  const leave = useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate("/"));
  }, [navigate]);

  // Closing the chat (spec section 4: the window event closes popup and fullscreen alike) leaves /chat.
  useEffect(() => {
    const close = () => leave();
    window.addEventListener(CLOSE_CHAT_EVENT, close);
    return () => window.removeEventListener(CLOSE_CHAT_EVENT, close);
  }, [leave]);

  const onSent = useCallback(() => {
    setPending(null);
    // The question is not sent again on a reload.
    if (searchParams.has("q")) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  const popOut = () => {
    // Opening the popup closes the fullscreen view: the popup carries on the same conversation on the previous page.
    window.dispatchEvent(new CustomEvent(OPEN_CHAT_POPUP_EVENT));
    leave();
  };

  return (
    <div className="flex h-[calc(100dvh-4rem-1.75rem)] min-h-[28rem] flex-col">
      <h1 className="sr-only">Chat with A.L.I.</h1>
      <ChatView
        key={`${userId ?? "guest"}`}
        family="assistant"
        variant="fullscreen"
        userId={userId}
        remainingAttempts={remainingAttempts}
        initialMessage={pending}
        onInitialMessageSent={onSent}
        onReply={onReply}
        onUndone={refreshPreferences}
        heading={
          <p className="hidden truncate text-sm font-semibold text-ink-900 sm:block">
            A.L.I. <span className="font-normal text-slate-600">Houston Apartment Specialist</span>
          </p>
        }
        frameControls={
          <>
            {userId !== null && !panelOpen ? (
              <button
                type="button"
                onClick={() => openPanel("preferences")}
                data-side-panel-launcher=""
                aria-label="Preferences"
                title="Your preferences"
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                {/* Only the icon on phones, where the chat's bar is narrow. */}
                <span className="hidden sm:inline">Preferences</span>
              </button>
            ) : null}
            <button
              type="button"
              onClick={popOut}
              className="hidden min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 sm:inline-flex"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
              Open as popup
            </button>
          </>
        }
      />
    </div>
  );
}
