import { Building2, House, MapPinned, SearchX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { StatusPanel } from "./status-panel.tsx";

/** The friendly 404 page, used by the catch-all route and by the root error boundary. */
export function NotFoundContent() {
  return (
    <StatusPanel
      icon={SearchX}
      eyebrow="404"
      title="Page not found"
      actions={
        <>
          <Button asChild size="lg">
            <Link to="/">
              <House aria-hidden="true" />
              Back to home
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/neighborhoods">
              <MapPinned aria-hidden="true" />
              Explore neighborhoods
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/listings">
              <Building2 aria-hidden="true" />
              Browse apartments
            </Link>
          </Button>
        </>
      }
    >
      <p>
        We looked around and could not find that address. The page may have moved, or the link may have a typo.
        These are good places to pick up your search again:
      </p>
    </StatusPanel>
  );
}
