import { describe, expect, it } from "vitest";
import { EMPTY_PROFILE } from "../../preferences/profile.ts";
import { respond } from "../respond.ts";
import { amenityIdOf, COMMUNITIES, knowledge } from "../test-knowledge.ts";

const k = knowledge();
const ask = (message: string) => respond({ message, channel: "assistant", profile: EMPTY_PROFILE, history: [] }, k);

describe("two communities compared with no measure named", () => {
  const [a, b] = [COMMUNITIES[4]!, COMMUNITIES[6]!];

  it("gives the rent's verdict, then size, year built, pets, parking, lease terms and the amenities only one has", () => {
    const reply = ask(`compare ${a.title} and ${b.title}`);
    expect(reply.answer?.operation).toBe("compare");
    const text = reply.responseMessage;
    expect(text).toContain(`Built: ${a.yearBuilt} at ${a.title}; ${b.yearBuilt} at ${b.title}.`);
    for (const c of [a, b]) {
      const feet = c.floorPlans.map((p) => p.sqft);
      const size = Math.min(...feet) === Math.max(...feet) ? `${Math.min(...feet).toLocaleString("en-US")} sq ft` : `${Math.min(...feet).toLocaleString("en-US")}-${Math.max(...feet).toLocaleString("en-US")} sq ft`;
      expect(text).toContain(`${size} at ${c.title}`);
      // Parking by kind and cost, exactly when the Parking amenity is listed: one truth, never "none" beside a fee.
      expect(c.parking.length > 0).toBe(c.amenityIds.includes(amenityIdOf("parking")));
      const parking = c.parking.length > 0 ? c.parking.map((o) => `${o.kind === "surface" ? "surface lot" : o.kind} ${o.monthly > 0 ? `$${o.monthly} a month` : "included in the rent"}`).join(" and ") : "none listed";
      expect(text).toContain(`Parking: `);
      expect(text).toContain(`${parking} at ${c.title}`);
    }
    const onlyA = k.amenities.filter((m) => a.amenityIds.includes(m.id) && !b.amenityIds.includes(m.id));
    if (onlyA.length > 0) expect(text).toContain(`only at ${a.title}: ${onlyA.map((m) => m.displayName.toLowerCase()).join(", ")}`);
    expect(reply.profileChanged).toBe(false);
  });

  it("keeps to the measure when one is named", () => {
    expect(ask(`is ${a.title} or ${b.title} cheaper?`).responseMessage).not.toContain("Built:");
  });
});
