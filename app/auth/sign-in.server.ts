import type { RouterContextProvider } from "react-router";
import { LoginSchema } from "../../core/auth/credentials.ts";
import { dbContext } from "../context.ts";
import { readJson } from "../http/json.server.ts";
import { requestInfoContext } from "../request-context.ts";
import { authenticate } from "./accounts.server.ts";
import { signInResponse } from "./responses.server.ts";
import { startSession } from "./session.server.ts";
import { viewerContext } from "./viewer.ts";

/** POST /api/login and POST /api/auth/admin/login: the same contract. */
export async function signInFromJson(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  const db = context.get(dbContext);
  const credentials = await readJson(request, LoginSchema);
  const result = await authenticate(db, credentials, context.get(requestInfoContext).clientAddress);
  if (!result.ok) return signInResponse(result);
  return signInResponse(result, await startSession(db, request, context.get(viewerContext), result.user.id));
}
