/**
 * Whether the side panel is open and in which mode (spec section 2 'Side
 * panel', section 4). Light on purpose: it is in every page's bundle, while the
 * panel itself is a chunk loaded when it first opens.
 *
 * - On /chat the panel opens by itself for a signed-in user; on any other path
 *   a navigation closes it and turns preferences mode off.
 * - Anything may open it: useSidePanel().openPanel(mode), or the window event
 *   OPEN_PANEL_EVENT with {detail: {mode}} (an "external request").
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

export type SidePanelMode = "preferences" | "chat";

export const OPEN_PANEL_EVENT = "open-side-panel";
export const CHAT_PATH = "/chat";

interface SidePanelState {
  open: boolean;
  mode: SidePanelMode;
  /** Bumped each time preferences mode is (re)opened, so the editor reloads what is saved. */
  openCount: number;
  openPanel: (mode?: SidePanelMode) => void;
  closePanel: () => void;
  setMode: (mode: SidePanelMode) => void;
}

const SidePanelContext = createContext<SidePanelState | null>(null);

export function SidePanelProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { pathname } = useLocation();
  const opensHere = (path: string) => path === CHAT_PATH && signedIn;
  const [open, setOpen] = useState(() => opensHere(pathname));
  const [mode, setModeState] = useState<SidePanelMode>("chat");
  const [openCount, setOpenCount] = useState(0);
  const [lastPath, setLastPath] = useState(pathname);

  // A navigation opens the panel on /chat (signed in) and closes it anywhere else; adjusted while rendering, not in an effect.
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(opensHere(pathname));
    setModeState("chat");
  }

  const openPanel = useCallback((next: SidePanelMode = "preferences") => {
    setModeState(next);
    setOpen(true);
    setOpenCount((n) => n + 1);
  }, []);
  const closePanel = useCallback(() => setOpen(false), []);
  const setMode = useCallback((next: SidePanelMode) => {
    setModeState(next);
    if (next === "preferences") setOpenCount((n) => n + 1);
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const requested = (event as CustomEvent<{ mode?: SidePanelMode }>).detail?.mode;
      openPanel(requested === "chat" ? "chat" : "preferences");
    };
    window.addEventListener(OPEN_PANEL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_PANEL_EVENT, onOpen);
  }, [openPanel]);

  const value = useMemo(() => ({ open, mode, openCount, openPanel, closePanel, setMode }), [open, mode, openCount, openPanel, closePanel, setMode]);
  return <SidePanelContext.Provider value={value}>{children}</SidePanelContext.Provider>;
}

export function useSidePanel(): SidePanelState {
  const state = useContext(SidePanelContext);
  if (!state) throw new Error("useSidePanel must be used inside <SidePanelProvider>");
  return state;
}
