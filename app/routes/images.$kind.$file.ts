import { parseIllustrationPath, renderIllustration } from "../../core/illustrations/index.ts";
import { isRecordIllustration } from "../../db/queries/illustrations.ts";
import { illustrationWebp } from "../../server/media/illustration-raster.ts";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/images.$kind.$file";

const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * Generated illustrations, deterministic per slug, so they can be cached for a long time: the SVG original,
 * or its WebP twin that pages show (decision 022).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const parsed = parseIllustrationPath(params.kind, params.file);
  if (!parsed) return notFound();
  if (parsed.format === "webp") {
    // Drawn and kept on disk only for a record's illustration (the SVG, cheap and never stored, draws any slug).
    if (!(await isRecordIllustration(context.get(dbContext), parsed.kind, parsed.slug))) return notFound();
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
