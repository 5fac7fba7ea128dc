/**
 * An embedded chat input (spec section 2 'Chat screen'): clicking it opens the
 * side panel's chat and puts the keyboard there; a question typed and sent
 * from the keyboard opens the panel and is sent at once. Without JavaScript it
 * is a plain form that asks the question on /chat. Light: it is part of the
 * page's bundle, the chat's code is not.
 */
import { Send } from "lucide-react";
import { useState, type FormEvent, type MouseEvent } from "react";
import { CHAT_LIMITS } from "../../../core/chat/chat-limits.ts";
import { requestSidePanel } from "../side-panel/side-panel-state.tsx";

export function EmbeddedChatInput({ id, label, placeholder }: { id: string; label: string; placeholder: string }) {
  const [value, setValue] = useState("");

  const openChat = (event: MouseEvent<HTMLInputElement>) => {
    // A pointer click opens the chat; keyboard focus alone never changes the context.
    if (event.detail === 0) return;
    event.preventDefault();
    requestSidePanel({ mode: "chat", focus: "chat-input" });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const message = value.trim();
    if (!message) return;
    event.preventDefault();
    requestSidePanel({ mode: "chat", focus: "chat-input", message });
    setValue("");
  };

  return (
    <form method="get" action="/chat" onSubmit={submit} className="mt-10 rounded-2xl bg-white p-4 text-ink-900 shadow-xl sm:p-5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          name="q"
          type="text"
          required
          maxLength={CHAT_LIMITS.messageMax}
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onClick={openChat}
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700"
        />
        <button
          type="submit"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-ink-900 px-5 py-3 text-base font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Send aria-hidden="true" className="size-4" />
          Ask
        </button>
      </div>
    </form>
  );
}
