/** A floor plan as pages read it, and the order they list plans in (fewest beds, then cheapest): one definition for every reader. */
import { asc } from "drizzle-orm";
import { floorPlans } from "../schema/index.ts";

export const floorPlanColumns = {
  id: floorPlans.id,
  name: floorPlans.name,
  beds: floorPlans.beds,
  baths: floorPlans.baths,
  sqft: floorPlans.sqft,
  rent: floorPlans.rent,
  unitsAvailable: floorPlans.unitsAvailable,
  availableFrom: floorPlans.availableFrom,
};

export const floorPlanOrder = [asc(floorPlans.beds), asc(floorPlans.rent), asc(floorPlans.id)] as const;
