import { parseIllustrationPath, renderIllustration } from "../../core/illustrations/index.ts";
import type { Route } from "./+types/images.$kind.$file";

/** Generated SVG illustrations: deterministic per slug, so they can be cached for a long time. */
export function loader({ params }: Route.LoaderArgs) {
  const parsed = parseIllustrationPath(params.kind, params.file);
  if (!parsed) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(renderIllustration(parsed.kind, parsed.slug), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
