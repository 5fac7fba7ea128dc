/**
 * The saved-search forms (the /listings "Save this search" form and /account's changes), parsed at
 * app/routes/saved-searches.ts: names trimmed and bounded, the e-mail checkbox off unless ticked.
 */
import { z } from "zod";
import { SAVED_SEARCH_NAME_MAX } from "./saved-search.ts";
import { PG_INTEGER_MAX } from "../row-id.ts";

export const SavedSearchNameSchema = z
  .string({ error: "Give the search a name." })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Give the search a name.")
      .max(SAVED_SEARCH_NAME_MAX, `Keep the name to ${SAVED_SEARCH_NAME_MAX} characters.`),
  );

const checkbox = z
  .enum(["on", "1", "true"])
  .optional()
  .transform((value) => value !== undefined);

/** The "Save this search" form of /listings. `search` is the listings query as the page wrote it. */
export const SaveSearchFormSchema = z.object({
  intent: z.literal("save"),
  search: z.string().max(2000, "That search is too long to save.").default(""),
  name: SavedSearchNameSchema,
  emailAlerts: checkbox,
});

const savedSearchId = z.coerce.number({ error: "Choose a saved search." }).int().positive().max(PG_INTEGER_MAX);

/** The forms of /account's saved searches. */
export const SavedSearchChangeSchema = z.discriminatedUnion("intent", [
  SaveSearchFormSchema,
  z.object({ intent: z.literal("rename"), id: savedSearchId, name: SavedSearchNameSchema }),
  z.object({ intent: z.literal("delete"), id: savedSearchId }),
  z.object({ intent: z.literal("open"), id: savedSearchId }),
  z.object({ intent: z.literal("mark-seen"), id: savedSearchId }),
  z.object({ intent: z.literal("email"), id: savedSearchId, emailAlerts: checkbox }),
]);
export type SavedSearchChange = z.infer<typeof SavedSearchChangeSchema>;
