import { TexasNoticePage } from "~/components/legal/texas-notice-page";
import { appConfigContext } from "~/request-context";
import type { Route } from "./+types/legal.consumer-protection-notice";
import { seoMeta } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { broker: context.get(appConfigContext).texasBroker };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Consumer Protection Notice",
    description:
      "The Texas Real Estate Commission Consumer Protection Notice for our apartment-locating service, with the broker's name, license number and contact.",
  });

export default function ConsumerProtectionNotice({ loaderData }: Route.ComponentProps) {
  const { broker } = loaderData;
  return (
    <TexasNoticePage
      title="Texas Real Estate Commission Consumer Protection Notice"
      intro="The Texas Real Estate Commission oversees real estate license holders, apartment locators among them, and tells consumers how to reach it. Here is the broker behind our locating service and our copy of that notice."
      documentUrl={broker.consumerProtectionUrl}
      documentLinkText="Read our Consumer Protection Notice"
      broker={broker}
    />
  );
}
