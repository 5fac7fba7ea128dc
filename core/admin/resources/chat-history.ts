/**
 * The chat history section: every saved chat session of both families, read
 * only. Its list is the generic one; a session's transcript is its own page
 * (app/routes/admin/chat-transcript.tsx), so there are no fields to edit and
 * no bulk actions.
 */
import type { ResourceSpec } from "../resource.ts";

/** The two chat families as the list names them (chat_sessions.type). */
export const CHAT_FAMILY_LABELS = { sidebar: "Assistant (A.L.I.)", general: "Side panel" } as const;

/** The "Last message" filter's choices, in days. */
export const CHAT_RECENCY_DAYS = [7, 30, 90] as const;

export const chatHistoryResource: ResourceSpec = {
  key: "chat-history",
  title: "Chat history",
  singular: "chat",
  plural: "chats",
  searchHint: "username, session name or message text",
  columns: [
    { key: "sessionName", label: "Session", kind: "text", sortable: true },
    { key: "username", label: "User", kind: "text", sortable: true },
    { key: "family", label: "Family", kind: "text", sortable: true },
    { key: "messages", label: "Messages", kind: "number", sortable: true, align: "end" },
    { key: "lastMessageAt", label: "Last message", kind: "datetime", sortable: true },
    { key: "searched", label: "Search made", kind: "boolean", sortable: true },
    { key: "createdAt", label: "Started", kind: "datetime", sortable: true, shown: false },
  ],
  filters: [
    {
      key: "family",
      label: "Family",
      options: Object.entries(CHAT_FAMILY_LABELS).map(([value, label]) => ({ value, label })),
    },
    {
      key: "searched",
      label: "Search made",
      options: [
        { value: "yes", label: "Yes" },
        { value: "no", label: "No" },
      ],
    },
    {
      key: "recent",
      label: "Last message",
      options: CHAT_RECENCY_DAYS.map((days) => ({ value: String(days), label: `Last ${days} days` })),
    },
  ],
  defaultSort: { key: "lastMessageAt", dir: "desc" },
  bulkActions: [],
  fields: [],
  publicPath: null,
  creatable: false,
};
