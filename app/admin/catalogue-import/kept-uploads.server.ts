/**
 * The uploaded file kept between the upload and the mapping step (issue 29): when a file's headers need mapping,
 * its bytes wait here, under a random key the mapping form carries, so the admin maps and goes on without choosing
 * the file again. Kept in the machine's temp directory rather than sent back in the form: a file of megabytes does
 * not belong in a page (nor in a 64 KB form body), and every worker of one server (WEB_CONCURRENCY) shares the
 * directory. A kept file lives an hour; older ones are swept whenever another is kept. Nothing here is catalogue
 * data until the preview is saved, so losing the directory (a restart, a cleaned /tmp) only asks for the upload again.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const DIRECTORY = path.join(os.tmpdir(), "houston-catalogue-uploads");
export const KEPT_UPLOAD_LIFE_MS = 60 * 60 * 1000;
const KEY = /^[0-9a-f]{32}$/;

export interface KeptUpload {
  bytes: Buffer;
  fileName: string;
  source: string;
}

/** Keeps the file; returns its key. */
export async function keepUpload(upload: KeptUpload, now = Date.now()): Promise<string> {
  await mkdir(DIRECTORY, { recursive: true, mode: 0o700 });
  await sweep(now);
  const key = randomBytes(16).toString("hex");
  await writeFile(path.join(DIRECTORY, `${key}.bin`), upload.bytes, { mode: 0o600 });
  await writeFile(path.join(DIRECTORY, `${key}.json`), JSON.stringify({ fileName: upload.fileName, source: upload.source }), { mode: 0o600 });
  return key;
}

/** The kept file, or null when the key is not one of ours or the file is gone (expired, swept). */
export async function keptUpload(key: string, now = Date.now()): Promise<KeptUpload | null> {
  if (!KEY.test(key)) return null;
  try {
    const file = path.join(DIRECTORY, `${key}.bin`);
    if (now - (await stat(file)).mtimeMs > KEPT_UPLOAD_LIFE_MS) return null;
    const meta = JSON.parse(await readFile(path.join(DIRECTORY, `${key}.json`), "utf8")) as { fileName: string; source: string };
    return { bytes: await readFile(file), fileName: String(meta.fileName), source: String(meta.source) };
  } catch {
    return null;
  }
}

export async function dropUpload(key: string): Promise<void> {
  if (!KEY.test(key)) return;
  await Promise.all([rm(path.join(DIRECTORY, `${key}.bin`), { force: true }), rm(path.join(DIRECTORY, `${key}.json`), { force: true })]);
}

async function sweep(now: number) {
  for (const name of await readdir(DIRECTORY).catch(() => [] as string[])) {
    const file = path.join(DIRECTORY, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > KEPT_UPLOAD_LIFE_MS) await rm(file, { force: true });
  }
}
