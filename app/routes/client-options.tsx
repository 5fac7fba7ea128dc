import { ClipboardList, MessageCircle, Search } from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";
import { rowIdSchema } from "../../core/row-id.ts";
import { requireUserPage } from "../auth/guards.server.ts";
import { StatusPanel } from "../components/status-panel.tsx";
import { Button } from "../components/ui/button.tsx";
import { pageMeta } from "../lib/site.ts";
import type { Route } from "./+types/client-options";

const ParamsSchema = z.object({ id: rowIdSchema("The client id") });

export const meta: Route.MetaFunction = () => pageMeta("Your apartment options", "Apartments your Houston apartment locator picked for you.");

export function loader({ request, context, params }: Route.LoaderArgs) {
  requireUserPage(context, request);
  const parsed = ParamsSchema.safeParse(params);
  if (!parsed.success) throw data("These apartment options could not be found.", { status: 404 });
  return { id: parsed.data.id };
}

/** A client's shortlist from their locator. The shortlists themselves come with the admin tools. */
export default function ClientOptions() {
  return (
    <StatusPanel
      icon={ClipboardList}
      eyebrow="Your apartment options"
      title="Your locator will share options here"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/listings">
              <Search aria-hidden="true" />
              Browse apartments
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">
              <MessageCircle aria-hidden="true" />
              Contact your locator
            </Link>
          </Button>
        </>
      }
    >
      <p>
        When your apartment locator puts together a shortlist for you, the communities, prices and their notes appear on this
        page. Nothing has been shared yet.
      </p>
    </StatusPanel>
  );
}
