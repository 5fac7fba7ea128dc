/**
 * One conversation with A.L.I. as a chat screen holds it (spec section 4 'Chat
 * panel', 'Chat sessions', 'Profile-build mode', 'Suggestions'; section 8's
 * chat errors; section 9's constants). Framework-free: the calls come in as a
 * ChatApi, time as a clock and a scheduler, so every rule is unit-tested
 * without a browser; React subscribes through subscribe/getState.
 *
 * Two families share it (decision 013):
 * - 'assistant': the renter's one conversation, shown by /chat, the popup and
 *   the side panel's chat mode (sessions under /api/sidebar-chat), with the
 *   profile build and budget choices;
 * - 'side-panel': the spec's general chat (sessions under /api/general-chat),
 *   kept for its API; no screen starts it any more.
 */
import type { PlanFit } from "../search/fitting-plans.ts";
import { stageStartText, type StageProgress } from "../assistant/profile-build.ts";
import { CHAT_LIMITS, type ChatSaveRefusalReason } from "./chat-limits.ts";
import type { ChatMessage, PickerOption, SavedProfileChange } from "./chat-message.ts";
import { DEFAULT_SESSION_NAMES, sessionNameFor, type ChatVariantFamily } from "./session-naming.ts";

/** Spec section 8: the assistant's words when something failed. */
export const CHAT_ERRORS = {
  sendFailed: "I'm sorry, I couldn't process your request. Please try again later.",
  emptyReply: "I didn't get a clear response. How else can I help you?",
  profileBuildFailed: "I'm sorry, I encountered an error while building your profile. Please try again.",
  budgetFailed: "I'm sorry, I couldn't process your budget preference. Please try again.",
  undoFailed: "I couldn't undo that just now. Please try again.",
} as const;

/** Spec section 9. */
export const CONVERSATION_LIMITS = {
  initialPage: CHAT_LIMITS.initialPage,
  olderPage: CHAT_LIMITS.olderPage,
  /** A session is saved once a user message and its reply (at least two new messages) exist. */
  autoSaveAfter: 2,
  /** Follow-ups are asked for when the message count is at least 3 and divisible by 4. */
  followUpsMin: 3,
  followUpsEvery: 4,
  /** The next stage's start message goes out this long after 'Stage Complete'. */
  nextStageDelayMs: 1500,
  noticeMs: 2000,
  defaultStages: 5,
} as const;

/** What starts the profile build (the engine answers with the first open question). */
export const PROFILE_BUILD_START = "Let's build my profile.";

/** Where a message is sent: the assistant chat, the profile build, a budget choice, or the side panel's chat. */
export type TurnChannel = "assistant" | "profile-build" | "budget" | "general";

export interface TurnReply {
  text: string;
  apartments: readonly string[];
  neighborhoods: readonly string[];
  blogs: readonly string[];
  updateNotification: string | null;
  isCompleteStage: boolean;
  isCompleteSubstage: boolean;
  isComplete: boolean;
  stage: StageProgress | null;
  budgetChoices: readonly PickerOption[] | null;
  cardPlanFit: PlanFit | null;
  /** A.L.I.'s signature of the reply (replySignature), kept with the message and sent when it is saved. */
  signature?: string | null;
  /** What POST /api/chat/undo takes to undo what the reply saved; null or absent when it saved nothing. */
  profileChangeId?: number | null;
  /** Guests only. */
  remainingAttempts?: number;
}

/** How an Undo went: what came back, or why nothing did (a 4xx's message), or a failure to try again. */
export type UndoOutcome = { kind: "undone"; notice: string } | { kind: "refused"; message: string } | { kind: "failed"; message: string | null };

export type TurnOutcome =
  | { kind: "reply"; reply: TurnReply }
  /** A guest with no free message left (429). */
  | { kind: "limit"; message: string; remainingAttempts: number }
  /** Anything else; message is what the server said about a bad request (4xx), null otherwise. */
  | { kind: "failed"; message: string | null };

export interface SessionSummary {
  id: number;
  sessionName: string;
  updatedAt: string;
}

