/**
 * The side panel's preferences mode (spec sections 2 and 4): every field of
 * the profile, saved automatically 1.5 s after the last change, with the
 * recommended apartments refreshed after each save.
 */
import { ExternalLink, Loader2 } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { AUTO_SAVE_BADGES, AutoSaveController, type AutoSaveStatus } from "../../../core/preferences/auto-save.ts";
import { FALLBACK_AMENITIES, FALLBACK_NEIGHBORHOODS } from "../../../core/reference/fallback-catalogue.ts";
import { LEASE_LENGTHS, LEASE_LENGTH_LABELS } from "../../../core/reference/lease-lengths.ts";
import { toast } from "~/hooks/use-toast";
import { getJson, writeJson } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { setPendingChatInput } from "../../chat/pending-input.ts";
import { CHAT_PATH } from "./side-panel-state.tsx";
import { Button } from "../ui/button.tsx";
import { ChipPicker, type PickerOption } from "./chip-picker.tsx";
import { EMPTY_FORM, bodyFromForm, formFromApi, type ApiPreferences, type PanelForm } from "./panel-form.ts";

/** What the button would send to A.L.I. (spec section 2); kept for the chat to pick up. */
export const FIND_APARTMENT_CHAT_INPUT = "Start searching apartment for me";
const DRAFT_KEY = "preferences:unsaved-draft";

interface RecommendedApartment {
  id: number;
  slug: string;
  title: string;
  imageUrl: string;
  neighborhoodName: string | null;
  bedRange: string | null;
  priceRange: string | null;
}

interface PreferencesAnswer {
  preferences: ApiPreferences;
  isProfileComplete: boolean;
}

