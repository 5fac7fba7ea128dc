import { parsePhotoFileName } from "../../core/photos/urls.ts";
import { readPhotoVariant } from "../../db/queries/photos.ts";
import { dbContext } from "../context.ts";
import type { Route } from "./+types/media-photo";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * A stored photo variant (decision 016). The address names the content hash,
 * so the bytes behind it never change: cached for a year as immutable, with
 * the hash and width as its ETag. No session: these are public images.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = parsePhotoFileName(params.file);
  if (!file) return notFound();
  const etag = `"${file.contentHash}-${file.width}"`;
  const headers = { ETag: etag, "Cache-Control": "public, max-age=31536000, immutable", "X-Content-Type-Options": "nosniff" };
  const variant = await readPhotoVariant(context.get(dbContext), file);
  if (!variant) return notFound();
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(variant.bytes), {
    headers: { ...headers, "Content-Type": variant.contentType, "Content-Length": String(variant.bytes.byteLength) },
  });
}