export interface StoredMessage {
  role: "user" | "assistant";
  content: string;
  timestamp: string;
  apartments?: readonly string[] | null;
  neighborhoods?: readonly string[] | null;
  blogs?: readonly string[] | null;
  updateNotification?: string | null;
  cardPlanFit?: PlanFit | null;
  /** Sent with A.L.I.'s replies when saving; never read back. */
  signature?: string;
}

/**
 * A create or save the server refused at a cap (issue 26): the session is full (the chat carries
 * on in a new one) or the account holds all the sessions it can (the chat stops saving).
 */
export class ChatSaveRefused extends Error {
  constructor(
    readonly reason: ChatSaveRefusalReason,
    message: string,
  ) {
    super(message);
    this.name = "ChatSaveRefused";
  }
}

export interface ChatApi {
  sendTurn(channel: TurnChannel, body: { chatInput: string; sessionId: number | null }): Promise<TurnOutcome>;
  followUps(conversation: string): Promise<string[]>;
  listSessions(): Promise<SessionSummary[]>;
  /** Throws ChatSaveRefused at a cap. */
  createSession(sessionName: string, messages: StoredMessage[]): Promise<SessionSummary>;
  /** Throws ChatSaveRefused at a cap. */
  saveSession(id: number, messages: StoredMessage[]): Promise<void>;
  renameSession(id: number, sessionName: string): Promise<void>;
  /** One page counted from the newest message, in chronological order. */
  loadMessages(id: number, offset: number, limit: number): Promise<StoredMessage[]>;
  /** GET /api/profile-build/status: whether every required stage is answered. */
  profileComplete(): Promise<boolean>;
  /** POST /api/chat/undo: puts back what one reply saved. */
  undoProfileChange(changeId: number): Promise<UndoOutcome>;
}

export interface ProfileBuildProgress {
  stage: number;
  totalStages: number;
  stageName: string | null;
  question: number;
  totalQuestions: number;
  /** 0-100 across the whole build. */
  percent: number;
}

export interface ChatNotice {
  title: string;
  description?: string;
  durationMs: number;
}

export interface ConversationState {
  /** False until the saved sessions (signed in) have been looked at. */
  ready: boolean;
  messages: readonly ChatMessage[];
  input: string;
  pending: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  sessions: readonly SessionSummary[];
  sessionId: number | null;
  /** Guests: free messages left; null when unknown or signed in. */
  remainingAttempts: number | null;
  limitReached: boolean;
  limitDismissed: boolean;
  profileBuild: ProfileBuildProgress | null;
  /** Every required stage is answered (from the latest reply): the 'Find My Perfect Apartment' path shows. */
  profileComplete: boolean;
  followUps: readonly string[];
  /** Budget choices the last reply offered (the budget picker). */
  budgetChoices: readonly PickerOption[] | null;
}

export interface ConversationOptions {
  family: ChatVariantFamily;
  signedIn: boolean;
  api: ChatApi;
  remainingAttempts?: number | null;
  now?: () => Date;
  newId?: () => string;
  /** setTimeout by default; returns a cancel function. */
  schedule?: (run: () => void, ms: number) => () => void;
  onNotice?: (notice: ChatNotice) => void;
  /** After every reply (the side panel refetches preferences). */
  onReply?: (reply: TurnReply) => void;
  /** After an Undo put a save back (the side panel refetches preferences). */
  onUndone?: () => void;
  /** Failures that are only logged (spec section 8: create, save, message fetch). */
  onError?: (what: string, error: unknown) => void;
  /**
   * Signed in: what this browser tab said as a guest before signing in. start()
   * moves it into a new saved session, shows it with a line saying so, and
   * then calls onGuestAdopted (the tab forgets its guest copy).
   */
  guestMessages?: readonly ChatMessage[];
  onGuestAdopted?: () => void;
}

/** What the chat says under a guest's conversation once it is saved to the account that signed in. */
export function guestConversationSavedText(sessionName: string): string {
  return `You're signed in, so our conversation is saved to your account as "${sessionName}". Let's carry on where we left off.`;
}

/** What the chat says when a full session's conversation carries on in a new one. */
export function sessionFullText(fullName: string, newName: string): string {
  return `"${fullName}" is full, so our conversation carries on in a new chat, "${newName}".`;
}

