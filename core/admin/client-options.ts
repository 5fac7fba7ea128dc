/**
 * A client's options list: the shortlist a locator builds for one client and
 * shares at /clients/{id}. Framework-free vocabulary shared by the admin's
 * screens, the client's page and the stores: the list's state, the client's
 * reactions and the limits of what is typed.
 *
 * {id} is the list's id in every route (/clients/{id}, /admin/client-options/{id},
 * /admin/apartment-manager/{id}); an account has at most one list.
 */

export const OPTION_LIMITS = {
  /** Communities on one list. */
  items: 15,
  note: 1_000,
  special: 300,
  rebateMax: 10_000,
  reason: 500,
  tourWish: 300,
  message: 2_000,
  notes: 5_000,
} as const;

export const OPTION_REACTIONS = ["interested", "not-for-me"] as const;
export type OptionReaction = (typeof OPTION_REACTIONS)[number];

export const OPTION_REACTION_LABELS: Record<OptionReaction, string> = {
  interested: "Interested",
  "not-for-me": "Not for me",
};

export function isOptionReaction(value: unknown): value is OptionReaction {
  return typeof value === "string" && (OPTION_REACTIONS as readonly string[]).includes(value);
}

export type OptionListState = "draft" | "shared" | "viewed" | "responded";

export const OPTION_LIST_STATE_LABELS: Record<OptionListState, string> = {
  draft: "Draft",
  shared: "Shared",
  viewed: "Viewed",
  responded: "Client responded",
};

export interface OptionListTimes {
  sharedAt: Date | string | null;
  viewedAt: Date | string | null;
  respondedAt: Date | string | null;
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * Where a list stands: a draft until shared; then shared, viewed once the client
 * opened it after the last share, and responded once they reacted after it.
 */
export function optionListState(list: OptionListTimes): OptionListState {
  const shared = time(list.sharedAt);
  if (shared === null) return "draft";
  const responded = time(list.respondedAt);
  if (responded !== null && responded >= shared) return "responded";
  const viewed = time(list.viewedAt);
  if (viewed !== null && viewed >= shared) return "viewed";
  return "shared";
}

/**
 * Does the client see this item? Items added after the last share wait for the
 * next one, so a list being reworked never shows half-made changes.
 */
export function isItemShared(addedAt: Date | string, sharedAt: Date | string | null): boolean {
  return sharedAt !== null && new Date(addedAt).getTime() <= new Date(sharedAt).getTime();
}

/** The one sentence an inquiry's timeline and the list's history say about a reaction. */
export function describeReaction(
  community: string,
  reaction: { kind: OptionReaction; reason?: string | null } | { kind: "tour"; wish: string },
): string {
  if (reaction.kind === "tour") return `Asked to tour ${community}: ${reaction.wish}`;
  if (reaction.kind === "interested") return `Interested in ${community}`;
  return `Not for me: ${community}${reaction.reason ? ` (${reaction.reason})` : ""}`;
}
