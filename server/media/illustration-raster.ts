/**
 * An illustration drawn once into a WebP (decision 022). Browsers draw an SVG image on the page's main
 * thread, each time it is laid out, which on a phone blocks the page; a WebP is decoded off it. The
 * pictures are deterministic per (kind, slug), so each is drawn once per machine: kept on disk (shared by
 * every process and every restart) and in memory, and concurrent first requests share one drawing.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { renderIllustration, type IllustrationKind } from "../../core/illustrations/index.ts";

/** Bumped when the drawings or the encoding change, so old files are never served. */
const RASTER_VERSION = 1;
const WEBP_QUALITY = 70;
/** 5-18 KB each: a few hundred pictures fit easily; beyond that the disk serves them. */
const MEMORY_ENTRIES = 300;

const memory = new Map<string, Promise<Uint8Array>>();

function cacheDirectory(): string {
  return path.join(os.tmpdir(), `houston-illustrations-v${RASTER_VERSION}`);
}

async function draw(kind: IllustrationKind, slug: string, file: string): Promise<Uint8Array> {
  try {
    return readFileSync(file);
  } catch {
    // Not drawn on this machine yet.
  }
  const bytes = await sharp(Buffer.from(renderIllustration(kind, slug))).webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer();
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so another process never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    // A read-only or full disk only costs a drawing per process.
  }
  return bytes;
}

/** The WebP of an illustration (800x500, as the SVG). */
export function illustrationWebp(kind: IllustrationKind, slug: string): Promise<Uint8Array> {
  const key = `${kind}/${slug}`;
  const cached = memory.get(key);
  if (cached) return cached;
  const drawing = draw(kind, slug, path.join(cacheDirectory(), kind, `${slug}.webp`));
  drawing.catch(() => memory.delete(key));
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value!);
  memory.set(key, drawing);
  return drawing;
}
