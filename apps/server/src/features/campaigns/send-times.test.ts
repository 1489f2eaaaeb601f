import { describe, expect, it } from "vitest";
import { drawInIntervals, drawSendTimes, hasWorkingHours, workingIntervals } from "./send-times";

const at = (iso: string) => new Date(iso);

/** The local weekday and hour of an instant in a zone. */
function local(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { weekday: get("weekday"), minutes: Number(get("hour")) * 60 + Number(get("minute")) };
}

describe("send times", () => {
  it("finds weekday working hours in the zone, across a daylight-saving change", () => {
    // Friday 23 October 2026 to Tuesday 27 October 2026; Madrid leaves summer time on Sunday 25 October.
    const intervals = workingIntervals(
      at("2026-10-23T00:00:00Z"),
      at("2026-10-28T00:00:00Z"),
      "Europe/Madrid",
    );
    expect(intervals.map(([from, to]) => [new Date(from).toISOString(), new Date(to).toISOString()])).toEqual(
      [
        ["2026-10-23T07:00:00.000Z", "2026-10-23T15:00:00.000Z"],
        ["2026-10-26T08:00:00.000Z", "2026-10-26T16:00:00.000Z"],
        ["2026-10-27T08:00:00.000Z", "2026-10-27T16:00:00.000Z"],
      ],
    );
  });

  it("cuts the working hours at the window's ends", () => {
    const intervals = workingIntervals(at("2026-11-26T10:30:00Z"), at("2026-11-26T12:00:00Z"), "UTC");
    expect(intervals).toEqual([[at("2026-11-26T10:30:00Z").getTime(), at("2026-11-26T12:00:00Z").getTime()]]);
  });

  it("draws across intervals by their length", () => {
    const intervals: [number, number][] = [
      [0, 100],
      [1000, 1300],
    ];
    expect(drawInIntervals(intervals, () => 0).getTime()).toBe(0);
    expect(drawInIntervals(intervals, () => 0.24).getTime()).toBe(96);
    expect(drawInIntervals(intervals, () => 0.25).getTime()).toBe(1000);
    expect(drawInIntervals(intervals, () => 0.999).getTime()).toBe(1299);
  });

  it("keeps every drawn time inside the window, and inside each zone's working hours when asked", () => {
    const window = {
      start: at("2026-11-27T00:00:00Z"),
      sendUntil: at("2026-12-04T00:00:00Z"),
      workingHours: true,
    };
    const zones = ["Europe/Madrid", "America/Mexico_City", "Europe/Warsaw", "Asia/Tokyo"];
    const now = at("2026-11-26T12:00:00Z");
    for (let round = 0; round < 50; round++) {
      const times = drawSendTimes(window, zones, now);
      times.forEach((time, i) => {
        const zone = zones[i] ?? "UTC";
        expect(time.getTime()).toBeGreaterThanOrEqual(window.start.getTime());
        expect(time.getTime()).toBeLessThan(window.sendUntil.getTime());
        const { weekday, minutes } = local(time, zone);
        expect(["Mon", "Tue", "Wed", "Thu", "Fri"], `${zone} ${time.toISOString()}`).toContain(weekday);
        expect(minutes).toBeGreaterThanOrEqual(9 * 60);
        expect(minutes).toBeLessThan(17 * 60);
      });
    }
  });

  it("spreads the times over the window rather than sending them together", () => {
    const window = {
      start: at("2026-11-27T08:00:00Z"),
      sendUntil: at("2026-11-27T16:00:00Z"),
      workingHours: false,
    };
    const times = drawSendTimes(window, Array(400).fill("UTC"), at("2026-11-26T00:00:00Z"));
    const hours = new Set(times.map((t) => t.getUTCHours()));
    expect([...hours].sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it("never sends before now, and draws over the whole window when a zone has no working hours in it", () => {
    const now = at("2026-11-26T12:00:00Z");
    const past = {
      start: at("2026-11-26T00:00:00Z"),
      sendUntil: at("2026-11-26T13:00:00Z"),
      workingHours: false,
    };
    for (const time of drawSendTimes(past, ["UTC", "UTC", "UTC"], now))
      expect(time.getTime()).toBeGreaterThanOrEqual(now.getTime());
    // Saturday 28 and Sunday 29 November 2026.
    const weekend = {
      start: at("2026-11-28T00:00:00Z"),
      sendUntil: at("2026-11-30T00:00:00Z"),
      workingHours: true,
    };
    expect(hasWorkingHours(weekend, "UTC")).toBe(false);
    const [time] = drawSendTimes(weekend, ["UTC"], now);
    expect(time && time >= weekend.start && time < weekend.sendUntil).toBe(true);
  });
});
