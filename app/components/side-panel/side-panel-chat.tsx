/**
 * The side panel's chat mode ('Search Apartment Assistant', spec section 2
 * 'Side panel'): A.L.I.'s general chat about neighborhoods, prices and
 * amenities, with its own saved sessions (/api/general-chat). After each reply
 * the preferences are fetched again, since the conversation may have changed
 * them, with the toast 'Preferences Updated'.
 */
import { useCallback, type RefObject } from "react";
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
  const onReply = useCallback(() => {
    onPreferencesChanged();
    toast({ title: "Preferences Updated", description: "Your preferences have been refreshed based on your conversation." });
  }, [onPreferencesChanged]);

  return <ChatView family="side-panel" variant="sidebar" userId={userId} onReply={onReply} initialMessage={chatMessage} onInitialMessageSent={clearChatMessage} onPendingChange={onPendingChange} inputRef={inputRef} />;
}
