/**
 * Whether the side panel is open and in which mode (spec section 2 'Side
 * panel', section 4). Light on purpose: it is in every page's bundle, while the
 * panel itself is a chunk loaded when it first opens.
 *
 * - On /chat the panel opens by itself, in preferences mode, for a signed-in
 *   user on a screen wide enough to show it beside the chat (lg and up; on a
 *   phone it would cover the chat, so there the floating button opens it); on
 *   any other path a navigation closes it and turns preferences mode off.
 * - Going back (or forward) to a page that was left with the panel open opens
 *   it again in the mode it was in: a renter who asked on the home page and
 *   opened a card finds the conversation where they left it.
 * - Anything may open it: useSidePanel().openPanel(mode), or the window event
 *   OPEN_PANEL_EVENT with {detail: {mode, focus}} (an "external request");
 *   focus 'chat-input' puts the keyboard in the chat's input (the embedded
 *   chat inputs of the site's pages).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigationType } from "react-router";

export type SidePanelMode = "preferences" | "chat";

export const OPEN_PANEL_EVENT = "open-side-panel";
export const CHAT_PATH = "/chat";
/** Where the keyboard goes when the panel opens; 'none' when it opens by itself (arriving on /chat). */
export type PanelFocus = "heading" | "chat-input" | "none";
const WIDE_SCREEN = "(min-width: 1024px)";

/** The detail of OPEN_PANEL_EVENT. */
export interface OpenPanelDetail {
  mode?: SidePanelMode;
  focus?: PanelFocus;
  /** Chat mode: a question to send at once. */
  message?: string;
}

/** Opens the panel from anywhere, without importing the panel (the embedded chat inputs). */
export function requestSidePanel(detail: OpenPanelDetail): void {
  window.dispatchEvent(new CustomEvent<OpenPanelDetail>(OPEN_PANEL_EVENT, { detail }));
}

interface SidePanelState {
  open: boolean;
  mode: SidePanelMode;
  /** Bumped each time the panel is opened from outside (the keyboard moves into it then). */
  openCount: number;
  /** Bumped whenever the preferences shown should be read again: opening, switching to preferences, a chat reply. */
  preferencesKey: number;
  focus: PanelFocus;
  openPanel: (mode?: SidePanelMode, focus?: PanelFocus) => void;
  /** Reloads the preferences shown (after a general-chat reply changed them). */
  refreshPreferences: () => void;
  /** A question typed into an embedded chat input, for the panel's chat to send. */
  chatMessage: string | null;
  clearChatMessage: () => void;
  closePanel: () => void;
  setMode: (mode: SidePanelMode) => void;
}

const SidePanelContext = createContext<SidePanelState | null>(null);

export function SidePanelProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { pathname, key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const onChatPath = (path: string) => path.replace(/\/+$/, "") === CHAT_PATH;
  const [open, setOpen] = useState(false);
  const [mode, setModeState] = useState<SidePanelMode>("preferences");
  const [openCount, setOpenCount] = useState(0);
  const [preferencesKey, setPreferencesKey] = useState(0);
  const [focus, setFocus] = useState<PanelFocus>("heading");
  const [lastPath, setLastPath] = useState(pathname);
  const [chatMessage, setChatMessage] = useState<string | null>(null);
  const [lastKey, setLastKey] = useState(locationKey);
  /** The history entries left with the panel open, and its mode then (for going back to them). */
  const [leftOpen] = useState(() => new Map<string, SidePanelMode>());

  // A navigation opens the panel on /chat, again on a page gone back to that was left with it open, and closes it
  // anywhere else; adjusted while rendering, not in an effect.
  if (locationKey !== lastKey) setLastKey(locationKey);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    if (open) leftOpen.set(lastKey, mode);
    else leftOpen.delete(lastKey);
    const reopen = navigationType === "POP" ? leftOpen.get(locationKey) : undefined;
    const opens = reopen !== undefined || (onChatPath(pathname) && signedIn && window.matchMedia(WIDE_SCREEN).matches);
    setOpen(opens);
    setModeState(reopen ?? "preferences");
    setFocus("none");
    if (opens) setPreferencesKey((n) => n + 1);
  }

  const openPanel = useCallback((next: SidePanelMode = "preferences", nextFocus: PanelFocus = "heading") => {
    setModeState(next);
    setFocus(nextFocus);
    setOpen(true);
    setOpenCount((n) => n + 1);
    setPreferencesKey((n) => n + 1);
  }, []);
  // Arriving on /chat: the server cannot know the screen's width, so the panel opens once the page is in the browser.
  const [arrivedOn] = useState(pathname);
  useEffect(() => {
    // The window's width is outside React: reading it once after hydration is what effects are for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (onChatPath(arrivedOn) && signedIn && window.matchMedia(WIDE_SCREEN).matches) openPanel("preferences", "none");
  }, [arrivedOn, signedIn, openPanel]);
  const refreshPreferences = useCallback(() => setPreferencesKey((n) => n + 1), []);
  const clearChatMessage = useCallback(() => setChatMessage(null), []);
  const closePanel = useCallback(() => setOpen(false), []);
  const setMode = useCallback((next: SidePanelMode) => {
    setModeState(next);
    if (next === "preferences") setPreferencesKey((n) => n + 1);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenPanelDetail>).detail;
      if (detail?.mode === "chat" && detail.message?.trim()) setChatMessage(detail.message);
      openPanel(detail?.mode === "chat" ? "chat" : "preferences", detail?.focus === "chat-input" ? "chat-input" : "heading");
    };
    window.addEventListener(OPEN_PANEL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_PANEL_EVENT, onOpen);
  }, [openPanel]);

  const value = useMemo(
    () => ({ open, mode, openCount, preferencesKey, focus, openPanel, closePanel, setMode, refreshPreferences, chatMessage, clearChatMessage }),
    [open, mode, openCount, preferencesKey, focus, openPanel, closePanel, setMode, refreshPreferences, chatMessage, clearChatMessage],
  );
  return <SidePanelContext.Provider value={value}>{children}</SidePanelContext.Provider>;
}

export function useSidePanel(): SidePanelState {
  const state = useContext(SidePanelContext);
  if (!state) throw new Error("useSidePanel must be used inside <SidePanelProvider>");
  return state;
}
