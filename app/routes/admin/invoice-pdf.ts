/** GET /admin/invoices/{id}/pdf: the invoice's PDF as it stands (a draft says so on the page), for administrators. */
import { data } from "react-router";
import { RowIdSchema } from "../../../core/row-id.ts";
import { invoiceFileName } from "../../../core/invoices/invoice-document.ts";
import { invoicePdf, issuerOf } from "../../../db/queries/invoices.ts";
import { requireAdminPage } from "../../auth/guards.server.ts";
import { dbContext } from "../../context.ts";
import { appConfigContext } from "../../request-context.ts";
import type { Route } from "./+types/invoice-pdf";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdminPage(context, request);
  const id = RowIdSchema.safeParse(params.id);
  if (!id.success || !/^\d+$/.test(params.id)) throw data("This invoice does not exist.", { status: 404 });
  const found = await invoicePdf(context.get(dbContext), id.data, issuerOf(context.get(appConfigContext).texasBroker));
  if (!found) throw data("This invoice does not exist (any more).", { status: 404 });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${invoiceFileName(found.number)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
