/**
 * A chat with A.L.I. as every chat screen shows it (spec section 2 'Chat
 * screen', section 4): the message list with its cards, the typing indicator,
 * follow-up chips, the pickers, the guest allowance and the 'Chat Limit
 * Reached' card, the profile build's progress, saved sessions for signed-in
 * users, and the input. The variants differ only in their frame:
 * - fullscreen (/chat): sessions in a column beside the chat on wide screens;
 * - popup and sidebar: sessions behind a 'Your chats' toggle.
 * Every variant offers 'Send to a locator' (hand-off-form.tsx), whatever A.L.I. said.
 */
import { Building2, DollarSign, Headset, History, MapPin, Sparkles, UserRoundPen } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";
import { HAND_OFF_CONTROL_LABEL, HAND_OFF_SENT_MESSAGE } from "../../../core/assistant/answer-hand-off.ts";
import { HANDOFF_RECENT_MESSAGES } from "../../../core/inquiries/compose-message.ts";
import { DEFAULT_GREETING } from "../../../core/assistant/small-talk.ts";
import type { ChatMessage, PickerOption } from "../../../core/chat/chat-message.ts";
import type { TurnReply } from "../../../core/chat/conversation.ts";
import { selectionSentence, type PickerKind } from "../../../core/chat/picker-filter.ts";
import type { ChatVariantFamily } from "../../../core/chat/session-naming.ts";
import { closeChat } from "../../chat/chat-events.ts";
import { loadPickerOptions } from "../../chat/picker-options.ts";
import { useConversation } from "../../chat/use-conversation.ts";
import { useSignedInUser } from "../../hooks/use-viewer.ts";
import { cn } from "../../lib/cn.ts";
import { ChatInput } from "./chat-input.tsx";
import { ChatLimitCard, GuestAllowance } from "./chat-limit-card.tsx";
import { FollowUpChips } from "./follow-up-chips.tsx";
import { HandOffForm } from "./hand-off-form.tsx";
import { MessageList } from "./message-list.tsx";
import { OptionPicker } from "./option-picker.tsx";
import { ProfileBuildProgress } from "./profile-build-progress.tsx";
import { SessionList } from "./session-list.tsx";

export type ChatVariant = "fullscreen" | "popup" | "sidebar";

export interface ChatViewProps {
  family: ChatVariantFamily;
  variant: ChatVariant;
  /** The signed-in user's id; null for guests. */
  userId: number | null;
  /** Guests: free messages left, when the page already knows it. */
  remainingAttempts?: number | null;
  /** Sent once the conversation is ready: a question asked elsewhere (home page, 'Find My Perfect Apartment'). */
  initialMessage?: string | null;
  onInitialMessageSent?: () => void;
  onReply?: (reply: TurnReply) => void;
  /** After an Undo put back what a reply saved (decision 034): the screen reads the profile again. */
  onUndone?: () => void;
  /** True while a reply is on its way (the side panel disables its mode switch meanwhile). */
  onPendingChange?: (pending: boolean) => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  /** Controls of the frame (popup: expand, collapse, close), shown in the chat's bar. */
  frameControls?: ReactNode;
  /** The chat's heading, e.g. 'Chat with A.L.I.'; the sidebar's panel has its own. */
  heading?: ReactNode;
}

/** The greeting opens every conversation; it is shown, never saved. */
const GREETING: ChatMessage = { id: "greeting", role: "assistant", content: DEFAULT_GREETING, timestamp: "", local: "greeting" };

const PICKERS: { kind: PickerKind; label: string; icon: typeof MapPin }[] = [
  { kind: "locations", label: "Neighborhoods", icon: MapPin },
  { kind: "amenities", label: "Amenities", icon: Building2 },
  { kind: "budget", label: "Budget", icon: DollarSign },
];

const PICKER_TITLES: Record<PickerKind, string> = { locations: "Neighborhoods", amenities: "Amenities", budget: "Budget" };

