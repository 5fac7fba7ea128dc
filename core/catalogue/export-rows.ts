/**
 * The catalogue as the layout's rows (./layout.ts): one per floor plan, the community's columns on each; a
 * community without plans gets one row with the plan columns blank. Cells are written by ./cells.ts, the same
 * code the import compares with, so an unchanged export imports as unchanged.
 */
import { cellContext, cellText } from "./cells.ts";
import { amenityCell, fieldOfColumn, type CatalogueSnapshot, type SnapshotCommunity } from "./import-plan.ts";
import { LAYOUT } from "./layout.ts";

export const EXPORT_HEADER: readonly string[] = LAYOUT.map((column) => column.header);

/** The rows of one community, in the layout's column order; plans in the order given. */
export function communityRows(community: SnapshotCommunity, snapshot: Pick<CatalogueSnapshot, "neighborhoods" | "amenities">): string[][] {
  const context = cellContext(snapshot.neighborhoods);
  const communityCells = LAYOUT.map((column) => {
    if (column.scope === "plan") return "";
    if (column.key === "amenities") return amenityCell(community.amenities, snapshot.amenities);
    if (column.key === "availability_checked") return community.verifiedOn;
    const field = fieldOfColumn(column);
    return field ? cellText(column, community.values[field.name], context) : "";
  });
  if (community.plans.length === 0) return [communityCells];
  return community.plans.map((plan) =>
    LAYOUT.map((column, i) => {
      if (column.scope === "community") return communityCells[i]!;
      const field = fieldOfColumn(column);
      return field ? cellText(column, plan.values[field.name], context) : "";
    }),
  );
}

/** Columns written as numbers (CSV without a formula guard on "-95.4"; Excel cells that sum and sort); the rest stay text. */
const NUMERIC_COLUMNS = new Set(["latitude", "longitude", "year_built", "max_pets", "dog_weight_limit_lb", "pet_fee", "pet_deposit", "pet_rent", "application_fee", "admin_fee", "special_amount", "special_months_free", "beds", "baths", "sqft", "rent", "units_available"]);

/** A row's cells as the file writes them: numbers where the column is numeric, text otherwise. */
export function typedCells(cells: readonly string[]): (string | number)[] {
  return cells.map((cell, i) => (cell !== "" && NUMERIC_COLUMNS.has(LAYOUT[i]!.key) && /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell));
}
