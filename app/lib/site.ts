import type { MetaDescriptor } from "react-router";

import { SITE_NAME } from "../../core/reference/site.ts";

export { SITE_NAME };

/** Facts about the site that several pages show; one place to change them. */
export const SITE_CITY = "Houston, TX";
export const CONTACT_EMAIL = "hello@houstonapartmentspecialist.example";
export const CONTACT_PHONE = "(713) 555-0142";
/** The same number in the form a `tel:` link needs. */
export const CONTACT_PHONE_HREF = "tel:+17135550142";
export const DEMO_DATA_NOTICE = "Listings shown are demo data.";

/** A page's title as the browser tab and search results show it: "X | Houston Apartment Specialist". */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/**
 * Title and description tags. Public pages add canonical and sharing tags on top
 * with seoMeta (app/lib/seo.ts); private and error pages use this alone.
 */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: pageTitle(title) }, { name: "description", content: description }];
}
