import type { MetaDescriptor } from "react-router";

/** Facts about the site that several pages show; one place to change them. */
export const SITE_NAME = "Houston Apartment Specialist";
export const SITE_CITY = "Houston, TX";
export const CONTACT_EMAIL = "hello@houstonapartmentspecialist.example";
export const CONTACT_PHONE = "(713) 555-0142";
/** The same number in the form a `tel:` link needs. */
export const CONTACT_PHONE_HREF = "tel:+17135550142";
export const DEMO_DATA_NOTICE = "Listings shown are demo data.";

/** Title and description tags for a page: "X | Houston Apartment Specialist". */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "description", content: description }];
}
