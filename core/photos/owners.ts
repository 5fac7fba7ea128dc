/**
 * What a photo belongs to, and which admin resource's history records its
 * changes: a photo is edited on its owner's page, so its owner's record is
 * what the audit log and the version belong to.
 */
import type { AdminResource } from "../admin/resource-names.ts";

export const PHOTO_OWNERS = {
  apartment: { resource: "apartments" },
  neighborhood: { resource: "neighborhoods" },
  "blog-post": { resource: "blog-posts" },
} as const satisfies Record<string, { resource: AdminResource }>;

export type PhotoOwnerKind = keyof typeof PHOTO_OWNERS;

export interface PhotoOwner {
  kind: PhotoOwnerKind;
  id: number;
}

export function isPhotoOwnerKind(value: string): value is PhotoOwnerKind {
  return Object.hasOwn(PHOTO_OWNERS, value);
}

/** "a photo", "3 photos": what an upload's history line says it added. */
export function describePhotoCount(count: number): string {
  return count === 1 ? "a photo" : `${count} photos`;
}
