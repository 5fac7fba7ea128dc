/**
 * The photos of a community, a neighborhood or a post, on its edit page:
 * thumbnails in gallery order with their alt text, the cover, moves, delete
 * (behind a second, explicit button) and an upload of several files with alt
 * text for each.
 *
 * Every control is a plain form that posts to the photo actions
 * (app/photos/photo-actions.server.ts) with `returnTo` in its address, so
 * without JavaScript it works and comes back here with the result. With
 * JavaScript each form is sent by a fetcher instead: the page stays, the
 * loaders revalidate, and the result shows beside the control.
 *
 * The page's loader gives `photos` with listPhotos(db, owner) from
 * db/queries/photos.ts.
 */
import { ArrowDown, ArrowUp, ImagePlus, Star, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useFetcher, useRouteLoaderData } from "react-router";
import { describeBytes, PHOTO_LIMITS, storedWidths, variantHeight } from "../../../core/photos/limits.ts";
import type { PhotoOwner } from "../../../core/photos/owners.ts";
import { describePhotoRefusal, UPLOAD_MESSAGES } from "../../../core/photos/refusals.ts";
import { PHOTO_ACCEPT } from "../../../core/photos/sniff.ts";
import { photoUrl } from "../../../core/photos/urls.ts";
import type { Photo } from "../../../db/queries/photos.ts";
import { cn } from "~/lib/cn";
import { PHOTO_FILE_FIELD, PHOTO_MANAGER_ANCHOR, PHOTO_NOTICE_TITLE, PHOTO_UPLOAD_PATH, photoChangePath, type PhotoActionResult } from "../../photos/photo-notice.ts";
import type { loader as rootLoader } from "../../root.tsx";
import { Button } from "../ui/button.tsx";

const THUMB_WIDTH = 120;

type Fetcher = ReturnType<typeof useFetcher<PhotoActionResult>>;

export interface PhotoManagerProps {
  owner: PhotoOwner;
  /** In gallery order, as listPhotos gives them. */
  photos: readonly Photo[];
  /** The admin page this manager is on (must start with /admin/): where a form sent without JavaScript comes back to. */
  returnTo: string;
  /** The section's heading; "Photos" unless given. */
  title?: string;
}

export function PhotoManager({ owner, photos, returnTo, title = "Photos" }: PhotoManagerProps) {
  const headingId = useId();
  // The result of a form sent without JavaScript arrives as the root's flash after the redirect.
  const flash = useRouteLoaderData<typeof rootLoader>("root")?.flash;
  const notice = flash?.title === PHOTO_NOTICE_TITLE ? flash : null;
  return (
    <section id={PHOTO_MANAGER_ANCHOR} aria-labelledby={headingId} className="scroll-mt-16 rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold text-ink-900">
          {title} <span className="font-normal text-slate-600">({photos.length})</span>
        </h2>
        <p className="text-xs text-slate-600">The cover is the image of the cards and the first of the page.</p>
      </div>
      {notice ? <Notice ok={notice.variant !== "destructive"}>{notice.description}</Notice> : null}

      {photos.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No photos yet: the generated illustration is shown until one is uploaded.</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
          {photos.map((photo, index) => (
            <PhotoRow key={photo.id} photo={photo} number={index + 1} isFirst={index === 0} isLast={index === photos.length - 1} returnTo={returnTo} />
          ))}
        </ol>
      )}

      <UploadForm owner={owner} returnTo={returnTo} />
    </section>
  );
}

function Notice({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? "status" : "alert"}
      className={cn("mt-2 rounded-md px-3 py-2 text-sm", ok ? "bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200" : "bg-red-50 text-red-900 ring-1 ring-red-200")}
    >
      {children}
    </p>
  );
}

/** The address a form posts to without JavaScript: the action, told where to come back to. */
function withReturnTo(action: string, returnTo: string): string {
  return `${action}?returnTo=${encodeURIComponent(returnTo)}`;
}

/**
 * A form that posts to `action?returnTo=...` without JavaScript, and with it
 * is sent by the fetcher to `action` itself (which then answers with data).
 */
