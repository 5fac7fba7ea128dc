/**
 * The few screens a resource has beyond its declared fields, by resource:
 * panels above the form (a community's availability stamp, a post's status
 * and preview link) and parts inside it (a community's floor plans and
 * amenities, a post's live preview). Everything else is the one edit view.
 */
import { CalendarCheck, Eye } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import type { FilterOption } from "../../../core/admin/resource.ts";
import { VERIFIED_STALE_DAYS } from "../../../core/admin/resources/apartments.ts";
import { POST_STATUS_LABELS, type PostStatus } from "../../../core/admin/resources/blog-posts.ts";
import { formatLongDate } from "../../../core/format/dates.ts";
import { parsePetPolicy } from "../../../core/pets/parse-pet-policy.ts";
import { describePetCharges, describePetPolicy } from "../../../core/pets/pet-policy.ts";
import type { EditRecord } from "../../../db/queries/admin/resource-store.ts";
import { ArticleBody } from "../article-body.tsx";
import { Button } from "../ui/button.tsx";
import { AmenityLinksEditor, amenityLinkRawValues } from "./amenity-links-editor.tsx";
import type { RentRecord } from "../../../core/pricing/rent-history.ts";
import { FloorPlansEditor, floorPlanRawValues, type StoredFloorPlan } from "./floor-plans-editor.tsx";
import { ClientOptionsPanel } from "./client-options-panel.tsx";
import { ClientWorkspace } from "./client-workspace.tsx";
import { InvoiceWorkspace } from "./invoice-workspace.tsx";
import { UserProfilePanel } from "./user-profile-panel.tsx";

export function RecordPanels({
  resource,
  record,
  errors = {},
  options = {},
}: {
  resource: string;
  record: EditRecord;
  /** An action's refusal, by field (a stage move without its reason). */
  errors?: Record<string, string>;
  options?: Record<string, FilterOption[]>;
}) {
  if (resource === "clients") return <ClientWorkspace record={record} errors={errors} options={options} />;
  if (resource === "client-options") return <ClientOptionsPanel record={record} errors={errors} />;
  if (resource === "invoices") return <InvoiceWorkspace record={record} errors={errors} />;
  if (resource === "apartments") return <AvailabilityPanel record={record} />;
  if (resource === "blog-posts") return <PostStatusPanel record={record} />;
  if (resource === "user-profiles") return <UserProfilePanel record={record} />;
  if (resource === "neighborhoods") {
    const n = Number(record.extra?.communities ?? 0);
    const typical = record.extra?.typicalRent as { label: string; value: string } | null | undefined;
    return (
      <div className="mt-3 text-sm text-slate-600">
        <p>
          {n} {n === 1 ? "community" : "communities"} in this neighborhood.{" "}
          {n > 0 ? (
            <Link to={`/admin/apartments?neighborhood=${record.id}`} className="font-medium text-brand-700 hover:underline">
              See them
            </Link>
          ) : null}
        </p>
        <p data-testid="neighborhood-typical-rent">
          Typical rent, as the site shows it: {typical ? `${typical.label} ${typical.value}` : "none yet (no listed plans)"}. Computed from its listed
          communities' floor plans, never typed.
        </p>
      </div>
    );
  }
  return null;
}

function AvailabilityPanel({ record }: { record: EditRecord }) {
  const verifiedAt = typeof record.extra?.verifiedAt === "string" ? record.extra.verifiedAt : null;
  // Decided by the server when it read the record (the same rule search ranks by).
  const stale = record.extra?.stale !== false;
  return (
    <div
      className={`mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm ${stale ? "border-amber-300 bg-amber-50" : "border-green-200 bg-green-50"}`}
    >
      <p>
        <CalendarCheck aria-hidden="true" className="mr-1 inline size-4" />
        {verifiedAt ? (
          <>
            Availability checked <time dateTime={verifiedAt}>{formatLongDate(verifiedAt)}</time>
            {stale ? ` — more than ${VERIFIED_STALE_DAYS} days ago: search ranks it lower until it is checked again.` : "."}
          </>
        ) : (
          "Availability never checked."
        )}
      </p>
      <Form method="post">
        <input type="hidden" name="version" value={record.version} />
        <Button type="submit" name="intent" value="verify" size="sm" variant="outline">
          Verified today
        </Button>
      </Form>
    </div>
  );
}

