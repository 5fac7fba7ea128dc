/**
 * What a live search form has asked for and what the page has shown since, so that a render of an
 * older search never writes its fields back over a newer choice. On a slow phone the page can show
 * the search for the first choice after the visitor has made the second: the form already says more
 * than that render does.
 */
export interface FormSearches {
  /** The form wants `search` (a canonical query string): true when it is new and should be run. */
  ask(search: string): boolean;
  /**
   * The page now shows `search`: true when the form should be written from it (the URL moved without
   * the form: a chip, a page link, the back button; or it is the latest the form asked for), false when
   * the form has asked for a newer one since.
   */
  shown(search: string): boolean;
}

export function createFormSearches(initial: string): FormSearches {
  /** The last search asked for, or the page's own when something else moved it. */
  let last = initial;
  /** Searches asked for that the page has not shown yet, oldest first. */
  let pending: string[] = [];
  return {
    ask(search) {
      if (search === last) return false;
      last = search;
      pending.push(search);
      return true;
    },
    shown(search) {
      const own = pending.indexOf(search);
      if (own >= 0) {
        // That one and any older one are done with (an older one still loading was cancelled by the router).
        pending = pending.slice(own + 1);
        // The latest: written back, for what the canonical search adds or drops (a dog's weight sets Pets to
        // Pets allowed, in place of a pet-free building). An older one: the form says more than it does.
        return pending.length === 0;
      }
      pending = [];
      last = search;
      return true;
    },
  };
}
