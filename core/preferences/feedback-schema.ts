import { z } from "zod";
import { rowIdSchema } from "../row-id.ts";
import { FEEDBACK_MAX } from "./preference-limits.ts";

/** Spec sections 4-5: feedback on a suggestion is trimmed, 1 to FEEDBACK_MAX characters. */
export const FeedbackBodySchema = z.object({
  apartmentId: rowIdSchema("apartmentId"),
  feedback: z
    .string({ error: "Write some feedback first." })
    .trim()
    .min(1, { error: "Write some feedback first." })
    .max(FEEDBACK_MAX, { error: `Keep feedback to ${FEEDBACK_MAX} characters.` }),
  // The spec's client sends userId; who is asking is decided from the session instead, so it is accepted and ignored.
  userId: z.unknown().optional(),
});
