import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";

/** The signed-in user as the root loader decided it on the server; null for visitors and guests. */
export function useSignedInUser() {
  return useRouteLoaderData<typeof rootLoader>("root")?.user ?? null;
}

const NO_FAVORITES: readonly number[] = [];

/** Ids of the signed-in user's favorite apartments (empty for visitors), refreshed with every navigation. */
export function useFavoriteIds(): readonly number[] {
  return useRouteLoaderData<typeof rootLoader>("root")?.favoriteIds ?? NO_FAVORITES;
}
