/**
 * The admin transcript's pages (issue 26): page 1 holds the newest messages, each page the
 * transcriptPage messages before the previous one, shown oldest first. A page past the end is the
 * last one, so a stale or made-up link still shows something.
 */
import { CHAT_LIMITS } from "./chat-limits.ts";

export interface TranscriptPage {
  /** 1 = the newest messages. */
  page: number;
  pageCount: number;
  /** Counted from the newest message, as listChatMessages reads. */
  offset: number;
  limit: number;
  total: number;
  /** The page's messages by their place in the whole chat (1 = the first message); 0 and 0 when there are none. */
  first: number;
  last: number;
}

export function transcriptPage(requested: number, total: number, size: number = CHAT_LIMITS.transcriptPage): TranscriptPage {
  const pageCount = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  const offset = (page - 1) * size;
  const shown = Math.max(0, Math.min(size, total - offset));
  const last = total - offset;
  return { page, pageCount, offset, limit: size, total, first: shown > 0 ? last - shown + 1 : 0, last: shown > 0 ? last : 0 };
}
