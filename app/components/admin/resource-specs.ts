/**
 * The declared resources by key, for the one list and edit view in the
 * browser (labels, columns, fields). Without zod: the declarations import no
 * parsing code.
 */
import { amenitiesResource } from "../../../core/admin/resources/amenities.ts";
import { apartmentsResource } from "../../../core/admin/resources/apartments.ts";
import { clientInquiriesResource } from "../../../core/admin/resources/client-inquiries.ts";
import { clientsResource } from "../../../core/admin/resources/clients.ts";
import { clientOptionsResource } from "../../../core/admin/resources/client-options.ts";
import { blogPostsResource } from "../../../core/admin/resources/blog-posts.ts";
import { chatHistoryResource } from "../../../core/admin/resources/chat-history.ts";
import { invoicesResource } from "../../../core/admin/resources/invoices.ts";
import { outboxResource } from "../../../core/admin/resources/outbox.ts";
import { neighborhoodsResource } from "../../../core/admin/resources/neighborhoods.ts";
import { userProfilesResource } from "../../../core/admin/resources/user-profiles.ts";
import type { ResourceSpec } from "../../../core/admin/resource.ts";

export const RESOURCE_SPECS = {
  neighborhoods: neighborhoodsResource,
  apartments: apartmentsResource,
  amenities: amenitiesResource,
  "blog-posts": blogPostsResource,
  clients: clientsResource,
  "client-inquiries": clientInquiriesResource,
  "client-options": clientOptionsResource,
  invoices: invoicesResource,
  "user-profiles": userProfilesResource,
  "chat-history": chatHistoryResource,
  outbox: outboxResource,
} as const satisfies Record<string, ResourceSpec>;

export type DeclaredResource = keyof typeof RESOURCE_SPECS;

export function resourceSpec(key: string): ResourceSpec | null {
  return Object.hasOwn(RESOURCE_SPECS, key) ? RESOURCE_SPECS[key as DeclaredResource] : null;
}
