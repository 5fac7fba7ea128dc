import { SendHorizontal } from "lucide-react";
import { useId, useImperativeHandle, useLayoutEffect, useRef, type KeyboardEvent, type Ref } from "react";

/** Spec sections 5 and 9: the input grows with its text from 40 to 120 px, then scrolls inside. */
export const INPUT_MIN_PX = 40;
export const INPUT_MAX_PX = 120;

export interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; never with an empty one. The parent clears `value` (and puts it back if sending fails). */
  onSend: (text: string) => void;
  disabled?: boolean;
  placeholder?: string;
  /** The input's accessible name, visually hidden. */
  label: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  id?: string;
}

/** Sizes the textarea to its content within the spec's bounds; the inside scrolls only past the maximum. */
function fitHeight(textarea: HTMLTextAreaElement) {
  textarea.style.height = "auto";
  const border = textarea.offsetHeight - textarea.clientHeight;
  const wanted = textarea.scrollHeight + border;
  textarea.style.height = `${Math.min(Math.max(wanted, INPUT_MIN_PX), INPUT_MAX_PX)}px`;
  textarea.style.overflowY = wanted > INPUT_MAX_PX ? "auto" : "hidden";
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line (Enter that ends an IME composition
 * does neither), and blank text is never sent. Controlled: the parent owns the text.
 */
export function ChatInput({ value, onChange, onSend, disabled = false, placeholder, label, inputRef, id }: ChatInputProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const ownId = useId();
  const inputId = id ?? ownId;
  const canSend = !disabled && value.trim() !== "";

  useImperativeHandle(inputRef, () => textareaRef.current as HTMLTextAreaElement, []);

  // Before paint, so the box never shows a frame at the wrong height.
  useLayoutEffect(() => {
    if (textareaRef.current) fitHeight(textareaRef.current);
  }, [value]);

  const send = () => {
    if (canSend) onSend(value.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey) return;
    // keyCode 229: Safari reports the Enter that confirms a composition this way, with isComposing already false.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        rows={1}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        enterKeyHint="send"
        // text-base (16px) keeps phones from zooming in on focus; 7+24+7 px and the border make the 40 px row.
        className="block h-10 max-h-[120px] min-h-10 w-full min-w-0 flex-1 resize-none overflow-y-hidden rounded-xl border border-slate-300 bg-white px-3 py-[7px] text-base leading-6 text-ink-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100"
      />
      <button
        type="submit"
        disabled={!canSend}
        aria-label="Send message"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
