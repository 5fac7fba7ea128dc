/**
 * /admin/clients/board: the clients in columns by the stage of their current search (decision 035), the newest moves
 * first, filtered by assignee through the URL. Plain links and a GET form: it works without JavaScript; below `lg`
 * the columns stack, one stage after another.
 */
import { Link } from "react-router";
import { z } from "zod";
import { CLIENT_STAGE_LABELS, CLIENT_STAGES, isOpenStage } from "../../../core/admin/client-stages.ts";
import { formatCalendarDate, formatHoustonDateTime, houstonCalendarDate } from "../../../core/format/dates.ts";
import { RowIdSchema } from "../../../core/row-id.ts";
import { clientsByStage, clientsStore } from "../../../db/queries/admin/resources/clients.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { inputClass } from "../../components/admin/form-styles.ts";
import { Button } from "../../components/ui/button.tsx";
import { dbContext } from "../../context.ts";
import { pageMeta } from "../../lib/site.ts";
import type { Route } from "./+types/clients-board";

/** How many clients a column shows; the list (/admin/clients?stage=…) has them all. */
const PER_STAGE = 50;

const BoardQuerySchema = z.object({ assigned: RowIdSchema.optional().catch(undefined) });

export const meta: Route.MetaFunction = () => pageMeta("Clients by stage (admin)", "The clients' pipeline as a board.");

export async function loader({ request, context, url }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const db = context.get(dbContext);
  const { assigned } = BoardQuerySchema.parse({ assigned: url.searchParams.get("assigned") ?? undefined });
  const [rows, options] = await Promise.all([clientsByStage(db, { perStage: PER_STAGE, assigned }), clientsStore.options!(db)]);
  return { rows, assigned: assigned ?? null, admins: options.assigned ?? [], today: houstonCalendarDate(new Date()) };
}

export default function ClientsBoard({ loaderData }: Route.ComponentProps) {
  const { rows, assigned, admins, today } = loaderData;
  return (
    <div className="max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Clients by stage</h1>
          <p className="mt-1 text-sm text-slate-600">Each client once, at the stage of their current search; the newest moves first.</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <form method="get" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor="board-assigned" className="block text-sm font-medium">
                Assigned to
              </label>
              <select id="board-assigned" name="assigned" defaultValue={assigned ?? ""} className={inputClass}>
                <option value="">Anyone</option>
                {admins.map((admin) => (
                  <option key={admin.value} value={admin.value}>
                    {admin.label}
                  </option>
                ))}
              </select>
            </div>
            <Button type="submit" size="sm" variant="outline">
              Show
            </Button>
          </form>
          <Button asChild size="sm" variant="outline">
            <Link to="/admin/clients">List</Link>
          </Button>
        </div>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {CLIENT_STAGES.map((stage) => {
          const column = rows.filter((row) => row.status === stage);
          const total = column[0]?.total ?? 0;
          return (
            <section key={stage} aria-labelledby={`stage-${stage}`} className="rounded-lg border border-slate-200 bg-slate-50 p-2" data-testid={`board-${stage}`}>
              <h2 id={`stage-${stage}`} className="flex items-baseline justify-between px-1 text-sm font-semibold">
                {CLIENT_STAGE_LABELS[stage]}
                <span className="text-slate-600 tabular-nums">{total.toLocaleString("en-US")}</span>
              </h2>
              {column.length ? (
                <ul className="mt-2 space-y-2">
                  {column.map((client) => {
                    const overdue = client.nextFollowUp !== null && client.nextFollowUp < today && isOpenStage(stage);
                    return (
                      <li key={client.id} className="rounded-md border border-slate-200 bg-white p-2 text-sm">
                        <Link to={`/admin/clients/${client.id}`} className="font-medium break-words text-brand-700 hover:underline">
                          {client.name}
                        </Link>
                        <p className="text-xs text-slate-600">
                          Since <time dateTime={client.stageChangedAt}>{formatHoustonDateTime(client.stageChangedAt)}</time>
                          {client.assigned ? ` · ${client.assigned}` : ""}
                        </p>
                        {client.nextFollowUp ? (
                          <p className={`text-xs ${overdue ? "font-semibold text-red-800" : "text-slate-600"}`}>
                            {overdue ? "Overdue: " : "Follow up "}
                            {formatCalendarDate(client.nextFollowUp)}
                          </p>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="mt-2 px-1 text-xs text-slate-600">Nobody here.</p>
              )}
              {total > column.length ? (
                <Link to={`/admin/clients?stage=${stage}`} className="mt-2 block px-1 text-xs font-medium text-brand-700 hover:underline">
                  All {total.toLocaleString("en-US")} in the list
                </Link>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
