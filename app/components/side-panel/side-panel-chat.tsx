/**
 * The side panel's chat mode ('Search Apartment Assistant', spec section 2
 * 'Side panel'): the renter's one conversation with A.L.I., the same one /chat
 * and the popup show (decision 013), so a question asked on the home page is
 * still there from the launcher or /chat. After each reply the preferences are
 * fetched again; when the reply saved something, the toast 'Preferences Updated' says so. An Undo
 * of a save (decision 034) fetches them again too.
 */
import { useCallback, type RefObject } from "react";
import type { TurnReply } from "../../../core/chat/conversation.ts";
import { useSignedInUser } from "../../hooks/use-viewer.ts";
import { toast } from "../../hooks/use-toast.ts";
import { ChatView } from "../chat/chat-view.tsx";
import { useSidePanel } from "./side-panel-state.tsx";

export function SidePanelChat({
  onPendingChange,
  onPreferencesChanged,
  inputRef,
}: {
  onPendingChange: (pending: boolean) => void;
  onPreferencesChanged: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const userId = useSignedInUser()?.id ?? null;
  const { chatMessage, clearChatMessage } = useSidePanel();
  const onReply = useCallback(
    (reply: TurnReply) => {
      onPreferencesChanged();
      if (reply.updateNotification) toast({ title: "Preferences Updated", description: "Your preferences have been refreshed based on your conversation." });
    },
    [onPreferencesChanged],
  );

  return <ChatView key={userId ?? "guest"} family="assistant" variant="sidebar" userId={userId} onReply={onReply} onUndone={onPreferencesChanged} initialMessage={chatMessage} onInitialMessageSent={clearChatMessage} onPendingChange={onPendingChange} inputRef={inputRef} />;
}
