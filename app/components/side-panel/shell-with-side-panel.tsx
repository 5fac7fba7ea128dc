import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useSignedInUser } from "../../hooks/use-viewer.ts";
import { ChatPopupLauncher } from "../chat/chat-popup-launcher.tsx";
import { AppShell, type AppShellProps } from "../layout/app-shell.tsx";
import { showsSiteHeader } from "../layout/site-navigation.ts";
import { SidePanelLauncher } from "./side-panel-launcher.tsx";
import { SidePanelProvider, useSidePanel } from "./side-panel-state.tsx";

/** The app shell with the side panel beside it: content makes room for the open panel on large screens. */
export function ShellWithSidePanel({ user, onLogout, children }: Omit<AppShellProps, "sidePanelOpen"> & { children: ReactNode }) {
  return (
    <SidePanelProvider signedIn={user !== null}>
      <PanelAwareShell user={user} onLogout={onLogout}>
        {children}
      </PanelAwareShell>
    </SidePanelProvider>
  );
}

function PanelAwareShell({ user, onLogout, children }: Omit<AppShellProps, "sidePanelOpen">) {
  const { open } = useSidePanel();
  const userId = useSignedInUser()?.id ?? null;
  const { pathname } = useLocation();
  // The admin area has its own bar and tools; the renter's panel stays out of it.
  const panelHere = showsSiteHeader(pathname);
  return (
    <>
      <AppShell user={user} onLogout={onLogout} sidePanelOpen={open && panelHere}>
        {children}
      </AppShell>
      {panelHere ? <SidePanelLauncher signedIn={user !== null} /> : null}
      {panelHere ? <ChatPopupLauncher userId={userId} hidden={open} /> : null}
    </>
  );
}
