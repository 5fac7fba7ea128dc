import { createContext } from "react-router";
import type { PublicUser } from "../../db/queries/users.ts";

/** Who is asking, decided on the server from the cookies for every request (app/auth/middleware.server.ts). */
export interface Viewer {
  user: PublicUser | null;
  /** Id (hashed token) of the signed-in session. */
  sessionId: string | null;
  /** Id (hashed token) of the guest identity, when the visitor has a guest cookie. */
  guestId: string | null;
}

export const viewerContext = createContext<Viewer>({ user: null, sessionId: null, guestId: null });

/**
 * Which of the viewer's fields this request's handlers have read so far (app/auth/middleware.server.ts), for
 * the edge to know whether a public render would be the same for another visitor (server/public-render-cache.ts).
 * Null: unknown (the middleware did not run); take it as everything read.
 */
export const viewerReadsContext = createContext<(() => ReadonlySet<keyof Viewer>) | null>(null);
