/**
 * "Contact your locator" on a client's options list (decision 038): the form the client (signed in, or holding the
 * list's private link) sends, parsed on the server. The message goes to the list's locator by e-mail and onto the
 * client's timeline.
 */
import { z } from "zod";

export const LOCATOR_MESSAGE_MAX = 2_000;

export const LOCATOR_MESSAGE_INTENT = "message";

export const LocatorMessageSchema = z.object({
  intent: z.literal(LOCATOR_MESSAGE_INTENT),
  message: z
    .string({ error: "Write your message to your locator." })
    .trim()
    .min(1, "Write your message to your locator.")
    .max(LOCATOR_MESSAGE_MAX, `Keep your message to ${LOCATOR_MESSAGE_MAX.toLocaleString("en-US")} characters or fewer.`),
});
export type LocatorMessage = z.infer<typeof LocatorMessageSchema>;