function PostStatusPanel({ record }: { record: EditRecord }) {
  const status = (record.extra?.status ?? "draft") as PostStatus;
  const publishedAt = typeof record.extra?.publishedAt === "string" ? record.extra.publishedAt : null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm">
      <p>
        <span className="font-semibold">{POST_STATUS_LABELS[status]}</span>
        {status === "scheduled" && publishedAt ? <> — goes live {formatLongDate(publishedAt)}</> : null}
        {status === "published" && publishedAt ? <> since {formatLongDate(publishedAt)}</> : null}
        {status === "draft" ? " — only administrators can see it." : null}
      </p>
      <a href={`/blog/${record.slug}?preview=1`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
        <Eye aria-hidden="true" className="size-4" />
        {status === "published" ? "View the post" : "Preview the post"}
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}

export interface EditExtrasProps {
  resource: string;
  record: EditRecord | null;
  /** What was typed, after a refused save; null on a fresh page. */
  raw: Record<string, string> | null;
  errors: Record<string, string>;
  options: Record<string, FilterOption[]>;
  onChange: () => void;
}

export function EditExtras(props: EditExtrasProps) {
  if (props.resource === "blog-posts") return <MarkdownPreview />;
  if (props.resource === "apartments") {
    const extra = props.record?.extra ?? {};
    const plans = (extra.plans ?? []) as StoredFloorPlan[];
    const links = (extra.amenityLinks ?? []) as { id: number; note: string | null }[];
    const rentHistories = (extra.rentHistories ?? {}) as Record<string, RentRecord[]>;
    // After a refused save, what was typed (the plans' and amenities' inputs are in the same raw map).
    const raw = props.raw;
    return (
      <>
        <FloorPlansEditor raw={raw ?? floorPlanRawValues(plans)} errors={props.errors} onChange={props.onChange} rentHistories={rentHistories} />
        <AmenityLinksEditor options={props.options.amenities ?? []} raw={raw ?? amenityLinkRawValues(links)} errors={props.errors} />
      </>
    );
  }
  return null;
}

/** A helper under one declared field, where a resource has one (the pet policy's "fill the fields from the text"). */
export function FieldAssist({ resource, field, onChange }: { resource: string; field: string; onChange: () => void }) {
  if (resource === "apartments" && field === "petPolicy") return <PetFieldsFromText onChange={onChange} />;
  return null;
}

/**
 * Reads the pet policy text as core's parser does (core/pets/parse-pet-policy.ts) and fills the pet fields of the
 * form from it, for the administrator to check before saving. In the browser only; the fields stay the truth.
 */
function PetFieldsFromText({ onChange }: { onChange: () => void }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [filled, setFilled] = useState<string | null>(null);

  function fill() {
    const form = anchor.current?.closest("form");
    if (!form) return;
    const text = form.querySelector<HTMLTextAreaElement>('textarea[name="petPolicy"]')?.value ?? "";
    const policy = parsePetPolicy(text);
    const pets = policy.dogs || policy.cats;
    const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    const tick = (name: string, on: boolean) => {
      const box = input(name);
      if (box) box.checked = on;
    };
    const type = (name: string, value: number | null) => {
      const box = input(name);
      if (box) box.value = value === null ? "" : String(value);
    };
    tick("dogsAllowed", policy.dogs);
    tick("catsAllowed", policy.cats);
    tick("breedRestrictions", policy.breedRestrictions);
    type("maxPets", policy.maxPets);
    type("dogWeightLimitLb", policy.dogWeightLimitLb);
    type("petFee", policy.petFee);
    type("petDeposit", policy.petDeposit);
    // A text that names no pet rent leaves the field as it is; a community without pets has none.
    if (!pets) type("petRent", null);
    else if (policy.petRent > 0) type("petRent", policy.petRent);
    const charges = describePetCharges(policy);
    setFilled(`${describePetPolicy(policy)}${charges ? `; ${charges.charAt(0).toLowerCase()}${charges.slice(1)}` : ""}.`);
    onChange();
  }

  return (
    <div ref={anchor} className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
      <Button type="button" size="sm" variant="outline" onClick={fill}>
        Fill the pet fields from this text
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {filled ? `Filled in: ${filled} Check them, then save.` : null}
      </p>
    </div>
  );
}

export const PREVIEW_PATH = "/admin/blog-posts/preview";

/**
 * The post as renters will read it, rendered by the server's own markdown
 * renderer (sanitized) as the admin types, a moment after they stop.
 */
function MarkdownPreview() {
  const fetcher = useFetcher<{ html: string }>();
  const [source, setSource] = useState<string | null>(null);
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const textarea = anchor.current?.closest("form")?.querySelector<HTMLTextAreaElement>('textarea[name="content"]');
    if (!textarea) return;
    setSource(textarea.value);
    const onInput = () => setSource(textarea.value);
    textarea.addEventListener("input", onInput);
    return () => textarea.removeEventListener("input", onInput);
  }, []);

  const { submit } = fetcher;
  useEffect(() => {
    if (source === null) return;
    const timer = setTimeout(() => void submit({ content: source }, { method: "post", action: PREVIEW_PATH }), 300);
    return () => clearTimeout(timer);
  }, [source, submit]);

  return (
    <section ref={anchor} aria-labelledby="preview-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="preview-heading" className="text-sm font-semibold text-slate-700">
        Preview
      </h2>
      {fetcher.data ? (
        <ArticleBody html={fetcher.data.html} className="mt-3 max-h-[32rem] overflow-y-auto" />
      ) : (
        <p className="mt-2 text-sm text-slate-600">The preview appears here as you write (it needs JavaScript; the post's Preview link works without it).</p>
      )}
    </section>
  );
}
