/** The product's name, as pages, e-mails and documents sign it (app/lib/site.ts re-exports it for the pages). */
export const SITE_NAME = "Houston Apartment Specialist";
