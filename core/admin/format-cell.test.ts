import { describe, expect, it } from "vitest";
import { exportCell, formatCell } from "./format-cell.ts";

describe("formatCell and exportCell of cents", () => {
  it("shows cents as dollars and cents, and exports them as a decimal a spreadsheet reads", () => {
    expect(formatCell("cents", 144_000)).toBe("$1,440.00");
    expect(formatCell("cents", 0)).toBe("$0.00");
    expect(formatCell("cents", null)).toBe("—");
    expect(exportCell("cents", 144_001)).toBe("1440.01");
    expect(exportCell("cents", null)).toBeNull();
    // Whole-dollar money is not cents.
    expect(formatCell("money", 1_450)).toBe("$1,450");
    expect(exportCell("money", 1_450)).toBe(1_450);
  });
});
