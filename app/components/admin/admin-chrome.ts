import type { UIMatch } from "react-router";

/**
 * The admin area brings its own chrome (sidebar, account, skip link): its layout route
 * declares this handle, and the root then leaves out the site's header, footer, chat
 * launcher and side panel. Only this tiny module reaches public pages' JavaScript.
 */
export const ADMIN_CHROME_HANDLE = { chrome: "admin" } as const;

export function usesAdminChrome(matches: readonly UIMatch[]): boolean {
  return matches.some((match) => (match.handle as { chrome?: unknown } | undefined)?.chrome === ADMIN_CHROME_HANDLE.chrome);
}
