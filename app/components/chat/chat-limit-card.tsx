import { LogIn } from "lucide-react";
import { useId } from "react";
import { Link, useLocation } from "react-router";
import { GUEST_MESSAGES_USED_UP, guestAllowanceText } from "../../../core/chat/message-display.ts";
import { Button } from "../ui/button.tsx";

/** Spec section 2: a guest who used every free message is asked to sign in, and brought back here afterwards. */
export function ChatLimitCard({ onDismiss }: { onDismiss?: () => void }) {
  const location = useLocation();
  const headingId = useId();
  const signInHref = `/auth?redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50 p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink-900">
        Chat Limit Reached
      </h2>
      <p className="mt-1 text-sm text-slate-700">{GUEST_MESSAGES_USED_UP}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild>
          <Link to={signInHref}>
            <LogIn aria-hidden="true" />
            Log In / Sign Up
          </Link>
        </Button>
        {onDismiss ? (
          <Button variant="outline" onClick={onDismiss}>
            Dismiss
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The guest's allowance line; nothing while the count is unknown. */
export function GuestAllowance({ remaining }: { remaining: number | null }) {
  if (remaining === null) return null;
  return <p className="text-xs text-slate-600">{guestAllowanceText(remaining)}</p>;
}