/** What the chat says when the account holds all the sessions it can: what follows is not saved. */
export function accountFullText(): string {
  return `Your account holds ${CHAT_LIMITS.sessionsPerAccount} saved chats, the most it can, so I can't save a new one. Carry on in one of your chats to keep what we say.`;
}

type Listener = () => void;

const defaultSchedule = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

let idCounter = 0;
const defaultNewId = () => `m${Date.now().toString(36)}-${(idCounter += 1).toString(36)}`;

/** Percent of the build done when the build stands at this question. */
export function buildPercent(stage: Pick<StageProgress, "number" | "total" | "question" | "questionTotal">): number {
  const total = Math.max(1, stage.total);
  const within = stage.questionTotal > 0 ? (stage.question - 1) / stage.questionTotal : 0;
  return Math.max(0, Math.min(100, Math.round(((stage.number - 1 + within) / total) * 100)));
}

/** The message count that asks for follow-ups: at least 3 and divisible by 4. */
export function wantsFollowUps(count: number): boolean {
  return count >= CONVERSATION_LIMITS.followUpsMin && count % CONVERSATION_LIMITS.followUpsEvery === 0;
}

export function toStoredMessage(message: ChatMessage): StoredMessage {
  return {
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    ...(message.apartments?.length ? { apartments: [...message.apartments] } : {}),
    ...(message.neighborhoods?.length ? { neighborhoods: [...message.neighborhoods] } : {}),
    ...(message.blogs?.length ? { blogs: [...message.blogs] } : {}),
    ...(message.updateNotification ? { updateNotification: message.updateNotification } : {}),
    ...(message.cardPlanFit ? { cardPlanFit: message.cardPlanFit } : {}),
    ...(message.signature ? { signature: message.signature } : {}),
  };
}

/** A saved message as the screens hold it, under the given id (the chat's controller and the admin transcript). */
export function fromStoredMessage(message: StoredMessage, id: string): ChatMessage {
  return {
    id,
    role: message.role,
    content: message.content,
    timestamp: message.timestamp,
    apartments: message.apartments ?? undefined,
    neighborhoods: message.neighborhoods ?? undefined,
    blogs: message.blogs ?? undefined,
    updateNotification: message.updateNotification ?? null,
    cardPlanFit: message.cardPlanFit ?? null,
  };
}

export class Conversation {
  private state: ConversationState;
  private readonly listeners = new Set<Listener>();
  private readonly replyListeners = new Set<(reply: TurnReply) => void>();
  private readonly undoListeners = new Set<() => void>();
  private readonly options: Required<Omit<ConversationOptions, "remainingAttempts" | "onReply" | "onUndone" | "guestMessages" | "onGuestAdopted">> &
    Pick<ConversationOptions, "onReply" | "onUndone" | "onGuestAdopted">;
  /** A guest's messages waiting to be saved to the account (signed in only). */
  private guestMessages: readonly ChatMessage[];
  /** Ids of messages the server holds (loaded, or saved by this screen). */
  private readonly persisted = new Set<string>();
  /** The general chat's 'General Chat' session being created. */
  private creating: Promise<void> | null = null;
  /** Saves run one after another. */
  private saving: Promise<void> = Promise.resolve();
  /** Sessions the server said are full (issue 26): their new messages go to a new session. */
  private readonly fullSessions = new Set<number>();
  /** The server said the account holds all the sessions it can: no new one is tried for the visit. */
  private accountFull = false;
  private accountFullSaid = false;
  private cancelNextStage: (() => void) | null = null;
  /** Bumped when the conversation is replaced (switch, new chat): late answers for the old one are dropped. */
  private generation = 0;
  private started = false;
  private markReady: () => void = () => {};
  private readonly whenReady = new Promise<void>((resolve) => {
    this.markReady = resolve;
  });

