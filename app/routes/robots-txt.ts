import { renderRobots, resolveSiteOrigin } from "../lib/seo.ts";
import { appConfigContext } from "../request-context.ts";
import type { Route } from "./+types/robots-txt";

/** /robots.txt, served by the app because its Sitemap line must be an absolute URL. */
export function loader({ request, context }: Route.LoaderArgs) {
  const origin = resolveSiteOrigin(request.url, context.get(appConfigContext).publicOrigin);
  return new Response(renderRobots(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
