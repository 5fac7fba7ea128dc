/**
 * What an import would do, decided before anything is written (issue 29, decision 039): every row of the file
 * read with the admin forms' own rules (core/admin/resources/apartments.ts: the community's fields and checks,
 * the floor plan's fields), then compared with the catalogue as it is. The plan lists the records to create and
 * to change (field by field, before and after, as cells), counts the unchanged ones, and gives every rejected
 * row its reason and cell. Applying it (db/queries/catalogue/apply-import.ts) writes exactly this, under the
 * versions read here.
 *
 * Identity: a community by its slug column, else by its name; a floor plan by its name within its community
 * (names are unique per community, as the admin form requires). A catalogue import creates what it does not
 * find and never deletes (a plan missing from the file stays); a price sheet only updates plans it finds.
 *
 * The changes go to a sink a batch at a time as they are planned (each community before its plans), never held
 * for the whole file: the database keeps them for Apply (db/queries/catalogue/preview-import.ts). The plan itself
 * is the summary: counts, rejected rows, unknown names and notices.
 */
import { slugify, parseFields, parseResourceForm, type FieldValue, type FormReader, type FormValues } from "../admin/form.ts";
import type { FieldSpec } from "../admin/resource.ts";
import { apartmentChecks, apartmentsResource, floorPlanFields } from "../admin/resources/apartments.ts";
import { publishedWithoutPlans } from "../admin/community-form.ts";
import { AMENITY_NOTE_MAX } from "../admin/community-form-names.ts";
import { PARKING_AMENITY } from "../matching/amenity-keys.ts";
import { placeWithoutCoordinates, type ZipCentres } from "../geo/approximate-location.ts";
import { cellContext, cellText, formTextOfCell, isoDateOfCell, listItems, LIST_SEPARATOR, type NeighborhoodRef } from "./cells.ts";
import { COLUMNS_BY_KEY, isPriceSheet, type LayoutColumn, type MappedHeader } from "./layout.ts";
import type { SheetCell, SheetRow } from "./read-sheet.ts";

export interface SnapshotPlan {
  id: number;
  version: number;
  /** The plan's form values: name, beds, baths, sqft, rent, unitsAvailable, availableFrom. */
  values: FormValues;
}

export interface SnapshotCommunity {
  id: number;
  version: number;
  slug: string;
  title: string;
  /** Every field of the community's form, as the admin's edit page reads them. */
  values: FormValues;
  /** Amenity links (Parking's left out: it follows the parking options). */
  amenities: { id: number; note: string | null }[];
  /** Availability checked, as a Houston calendar day. */
  verifiedOn: string;
  plans: SnapshotPlan[];
}

/** A community by its identity: what the file's rows are matched with before any record is read whole. */
export interface CommunityRef {
  id: number;
  slug: string;
  title: string;
}

/**
 * The catalogue as an import reads it: every community by identity, and the whole records (form values, amenity
 * links, plans) loaded a batch at a time for the communities a file names, so that neither the import nor the
 * export holds the whole catalogue's records at once.
 */
export interface CatalogueSnapshot {
  neighborhoods: (NeighborhoodRef & { latitude: number; longitude: number })[];
  amenities: { id: number; name: string; displayName: string }[];
  /** Every community, in slug order. */
  communities: CommunityRef[];
  /** The whole records of these communities, in any order (one deleted since is left out). */
  load(ids: readonly number[]): Promise<SnapshotCommunity[]>;
}

/** How many communities' records are read at a time. */
export const SNAPSHOT_BATCH = 500;

/** Every community's whole record, in the snapshot's (slug) order, read a batch at a time. */
export async function* snapshotCommunities(snapshot: CatalogueSnapshot): AsyncGenerator<SnapshotCommunity> {
  for (let i = 0; i < snapshot.communities.length; i += SNAPSHOT_BATCH) {
    const refs = snapshot.communities.slice(i, i + SNAPSHOT_BATCH);
    const records = new Map((await snapshot.load(refs.map((r) => r.id))).map((r) => [r.id, r]));
    for (const ref of refs) {
      const record = records.get(ref.id);
      if (record) yield record;
    }
  }
}

