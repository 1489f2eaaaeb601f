import { type TCampaign, type TSeries, ZSeriesInput } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { type SeriesDraft, seriesDraftProblems, seriesTimeline, subcampaignStart } from "./series-rules";

const NOW = new Date("2026-03-10T12:00:00Z");

const draft: SeriesDraft = {
  name: "Quarterly lures",
  domainId: 1,
  startUtc: "2026-03-11 08:00:00",
  total: "6",
  frequency: "30",
  targetCount: 2,
};

const problemsOf = (changes: Partial<SeriesDraft>, now = NOW) =>
  seriesDraftProblems({ ...draft, ...changes }, now);

describe("seriesDraftProblems", () => {
  it("accepts a complete series starting tomorrow", () => {
    expect(problemsOf({})).toEqual([]);
  });

  it("names every missing field with the server's code, in the form's order", () => {
    expect(
      problemsOf({ name: "  ", domainId: null, startUtc: null, total: "", frequency: "", targetCount: 0 }),
    ).toEqual([
      { field: "name", code: "ND1018" },
      { field: "domain", code: "ND1046" },
      { field: "start", code: "ND1045" },
      { field: "total", code: "required" },
      { field: "frequency", code: "required" },
      { field: "targets", code: "ND1018" },
    ]);
    expect(problemsOf({ name: "x".repeat(121) })).toEqual([{ field: "name", code: "ND1007" }]);
  });

  it("keeps the counts within the contract's limits, as ZSeriesInput does", () => {
    const body = (totalCampaigns: number, frecuency: number) => ({
      name: "n",
      campaignKind: "neurophishing",
      surveyTypeId: 27,
      startDate: "2026-03-11 08:00:00",
      totalCampaigns,
      frecuency,
      stakeholders: { type: "DEPARTMENTS", ids: [1] },
    });
    for (const total of [0, 1, 52, 53]) {
      const accepted = ZSeriesInput.safeParse(body(total, 30)).success;
      expect(problemsOf({ total: String(total) }).length === 0, `total ${total}`).toBe(accepted);
    }
    for (const frequency of [0, 1, 366, 367]) {
      const accepted = ZSeriesInput.safeParse(body(2, frequency)).success;
      expect(problemsOf({ frequency: String(frequency) }).length === 0, `frequency ${frequency}`).toBe(
        accepted,
      );
    }
    expect(problemsOf({ total: "0" })).toEqual([{ field: "total", code: "minValue", values: { min: 1 } }]);
    expect(problemsOf({ frequency: "400" })).toEqual([
      { field: "frequency", code: "maxValue", values: { max: 366 } },
    ]);
    expect(problemsOf({ total: "2.5" })).toEqual([{ field: "total", code: "fieldFormat" }]);
  });

  it("refuses a series that would be over (ND1020) or whose first sending day is over (ND1044)", () => {
    // Three weekly subcampaigns from 20 days ago: the last collects results until tomorrow, the first sent long ago.
    expect(problemsOf({ startUtc: "2026-02-18 12:00:00", total: "3", frequency: "7" })).toEqual([
      { field: "start", code: "ND1044" },
    ]);
    // Two weekly ones from 14 days ago: over right now.
    expect(problemsOf({ startUtc: "2026-02-24 12:00:00", total: "2", frequency: "7" })).toEqual([
      { field: "start", code: "ND1020" },
    ]);
    // An hour ago: its first day still has 23 hours to send (the server takes it as now).
    expect(problemsOf({ startUtc: "2026-03-10 11:00:00" })).toEqual([]);
    // Exactly a day ago: the first sending day has just ended.
    expect(problemsOf({ startUtc: "2026-03-09 12:00:00" })).toEqual([{ field: "start", code: "ND1044" }]);
  });
});

describe("subcampaignStart", () => {
  it("adds whole days of 24 hours to the first start, as the server does", () => {
    expect(subcampaignStart("2026-03-11 08:00:00", 30, 1)).toBe("2026-03-11 08:00:00");
    expect(subcampaignStart("2026-03-11 08:00:00", 30, 3)).toBe("2026-05-10 08:00:00");
  });
});

describe("seriesTimeline", () => {
  // Four weekly subcampaigns from 1 March 09:00 UTC; on 10 March at noon the second is due.
  const made = (index: number) => ({ campaignId: 100 + index, seriesIndex: index }) as TCampaign;
  const series = (subcampaigns: TCampaign[], cancelled = false) =>
    ({
      startDate: "2026-03-01 09:00:00",
      frecuency: 7,
      totalCampaigns: 4,
      cancelled,
      subcampaigns,
    }) as TSeries;

  it("lists every subcampaign with its start: those made with their campaign, then those to come", () => {
    const rows = seriesTimeline(series([made(1), made(2)]), NOW);
    expect(rows.map((r) => [r.index, r.start, r.campaign?.campaignId ?? null, r.pending])).toEqual([
      [1, "2026-03-01 09:00:00", 101, null],
      [2, "2026-03-08 09:00:00", 102, null],
      [3, "2026-03-15 09:00:00", null, "planned"],
      [4, "2026-03-22 09:00:00", null, "planned"],
    ]);
  });

  it("says when a due subcampaign is being prepared, a missed one was skipped, and a stopped series' rest", () => {
    expect(seriesTimeline(series([made(1)]), NOW)[1]?.pending).toBe("preparing");
    expect(seriesTimeline(series([made(1)]), new Date("2026-03-16T00:00:00Z"))[1]?.pending).toBe("skipped");
    expect(seriesTimeline(series([made(1)], true), NOW).map((r) => r.pending)).toEqual([
      null,
      "stopped",
      "stopped",
      "stopped",
    ]);
  });
});