export function PreferencesEditor({ reloadKey }: { reloadKey: number }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<PanelForm>(EMPTY_FORM);
  // The latest form, for edits that follow each other faster than renders.
  const formRef = useRef<PanelForm>(EMPTY_FORM);
  // Which opening of the panel the form holds; loading until it holds the current one.
  const [loadedKey, setLoadedKey] = useState<number | null>(null);
  const loading = loadedKey !== reloadKey;
  const [processing, setProcessing] = useState(false);
  const [status, setStatus] = useState<AutoSaveStatus>("idle");
  const [complete, setComplete] = useState(false);
  const [neighborhoodOptions, setNeighborhoodOptions] = useState<PickerOption[]>([]);
  const [amenityOptions, setAmenityOptions] = useState<PickerOption[]>([]);
  const [recommended, setRecommended] = useState<RecommendedApartment[]>([]);

  const refreshRecommended = useCallback(async () => {
    try {
      const answer = await getJson<{ apartments: RecommendedApartment[] }>("/api/user/recommended-apartments");
      setRecommended(answer.apartments);
    } catch {
      // The list is a bonus: keep the last one rather than interrupt with an error.
    }
  }, []);

  const saver = useMemo(
    () =>
      new AutoSaveController<PanelForm>({
        async save(value, signal) {
          const response = await writeJson("/api/user/preferences", "PUT", bodyFromForm(value), { signal });
          const answer = (await response.json()) as PreferencesAnswer;
          setComplete(answer.isProfileComplete);
        },
        onStatus: setStatus,
        onSaved() {
          localStorage.removeItem(DRAFT_KEY);
          void refreshRecommended();
        },
        onError(_error, value) {
          localStorage.setItem(DRAFT_KEY, JSON.stringify(value));
          toast({ title: "Auto-save Error", description: "Failed to save your preferences automatically. Changes are temporarily stored locally.", variant: "destructive" });
        },
      }),
    [refreshRecommended],
  );
  useEffect(() => () => saver.dispose(), [saver]);

  // Load (again) whenever preferences mode opens.
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      let amenityKeyById = new Map<number, string>();
      try {
        const [hoods, amenities] = await Promise.all([
          getJson<{ slug: string; name: string }[]>("/api/neighborhoods", { signal }),
          getJson<{ id: number; name: string; displayName: string }[]>("/api/amenities", { signal }),
        ]);
        setNeighborhoodOptions(hoods.map((n) => ({ value: n.slug, label: n.name })));
        setAmenityOptions(amenities.map((a) => ({ value: a.name, label: a.displayName })));
        amenityKeyById = new Map(amenities.map((a) => [a.id, a.name]));
      } catch {
        if (signal.aborted) return;
        toast({ title: "Error", description: "Failed to load neighborhoods or amenities", variant: "destructive" });
        setNeighborhoodOptions(FALLBACK_NEIGHBORHOODS.map((n) => ({ value: n.slug, label: n.name })));
        setAmenityOptions(FALLBACK_AMENITIES.map((a) => ({ value: a.name, label: a.displayName })));
      }
      try {
        const answer = await getJson<PreferencesAnswer>("/api/user/preferences", { signal });
        const loaded = formFromApi(answer.preferences, amenityKeyById);
        formRef.current = loaded;
        setForm(loaded);
        setComplete(answer.isProfileComplete);
      } catch (error) {
        if (signal.aborted) return;
        // Spec section 7: a 404 means no preferences yet, which is not an error.
        if (!(error instanceof Error && error.message.startsWith("404"))) {
          toast({ title: "Error", description: "Failed to load preferences data. Please try again.", variant: "destructive" });
        }
      }
      if (signal.aborted) return;
      setLoadedKey(reloadKey);
      void refreshRecommended();
    })();
    return () => controller.abort();
  }, [reloadKey, refreshRecommended]);

  /** Every edit goes through here: changes made while loading are not saved (spec section 4). */
  const update = (change: Partial<PanelForm> | ((current: PanelForm) => PanelForm)) => {
    const current = formRef.current;
    const next = typeof change === "function" ? change(current) : { ...current, ...change };
    formRef.current = next;
    setForm(next);
    if (!loading) saver.change(next);
  };

  const findApartments = () => {
    setProcessing(true);
    setPendingChatInput(FIND_APARTMENT_CHAT_INPUT);
    // On /chat already, the chat takes the message from the event and the navigation changes nothing.
    void Promise.resolve(navigate(CHAT_PATH)).finally(() => setProcessing(false));
  };

  const amenityLabel = (key: string) => amenityOptions.find((o) => o.value === key)?.label ?? key;

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <form className="min-h-0 flex-1 space-y-6 overflow-y-auto px-4 py-4" onSubmit={(event) => event.preventDefault()} aria-busy={loading}>
        <Section title="Basic Info">
          <TextField label="Full name" value={form.name} onChange={(name) => update({ name })} autoComplete="name" />
          <TextField label="Phone number" type="tel" value={form.phone} onChange={(phone) => update({ phone })} autoComplete="tel" hint="Optional" />
        </Section>

        <Section title="Location">
          <TextField label="Work or school location" value={form.commuteTo} onChange={(commuteTo) => update({ commuteTo })} hint="For commute times, e.g. Texas Medical Center" />
          <ChipPicker
            legend="Neighborhoods"
            options={neighborhoodOptions}
            selected={form.neighborhoods}
            onAdd={(slug) => update((f) => ({ ...f, neighborhoods: [...f.neighborhoods, slug], anyNeighborhood: false }))}
            onRemove={(slug) => update((f) => ({ ...f, neighborhoods: f.neighborhoods.filter((s) => s !== slug) }))}
            emptyText="No neighborhoods selected"
            noMatchText="No matching neighborhoods found"
            searchLabel="Search neighborhoods"
          />
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={form.anyNeighborhood}
              onChange={(event) => update({ anyNeighborhood: event.target.checked })}
              className="size-4 accent-brand-700"
            />
            Anywhere in Houston is fine
          </label>
        </Section>

        <Section title="Max Budget ($)">
          <NumberField label="Max budget per month ($)" value={form.maxBudget} onChange={(maxBudget) => update({ maxBudget })} step="50" />
        </Section>

        <Section title="Apartment Specs">
          <div className="grid grid-cols-3 gap-3">
            <NumberField label="Bedrooms" value={form.bedrooms} onChange={(bedrooms) => update({ bedrooms })} step="1" />
            <NumberField label="Bathrooms" value={form.bathrooms} onChange={(bathrooms) => update({ bathrooms })} step="0.5" />
            <NumberField label="Square feet" value={form.sqft} onChange={(sqft) => update({ sqft })} step="50" />
          </div>
          <p className="text-xs text-slate-600">0 bedrooms means a studio.</p>
        </Section>

        <Section title="Selected Amenities">
          <ChipPicker
            legend="Amenities"
            options={amenityOptions}
            selected={form.amenities.map((a) => a.key)}
            onAdd={(key) => update((f) => ({ ...f, amenities: [...f.amenities, { key, requirement: "" }] }))}
            onRemove={(key) => update((f) => ({ ...f, amenities: f.amenities.filter((a) => a.key !== key) }))}
            emptyText="No amenities selected"
            noMatchText="No matching amenities found"
            searchLabel="Search amenities"
            renderChipExtra={(key) => (
              <RequirementInput
                amenity={amenityLabel(key)}
                value={form.amenities.find((a) => a.key === key)?.requirement ?? ""}
                onChange={(requirement) => update((f) => ({ ...f, amenities: f.amenities.map((a) => (a.key === key ? { ...a, requirement } : a)) }))}
              />
            )}
          />
        </Section>

        <Section title="Timeline">
          <TextField label="Move-in date" type="date" value={form.moveInDate} onChange={(moveInDate) => update({ moveInDate })} />
          <LeaseLengthField
            choice={form.leaseChoice}
            custom={form.customLease}
            onChoice={(leaseChoice) => update({ leaseChoice })}
            onCustom={(customLease) => update({ customLease })}
          />
        </Section>

        {recommended.length > 0 ? <RecommendedList apartments={recommended} /> : null}
      </form>

      {/* The badge and the button share a row while they fit; otherwise the button wraps below, never past the panel. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-t border-slate-200 bg-white px-4 py-3">
        <SaveBadge status={status} />
        {complete ? (
          <Button size="sm" onClick={findApartments} disabled={processing} className="ml-auto max-w-full">
            Find My Perfect Apartment
          </Button>
        ) : null}
      </div>

      {loading || processing ? (
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-white/80" role="status">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {processing ? "Processing your request..." : "Loading preferences..."}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h3 className="text-xs font-bold tracking-wide text-slate-600 uppercase">{title}</h3>
      {children}
    </section>
  );
}

const inputClass =
  "h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700";

function TextField(props: { label: string; value: string; onChange: (value: string) => void; type?: string; hint?: string; autoComplete?: string }) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        type={props.type ?? "text"}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
      {props.hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}

function NumberField(props: { label: string; value: string; onChange: (value: string) => void; step: string }) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={props.step}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

function RequirementInput({ amenity, value, onChange }: { amenity: string; value: string; onChange: (value: string) => void }) {
  return (
    <input
      type="text"
      value={value}
      maxLength={200}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Requirement (optional), e.g. must be covered"
      aria-label={`Requirement for ${amenity} (optional)`}
      className="mt-1.5 h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-xs text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700"
    />
  );
}

function LeaseLengthField(props: { choice: string; custom: string; onChoice: (value: string) => void; onCustom: (value: string) => void }) {
  const id = useId();
  if (props.choice === "custom") {
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Lease length
        </label>
        <input
          id={id}
          type="text"
          value={props.custom}
          maxLength={60}
          placeholder="e.g. 9 months"
          onChange={(event) => props.onCustom(event.target.value)}
          className={inputClass}
        />
        <button type="button" onClick={() => props.onChoice("")} className="text-sm font-medium text-brand-700 hover:underline">
          Back to options
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Lease length
      </label>
      <select id={id} value={props.choice} onChange={(event) => props.onChoice(event.target.value)} className={inputClass}>
        <option value="">No preference</option>
        {LEASE_LENGTHS.map((length) => (
          <option key={length} value={length}>
            {LEASE_LENGTH_LABELS[length]}
          </option>
        ))}
      </select>
    </div>
  );
}

function SaveBadge({ status }: { status: AutoSaveStatus }) {
  return (
    <p role="status" aria-live="polite" className="min-h-6 text-xs font-medium whitespace-nowrap">
      {status === "idle" ? null : (
        <span
          className={cn(
            "inline-flex items-center rounded-full px-2.5 py-1",
            status === "pending" && "bg-amber-100 text-amber-900",
            status === "saving" && "bg-sky-100 text-sky-900",
            status === "saved" && "bg-emerald-100 text-emerald-900",
            status === "error" && "bg-red-100 text-red-900",
          )}
        >
          {AUTO_SAVE_BADGES[status]}
        </span>
      )}
    </p>
  );
}

function RecommendedList({ apartments }: { apartments: RecommendedApartment[] }) {
  return (
    <section aria-label="Recommended Apartments" className="space-y-3">
      <h3 className="text-xs font-bold tracking-wide text-slate-600 uppercase">Recommended Apartments</h3>
      <ul className="space-y-3">
        {apartments.map((apartment) => (
          <li key={apartment.id} className="flex gap-3 rounded-lg border border-slate-200 p-2">
            <img src={apartment.imageUrl} alt="" width={80} height={60} loading="lazy" className="h-15 w-20 shrink-0 rounded-md object-cover" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink-900">{apartment.title}</p>
              <p className="text-xs text-slate-600">{apartment.neighborhoodName || "Location N/A"}</p>
              <p className="text-xs text-slate-700">
                {[apartment.bedRange, apartment.priceRange].filter(Boolean).join(" · ")}
              </p>
              <a
                href={`/apartments/${apartment.slug}`}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
              >
                View Details
                <ExternalLink aria-hidden="true" className="size-3" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
