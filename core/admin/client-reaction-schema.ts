/**
 * The client's forms on /clients/{id}, parsed on the server. Apart from the
 * list's vocabulary (client-options.ts) so the pages that show a list do not
 * carry zod to the browser.
 */
import { z } from "zod";
import { rowIdSchema } from "../row-id.ts";
import { OPTION_LIMITS, OPTION_REACTIONS } from "./client-options.ts";

const ReactionApartmentSchema = rowIdSchema("The community");

/** What the client sends (a reaction to a community, or a tour wish); the messages are the ones shown beside the fields. */
export const ClientReactionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("react"),
    apartmentId: ReactionApartmentSchema,
    reaction: z.enum(OPTION_REACTIONS, { error: "Choose Interested or Not for me." }),
    reason: z
      .string()
      .trim()
      .max(OPTION_LIMITS.reason, `Keep the reason under ${OPTION_LIMITS.reason} characters.`)
      .optional()
      .transform((value) => value || null),
  }),
  z.object({
    intent: z.literal("tour"),
    apartmentId: ReactionApartmentSchema,
    wish: z
      .string({ error: "Say when you would like to tour, e.g. Saturday morning." })
      .trim()
      .min(1, "Say when you would like to tour, e.g. Saturday morning.")
      .max(OPTION_LIMITS.tourWish, `Keep it under ${OPTION_LIMITS.tourWish} characters.`),
  }),
], { error: "Choose one of the buttons on a community." });
export type ClientReactionInput = z.infer<typeof ClientReactionSchema>;
