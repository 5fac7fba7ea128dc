/**
 * The admin's photo actions over HTTP: an upload (several files with their
 * alt text) and one change to one photo. Identity comes from the session; the
 * owner and photo ids from the form and the path, checked by schema.
 *
 * Two ways to answer: a form posted without JavaScript carries `returnTo` in
 * its address (so it is known even when the body is refused) and is sent back
 * there with the result as a flash; the photo manager's fetcher posts without
 * it and gets {ok, message} with a status, staying on its page.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { safeRedirectPath } from "../../core/auth/credentials.ts";
import { PHOTO_LIMITS } from "../../core/photos/limits.ts";
import { describePhotoCount, isPhotoOwnerKind, PHOTO_OWNERS } from "../../core/photos/owners.ts";
import { describePhotoRefusal, UPLOAD_MESSAGES } from "../../core/photos/refusals.ts";
import { rowIdSchema } from "../../core/row-id.ts";
import { summaryOf } from "../../core/validation.ts";
import { ADMIN_RESOURCE_NAMES } from "../../core/admin/resource-names.ts";
import type { AdminActor, AdminWriteResult } from "../../db/queries/admin/admin-write.ts";
import { changePhoto, uploadPhotos, type PhotoChange } from "../../db/queries/photos.ts";
import { processPhotos } from "../../server/media/process-photo.ts";
import { requireAdminPage } from "../auth/guards.server.ts";
import { dbContext } from "../context.ts";
import { readForm, readUploadForm } from "../http/form.server.ts";
import { setFlash } from "../lib/flash.server.ts";
import { PHOTO_FILE_FIELD, PHOTO_MANAGER_ANCHOR, PHOTO_NOTICE_TITLE, type PhotoActionResult } from "./photo-notice.ts";

const AltSchema = z
  .string({ error: UPLOAD_MESSAGES.altMissing })
  .trim()
  .min(1, UPLOAD_MESSAGES.altMissing)
  .max(PHOTO_LIMITS.maxAltLength, UPLOAD_MESSAGES.altTooLong);

const UploadSchema = z.object({
  ownerKind: z
    .string({ error: "Say what the photos belong to (ownerKind)." })
    .refine(isPhotoOwnerKind, "ownerKind must be apartment, neighborhood or blog-post."),
  ownerId: rowIdSchema("The owner id (ownerId)"),
});

const ChangeSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("alt"), alt: AltSchema }),
    z.object({ intent: z.literal("cover") }),
    z.object({ intent: z.literal("up") }),
    z.object({ intent: z.literal("down") }),
    z.object({ intent: z.literal("delete") }),
  ],
  {
    error: "Say what to do with the photo (intent: alt, cover, up, down or delete).",
  },
);

interface Outcome {
  status: number;
  message: string;
}

/** Where a form posted without JavaScript goes back to: an admin page, or nowhere (answer with data). */
function returnToOf(request: Request): string | null {
  const value = safeRedirectPath(new URL(request.url).searchParams.get("returnTo"));
  return value?.startsWith("/admin/") ? value : null;
}

function answer(request: Request, outcome: Outcome): Response | ReturnType<typeof data<PhotoActionResult>> {
  const ok = outcome.status < 400;
  const returnTo = returnToOf(request);
  if (!returnTo) return data({ ok, message: outcome.message }, { status: outcome.status });
  const flash = setFlash(request, {
    title: PHOTO_NOTICE_TITLE,
    description: outcome.message,
    ...(ok ? {} : { variant: "destructive" as const }),
  });
  return redirect(`${returnTo.split("#")[0]}#${PHOTO_MANAGER_ANCHOR}`, {
    status: 303,
    headers: { "Set-Cookie": flash },
  });
}

function writeOutcome(result: AdminWriteResult, success: string, missing: string): Outcome {
  if (result.ok) return { status: 200, message: success };
  switch (result.reason) {
    case "not-found":
      return { status: 404, message: missing };
    case "refused":
      return { status: 409, message: result.message };
    case "conflict":
      return {
        status: 409,
        message: "The record changed meanwhile; reload the page and try again.",
      };
    case "constraint":
      return {
        status: 400,
        message: "The photo could not be saved: the database refused it.",
      };
  }
}