export interface FieldChange {
  column: string;
  before: string;
  after: string;
}

export interface CommunityChange {
  action: "create" | "update";
  id: number | null;
  version: number | null;
  slug: string;
  title: string;
  /** The community's whole form, merged: the file's columns over the record's values. */
  values: FormValues;
  /** Set when the file's Amenities column changed them. */
  amenities: { id: number; note: string | null }[] | null;
  /** The Houston day availability was checked, when the import sets it. */
  verifiedOn: string | null;
  /** Placed approximately (the file gave no coordinates): at its ZIP code's centre, else its neighborhood's. */
  locationApproximate: boolean;
  placedAt: "zip" | "neighborhood" | null;
  changes: FieldChange[];
  lines: number[];
  /** How many of its floor plans the import creates. */
  newPlans: number;
}

export interface PlanChange {
  action: "create" | "update";
  id: number | null;
  version: number | null;
  /** The community's slug, and its id when it exists already (a new community's is known once it is written). */
  community: string;
  communityId: number | null;
  communityTitle: string;
  values: FormValues;
  changes: FieldChange[];
  line: number;
}

export interface RejectedRow {
  line: number;
  /** The cell: "D7" (column letter and line), or null when the whole row is at fault. */
  cell: string | null;
  column: string | null;
  reason: string;
}

/** One record to create or change, as the sink receives it. */
export type PlannedChange = { resource: "community"; change: CommunityChange } | { resource: "plan"; change: PlanChange };

/** Receives the plan's changes a batch at a time, in order (a community, then its plans). */
export type ChangeSink = (changes: PlannedChange[]) => Promise<void>;

/** What an import does, in summary: its changes went to the sink. */
export interface ImportPlan {
  kind: "catalogue" | "price-sheet";
  /** The layout keys the file fills. */
  columns: string[];
  notices: string[];
  /** The records the sink received, by kind. */
  totals: { newCommunities: number; changedCommunities: number; newPlans: number; changedPlans: number };
  unchanged: { communities: number; plans: number };
  rejected: RejectedRow[];
  /** Names the file uses that the catalogue does not have: offered for creation, never created silently. */
  unknown: { neighborhoods: string[]; amenities: string[] };
  rows: number;
}

export interface PlanOptions {
  /** Houston's calendar day: a price sheet stamps it as availability checked. */
  today: string;
  /** ZIP codes' centres, to place a new community the file gives no coordinates (else its neighborhood's centre). */
  zipCentre?: ZipCentres;
}

