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
