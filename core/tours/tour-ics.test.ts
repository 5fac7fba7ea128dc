import { describe, expect, it } from "vitest";
import { tourCalendarFile } from "./tour-ics.ts";

describe("tourCalendarFile", () => {
  const event = {
    id: 7,
    startsAt: new Date("2026-11-28T16:00:00Z"),
    endsAt: new Date("2026-11-28T16:30:00Z"),
    mode: "in-person" as const,
    status: "booked",
    apartmentTitle: "Magnolia Grove",
    address: "1200 Main St, Houston, TX 77002",
    apartmentPhone: "(713) 555-0100",
    manageUrl: "https://example.test/tours/7",
    host: "example.test",
  };

  it("is one event in UTC with the community, the address and the manage link", () => {
    const file = tourCalendarFile(event);
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain("DTSTART:20261128T160000Z");
    expect(file).toContain("DTEND:20261128T163000Z");
    expect(file).toContain("UID:tour-7@example.test");
    expect(file).toContain("STATUS:CONFIRMED");
    expect(file).toContain("LOCATION:1200 Main St\\, Houston\\, TX 77002");
    expect(file.replace(/\r\n[ \t]/g, "")).toContain("Sat\\, Nov 28\\, 10:00 AM Houston time");
  });

  it("marks a cancelled booking cancelled under the same UID", () => {
    const file = tourCalendarFile({ ...event, status: "cancelled", mode: "virtual" });
    expect(file).toContain("STATUS:CANCELLED");
    expect(file).toContain("UID:tour-7@example.test");
    expect(file).toContain("LOCATION:Video call");
  });
});
