/**
 * The browser's side of the chat calls (spec section 7) as a ChatApi for the
 * conversation controller (core/chat/conversation.ts): which URL each channel
 * posts to, how a webhook answer is read, the saved sessions of a family, and
 * the Undo of what a reply saved.
 */
import type { StageProgress } from "../../core/assistant/profile-build.ts";
import type { PickerOption } from "../../core/chat/chat-message.ts";
import { PlanFitSchema } from "../../core/chat/chat-schemas.ts";
import { ChatSaveRefused, type ChatApi, type SessionSummary, type StoredMessage, type TurnChannel, type TurnOutcome, type TurnReply, type UndoOutcome } from "../../core/chat/conversation.ts";
import type { ChatVariantFamily } from "../../core/chat/session-naming.ts";
import { callApi, failureMessage, getJson, writeJson } from "../lib/api-client.ts";

const WEBHOOKS: Record<TurnChannel, string> = {
  assistant: "/api/sidebar-chat/webhook",
  "profile-build": "/api/sidebar-chat/webhook/profile-build",
  // The assistant chat's webhook that answers budget choices (spec section 7).
  budget: "/api/chat/webhook",
  // The side panel's chat: the sidebar webhook with type 'general'.
  general: "/api/sidebar-chat/webhook",
};

const SESSION_BASES: Record<ChatVariantFamily, string> = {
  assistant: "/api/sidebar-chat",
  "side-panel": "/api/general-chat",
};

interface WebhookBody {
  responseMessage?: unknown;
  response?: unknown;
  apartmentDetailsSuggested?: unknown;
  neighborhoodDetailsSuggested?: unknown;
  blogDetailsSuggested?: unknown;
  budgetChoices?: unknown;
  updateNotification?: unknown;
  cardPlanFit?: unknown;
  isCompleteStage?: unknown;
  isCompleteSubstage?: unknown;
  isComplete?: unknown;
  stage?: unknown;
  remainingAttempts?: unknown;
  limitReached?: unknown;
  message?: unknown;
  replySignature?: unknown;
  profileChangeId?: unknown;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []);

function choices(value: unknown): PickerOption[] | null {
  if (!Array.isArray(value)) return null;
  const options = value.filter((v): v is PickerOption => typeof v === "object" && v !== null && typeof v.id === "string" && typeof v.label === "string");
  return options.length > 0 ? options : null;
}

function stageOf(value: unknown): StageProgress | null {
  if (typeof value !== "object" || value === null) return null;
  const s = value as Record<string, unknown>;
  const numbers = ["number", "total", "question", "questionTotal"].every((key) => typeof s[key] === "number");
  return numbers && typeof s.stageName === "string" ? (value as StageProgress) : null;
}

/** A webhook answer as the controller reads it (responseMessage, else response). */
export function readTurnReply(body: WebhookBody): TurnReply {
  const text = typeof body.responseMessage === "string" ? body.responseMessage : typeof body.response === "string" ? body.response : "";
  return {
    text,
    apartments: strings(body.apartmentDetailsSuggested),
    neighborhoods: strings(body.neighborhoodDetailsSuggested),
    blogs: strings(body.blogDetailsSuggested),
    updateNotification: typeof body.updateNotification === "string" && body.updateNotification ? body.updateNotification : null,
    isCompleteStage: body.isCompleteStage === true,
    isCompleteSubstage: body.isCompleteSubstage === true,
    isComplete: body.isComplete === true,
    stage: stageOf(body.stage),
    budgetChoices: choices(body.budgetChoices),
    cardPlanFit: PlanFitSchema.safeParse(body.cardPlanFit).data ?? null,
    // Kept as given: the server checks it against what the reply says when the chat is saved.
    signature: typeof body.replySignature === "string" ? body.replySignature : null,
    profileChangeId: Number.isSafeInteger(body.profileChangeId) && (body.profileChangeId as number) > 0 ? (body.profileChangeId as number) : null,
    ...(typeof body.remainingAttempts === "number" ? { remainingAttempts: body.remainingAttempts } : {}),
  };
}