function PhotoForm({
  fetcher,
  action,
  returnTo,
  multipart = false,
  className,
  children,
  validate,
}: {
  fetcher: Fetcher;
  action: string;
  returnTo: string;
  multipart?: boolean;
  className?: string;
  children: ReactNode;
  /** A message to show instead of sending (a check the browser can make first); null to send. */
  validate?: (form: HTMLFormElement) => string | null;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const encType = multipart ? "multipart/form-data" : "application/x-www-form-urlencoded";
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate?.(form) ?? null;
    setProblem(found);
    if (found) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void fetcher.submit(new FormData(form, submitter), { method: "post", action, encType });
  };
  return (
    <form method="post" action={withReturnTo(action, returnTo)} encType={encType} onSubmit={onSubmit} className={className}>
      {children}
      {problem ? <Notice ok={false}>{problem}</Notice> : null}
    </form>
  );
}

function PhotoRow({ photo, number, isFirst, isLast, returnTo }: { photo: Photo; number: number; isFirst: boolean; isLast: boolean; returnTo: string }) {
  const fetcher = useFetcher<PhotoActionResult>({ key: `photo-${photo.id}` });
  const busy = fetcher.state !== "idle";
  const altId = useId();
  const action = photoChangePath(photo.id);
  const thumbWidth = storedWidths(photo.width)[0]!;
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row">
      <div className="relative shrink-0 self-start">
        <img
          src={photoUrl(photo, thumbWidth)}
          alt=""
          width={THUMB_WIDTH}
          height={variantHeight(photo, THUMB_WIDTH)}
          loading="lazy"
          className="h-auto w-30 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
        />
        <span className="absolute top-1 left-1 rounded bg-white/90 px-1.5 text-xs font-semibold text-slate-800">{number}</span>
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <PhotoForm fetcher={fetcher} action={action} returnTo={returnTo} className="flex flex-col gap-1.5 sm:flex-row sm:items-end">
          <input type="hidden" name="intent" value="alt" />
          <div className="min-w-0 flex-1">
            <label htmlFor={altId} className="block text-xs font-medium text-slate-700">
              Alt text of photo {number}
            </label>
            <input
              id={altId}
              name="alt"
              defaultValue={photo.alt}
              required
              maxLength={PHOTO_LIMITS.maxAltLength}
              className="mt-0.5 h-9 w-full rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
            />
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            Save alt text
          </Button>
        </PhotoForm>

        <div className="flex flex-wrap items-center gap-1.5">
          {photo.cover ? (
            <span className="inline-flex h-9 items-center gap-1.5 rounded-md bg-amber-50 px-2.5 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              <Star aria-hidden="true" className="size-4 fill-current" />
              Cover
            </span>
          ) : (
            <PhotoForm fetcher={fetcher} action={action} returnTo={returnTo}>
              <Button type="submit" name="intent" value="cover" size="sm" variant="outline" disabled={busy} aria-label={`Make photo ${number} the cover`}>
                <Star aria-hidden="true" />
                Make cover
              </Button>
            </PhotoForm>
          )}
          <PhotoForm fetcher={fetcher} action={action} returnTo={returnTo} className="flex gap-1.5">
            <Button type="submit" name="intent" value="up" size="sm" variant="outline" disabled={busy || isFirst} aria-label={`Move photo ${number} up`}>
              <ArrowUp aria-hidden="true" />
              Up
            </Button>
            <Button type="submit" name="intent" value="down" size="sm" variant="outline" disabled={busy || isLast} aria-label={`Move photo ${number} down`}>
              <ArrowDown aria-hidden="true" />
              Down
            </Button>
          </PhotoForm>
          {/* Deleting takes a second, explicit press: a <details> works without JavaScript and keeps focus in order. */}
          <details className="group">
            <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-red-800 select-none hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
              <Trash2 aria-hidden="true" className="size-4" />
              Delete…<span className="sr-only"> photo {number}</span>
            </summary>
            <PhotoForm fetcher={fetcher} action={action} returnTo={returnTo} className="mt-1.5 flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
              <span>Delete photo {number} for good?</span>
              <Button type="submit" name="intent" value="delete" size="sm" variant="destructive" disabled={busy}>
                Delete photo {number}
              </Button>
            </PhotoForm>
          </details>
        </div>
        {result && !result.ok ? <Notice ok={false}>{result.message}</Notice> : null}
        {result?.ok ? (
          <p role="status" className="text-xs text-emerald-800">
            {result.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Files as the form knows them before sending: names and sizes for the alt fields and the first checks. */
interface ChosenFile {
  name: string;
  size: number;
}

function UploadForm({ owner, returnTo }: { owner: PhotoOwner; returnTo: string }) {
  const fetcher = useFetcher<PhotoActionResult>({ key: `photo-upload-${owner.kind}-${owner.id}` });
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  // A new form (empty file input and alt texts) after each successful upload.
  const [formKey, setFormKey] = useState(0);
  const [handled, setHandled] = useState<PhotoActionResult | undefined>();
  const fileId = useId();
  const altId = useId();
  const hintId = useId();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  if (result?.ok && result !== handled) {
    setHandled(result);
    setChosen([]);
    setFormKey((key) => key + 1);
  }

  // What the server would refuse anyway, said before the bytes are sent.
  const validate = (form: HTMLFormElement): string | null => {
    const input = form.elements.namedItem(PHOTO_FILE_FIELD) as HTMLInputElement | null;
    const files = Array.from(input?.files ?? []);
    if (files.length === 0) return UPLOAD_MESSAGES.noFile;
    if (files.length > PHOTO_LIMITS.maxFilesPerUpload) return UPLOAD_MESSAGES.tooManyFiles;
    const large = files.find((file) => file.size > PHOTO_LIMITS.maxFileBytes);
    return large ? describePhotoRefusal({ reason: "too-large", fileName: large.name, bytes: large.size }) : null;
  };
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-ink-900">Upload photos</h3>
      <p id={hintId} className="mt-0.5 text-xs text-slate-600">
        JPEG, PNG, WebP or AVIF; up to {PHOTO_LIMITS.maxFilesPerUpload} at a time, each at most {describeBytes(PHOTO_LIMITS.maxFileBytes)} and 40 megapixels. Location data and
        other metadata are removed.
      </p>
      <PhotoForm key={formKey} fetcher={fetcher} action={PHOTO_UPLOAD_PATH} returnTo={returnTo} multipart validate={validate} className="mt-2 space-y-2">
        <input type="hidden" name="ownerKind" value={owner.kind} />
        <input type="hidden" name="ownerId" value={owner.id} />
        <div>
          <label htmlFor={fileId} className="block text-xs font-medium text-slate-700">
            Photo files
          </label>
          <input
            id={fileId}
            type="file"
            name={PHOTO_FILE_FIELD}
            accept={PHOTO_ACCEPT}
            multiple
            required
            aria-describedby={hintId}
            onChange={(event) => setChosen(Array.from(event.currentTarget.files ?? [], (file) => ({ name: file.name, size: file.size })))}
            className="mt-0.5 block w-full text-sm text-slate-700 file:mr-3 file:h-9 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-700"
          />
        </div>
        {chosen.length > 1 ? (
          <fieldset className="space-y-1.5">
            <legend className="text-xs font-medium text-slate-700">Alt text of each photo</legend>
            {chosen.map((file, i) => (
              <AltInput key={`${i}-${file.name}`} id={`${altId}-${i}`} label={`Alt text for ${file.name}`} />
            ))}
          </fieldset>
        ) : (
          <AltInput id={altId} label={chosen.length === 1 ? `Alt text for ${chosen[0]!.name}` : "Alt text (what the photo shows)"} />
        )}
        <Button type="submit" size="sm" disabled={busy}>
          <ImagePlus aria-hidden="true" />
          {busy ? "Uploading…" : "Upload"}
        </Button>
      </PhotoForm>
      {result ? <Notice ok={result.ok}>{result.message}</Notice> : null}
    </div>
  );
}

function AltInput({ id, label }: { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        name="alt"
        required
        maxLength={PHOTO_LIMITS.maxAltLength}
        placeholder="e.g. Saltwater pool with cabanas at dusk"
        className="mt-0.5 h-9 w-full rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700"
      />
    </div>
  );
}
