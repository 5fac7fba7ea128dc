import { Pencil, Plus } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { CHAT_LIMITS } from "../../../core/chat/chat-limits.ts";
import type { SessionSummary } from "../../../core/chat/conversation.ts";
import { messageTime } from "../../../core/chat/message-display.ts";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button.tsx";

export const RENAME_FAILED = "Failed to rename session";

export interface SessionListProps {
  sessions: readonly SessionSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onRename: (id: number, name: string) => Promise<void> | void;
  onNew: () => void;
  /** Sessions are loading or being created: selecting and starting a chat wait. */
  busy?: boolean;
}

function RenameField({ session, onSave, onClose }: { session: SessionSummary; onSave: (name: string) => Promise<void>; onClose: (how: "key" | "blur") => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const finishedRef = useRef(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.select();
  }, []);

  const finish = async (how: "key" | "blur") => {
    if (finishedRef.current) return;
    const name = (inputRef.current?.value ?? "").trim();
    // Blank or unchanged: nothing to save.
    if (!name || name === session.sessionName) {
      finishedRef.current = true;
      onClose(how);
      return;
    }
    finishedRef.current = true;
    setSaving(true);
    setFailed(false);
    try {
      await onSave(name);
      onClose(how);
    } catch {
      // The field stays open with what was typed, so nothing is lost.
      finishedRef.current = false;
      setSaving(false);
      setFailed(true);
      inputRef.current?.focus();
    }
  };

  return (
    <div className="flex-1 px-1 py-1">
      <label htmlFor={`${errorId}-input`} className="sr-only">
        New name for {session.sessionName}
      </label>
      <input
        ref={inputRef}
        id={`${errorId}-input`}
        type="text"
        defaultValue={session.sessionName}
        maxLength={CHAT_LIMITS.sessionNameMax}
        readOnly={saving}
        aria-invalid={failed || undefined}
        aria-describedby={failed ? errorId : undefined}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void finish("key");
          } else if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            finishedRef.current = true;
            onClose("key");
          }
        }}
        onBlur={() => void finish("blur")}
        className="h-9 w-full rounded-md border border-brand-700 bg-white px-2 text-base text-ink-900 outline-none focus-visible:outline-2 focus-visible:outline-brand-700 sm:text-sm"
      />
      {failed ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
          {RENAME_FAILED}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The signed-in renter's saved chats (spec section 4 'Chat sessions'): start a new one, switch,
 * and rename in place (Enter or leaving the field saves, Escape cancels). The parent decides
 * whether this is a column or a drawer; the list scrolls inside the height it is given.
 */
export function SessionList({ sessions, selectedId, onSelect, onRename, onNew, busy = false }: SessionListProps) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const refocusIdRef = useRef<number | null>(null);
  const baseId = useId();
  const renameButtonId = (id: number) => `${baseId}-rename-${id}`;

  // After Enter or Escape the keyboard returns to the row's rename button.
  useEffect(() => {
    if (editingId !== null || refocusIdRef.current === null) return;
    document.getElementById(`${baseId}-rename-${refocusIdRef.current}`)?.focus();
    refocusIdRef.current = null;
  }, [editingId, baseId]);

  return (
    <nav aria-label="Chat sessions" aria-busy={busy || undefined} className="flex h-full min-h-0 flex-col gap-2">
      <Button variant="outline" onClick={onNew} disabled={busy} className="w-full">
        <Plus aria-hidden="true" />
        New chat
      </Button>
      <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto">
        {sessions.map((session) => {
          const selected = session.id === selectedId;
          const updated = messageTime(session.updatedAt);
          return (
            <li key={session.id} className={cn("flex items-center gap-1 rounded-lg", selected ? "bg-brand-50" : "hover:bg-slate-100")}>
              {editingId === session.id ? (
                <RenameField
                  session={session}
                  onSave={async (name) => {
                    await onRename(session.id, name);
                  }}
                  onClose={(how) => {
                    setEditingId(null);
                    if (how === "key") refocusIdRef.current = session.id;
                  }}
                />
              ) : (
                <>
                  <button
                    type="button"
                    aria-current={selected ? "true" : undefined}
                    disabled={busy}
                    onClick={() => onSelect(session.id)}
                    // The name alone names the button; the time is its description.
                    aria-describedby={updated ? `${baseId}-updated-${session.id}` : undefined}
                    className={cn(
                      "flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center rounded-lg px-3 py-1.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait",
                      selected ? "text-brand-800" : "text-slate-800",
                    )}
                  >
                    <span className={cn("w-full truncate text-sm", selected ? "font-semibold" : "font-medium")}>{session.sessionName}</span>
                    {updated ? (
                      <span id={`${baseId}-updated-${session.id}`} aria-hidden="true" className="text-xs font-normal text-slate-600">
                        {updated}
                      </span>
                    ) : null}
                  </button>
                  <button
                    type="button"
                    id={renameButtonId(session.id)}
                    aria-label={`Rename ${session.sessionName}`}
                    onClick={() => setEditingId(session.id)}
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
