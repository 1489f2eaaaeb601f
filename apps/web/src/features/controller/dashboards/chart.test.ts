import { describe, expect, it } from "vitest";
import { groupedBarSlot } from "./chart";

describe("groupedBarSlot", () => {
  it("puts several series side by side inside the label's slot, none over another", () => {
    for (const count of [2, 3, 4, 5]) {
      const slots = Array.from({ length: count }, (_, index) => groupedBarSlot(count, index));
      for (const [index, slot] of slots.entries()) {
        expect(slot.width).toBeGreaterThan(0);
        const next = slots[index + 1];
        // Each bar ends where the next begins: no two share any x.
        if (next) expect(next.offset).toBeCloseTo(slot.offset + slot.width, 10);
      }
      const first = slots[0];
      const last = slots[count - 1];
      if (!first || !last) throw new Error("no slots");
      // The group is centred on the label and stays inside its slot (-0.5 to 0.5).
      expect(first.offset).toBeGreaterThan(-0.5);
      expect(last.offset + last.width).toBeLessThan(0.5);
      expect(first.offset + (last.offset + last.width)).toBeCloseTo(0, 10);
    }
  });
});