type ActionArgs = {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
};

export async function uploadPhotosAction({ request, context }: ActionArgs) {
  const { user } = requireAdminPage(context, request);
  return answer(request, await upload(request, context, { id: user.id, username: user.username }));
}

async function upload(request: Request, context: Readonly<RouterContextProvider>, actor: AdminActor): Promise<Outcome> {
  const read = await readUploadForm(request, {
    fileFields: [PHOTO_FILE_FIELD],
    maxFiles: PHOTO_LIMITS.maxFilesPerUpload,
    maxFileBytes: PHOTO_LIMITS.maxFileBytes,
    tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
    tooManyFilesMessage: UPLOAD_MESSAGES.tooManyFiles,
  });
  if (!read.ok) return read;
  const { form } = read;
  const owner = UploadSchema.safeParse({
    ownerKind: form.get("ownerKind") ?? undefined,
    ownerId: form.get("ownerId") ?? undefined,
  });
  if (!owner.success) return { status: 400, message: summaryOf(owner.error) };
  const files = form.getAll(PHOTO_FILE_FIELD).filter((value): value is File => typeof value !== "string");
  if (files.length === 0) return { status: 400, message: UPLOAD_MESSAGES.noFile };
  // One alt text for every file, or one per file in order (the photo manager gives one per file).
  const alts = form.getAll("alt").map((value) => AltSchema.safeParse(value));
  const badAlt = alts.find((alt) => !alt.success);
  if (alts.length === 0 || badAlt)
    return {
      status: 400,
      message: badAlt && !badAlt.success ? summaryOf(badAlt.error) : UPLOAD_MESSAGES.altMissing,
    };
  if (alts.length !== 1 && alts.length !== files.length)
    return {
      status: 400,
      message: "Give one alt text for every photo, or one for all of them.",
    };
  const altOf = (i: number) => (alts.length === 1 ? alts[0]! : alts[i]!).data!;

  // Every file is checked and processed before the transaction starts: one refusal and nothing is stored.
  const processed = await processPhotos(
    await Promise.all(
      files.map(async (file) => ({
        name: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
      })),
    ),
  );
  if (!processed.ok) return { status: 422, message: describePhotoRefusal(processed.refusal) };

  const kind = owner.data.ownerKind as keyof typeof PHOTO_OWNERS;
  const result = await uploadPhotos(context.get(dbContext), {
    actor,
    owner: { kind, id: owner.data.ownerId },
    photos: processed.photos.map((photo, i) => ({ ...photo, alt: altOf(i) })),
  });
  const noun = ADMIN_RESOURCE_NAMES[PHOTO_OWNERS[kind].resource].singular;
  return writeOutcome(result, `Uploaded ${describePhotoCount(files.length)}.`, `That ${noun} no longer exists.`);
}

const CHANGE_MESSAGES: Record<z.infer<typeof ChangeSchema>["intent"], string> = {
  alt: "Saved the alt text.",
  cover: "Chose the cover photo.",
  up: "Moved the photo up.",
  down: "Moved the photo down.",
  delete: "Deleted the photo.",
};

export async function changePhotoAction({ request, context, params }: ActionArgs) {
  const { user } = requireAdminPage(context, request);
  return answer(
    request,
    await change(request, context, params.id, {
      id: user.id,
      username: user.username,
    }),
  );
}

async function change(request: Request, context: Readonly<RouterContextProvider>, id: string | undefined, actor: AdminActor): Promise<Outcome> {
  const photoId = rowIdSchema("The photo id").safeParse(id);
  if (!photoId.success) return { status: 404, message: "There is no such photo." };
  const parsed = ChangeSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return { status: 400, message: summaryOf(parsed.error) };
  const intent = parsed.data;
  const photoChange: PhotoChange =
    intent.intent === "alt"
      ? { kind: "alt", alt: intent.alt }
      : intent.intent === "up" || intent.intent === "down"
        ? { kind: "move", direction: intent.intent }
        : { kind: intent.intent };
  const result = await changePhoto(context.get(dbContext), {
    actor,
    photoId: photoId.data,
    change: photoChange,
  });
  return writeOutcome(result, CHANGE_MESSAGES[intent.intent], "That photo no longer exists.");
}