export function ChatView({
  family,
  variant,
  userId,
  remainingAttempts,
  initialMessage,
  onInitialMessageSent,
  onReply,
  onUndone,
  onPendingChange,
  inputRef: givenInputRef,
  frameControls,
  heading,
}: ChatViewProps) {
  const [state, chat] = useConversation({ family, userId, remainingAttempts, onReply, onUndone });
  const ownInputRef = useRef<HTMLTextAreaElement | null>(null);
  const inputRef = givenInputRef ?? ownInputRef;
  const signedIn = userId !== null;
  const [picker, setPicker] = useState<{ kind: PickerKind; options: readonly PickerOption[] } | null>(null);
  const [pickerError, setPickerError] = useState<string | null>(null);
  const [showSessions, setShowSessions] = useState(false);
  const account = useSignedInUser();
  const [handOffOpen, setHandOffOpen] = useState(false);
  /** Where the 'locator will be in touch' message shows: after this message of this conversation. */
  const [handOffSent, setHandOffSent] = useState<{ sessionId: number | null; afterId: string | null; at: string } | null>(null);
  // A question asked elsewhere is sent once the saved session (if any) is loaded; the owner then clears it.
  useEffect(() => {
    if (!state.ready || state.pending || !initialMessage?.trim()) return;
    onInitialMessageSent?.();
    void chat.send(initialMessage);
  }, [state.ready, state.pending, initialMessage, chat, onInitialMessageSent]);

  useEffect(() => onPendingChange?.(state.pending), [state.pending, onPendingChange]);

  // A reply that offers budget choices does not open the picker on its own (it would lock the input): the Budget button offers them.
  const openPicker = async (kind: PickerKind) => {
    setPickerError(null);
    setHandOffOpen(false);
    try {
      const options = kind === "budget" && state.budgetChoices ? state.budgetChoices : await loadPickerOptions(kind);
      setPicker({ kind, options });
    } catch {
      setPickerError(`The ${PICKER_TITLES[kind].toLowerCase()} could not be loaded. Please try again.`);
    }
  };

  const closePicker = () => {
    setPicker(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onPicked = (selected: PickerOption[]) => {
    if (!picker) return;
    const sentence = selectionSentence(picker.kind, selected.map((o) => o.label));
    if (picker.kind === "budget") {
      void chat.sendBudgetChoice(sentence);
    } else {
      chat.setInput(state.input.trim() ? `${state.input.trim()} ${sentence}` : sentence);
    }
    closePicker();
  };

  const closeHandOff = () => {
    setHandOffOpen(false);
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  // Until a signed-in renter's latest session is loaded, the list waits rather than showing the greeting first.
  const shown = !state.ready ? [] : state.hasOlder ? state.messages : [GREETING, ...state.messages];
  const visible = handOffSent && handOffSent.sessionId === state.sessionId ? withHandOffMessage(shown, handOffSent) : shown;
  const showLimitCard = state.limitReached && !state.limitDismissed;
  const inputDisabled = picker !== null || state.limitReached;
  const sessionsBeside = variant === "fullscreen";
  const sessionList = signedIn ? (
    <SessionList
      sessions={state.sessions}
      selectedId={state.sessionId}
      busy={state.pending}
      onSelect={(id) => {
        setShowSessions(false);
        void chat.selectSession(id);
      }}
      onRename={(id, name) => chat.renameSession(id, name)}
      onNew={() => {
        setShowSessions(false);
        chat.newChat();
        inputRef.current?.focus();
      }}
    />
  ) : null;

  return (
    <div className="flex min-h-0 flex-1">
      {sessionsBeside && sessionList ? (
        <div className="hidden w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-slate-50 p-3 md:block">{sessionList}</div>
      ) : null}
      <section
        aria-label="Chat with A.L.I."
        className={cn("flex min-h-0 min-w-0 flex-1 flex-col bg-white", sessionsBeside && "mx-auto w-full max-w-4xl xl:border-x xl:border-slate-200")}
      >
        {heading || frameControls || signedIn || family === "assistant" ? (
          <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
            {heading ? <div className="min-w-0 flex-1">{heading}</div> : <div className="flex-1" />}
            {signedIn ? (
              <button
                type="button"
                aria-expanded={showSessions}
                onClick={() => setShowSessions((v) => !v)}
                className={cn(
                  "inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700",
                  sessionsBeside && "md:hidden",
                )}
              >
                <History aria-hidden="true" className="size-4" />
                Your chats
              </button>
            ) : null}
            {family === "assistant" && !state.profileBuild ? (
              <button
                type="button"
                disabled={state.pending || state.limitReached}
                onClick={() => void chat.startProfileBuild()}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
              >
                <UserRoundPen aria-hidden="true" className="size-4" />
                Build my profile
              </button>
            ) : null}
            {frameControls}
          </div>
        ) : null}
        {showSessions && sessionList ? (
          <div className={cn("max-h-72 overflow-y-auto border-b border-slate-200 bg-slate-50 p-3", sessionsBeside && "md:hidden")}>{sessionList}</div>
        ) : null}
        {state.profileBuild ? (
          <div className="border-b border-slate-200 px-3 py-2">
            <ProfileBuildProgress
              stage={state.profileBuild.stage}
              totalStages={state.profileBuild.totalStages}
              question={state.profileBuild.question}
              totalQuestions={state.profileBuild.totalQuestions}
              percent={state.profileBuild.percent}
              onExit={() => chat.exitProfileBuild()}
            />
          </div>
        ) : null}
        <MessageList
          className="min-h-0 flex-1"
          messages={visible}
          pending={state.pending}
          hasOlder={state.hasOlder}
          loadingOlder={state.loadingOlder}
          onLoadOlder={() => void chat.loadOlder()}
          onUndo={(message) => void chat.undoSave(message.id)}
          emptyHint={<p className="text-sm text-slate-600">Loading your conversation...</p>}
        />
        <div className="space-y-2 border-t border-slate-200 px-3 pt-2 pb-3">
          {family === "assistant" && state.profileComplete && !state.profileBuild ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              <span>Your profile is complete.</span>
              <Link
                to="/preference-suggestion"
                // The suggestions take the whole page: a popup closes (spec section 4, close-chat-popup).
                onClick={variant === "popup" ? () => closeChat() : undefined}
                className="inline-flex items-center gap-1.5 rounded-lg bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Sparkles aria-hidden="true" className="size-4" />
                Find My Perfect Apartment
              </Link>
            </div>
          ) : null}
          {state.followUps.length > 0 && !state.pending ? <FollowUpChips suggestions={state.followUps} onPick={(text) => void chat.send(text)} disabled={inputDisabled} /> : null}
          {showLimitCard ? <ChatLimitCard onDismiss={() => chat.dismissLimit()} /> : null}
          {picker ? (
            <OptionPicker
              key={picker.kind}
              title={PICKER_TITLES[picker.kind]}
              options={picker.options}
              mode={picker.kind === "budget" ? "single" : "multiple"}
              onDone={onPicked}
              onCancel={closePicker}
            />
          ) : null}
          {handOffOpen ? (
            <HandOffForm
              account={account ? { name: account.displayName, email: account.email } : null}
              prepare={async () => {
                // The latest messages reach the saved session first, so the locator reads them.
                await chat.flush();
                const now = chat.getState();
                const words = now.messages.filter((m) => m.role === "user" && !m.local).map((m) => m.content);
                return { sessionId: now.sessionId, recentMessages: words.slice(-HANDOFF_RECENT_MESSAGES) };
              }}
              onSent={() => {
                const now = chat.getState();
                setHandOffSent({ sessionId: now.sessionId, afterId: now.messages.at(-1)?.id ?? null, at: new Date().toISOString() });
                closeHandOff();
              }}
              onCancel={closeHandOff}
            />
          ) : null}
          {pickerError ? (
            <p role="alert" className="text-sm text-red-700">
              {pickerError}
            </p>
          ) : null}
          {!signedIn && !showLimitCard ? <GuestAllowance remaining={state.remainingAttempts} /> : null}
          <div className="flex flex-wrap gap-1.5" role="group" aria-label="Pick from a list">
            {PICKERS.map(({ kind, label, icon: Icon }) => (
              <button
                key={kind}
                type="button"
                disabled={inputDisabled || state.pending}
                onClick={() => void openPicker(kind)}
                className="inline-flex min-h-8 items-center gap-1 rounded-full border border-slate-300 px-2.5 text-xs font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-50"
              >
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </button>
            ))}
          </div>
          <ChatInput
            id={`chat-input-${family}-${variant}`}
            label="Message A.L.I."
            placeholder={state.profileBuild ? "Type your answer..." : "Ask about Houston apartments..."}
            value={state.input}
            onChange={(value) => chat.setInput(value)}
            onSend={() => void chat.send()}
            disabled={inputDisabled}
            inputRef={inputRef}
          />
          {/* Always offered, even once a guest's free messages are used up: a person can still take over. */}
          <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1 text-xs text-slate-600">
            <span>Prefer a person?</span>
            <button
              type="button"
              aria-expanded={handOffOpen}
              onClick={() => {
                setPicker(null);
                setHandOffOpen((open) => !open);
              }}
              className="inline-flex min-h-8 items-center gap-1 rounded-full border border-brand-700 px-2.5 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Headset aria-hidden="true" className="size-3.5" />
              {HAND_OFF_CONTROL_LABEL}
            </button>
          </div>
        </div>
      </section>
    </div>
  );
}

/** The list with A.L.I.'s 'locator will be in touch' message after the message that was last when the hand-off was sent. */
function withHandOffMessage(messages: readonly ChatMessage[], sent: { afterId: string | null; at: string }): ChatMessage[] {
  const note: ChatMessage = { id: "hand-off-sent", role: "assistant", content: HAND_OFF_SENT_MESSAGE, timestamp: sent.at, local: "greeting" };
  const index = sent.afterId === null ? -1 : messages.findIndex((m) => m.id === sent.afterId);
  const at = index >= 0 ? index + 1 : sent.afterId === null ? Math.min(1, messages.length) : messages.length;
  return [...messages.slice(0, at), note, ...messages.slice(at)];
}
