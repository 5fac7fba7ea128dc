import { data, redirect } from "react-router";
import { z } from "zod";
import { OPEN_LIST_SOURCES } from "../../../core/admin/resources/client-options.ts";
import { RowIdSchema } from "../../../core/row-id.ts";
import { openClientList } from "../../../db/queries/admin/resources/client-options.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import { readForm } from "../../http/form.server.ts";
import { setFlash } from "../../lib/flash.server.ts";
import type { Route } from "./+types/client-options-open";

const OpenSchema = z.object({ from: z.enum(OPEN_LIST_SOURCES), id: RowIdSchema });

/**
 * POST: the client's options list, opened from their inquiry, profile or chat
 * transcript: the one they have, or a new one. Goes on to the apartment manager.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdminPage(context, request);
  const form = await readForm(request);
  const parsed = OpenSchema.safeParse({ from: form.get("from"), id: form.get("id") });
  if (!parsed.success) throw data("Say whose list to open: from an inquiry, a profile or a chat, with its id.", { status: 400 });
  const result = await openClientList(context.get(dbContext), { id: user.id, username: user.username }, parsed.data.from, parsed.data.id);
  if (!result.ok) throw data(result.message, { status: result.status });
  const flash = setFlash(request, { title: result.created ? "Options list made" : "Opened the client's options list" });
  return redirect(`/admin/apartment-manager/${result.listId}`, { status: 303, headers: { "Set-Cookie": flash } });
}