/** "A", "B", ... "AA": the spreadsheet's letter for a 0-based column. */
export function columnLetter(index: number): string {
  let letter = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

const COMMUNITY_FIELDS = new Map(apartmentsResource.fields.map((field) => [field.name, field]));
const PLAN_FIELDS = new Map(floorPlanFields.map((field) => [field.name, field]));

/** A form value as the text its input holds (the record's values fill the columns a file leaves out). */
function formTextOfValue(field: FieldSpec, value: FieldValue | undefined): string {
  if (value === null || value === undefined) return "";
  if (field.kind === "checkbox") return value ? "on" : "";
  if (Array.isArray(value)) return (value as string[]).join("\n");
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function reader(values: Map<string, string>): FormReader {
  return {
    get: (name) => values.get(name) ?? null,
    getAll: (name) => (values.get(name) ?? "").split("\n").filter(Boolean),
  };
}

interface RowCells {
  line: number;
  /** Layout key -> cell text, for the columns the file has. */
  cells: Map<string, string>;
}

/**
 * A row held until its community is planned: its cells packed into one string (a huge file's rows cost little more
 * than their text), read back by `unpack`.
 */
interface PackedRow {
  line: number;
  text: string;
}

/** Joins a packed row's cells: a character no cell may hold (PostgreSQL text cannot hold it either). */
const PACK = "\u0000";

interface CommunityGroup {
  key: string;
  existing: CommunityRef | null;
  /** The community's first row, whole; the other rows keep their plan cells only. */
  rows: PackedRow[];
}

const AMENITIES_KEY = "amenities";

/** The kind of import a file's mapped header makes: a price sheet when it fills the price sheet's columns only. */
export function importKind(headers: readonly MappedHeader[]): ImportPlan["kind"] {
  return isPriceSheet(headers.flatMap((h) => (h.key ? [h.key] : []))) ? "price-sheet" : "catalogue";
}

/**
 * The file's rows read and compared with the catalogue: the preview, and what Apply writes. The changes go to
 * `sink` a batch of communities at a time; the returned plan is the summary.
 */
export async function planImport(
  headers: readonly MappedHeader[],
  rows: AsyncIterable<SheetRow> | Iterable<SheetRow>,
  snapshot: CatalogueSnapshot,
  options: PlanOptions,
  sink: ChangeSink,
  notices: string[] = [],
): Promise<ImportPlan> {
  const mapped = headers.filter((h): h is MappedHeader & { key: string } => Boolean(h.key));
  const keys = mapped.map((h) => h.key);
  const kind = importKind(headers);
  const present = new Set(keys);
  const letterOf = new Map(mapped.map((h) => [h.key, columnLetter(h.index)]));
  // The columns every row of a community must agree on (its identity grouped them already: a name's case may differ).
  const communityKeys = keys.filter((key) => COLUMNS_BY_KEY.get(key)!.scope === "community" && key !== "community_slug" && key !== "community");
  const context = cellContext(snapshot.neighborhoods);
  const bySlug = new Map(snapshot.communities.map((c) => [c.slug, c]));
  const byTitle = new Map<string, CommunityRef[]>();
  for (const c of snapshot.communities) byTitle.set(c.title.toLowerCase(), [...(byTitle.get(c.title.toLowerCase()) ?? []), c]);

  const plan: ImportPlan = {
    kind,
    columns: keys,
    notices,
    totals: { newCommunities: 0, changedCommunities: 0, newPlans: 0, changedPlans: 0 },
    unchanged: { communities: 0, plans: 0 },
    rejected: [],
    unknown: { neighborhoods: [], amenities: [] },
    rows: 0,
  };
  /** The batch's changes, handed to the sink before the next batch is planned. */
  let planned: PlannedChange[] = [];
  const unknownNeighborhoods = new Set<string>();
  const unknownAmenities = new Set<string>();
  const rejectedLines = new Set<number>();
  const reject = (line: number, key: string | null, reason: string) =>
    rejectedLines.add(line) &&
    plan.rejected.push({ line, cell: key && letterOf.has(key) ? `${letterOf.get(key)}${line}` : null, column: key ? (COLUMNS_BY_KEY.get(key)?.header ?? key) : null, reason });

  // 1. Rows, grouped by community; a row whose cells cannot be read at all is rejected here.
  const groups = new Map<string, CommunityGroup>();
  for await (const row of rows as AsyncIterable<SheetRow>) {
    plan.rows++;
    const cells = new Map<string, string>();
    let formula: { key: string; text: string } | null = null;
    let nul: string | null = null;
    for (const h of mapped) {
      const cell: SheetCell = row.cells[h.index] ?? "";
      if (typeof cell !== "string") formula ??= { key: h.key, text: cell.formula };
      else {
        if (cell.includes(PACK)) nul ??= h.key;
        cells.set(h.key, cell);
      }
    }
    if (formula) {
      reject(row.line, formula.key, `The cell holds a formula (${formula.text.slice(0, 40)}); formulas are not imported. Paste the value instead.`);
      continue;
    }
    if (nul) {
      reject(row.line, nul, "The cell holds a NUL character (code 0), which text cannot hold: remove it.");
      continue;
    }
    const slugCell = cells.get("community_slug")?.trim() ?? "";
    const nameCell = cells.get("community")?.trim() ?? "";
    let existing: CommunityRef | null = null;
    let key: string;
    if (slugCell) {
      existing = bySlug.get(slugCell) ?? null;
      key = slugCell;
    } else if (nameCell) {
      const found = byTitle.get(nameCell.toLowerCase()) ?? [];
      if (found.length > 1) {
        reject(row.line, "community", `${found.length} communities are named “${nameCell}”: add a “Community slug” column to say which.`);
        continue;
      }
      existing = found[0] ?? null;
      key = existing?.slug ?? slugify(nameCell);
    } else {
      reject(row.line, present.has("community_slug") ? "community_slug" : "community", "The row names no community.");
      continue;
    }
    if (!existing && kind === "price-sheet") {
      reject(row.line, slugCell ? "community_slug" : "community", `“${slugCell || nameCell}” is not in the catalogue: a price sheet updates existing communities only.`);
      continue;
    }
    const group = groups.get(key);
    if (!group) {
      groups.set(key, { key, existing, rows: [{ line: row.line, text: pack(cells, false) }] });
      continue;
    }
    const first = unpack(group.rows[0]!);
    const differs = communityKeys.find((k) => (cells.get(k)?.trim() ?? "") !== (first.cells.get(k)?.trim() ?? ""));
    if (differs !== undefined) {
      reject(row.line, differs, `The community's columns differ from its row ${first.line} (${COLUMNS_BY_KEY.get(differs)!.header}): every row of a community must agree.`);
      continue;
    }
    // The community's columns are its first row's (checked equal above): a later row keeps its plan's cells only.
    group.rows.push({ line: row.line, text: pack(cells, true) });
  }

  // 2. Each community, then its plans: the records a batch of groups matched are read whole, planned, and let go.
  const pending: (CommunityGroup | null)[] = [...groups.values()];
  groups.clear();
  for (let i = 0; i < pending.length; i += SNAPSHOT_BATCH) {
    const batch = pending.slice(i, i + SNAPSHOT_BATCH) as CommunityGroup[];
    const ids = batch.flatMap((group) => (group.existing ? [group.existing.id] : []));
    const records = new Map((ids.length ? await snapshot.load(ids) : []).map((record) => [record.id, record]));
    for (let j = 0; j < batch.length; j++) {
      const group = batch[j]!;
      const record = group.existing ? (records.get(group.existing.id) ?? null) : null;
      if (group.existing && !record) rejectAll(group, null, `“${group.existing.title}” was deleted while the file was read.`);
      else planCommunity(group, record);
      pending[i + j] = null;
    }
    if (planned.length) await sink(planned);
    planned = [];
  }
  plan.rejected.sort((a, b) => a.line - b.line);
  plan.unknown = { neighborhoods: [...unknownNeighborhoods].sort(), amenities: [...unknownAmenities].sort() };
  return plan;

  /** A row's cells as one string, in the mapped columns' order; `planOnly` leaves the community's cells out. */
  function pack(cells: Map<string, string>, planOnly: boolean): string {
    return mapped.map((h) => (planOnly && COLUMNS_BY_KEY.get(h.key)!.scope !== "plan" ? "" : (cells.get(h.key) ?? ""))).join(PACK);
  }

  function unpack(row: PackedRow): RowCells {
    const texts = row.text.split(PACK);
    return { line: row.line, cells: new Map(mapped.map((h, i) => [h.key, texts[i] ?? ""])) };
  }

  /** Rejects the community's rows (those not rejected already, each once). */
  function rejectAll(group: CommunityGroup, key: string | null, reason: string) {
    for (const row of group.rows) if (!rejectedLines.has(row.line)) reject(row.line, key, reason);
  }

  function planCommunity(group: CommunityGroup, existing: SnapshotCommunity | null) {
    const rows = group.rows.map(unpack);
    const first = rows[0]!;
    // Every name the row uses that the catalogue lacks is listed (and offered for creation), whichever of its
    // cells rejects the row first.
    if (kind === "catalogue") {
      const hood = first.cells.get("neighborhood")?.trim() ?? "";
      if (hood && !context.neighborhoodByName.has(hood.toLowerCase())) unknownNeighborhoods.add(hood);
      const read = present.has(AMENITIES_KEY) ? readAmenities(first.cells.get(AMENITIES_KEY) ?? "") : null;
      if (read && !read.ok) for (const name of read.unknown) unknownAmenities.add(name);
    }
    const lines = group.rows.map((r) => r.line);
    let values: FormValues;
    let placedAt: CommunityChange["placedAt"] = null;
    if (kind === "price-sheet") values = existing!.values;
    else {
      const inputs = new Map<string, string>();
      for (const field of apartmentsResource.fields) {
        const column = columnOfField(field.name);
        if (column && present.has(column.key)) {
          const read = formTextOfCell(column, first.cells.get(column.key) ?? "", field.kind, context);
          if (!read.ok) return rejectAll(group, column.key, read.message);
          inputs.set(field.name, read.text);
        } else inputs.set(field.name, existing ? formTextOfValue(field, existing.values[field.name]) : (field.defaultValue ?? ""));
      }
      if (!existing && inputs.get("slug") === "") inputs.set("slug", group.key);
      // No coordinates for a new community: its ZIP code's centre, else its neighborhood's, marked approximate
      // wherever distance shows.
      if (!existing && (inputs.get("latitude") === "" || inputs.get("longitude") === "")) {
        const hood = snapshot.neighborhoods.find((n) => String(n.id) === inputs.get("neighborhoodId"));
        if (hood) {
          const place = placeWithoutCoordinates(inputs.get("postalCode") ?? "", hood, options.zipCentre);
          inputs.set("latitude", String(place.latitude));
          inputs.set("longitude", String(place.longitude));
          placedAt = place.at;
        }
      }
      const parsed = parseResourceForm(apartmentsResource.fields, apartmentChecks, reader(inputs));
      if (!parsed.ok) {
        const [field, message] = Object.entries(parsed.errors)[0]!;
        return rejectAll(group, columnOfField(field)?.key ?? null, message);
      }
      values = parsed.values;
    }

    // Amenities: by key or name, a note in parentheses; Parking follows the Parking column.
    let amenities: { id: number; note: string | null }[] | null = null;
    if (kind === "catalogue" && present.has(AMENITIES_KEY)) {
      const read = readAmenities(first.cells.get(AMENITIES_KEY) ?? "");
      if (!read.ok) return rejectAll(group, AMENITIES_KEY, read.message);
      amenities = read.links;
    }

    // Plans.
    const planChanges: PlanChange[] = [];
    const seen = new Map<string, number>();
    let plansUnchanged = 0;
    for (const row of rows) {
      const name = row.cells.get("plan")?.trim() ?? "";
      const planCells = [...row.cells.keys()].filter((k) => COLUMNS_BY_KEY.get(k)!.scope === "plan" && (row.cells.get(k)?.trim() ?? "") !== "");
      if (!name) {
        if (planCells.length > 0) reject(row.line, "plan", "The row has floor-plan cells but no floor plan name.");
        continue;
      }
      const lower = name.toLowerCase();
      if (seen.has(lower)) {
        reject(row.line, "plan", `Floor plan “${name}” of this community is listed twice (also row ${seen.get(lower)}); the first row counts.`);
        continue;
      }
      seen.set(lower, row.line);
      const current = existing?.plans.find((p) => String(p.values.name).toLowerCase() === lower) ?? null;
      if (!current && kind === "price-sheet") {
        reject(row.line, "plan", `“${existing!.title}” has no floor plan “${name}”: a price sheet updates existing plans only (add it in the admin or with the full layout).`);
        continue;
      }
      const inputs = new Map<string, string>();
      for (const field of floorPlanFields) {
        const column = columnOfField(field.name, "plan");
        inputs.set(field.name, column && present.has(column.key) ? formTextOfPlanCell(column, row.cells.get(column.key) ?? "", field) : current ? formTextOfValue(field, current.values[field.name]) : "");
      }
      // The name as the catalogue has it (the file may differ in case only).
      if (current) inputs.set("name", String(current.values.name));
      const parsed = parseFields(floorPlanFields, reader(inputs));
      if (!parsed.ok) {
        const [field, message] = Object.entries(parsed.errors)[0]!;
        reject(row.line, columnOfField(field, "plan")?.key ?? null, message);
        continue;
      }
      const changes = current ? diff(floorPlanFields, current.values, parsed.values, "plan") : [];
      if (current && changes.length === 0) {
        plansUnchanged++;
        continue;
      }
      planChanges.push({ action: current ? "update" : "create", id: current?.id ?? null, version: current?.version ?? null, community: group.key, communityId: existing?.id ?? null, communityTitle: "", values: parsed.values, changes, line: row.line });
    }
    if (!existing && planChanges.length === 0 && kind === "catalogue") {
      const problem = publishedWithoutPlans(values.published === true, 0, String(values.title));
      if (problem) return rejectAll(group, "published", problem);
    }

    const changes = existing && kind === "catalogue" ? diff(apartmentsResource.fields, existing.values, values, "community") : [];
    if (existing && amenities) {
      const before = amenityText(existing.amenities);
      const after = amenityText(amenities);
      if (before !== after) changes.push({ column: COLUMNS_BY_KEY.get(AMENITIES_KEY)!.header, before, after });
      else amenities = null;
    }
    let verifiedOn: string | null = null;
    const checkedCell = first.cells.get("availability_checked")?.trim();
    if (kind === "price-sheet") verifiedOn = options.today;
    else if (checkedCell) verifiedOn = isoDateOfCell(checkedCell);
    if (verifiedOn !== null && !/^\d{4}-\d{2}-\d{2}$/.test(verifiedOn)) return rejectAll(group, "availability_checked", "Availability checked must be a date (YYYY-MM-DD).");
    if (existing && verifiedOn !== null) {
      if (verifiedOn !== existing.verifiedOn) changes.push({ column: "Availability checked", before: existing.verifiedOn, after: verifiedOn });
      else verifiedOn = null;
    }

    plan.unchanged.plans += plansUnchanged;
    if (existing && changes.length === 0 && planChanges.length === 0) {
      plan.unchanged.communities++;
      return;
    }
    const newPlans = planChanges.filter((p) => p.action === "create").length;
    const community: CommunityChange = {
      action: existing ? "update" : "create",
      id: existing?.id ?? null,
      version: existing?.version ?? null,
      slug: existing?.slug ?? String(values.slug || group.key),
      title: String(values.title),
      values,
      amenities: existing ? amenities : (amenities ?? []),
      verifiedOn: existing ? verifiedOn : (verifiedOn ?? options.today),
      locationApproximate: placedAt !== null,
      placedAt,
      changes,
      lines,
      newPlans,
    };
    if (existing) plan.totals.changedCommunities++;
    else plan.totals.newCommunities++;
    plan.totals.newPlans += newPlans;
    plan.totals.changedPlans += planChanges.length - newPlans;
    planned.push({ resource: "community", change: community });
    for (const change of planChanges) planned.push({ resource: "plan", change: { ...change, community: community.slug, communityTitle: community.title } });
  }

  function formTextOfPlanCell(column: LayoutColumn, cell: string, field: FieldSpec): string {
    const read = formTextOfCell(column, cell, field.kind, context);
    return read.ok ? read.text : cell;
  }

  /** The fields whose columns the file has, where the cell text of the value changed. */
  function diff(fields: readonly FieldSpec[], before: FormValues, after: FormValues, scope: "community" | "plan"): FieldChange[] {
    const changes: FieldChange[] = [];
    for (const field of fields) {
      const column = columnOfField(field.name, scope);
      if (!column || !present.has(column.key)) continue;
      const was = cellText(column, before[field.name], context);
      const now = cellText(column, after[field.name], context);
      if (was !== now) changes.push({ column: column.header, before: was, after: now });
    }
    return changes;
  }

  function readAmenities(cell: string): { ok: true; links: { id: number; note: string | null }[] } | { ok: false; message: string; unknown: string[] } {
    const links: { id: number; note: string | null }[] = [];
    const unknown: string[] = [];
    for (const item of listItems(cell)) {
      const match = /^(.*?)\s*(?:\((.*)\))?$/.exec(item)!;
      const name = match[1]!.trim();
      const note = match[2]?.trim() || null;
      const amenity = snapshot.amenities.find((a) => a.name === name.toLowerCase() || a.displayName.toLowerCase() === name.toLowerCase());
      if (!amenity) {
        unknown.push(name);
        continue;
      }
      if (amenity.name === PARKING_AMENITY) continue;
      if (note && note.length > AMENITY_NOTE_MAX) return { ok: false, message: `The note of ${amenity.displayName} must be at most ${AMENITY_NOTE_MAX} characters.`, unknown: [] };
      if (!links.some((l) => l.id === amenity.id)) links.push({ id: amenity.id, note });
    }
    if (unknown.length) return { ok: false, message: `Unknown ${unknown.length === 1 ? "amenity" : "amenities"}: ${unknown.map((n) => `“${n}”`).join(", ")}.`, unknown };
    return { ok: true, links };
  }

  function amenityText(links: readonly { id: number; note: string | null }[]): string {
    return amenityCell(links, snapshot.amenities);
  }
}

/** The Amenities cell for a community's links: keys in name order, notes in parentheses. */
export function amenityCell(links: readonly { id: number; note: string | null }[], amenities: readonly { id: number; name: string }[]): string {
  const names = new Map(amenities.map((a) => [a.id, a.name]));
  return links
    .flatMap((link) => {
      const name = names.get(link.id);
      return name && name !== PARKING_AMENITY ? [link.note ? `${name} (${link.note})` : name] : [];
    })
    .sort()
    .join(LIST_SEPARATOR);
}

const COLUMN_OF_FIELD = {
  community: new Map([...COLUMNS_BY_KEY.values()].filter((c) => c.field && c.scope === "community").map((c) => [c.field!, c])),
  plan: new Map([...COLUMNS_BY_KEY.values()].filter((c) => c.field && c.scope === "plan").map((c) => [c.field!, c])),
};

function columnOfField(fieldName: string, scope: "community" | "plan" = "community"): LayoutColumn | undefined {
  return COLUMN_OF_FIELD[scope].get(fieldName);
}

/** The form field a layout column is read with. */
export function fieldOfColumn(column: LayoutColumn): FieldSpec | undefined {
  return column.field ? (column.scope === "plan" ? PLAN_FIELDS : COMMUNITY_FIELDS).get(column.field) : undefined;
}

/** The counts a preview leads with and an import keeps. */
export function planCounts(plan: ImportPlan): Record<string, number> {
  return {
    rows: plan.rows,
    newCommunities: plan.totals.newCommunities,
    changedCommunities: plan.totals.changedCommunities,
    unchangedCommunities: plan.unchanged.communities,
    newPlans: plan.totals.newPlans,
    changedPlans: plan.totals.changedPlans,
    unchangedPlans: plan.unchanged.plans,
    rejectedRows: plan.rejected.length,
  };
}
