/**
 * The admin transcript's way through a long chat (issue 26): plain links, so it works without
 * JavaScript. Older messages sit above the page and newer ones below it, as in the chat itself;
 * the bar above says which messages the page holds.
 */
import { ChevronDown, ChevronUp } from "lucide-react";
import { Link } from "react-router";
import type { TranscriptPage } from "../../../core/chat/transcript-page.ts";

const linkClass =
  "inline-flex min-h-9 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** The transcript's URL for a page; page 1 is the bare path. */
export function transcriptPageHref(sessionId: number, page: number): string {
  return page > 1 ? `/admin/chat-history/${sessionId}?page=${page}` : `/admin/chat-history/${sessionId}`;
}

export function TranscriptPager({ sessionId, page, edge }: { sessionId: number; page: TranscriptPage; edge: "older" | "newer" }) {
  if (page.pageCount <= 1) return null;
  if (edge === "newer") {
    if (page.page <= 1) return null;
    return (
      <nav aria-label="Newer messages of this chat" className="flex justify-end">
        <Link to={transcriptPageHref(sessionId, page.page - 1)} className={linkClass}>
          <ChevronDown aria-hidden="true" className="size-4" />
          Newer messages
        </Link>
      </nav>
    );
  }
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600">
        Messages {page.first.toLocaleString("en-US")}–{page.last.toLocaleString("en-US")} of {page.total.toLocaleString("en-US")}
      </p>
      {page.page < page.pageCount ? (
        <nav aria-label="Older messages of this chat">
          <Link to={transcriptPageHref(sessionId, page.page + 1)} className={linkClass}>
            <ChevronUp aria-hidden="true" className="size-4" />
            Older messages
          </Link>
        </nav>
      ) : null}
    </div>
  );
}
