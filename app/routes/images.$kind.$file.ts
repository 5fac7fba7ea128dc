import { parseIllustrationPath, renderIllustration } from "../../core/illustrations/index.ts";
import { illustrationWebp } from "../../server/media/illustration-raster.ts";
import type { Route } from "./+types/images.$kind.$file";

const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/**
 * Generated illustrations, deterministic per slug, so they can be cached for a long time: the SVG original,
 * or its WebP twin that pages show (decision 022).
 */
export async function loader({ params }: Route.LoaderArgs) {
  const parsed = parseIllustrationPath(params.kind, params.file);
  if (!parsed) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  if (parsed.format === "webp") {
    const bytes = await illustrationWebp(parsed.kind, parsed.slug);
    return new Response(new Uint8Array(bytes), {
      headers: { "Content-Type": "image/webp", "Content-Length": String(bytes.byteLength), "Cache-Control": CACHE_CONTROL, "X-Content-Type-Options": "nosniff" },
    });
  }
  return new Response(renderIllustration(parsed.kind, parsed.slug), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": CACHE_CONTROL,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
