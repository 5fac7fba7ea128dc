import type { ReactNode } from "react";
import { useSignedInUser } from "../../hooks/use-viewer.ts";
import { ChatPopupLauncher } from "../chat/chat-popup-launcher.tsx";
import { AppShell, type AppShellProps } from "../layout/app-shell.tsx";
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
  // The admin area never gets here: the root gives it its own shell (app/components/admin/admin-chrome.ts).
  return (
    <>
      <AppShell user={user} onLogout={onLogout} sidePanelOpen={open}>
        {children}
      </AppShell>
      <SidePanelLauncher signedIn={user !== null} />
      <ChatPopupLauncher userId={userId} hidden={open} />
    </>
  );
}
