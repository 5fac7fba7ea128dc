import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False during the server render and hydration, true after: lets a form stay usable before (and without) JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