  constructor(options: ConversationOptions) {
    this.options = {
      family: options.family,
      signedIn: options.signedIn,
      api: options.api,
      now: options.now ?? (() => new Date()),
      newId: options.newId ?? defaultNewId,
      schedule: options.schedule ?? defaultSchedule,
      onNotice: options.onNotice ?? (() => {}),
      onReply: options.onReply,
      onUndone: options.onUndone,
      onError: options.onError ?? (() => {}),
      onGuestAdopted: options.onGuestAdopted,
    };
    this.guestMessages = options.signedIn ? (options.guestMessages ?? []).filter((m) => !m.local) : [];
    this.state = {
      ready: !options.signedIn,
      messages: [],
      input: "",
      pending: false,
      hasOlder: false,
      loadingOlder: false,
      sessions: [],
      sessionId: null,
      remainingAttempts: options.signedIn ? null : (options.remainingAttempts ?? null),
      limitReached: !options.signedIn && options.remainingAttempts === 0,
      limitDismissed: false,
      profileBuild: null,
      profileComplete: false,
      followUps: [],
      budgetChoices: null,
    };
  }

  // ---- subscription (useSyncExternalStore) ----

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = (): ConversationState => this.state;

  private set(patch: Partial<ConversationState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Called after every reply while subscribed (a screen that shares this conversation). */
  onReply(listener: (reply: TurnReply) => void): () => void {
    this.replyListeners.add(listener);
    return () => this.replyListeners.delete(listener);
  }

  /** Called after every Undo that put a save back, while subscribed. */
  onUndone(listener: () => void): () => void {
    this.undoListeners.add(listener);
    return () => this.undoListeners.delete(listener);
  }

  /**
   * A guest's conversation kept by the browser tab (sessionStorage), put back
   * after a reload; ignored for signed-in renters, whose sessions the server keeps,
   * and once the conversation has started.
   */
  restoreMessages(messages: readonly ChatMessage[]): void {
    if (this.options.signedIn || this.state.messages.length > 0 || this.state.pending) return;
    this.set({ messages: messages.filter((m) => !m.local).map(withKeptChange) });
  }

  /** A guest's free messages, when the screen learns them (GET /api/user). */
  setRemainingAttempts(remaining: number | null): void {
    if (this.options.signedIn) return;
    this.set({ remainingAttempts: remaining, limitReached: remaining === 0 });
  }

  // ---- sessions ----

  /**
   * Signed in: loads the saved sessions and selects the most recently updated
   * one; the assistant chat creates 'Profile Chat' when there is none.
   */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (this.options.family === "assistant") {
      // A profile completed earlier offers 'Find My Perfect Apartment' from the start.
      this.options.api.profileComplete().then(
        (complete) => {
          if (complete && !this.state.profileBuild) this.set({ profileComplete: true });
        },
        (error) => this.options.onError("Failed to fetch the profile's status", error),
      );
    }
    if (!this.options.signedIn) {
      this.markReady();
      return;
    }
    let sessions: SessionSummary[] = [];
    try {
      sessions = await this.options.api.listSessions();
    } catch (error) {
      // Spec section 8: a failed session list is an empty list.
      this.options.onError("Failed to fetch sessions", error);
    }
    const newest = [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    this.set({ sessions: sortSessions(sessions) });
    if (await this.adoptGuestMessages()) {
      // The guest's conversation, now the account's, is the one shown.
    } else if (newest) {
      await this.selectSession(newest.id);
    } else if (this.options.family === "assistant") {
      await this.createSession(DEFAULT_SESSION_NAMES.profile, []);
    }
    this.set({ ready: true });
    this.markReady();
  }

  /**
   * Signing in (or up) in the middle of a guest conversation: its messages
   * become a new saved session of the account, named like any other, and the
   * chat says so. False when there was nothing to move or the save failed (the
   * tab then keeps its copy and tries again next time).
   */
  private async adoptGuestMessages(): Promise<boolean> {
    const messages = this.guestMessages;
    this.guestMessages = [];
    if (!messages.some((m) => m.role === "user")) return false;
    const sessionName = sessionNameFor(messages, this.options.family, this.options.now());
    const kept = messages.map((m) => ({ ...m, id: this.options.newId() }));
    if (!(await this.createSession(sessionName, kept))) {
      if (!this.accountFull) return false;
      // No room for it in the account: shown, not saved, and the tab keeps its copy.
      this.set({ messages: kept, hasOlder: false });
      this.sayAccountFull();
      return true;
    }
    const saved: ChatMessage = {
      id: this.options.newId(),
      role: "assistant",
      content: guestConversationSavedText(this.state.sessions.find((s) => s.id === this.state.sessionId)?.sessionName ?? sessionName),
      timestamp: this.options.now().toISOString(),
      local: "greeting",
    };
    this.set({ messages: [...kept, saved], hasOlder: false });
    this.options.onGuestAdopted?.();
    return true;
  }

  /** Clears the list and loads the session's newest 4 messages. Ignored while a reply is on its way. */
  async selectSession(id: number): Promise<void> {
    if (this.state.pending) return;
    const generation = this.replaceConversation({ sessionId: id });
    let page: StoredMessage[] = [];
    try {
      page = await this.options.api.loadMessages(id, 0, CONVERSATION_LIMITS.initialPage);
    } catch (error) {
      this.options.onError("Failed to fetch messages", error);
    }
    if (generation !== this.generation) return;
    const messages = page.map((m) => this.fromStored(m));
    this.set({ messages, hasOlder: page.length === CONVERSATION_LIMITS.initialPage });
  }

  /** An empty conversation; the first exchange creates its session, named from the first message. */
  newChat(): void {
    if (this.state.pending) return;
    this.replaceConversation({ sessionId: null });
  }

  /** Fetches the 10 messages before the oldest one shown and puts them on top. */
  async loadOlder(): Promise<void> {
    const { sessionId, hasOlder, loadingOlder } = this.state;
    if (sessionId === null || !hasOlder || loadingOlder) return;
    const generation = this.generation;
    this.set({ loadingOlder: true });
    const offset = this.state.messages.filter((m) => this.persisted.has(m.id)).length;
    let page: StoredMessage[] = [];
    try {
      page = await this.options.api.loadMessages(sessionId, offset, CONVERSATION_LIMITS.olderPage);
    } catch (error) {
      this.options.onError("Failed to fetch messages", error);
    }
    if (generation !== this.generation) return;
    const older = page.map((m) => this.fromStored(m));
    this.set({
      messages: [...older, ...this.state.messages],
      hasOlder: page.length === CONVERSATION_LIMITS.olderPage,
      loadingOlder: false,
    });
  }

  /** Spec section 5: rename needs a signed-in user and a session in the list. */
  async renameSession(id: number, name: string): Promise<void> {
    const sessionName = name.trim();
    if (!sessionName) return;
    if (!this.options.signedIn) throw new Error("User ID is required to create a session");
    if (!this.state.sessions.some((s) => s.id === id)) throw new Error(`Session with ID ${id} not found`);
    await this.options.api.renameSession(id, sessionName);
    this.set({ sessions: this.state.sessions.map((s) => (s.id === id ? { ...s, sessionName } : s)) });
  }

  // ---- the input ----

  setInput(input: string): void {
    this.set({ input });
  }

  dismissLimit(): void {
    this.set({ limitDismissed: true });
  }

  // ---- sending ----

  /**
   * Sends the input (or the given text, e.g. a follow-up chip or a budget
   * choice). Empty or whitespace-only text is not sent; nothing is sent while
   * a reply is on its way or when a guest has no free message left; a message
   * sent while a signed-in renter's session loads waits for it.
   */
  async send(text?: string, channel?: TurnChannel): Promise<void> {
    const fromInput = text === undefined;
    const raw = fromInput ? this.state.input : text;
    const chatInput = raw.trim();
    if (!chatInput || this.state.pending || this.state.limitReached) return;
    // A message sent while the latest session is loading goes out once it is in (it would be wiped otherwise).
    if (!this.state.ready) {
      await this.whenReady;
      if (this.state.pending) return;
    }
    const route: TurnChannel = channel ?? (this.state.profileBuild ? "profile-build" : this.options.family === "side-panel" ? "general" : "assistant");
    const generation = this.generation;
    const userMessage: ChatMessage = { id: this.options.newId(), role: "user", content: chatInput, timestamp: this.options.now().toISOString() };
    this.set({
      messages: [...this.state.messages, userMessage],
      input: fromInput ? "" : this.state.input,
      pending: true,
      followUps: [],
      budgetChoices: null,
    });
    this.ensureGeneralSession();

    let outcome: TurnOutcome;
    try {
      outcome = await this.options.api.sendTurn(route, { chatInput, sessionId: this.state.sessionId });
    } catch {
      outcome = { kind: "failed", message: null };
    }
    if (generation !== this.generation) return;

    if (outcome.kind === "limit") {
      this.withdraw(userMessage, raw);
      this.set({ pending: false, limitReached: true, limitDismissed: false, remainingAttempts: outcome.remainingAttempts });
      return;
    }
    if (outcome.kind === "failed") {
      this.withdraw(userMessage, raw);
      const words = route === "profile-build" ? CHAT_ERRORS.profileBuildFailed : route === "budget" ? CHAT_ERRORS.budgetFailed : (outcome.message ?? CHAT_ERRORS.sendFailed);
      this.set({ pending: false, messages: [...this.state.messages, this.localReply(words)] });
      return;
    }

    const { reply } = outcome;
    const assistant: ChatMessage = reply.text.trim()
      ? {
          id: this.options.newId(),
          role: "assistant",
          content: reply.text,
          timestamp: this.options.now().toISOString(),
          apartments: reply.apartments,
          neighborhoods: reply.neighborhoods,
          blogs: reply.blogs,
          updateNotification: reply.updateNotification,
          cardPlanFit: reply.cardPlanFit,
          ...(reply.signature ? { signature: reply.signature } : {}),
          ...(reply.updateNotification && reply.profileChangeId ? { profileChange: { id: reply.profileChangeId, undo: "ready" as const } } : {}),
        }
      : this.localReply(CHAT_ERRORS.emptyReply);
    const remainingAttempts = reply.remainingAttempts ?? this.state.remainingAttempts;
    this.set({
      pending: false,
      messages: [...this.state.messages, assistant],
      remainingAttempts,
      budgetChoices: reply.budgetChoices && reply.budgetChoices.length > 0 ? reply.budgetChoices : null,
      profileComplete: reply.isComplete,
    });
    if (route === "profile-build" && this.state.profileBuild) this.followBuild(reply);
    this.options.onReply?.(reply);
    for (const listener of this.replyListeners) listener(reply);
    void this.autoSave();
    void this.maybeFollowUps(generation);
  }

  /**
   * A budget choice is sent at once (spec section 4 'Pickers'): in the profile
   * build as the build's answer, otherwise to the chat webhook that answers
   * budget choices.
   */
  sendBudgetChoice(sentence: string): Promise<void> {
    return this.send(sentence, this.state.profileBuild ? "profile-build" : "budget");
  }

  // ---- undoing a save ----

  /**
   * The notice's Undo (decision 034): asks the server to put back what the message saved, and shows how it went
   * under the notice. Ignored while an Undo of it is on its way and once it is undone or refused.
   */
  async undoSave(messageId: string): Promise<void> {
    const change = this.state.messages.find((m) => m.id === messageId)?.profileChange;
    if (!change || !(change.undo === "ready" || change.undo === "failed")) return;
    this.patchChange(messageId, { id: change.id, undo: "undoing" });
    let outcome: UndoOutcome;
    try {
      outcome = await this.options.api.undoProfileChange(change.id);
    } catch {
      outcome = { kind: "failed", message: null };
    }
    if (outcome.kind === "undone") this.patchChange(messageId, { id: change.id, undo: "undone", said: outcome.notice });
    else if (outcome.kind === "refused") this.patchChange(messageId, { id: change.id, undo: "refused", said: outcome.message });
    else this.patchChange(messageId, { id: change.id, undo: "failed", said: outcome.message ?? CHAT_ERRORS.undoFailed });
    if (outcome.kind !== "undone") return;
    this.options.onUndone?.();
    for (const listener of this.undoListeners) listener();
  }

  private patchChange(messageId: string, profileChange: NonNullable<ChatMessage["profileChange"]>) {
    this.set({ messages: this.state.messages.map((m) => (m.id === messageId ? { ...m, profileChange } : m)) });
  }

  // ---- the profile build ----

  startProfileBuild(): Promise<void> {
    if (this.state.pending) return Promise.resolve();
    this.set({
      profileBuild: { stage: 1, totalStages: CONVERSATION_LIMITS.defaultStages, stageName: null, question: 1, totalQuestions: 1, percent: 0 },
    });
    return this.send(PROFILE_BUILD_START, "profile-build");
  }

  exitProfileBuild(): void {
    this.cancelNextStage?.();
    this.cancelNextStage = null;
    this.set({ profileBuild: null });
  }

  private followBuild(reply: TurnReply) {
    if (reply.isComplete || !reply.stage) {
      this.cancelNextStage?.();
      this.cancelNextStage = null;
      this.set({ profileBuild: null, profileComplete: true });
      this.notice("Profile Complete", "Every required stage is answered. You can now find your perfect apartment.");
      return;
    }
    const stage = reply.stage;
    const progress: ProfileBuildProgress = {
      stage: stage.number,
      totalStages: stage.total,
      stageName: stage.stageName,
      question: stage.question,
      totalQuestions: stage.questionTotal,
      percent: buildPercent(stage),
    };
    this.set({ profileBuild: progress });
    if (!reply.isCompleteStage) return;
    this.notice("Stage Complete", `Next: Stage ${stage.number}/${stage.total}, ${stage.stageName}.`);
    const generation = this.generation;
    this.cancelNextStage?.();
    this.cancelNextStage = this.options.schedule(() => {
      this.cancelNextStage = null;
      if (generation !== this.generation || !this.state.profileBuild) return;
      void this.send(stageStartText(stage), "profile-build");
    }, CONVERSATION_LIMITS.nextStageDelayMs);
  }

  // ---- internals ----

  private notice(title: string, description?: string) {
    this.options.onNotice({ title, description, durationMs: CONVERSATION_LIMITS.noticeMs });
  }

  private localReply(content: string): ChatMessage {
    return { id: this.options.newId(), role: "assistant", content, timestamp: this.options.now().toISOString(), local: "error" };
  }

  /** Once a visit: the account holds all the sessions it can, so what follows is not saved. */
  private sayAccountFull() {
    if (this.accountFullSaid) return;
    this.accountFullSaid = true;
    this.set({ messages: [...this.state.messages, this.localLine(accountFullText())] });
  }

  /** A line of A.L.I.'s about the conversation itself: shown, never saved. */
  private localLine(content: string): ChatMessage {
    return { id: this.options.newId(), role: "assistant", content, timestamp: this.options.now().toISOString(), local: "greeting" };
  }

  /** A message that did not go through leaves the list, and its text returns to the input unless something new was typed. */
  private withdraw(message: ChatMessage, typed: string) {
    this.set({
      messages: this.state.messages.filter((m) => m.id !== message.id),
      input: this.state.input.trim() ? this.state.input : typed,
    });
  }

  private replaceConversation(patch: Pick<ConversationState, "sessionId">): number {
    this.generation += 1;
    this.cancelNextStage?.();
    this.cancelNextStage = null;
    this.persisted.clear();
    this.set({ ...patch, messages: [], hasOlder: false, loadingOlder: false, followUps: [], budgetChoices: null, profileBuild: null });
    return this.generation;
  }

  private fromStored(message: StoredMessage): ChatMessage {
    const id = this.options.newId();
    this.persisted.add(id);
    return fromStoredMessage(message, id);
  }

  /** The side panel's first message creates a session named 'General Chat'; a failure only resets the flag. */
  private ensureGeneralSession() {
    if (this.options.family !== "side-panel" || !this.options.signedIn || this.state.sessionId !== null || this.creating) return;
    this.creating = this.createSession(DEFAULT_SESSION_NAMES.general, [])
      .then(() => undefined)
      .finally(() => {
        this.creating = null;
      });
  }

  private async createSession(name: string, messages: ChatMessage[]): Promise<boolean> {
    if (this.accountFull) return false;
    try {
      const created = await this.options.api.createSession(name, messages.map(toStoredMessage));
      for (const m of messages) this.persisted.add(m.id);
      this.set({ sessionId: created.id, sessions: sortSessions([created, ...this.state.sessions.filter((s) => s.id !== created.id)]) });
      return true;
    } catch (error) {
      if (error instanceof ChatSaveRefused && error.reason === "account-full") {
        this.accountFull = true;
        return false;
      }
      this.options.onError("Failed to create session", error);
      return false;
    }
  }

  /**
   * The session is full: its unsaved messages start a new session, named from them, which the
   * conversation carries on in; the messages shown stay, with a line saying so.
   */
  private async carryOnInNewSession(fullId: number, unsaved: ChatMessage[]): Promise<void> {
    this.fullSessions.add(fullId);
    const fullName = this.state.sessions.find((s) => s.id === fullId)?.sessionName ?? "This chat";
    const name = sessionNameFor(unsaved, this.options.family, this.options.now());
    if (!(await this.createSession(name, unsaved))) {
      if (this.accountFull) this.sayAccountFull();
      return;
    }
    const newName = this.state.sessions.find((s) => s.id === this.state.sessionId)?.sessionName ?? name;
    // The older messages of the full session are not the new session's to page through.
    this.set({ hasOlder: false, messages: [...this.state.messages, this.localLine(sessionFullText(fullName, newName))] });
  }

  /** After a user message and its reply: the new messages go to the session (created, and named, when there is none). */
  private autoSave(): Promise<void> {
    if (!this.options.signedIn) return Promise.resolve();
    this.saving = this.saving.then(async () => {
      const unsaved = this.state.messages.filter((m) => !m.local && !this.persisted.has(m.id));
      if (unsaved.length < CONVERSATION_LIMITS.autoSaveAfter) return;
      if (this.creating) await this.creating;
      const { sessionId } = this.state;
      if (sessionId === null) {
        const created = await this.createSession(sessionNameFor(this.state.messages, this.options.family, this.options.now()), unsaved);
        if (!created && this.accountFull) this.sayAccountFull();
        return;
      }
      if (this.fullSessions.has(sessionId)) {
        await this.carryOnInNewSession(sessionId, unsaved);
        return;
      }
      try {
        await this.options.api.saveSession(sessionId, unsaved.map(toStoredMessage));
        for (const m of unsaved) this.persisted.add(m.id);
        const updatedAt = this.options.now().toISOString();
        this.set({ sessions: sortSessions(this.state.sessions.map((s) => (s.id === sessionId ? { ...s, updatedAt } : s))) });
      } catch (error) {
        if (error instanceof ChatSaveRefused && error.reason === "session-full") {
          await this.carryOnInNewSession(sessionId, unsaved);
          return;
        }
        this.options.onError("Failed to save session", error);
      }
    });
    return this.saving;
  }

  private async maybeFollowUps(generation: number) {
    const saved = this.state.messages.filter((m) => !m.local);
    if (!wantsFollowUps(saved.length)) return;
    const conversation = saved
      .slice(-6)
      .map((m) => `${m.role === "user" ? "User" : "A.L.I."}: ${m.content}`)
      .join("\n");
    try {
      const suggestions = await this.options.api.followUps(conversation);
      if (generation === this.generation && !this.state.pending) this.set({ followUps: suggestions.slice(0, 3) });
    } catch (error) {
      this.options.onError("Failed to fetch follow-ups", error);
    }
  }

  /** Waits for pending saves (tests, and before leaving a page). */
  flush(): Promise<void> {
    return this.saving;
  }

  /** The screen is going away: no next-stage message is sent after it. */
  dispose(): void {
    this.cancelNextStage?.();
    this.cancelNextStage = null;
  }
}

const UNDO_STATES: readonly string[] = ["ready", "undoing", "undone", "refused", "failed"] satisfies SavedProfileChange["undo"][];

/** A message as the tab kept it: its save's Undo only when it reads as one, and one that was on its way offered again. */
function withKeptChange(message: ChatMessage): ChatMessage {
  const { profileChange, ...rest } = message;
  const change = profileChange as Partial<Record<keyof SavedProfileChange, unknown>> | undefined;
  if (!change || !Number.isSafeInteger(change.id) || typeof change.undo !== "string" || !UNDO_STATES.includes(change.undo)) return rest;
  const undo = change.undo === "undoing" ? "ready" : (change.undo as SavedProfileChange["undo"]);
  return { ...rest, profileChange: { id: change.id as number, undo, ...(typeof change.said === "string" && undo !== "ready" ? { said: change.said } : {}) } };
}

function sortSessions(sessions: readonly SessionSummary[]): SessionSummary[] {
  return [...sessions].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
}
