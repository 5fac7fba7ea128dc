import { severalCommunitiesNotice } from "../../../core/advertising/texas-advertising.ts";

/**
 * The Texas advertising wording under a list of several communities (decision 040): "Rent is $X or more…", with
 * the lowest listed rent of the communities shown. Nothing when none of them lists a rent.
 */
export function SeveralCommunitiesNotice({ communities, className = "" }: { communities: readonly { minRent: number | null }[]; className?: string }) {
  const text = severalCommunitiesNotice(communities);
  if (!text) return null;
  return (
    <p className={`text-sm text-slate-600 ${className}`} data-testid="advertising-notice">
      {text}
    </p>
  );
}
