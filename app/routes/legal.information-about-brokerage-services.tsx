import { TexasNoticePage } from "~/components/legal/texas-notice-page";
import { appConfigContext } from "~/request-context";
import type { Route } from "./+types/legal.information-about-brokerage-services";
import { seoMeta } from "~/lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { broker: context.get(appConfigContext).texasBroker };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Information About Brokerage Services",
    description:
      "The Texas Real Estate Commission's Information About Brokerage Services for our apartment-locating service: the broker's name, license number and contact.",
  });

export default function InformationAboutBrokerageServices({ loaderData }: Route.ComponentProps) {
  const { broker } = loaderData;
  return (
    <TexasNoticePage
      title="Texas Real Estate Commission Information About Brokerage Services"
      intro="Texas asks real estate license holders to tell the people they work with what kinds of brokerage services exist and whom a broker represents. Here is the broker behind our locating service and our copy of that notice."
      documentUrl={broker.iabsUrl}
      documentLinkText="Read our Information About Brokerage Services form"
      broker={broker}
    />
  );
}
