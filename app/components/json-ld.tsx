import { useRouteLoaderData } from "react-router";
import { originFromRootData, serializeJsonLd, type JsonLdNode } from "~/lib/seo";
import { useNonce } from "~/request-context";

/**
 * Structured data for search engines (schema.org JSON-LD). `data` receives the
 * site origin so every URL in it is absolute. Browsers never run this script
 * type, but the nonce keeps it within the page's Content-Security-Policy.
 */
export function JsonLd({ data }: { data: (origin: string) => JsonLdNode | JsonLdNode[] }) {
  const nonce = useNonce();
  const origin = originFromRootData(useRouteLoaderData("root"));
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce after parsing, so server and client markup differ only there.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data(origin)) }}
    />
  );
}
