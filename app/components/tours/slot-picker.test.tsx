import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { SlotDay } from "../../../core/tours/slots.ts";
import { SlotPicker } from "./slot-picker.tsx";

/** Five days (Nov 30 - Dec 4, 2026), two times each, 10:00 and 11:00 Houston time (16:00 and 17:00 UTC). */
const DAYS: SlotDay[] = [30, 1, 2, 3, 4].map((day, i) => {
  const date = `2026-${i === 0 ? "11" : "12"}-${String(day).padStart(2, "0")}`;
  return {
    date,
    slots: [16, 17].map((hour) => ({
      startsAt: `${date}T${hour}:00:00.000Z`,
      endsAt: `${date}T${hour}:45:00.000Z`,
      date,
      minutes: (hour - 6) * 60,
      virtualOnly: false,
    })),
  };
});

/** The part of the markup after the disclosure's summary: the later days. */
const behindDisclosure = (html: string) => html.slice(html.indexOf("</summary>"));

describe("SlotPicker", () => {
  it("shows the first three days and puts the rest behind a closed disclosure", () => {
    const html = renderToStaticMarkup(<SlotPicker days={DAYS} legend="Choose a time" />);
    expect(html.match(/name="slot"/g)).toHaveLength(10);
    expect(html).toContain("Show 2 more days");
    expect(html).not.toMatch(/<details[^>]*open/);
    const later = behindDisclosure(html);
    expect(later).toContain('value="2026-12-03T16:00:00.000Z"');
    expect(later).not.toContain('value="2026-12-02T16:00:00.000Z"');
  });

  it("opens the disclosure when the chosen time is on a later day, and checks it", () => {
    const html = renderToStaticMarkup(<SlotPicker days={DAYS} chosen="2026-12-04T17:00:00.000Z" legend="Choose a time" />);
    expect(html).toMatch(/<details[^>]*open/);
    const checked = [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => tag).filter((tag) => tag.includes('checked=""'));
    expect(checked).toEqual([expect.stringContaining('value="2026-12-04T17:00:00.000Z"')]);
  });

  it("has no disclosure for three days or fewer", () => {
    const html = renderToStaticMarkup(<SlotPicker days={DAYS.slice(0, 3)} legend="Choose a time" />);
    expect(html).not.toContain("<details");
    expect(html.match(/name="slot"/g)).toHaveLength(6);
  });
});
