/**
 * /admin/chat-history/{id}?page=: one saved chat session, read only. The messages in
 * order with the cards as the renter saw them (the chat's own bubbles and
 * cards) and what each reply saved to the profile; a link to the renter's
 * profile. No action: the page cannot change the chat. A page holds 100
 * messages, the newest first, with links to older and newer ones (issue 26).
 */
import { ArrowLeft, UserRound } from "lucide-react";
import { data, Link } from "react-router";
import { CHAT_FAMILY_LABELS } from "../../../core/admin/resources/chat-history.ts";
import { TranscriptPageSchema } from "../../../core/chat/chat-schemas.ts";
import { fromStoredMessage } from "../../../core/chat/conversation.ts";
import { messageTime } from "../../../core/chat/message-display.ts";
import { RowIdSchema } from "../../../core/row-id.ts";
import { readChatTranscript } from "../../../db/queries/admin/resources/chat-history.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { MessageBubble } from "../../components/chat/message-bubble.tsx";
import { dbContext } from "../../context.ts";
import { pageMeta } from "../../lib/site.ts";
import { OpenOptionsList } from "../../components/admin/open-options-list.tsx";
import { TranscriptPager } from "../../components/admin/transcript-pager.tsx";
import type { Route } from "./+types/chat-transcript";

const NOT_FOUND = "This chat does not exist (any more).";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const id = RowIdSchema.safeParse(params.id);
  if (!id.success) throw data(NOT_FOUND, { status: 404 });
  const { page } = TranscriptPageSchema.parse({ page: new URL(request.url).searchParams.get("page") });
  const transcript = await readChatTranscript(context.get(dbContext), id.data, page);
  if (!transcript) throw data(NOT_FOUND, { status: 404 });
  return { transcript };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? `Chat: ${loaderData.transcript.sessionName} (admin)` : "Chat (admin)", "A saved chat session, read only.");
}

export default function ChatTranscript({ loaderData }: Route.ComponentProps) {
  const { transcript } = loaderData;
  // The chat's bubbles take the screens' message shape; the place in the chat is a stable key.
  const messages = transcript.messages.map((message, index) => fromStoredMessage(message, String(transcript.page.first + index)));
  const person = transcript.user.displayName ? `${transcript.user.displayName} (${transcript.user.username})` : transcript.user.username;
  return (
    <div className="max-w-3xl">
      <Link to="/admin/chat-history" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Chat history
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight [overflow-wrap:anywhere]">{transcript.sessionName}</h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-600">Renter</dt>
        <dd className="[overflow-wrap:anywhere]">
          <Link to={`/admin/user-profiles/${transcript.user.id}`} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            {person}
          </Link>
        </dd>
        <dt className="font-medium text-slate-600">Family</dt>
        <dd>{CHAT_FAMILY_LABELS[transcript.type]}</dd>
        <dt className="font-medium text-slate-600">Started</dt>
        <dd>
          <time dateTime={transcript.createdAt}>{messageTime(transcript.createdAt)}</time>
        </dd>
        <dt className="font-medium text-slate-600">Messages</dt>
        <dd>{transcript.page.total.toLocaleString("en-US")}</dd>
      </dl>
      <div className="mt-3">
        <OpenOptionsList from="chat" id={transcript.id} />
      </div>
      <section aria-labelledby="transcript-heading" className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
        <h2 id="transcript-heading" className="sr-only">
          Transcript
        </h2>
        {messages.length === 0 ? (
          <p className="text-sm text-slate-600">This session holds no messages.</p>
        ) : (
          <>
            <TranscriptPager sessionId={transcript.id} page={transcript.page} edge="older" />
            <ol className="my-4 space-y-4">
              {messages.map((message) => (
                <li key={message.id}>
                  <MessageBubble message={message} reader="admin" />
                </li>
              ))}
            </ol>
            <TranscriptPager sessionId={transcript.id} page={transcript.page} edge="newer" />
          </>
        )}
      </section>
    </div>
  );
}
