/**
 * "Name your locator on the guest card" on a community's page (decision 037), for a renter whose locator registered
 * them there or shared a list holding it. The page is one render for everybody: this reads the viewer (the signed-in
 * renter's part, from GET /api/viewer), so it appears once the viewer is known and never in the kept page.
 */
import { IdCard } from "lucide-react";
import { guestCardInstruction } from "../../core/mail/guest-card-email.ts";
import { useViewerState } from "../hooks/use-viewer.ts";

export function GuestCardNotice({ apartmentId, community }: { apartmentId: number; community: string }) {
  const guestCard = useViewerState()?.guestCard;
  if (!guestCard?.communityIds.includes(apartmentId)) return null;
  return (
    <aside aria-label="Your guest card" className="mt-6 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink-900" data-testid="guest-card-notice">
      <IdCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        <strong>When you visit:</strong>{" "}
        {guestCardInstruction({ community, company: guestCard.company, locator: guestCard.locator ?? "your locator" })} The property pays your locator only then,
        which keeps our service free for you.
      </p>
    </aside>
  );
}
