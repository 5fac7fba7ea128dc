import type { RouterContextProvider } from "react-router";
import { findUnseenSharedList } from "../../db/queries/client-options.ts";
import { listFavoriteIds } from "../../db/queries/favorites.ts";
import { savedSearchAlertCount } from "../alerts/saved-search-alerts.server.ts";
import { dbContext } from "../context.ts";
import { appConfigContext, requestInfoContext } from "../request-context.ts";
import { guestCardCommunities } from "../../db/queries/guest-card-notice.ts";
import { houstonCalendarDate } from "../../core/format/dates.ts";
import { SITE_NAME } from "../../core/reference/site.ts";
import { viewerContext, viewerReadsContext } from "./viewer.ts";
import { NOBODY, type ViewerState } from "./viewer-state.ts";

/**
 * The signed-in person's part of the chrome: favorites for the hearts, and for a renter a shared options list for
 * the notice and the saved searches' alert count (one indexed read unless the catalogue moved: decision 027).
 */
export async function loadViewerState(context: Readonly<RouterContextProvider>): Promise<ViewerState> {
  const { user } = context.get(viewerContext);
  if (!user) return NOBODY;
  const db = context.get(dbContext);
  const [favoriteIds, optionsNotice, savedSearchAlerts, guestCard] = await Promise.all([
    listFavoriteIds(db, user.id),
    // Administrators have no options lists, saved searches or registrations of their own.
    user.isAdmin ? null : findUnseenSharedList(db, user.id),
    user.isAdmin ? 0 : savedSearchAlertCount(db, user.id),
    user.isAdmin ? null : guestCardCommunities(db, user.id, houstonCalendarDate(new Date())),
  ]);
  const company = context.get(appConfigContext).texasBroker.name ?? SITE_NAME;
  return { user, favoriteIds, optionsNotice, savedSearchAlerts, guestCard: guestCard ? { ...guestCard, company } : null };
}

/**
 * Whether this render leaves the viewer out of the page, for the browser to ask GET /api/viewer: a document
 * (not a navigation's data, not a form post) that nothing before the root loader made personal. A guard that
 * already read the user (the admin area, /account) makes the page the person's own anyway: it carries the
 * viewer, so its header never waits.
 */
export function leavesViewerOut(context: Readonly<RouterContextProvider>): boolean {
  if (!context.get(requestInfoContext).sharedDocument) return false;
  const reads = context.get(viewerReadsContext)?.();
  return reads !== undefined && !reads.has("user") && !reads.has("sessionId");
}
