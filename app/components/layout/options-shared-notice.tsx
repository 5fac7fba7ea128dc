/**
 * The site-wide in-app notice for a renter whose locator shared (or updated)
 * their options list and who has not opened it since: a bar under the header on
 * every page until they do (the root loader finds it: findUnseenSharedList).
 * Not shown on the list itself, whose loader is recording the visit.
 */
import { ClipboardList } from "lucide-react";
import { Link, useLocation } from "react-router";
import type { SharedListNotice } from "../../../db/queries/client-options.ts";

export function OptionsSharedNotice({ notice }: { notice: SharedListNotice | null | undefined }) {
  const { pathname } = useLocation();
  if (!notice) return null;
  const href = `/clients/${notice.id}`;
  if (pathname === href) return null;
  return (
    <div role="status" className="border-b border-brand-200 bg-brand-50">
      <div className="mx-auto flex max-w-7xl items-start gap-2.5 px-4 py-2.5 text-sm text-ink-900 sm:px-6 lg:px-8">
        <ClipboardList aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <div className="flex min-w-0 flex-wrap gap-x-3 gap-y-1">
          <p>Your locator shared apartment options with you.</p>
          <Link to={href} className="font-semibold text-brand-800 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700">
            See your options
          </Link>
        </div>
      </div>
    </div>
  );
}