/** A turn's (or an undo's) status is read by the caller (429, 4xx, 5xx), so it is not thrown. */
function postTurn(path: string, body: unknown): Promise<Response> {
  return callApi(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
}

/**
 * A session write: a 422 at a cap (issue 26) throws ChatSaveRefused, which the conversation
 * answers (a new session, or no more saving); any other failure throws "status: message".
 */
async function writeSession(path: string, method: "POST" | "PUT", body: unknown): Promise<Response> {
  const response = await callApi(path, { method, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (response.ok) return response;
  if (response.status === 422) {
    const refusal = (await response
      .clone()
      .json()
      .catch(() => ({}))) as { reason?: unknown; message?: unknown };
    if (refusal.reason === "session-full" || refusal.reason === "account-full") {
      throw new ChatSaveRefused(refusal.reason, typeof refusal.message === "string" ? refusal.message : "");
    }
  }
  throw new Error(await failureMessage(response));
}

export function createChatApi(family: ChatVariantFamily): ChatApi {
  const base = SESSION_BASES[family];
  const type = family === "assistant" ? "sidebar" : "general";
  return {
    async sendTurn(channel, { chatInput, sessionId }): Promise<TurnOutcome> {
      const response = await postTurn(WEBHOOKS[channel], { chatInput, sessionId, ...(channel === "general" ? { type: "general" } : {}) });
      const body = (await response.json().catch(() => ({}))) as WebhookBody;
      // Only the guest allowance blocks the chat; another 429 (a signed-in user's rate limit) is said as a reply.
      if (response.status === 429 && body.limitReached === true) {
        return { kind: "limit", message: typeof body.message === "string" ? body.message : "", remainingAttempts: typeof body.remainingAttempts === "number" ? body.remainingAttempts : 0 };
      }
      if (!response.ok) {
        // A bad request or a busy server (503, retry soon) says what is wrong; another server error gets the spec's general apology.
        const said = (response.status < 500 || response.status === 503) && typeof body.message === "string" ? body.message : null;
        return { kind: "failed", message: said };
      }
      return { kind: "reply", reply: readTurnReply(body) };
    },
    async followUps(conversation) {
      const response = await writeJson("/api/chat/suggestions", "POST", { conversation });
      const body = (await response.json()) as { suggestions?: unknown };
      return strings(body.suggestions);
    },
    async listSessions() {
      const body = await getJson<unknown>(`${base}/sessions`);
      const list = Array.isArray(body) ? body : typeof body === "object" && body !== null && Array.isArray((body as { sessions?: unknown }).sessions) ? (body as { sessions: unknown[] }).sessions : [];
      return list.filter((s): s is SessionSummary => typeof s === "object" && s !== null && typeof (s as SessionSummary).id === "number");
    },
    async createSession(sessionName, messages) {
      const response = await writeSession(`${base}/sessions`, "POST", { sessionName, messages, type });
      const { chatHistory } = (await response.json()) as { chatHistory: SessionSummary };
      return { id: chatHistory.id, sessionName: chatHistory.sessionName, updatedAt: chatHistory.updatedAt };
    },
    async saveSession(id, messages) {
      await writeSession(`${base}/sessions/${id}`, "PUT", { messages });
    },
    async renameSession(id, sessionName) {
      await writeJson(`${base}/sessions/${id}/rename`, "PATCH", { sessionName });
    },
    async loadMessages(id, offset, limit) {
      return getJson<StoredMessage[]>(`${base}/session/id/${id}?offset=${offset}&limit=${limit}`);
    },
    async profileComplete() {
      const status = await getJson<{ isComplete?: unknown }>("/api/profile-build/status");
      return status.isComplete === true;
    },
    undoProfileChange,
  };
}

/**
 * POST /api/chat/undo (decision 034). A 4xx but 429 undid nothing for good (edited since, not the caller's): refused,
 * with the server's words; a 429, a server error or no answer may go through on another try.
 */
async function undoProfileChange(changeId: number): Promise<UndoOutcome> {
  const response = await postTurn("/api/chat/undo", { changeId });
  const body = (await response.json().catch(() => ({}))) as { notice?: unknown; message?: unknown };
  const message = typeof body.message === "string" && body.message ? body.message : null;
  if (response.ok) return typeof body.notice === "string" ? { kind: "undone", notice: body.notice } : { kind: "failed", message: null };
  if (response.status >= 400 && response.status < 500 && response.status !== 429 && message) return { kind: "refused", message };
  return { kind: "failed", message: response.status === 429 ? message : null };
}
