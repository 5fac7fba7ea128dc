/**
 * The kinds of record the back office writes, by key (the admin section's URL
 * segment, stored as the audit log's `resource`), with the nouns its history
 * and messages use.
 */
export const ADMIN_RESOURCE_NAMES = {
  neighborhoods: { singular: "neighborhood", plural: "neighborhoods" },
  apartments: { singular: "community", plural: "communities" },
  "floor-plans": { singular: "floor plan", plural: "floor plans" },
  amenities: { singular: "amenity", plural: "amenities" },
  "blog-posts": { singular: "blog post", plural: "blog posts" },
  "user-profiles": { singular: "account", plural: "accounts" },
  clients: { singular: "client", plural: "clients" },
  "client-inquiries": { singular: "client inquiry", plural: "client inquiries" },
  "client-options": { singular: "options list", plural: "options lists" },
  invoices: { singular: "invoice", plural: "invoices" },
} as const satisfies Record<string, { singular: string; plural: string }>;

export type AdminResource = keyof typeof ADMIN_RESOURCE_NAMES;

/**
 * Sections the back office lists but never writes (no audited table, no edit
 * page): the generic list and CSV export show them from a declaration and a
 * store whose writes refuse.
 */
export const READ_ONLY_RESOURCE_NAMES = {
  "chat-history": { singular: "chat", plural: "chats" },
  outbox: { singular: "message", plural: "messages" },
} as const satisfies Record<string, { singular: string; plural: string }>;

/** Every section the generic list serves: the written resources and the read-only ones. */
export type ListedResource = AdminResource | keyof typeof READ_ONLY_RESOURCE_NAMES;

export function isAdminResource(value: string): value is AdminResource {
  return Object.hasOwn(ADMIN_RESOURCE_NAMES, value);
}
