/**
 * A.L.I. answered once per path at server start (core/assistant/warm-up.ts), in the background, one turn per
 * tick so that a request arriving meanwhile is not held up by the whole pass.
 */
import { WARM_UP_TURNS } from "../../core/assistant/warm-up.ts";
import { respond } from "../../core/assistant/respond.ts";
import type { Database } from "../../db/client-types.ts";
import { loadAssistantKnowledge } from "./knowledge.server.ts";

export async function warmAssistant(db: Database): Promise<void> {
  for (const turn of WARM_UP_TURNS) {
    respond(turn, await loadAssistantKnowledge(db, turn.message));
    await new Promise((resolve) => setImmediate(resolve));
  }
}
