/**
 * The body of POST /api/chat/hand-off (the A.L.I. chat's "Send to a locator" form): the inquiry's
 * contact fields with the same rules and messages as every inquiry form, an optional note, the saved
 * session the chat shows (trusted only when the signed-in renter owns it) and, for a guest whose chat
 * is not saved, their recent messages as the browser holds them.
 */
import { z } from "zod";
import { HANDOFF_MESSAGE_MAX, HANDOFF_NOTE_MAX, HANDOFF_RECENT_MESSAGES } from "./compose-message.ts";
import { createInquirySchema } from "./inquiry-schema.ts";
import { rowIdSchema } from "../row-id.ts";

export function createHandOffSchema({ today }: { today: string }) {
  return createInquirySchema({ today })
    .pick({ name: true, email: true, phone: true })
    .extend({
      note: z
        .string({ error: "The note must be text." })
        .trim()
        .max(HANDOFF_NOTE_MAX, { error: `Keep the note under ${HANDOFF_NOTE_MAX + 1} characters.` })
        .optional(),
      sessionId: rowIdSchema("sessionId").nullable().optional(),
      // A longer list or message is cut rather than refused: the renter cannot edit them here.
      recentMessages: z
        .array(z.string({ error: "recentMessages must hold text." }).transform((text) => text.slice(0, HANDOFF_MESSAGE_MAX)), {
          error: "recentMessages must be a list of messages.",
        })
        .max(50, { error: "Send at most 50 recent messages." })
        .transform((messages) => messages.slice(-HANDOFF_RECENT_MESSAGES))
        .optional(),
    });
}

export type HandOffBody = z.infer<ReturnType<typeof createHandOffSchema>>;
