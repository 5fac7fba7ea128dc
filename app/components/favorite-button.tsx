import { Heart } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { useFavoriteIds, useSignedInUser } from "~/hooks/use-viewer";
import { toast } from "~/hooks/use-toast";
import { callApi, failureMessage } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { StaticIsland } from "./static-island.tsx";

export const FAVORITE_FALLBACK_ACTION = "/favorites";

interface FavoriteButtonProps {
  apartmentId: number;
  title: string;
  /** "overlay": a round heart over a card image; "inline": a button with text (apartment page). */
  appearance?: "overlay" | "inline";
  className?: string;
}

// Without the text color, which follows the saved state (appearanceClass).
const overlayClass =
  "flex size-10 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-slate-900/10 transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const inlineClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold hover:border-brand-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

function appearanceClass(appearance: "overlay" | "inline", saved: boolean): string {
  if (appearance === "overlay") return cn(overlayClass, saved ? "text-brand-700" : "text-slate-700");
  return cn(inlineClass, saved ? "text-brand-700" : "text-ink-900");
}

/**
 * The heart that saves an apartment to the signed-in renter's favorites.
 * With JavaScript it calls PUT/DELETE /api/users/me/favorites/{id} and shows
 * the new state at once, then re-runs the loaders so the root's favorite ids
 * (and the favorites page) catch up; a failure puts the heart back and says
 * why. Plain fetch rather than a fetcher: a fetcher would hand an API refusal
 * (say, a session that ended in another tab) to the page's error boundary.
 * Without JavaScript the form posts to the favorites page's action.
 * Guests get a link to sign in that brings them back here. Administrators
 * have no favorites list, so they see no heart.
 */
export function FavoriteButton({ apartmentId, title, appearance = "overlay", className }: FavoriteButtonProps) {
  const user = useSignedInUser();
  const favoriteIds = useFavoriteIds();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  /** The state asked for while the request is in flight; null when the root's ids are current. */
  const [wanted, setWanted] = useState<boolean | null>(null);
  const busy = useRef(false);
  const here = `${location.pathname}${location.search}`;
  const signInHref = `/auth?redirect=${encodeURIComponent(here)}`;
  const saved = wanted ?? favoriteIds.includes(apartmentId);

  if (user?.isAdmin) return null;

  if (!user) {
    // A link that depends only on the URL: static markup, not hydrated (decision 022); a sign-in replaces it.
    return (
      <StaticIsland className={className}>
        <Link to={signInHref} aria-label="Sign in to save favorites" title="Sign in to save favorites" className={appearanceClass(appearance, false)}>
          <Heart aria-hidden="true" className="size-5" />
          {appearance === "inline" ? <span aria-hidden="true">Sign in to save</span> : null}
        </Link>
      </StaticIsland>
    );
  }

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    const next = !saved;
    setWanted(next);
    try {
      const response = await callApi(`/api/users/me/favorites/${apartmentId}`, { method: next ? "PUT" : "DELETE" });
      if (response.status === 401) {
        toast({ title: "Please sign in again", description: "Your session has ended. Sign in to save favorites." });
        await navigate(signInHref);
        return;
      }
      if (!response.ok) throw new Error(await failureMessage(response));
      await revalidator.revalidate();
    } catch (error) {
      toast({
        title: "Could not update favorites",
        description: error instanceof Error && error.message ? error.message : "Please try again.",
        variant: "destructive",
      });
    } finally {
      busy.current = false;
      setWanted(null);
    }
  };

  const label = saved ? `Remove ${title} from favorites` : `Save ${title} to favorites`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void toggle();
  };

  return (
    // A plain form is what works without JavaScript; with it, onSubmit calls the API instead.
    <form method="post" action={FAVORITE_FALLBACK_ACTION} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value={saved ? "remove" : "add"} />
      <input type="hidden" name="apartmentId" value={apartmentId} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-pressed={saved}
        aria-label={label}
        title={label}
        className={appearanceClass(appearance, saved)}
      >
        <Heart aria-hidden="true" className={cn("size-5", saved && "fill-current")} />
        {appearance === "inline" ? <span aria-hidden="true">{saved ? "Remove from favorites" : "Save to favorites"}</span> : null}
      </button>
    </form>
  );
}
