import { SERVICES, type ServiceKey, SURVEYS, type TInteractionStatus } from "@wellguard/contract";
import { describe, expect, it } from "vitest";
import { effectiveServices, type InteractionState, planJourney } from "./assign";
import { instrumentFor } from "./catalogue";
import { DAY_MS, FLOWS, REFRESHES, WELCOME } from "./flows";

/* The flow planner is pure: these cases follow docs/journey.md "Flows" with the instruments the registry has. */

const NOW = new Date("2026-11-22T10:00:00.000Z");
const ALL: ReadonlySet<ServiceKey> = new Set(SERVICES);
const days = (n: number, from = NOW) => new Date(from.getTime() + n * DAY_MS);
const registered = (survey: Parameters<typeof instrumentFor>[0]) => instrumentFor(survey) !== undefined;

let nextId = 1;
function row(
  surveyTypeId: number,
  status: TInteractionStatus,
  start: Date,
  extra: Partial<InteractionState> = {},
) {
  return {
    id: nextId++,
    survey_type_id: surveyTypeId,
    cycle: 1,
    status,
    start_date: start,
    end_date: status === "DONE" ? start : null,
    percentage: status === "DONE" ? 100 : 0,
    ...extra,
  } satisfies InteractionState;
}

describe.runIf(registered(WELCOME))("planJourney", () => {
  const steps = FLOWS[1].filter((s) => registered(SURVEYS[s.survey]));

  it("starts with the welcome, and shows the flow's steps as dummies", () => {
    const plan = planJourney([], { services: ALL, surveyFlowId: null }, NOW);
    expect(plan.inserts).toEqual([{ surveyTypeId: WELCOME, cycle: 1, start: NOW }]);
    expect(plan.updates).toEqual([]);
    expect(plan.dummies).toEqual(
      steps.map((s) => ({ surveyTypeId: SURVEYS[s.survey], start: days(s.offsetDays) })),
    );
  });

  it("assigns every step relative to the welcome's completion, once", () => {
    const doneAt = days(-2);
    const welcome = row(WELCOME, "DONE", days(-3), { end_date: doneAt });
    const plan = planJourney([welcome], { services: ALL, surveyFlowId: 1 }, NOW);
    expect(plan.inserts).toEqual(
      steps.map((s) => ({ surveyTypeId: SURVEYS[s.survey], cycle: 1, start: days(s.offsetDays, doneAt) })),
    );
    // Applying it and planning again: nothing more to insert.
    const applied = [welcome, ...plan.inserts.map((i) => row(i.surveyTypeId, "AVAILABLE", i.start))];
    expect(planJourney(applied, { services: ALL, surveyFlowId: 1 }, NOW).inserts).toEqual([]);
  });

  it("follows the company's flow (unknown ids fall back to standard)", () => {
    const welcome = row(WELCOME, "DONE", days(-1));
    for (const flowId of [2, 3] as const) {
      const plan = planJourney([welcome], { services: ALL, surveyFlowId: flowId }, NOW);
      const expected = FLOWS[flowId]
        .filter((s) => registered(SURVEYS[s.survey]))
        .map((s) => SURVEYS[s.survey]);
      expect(plan.inserts.map((i) => i.surveyTypeId)).toEqual(expected);
    }
    const odd = planJourney([welcome], { services: ALL, surveyFlowId: 99 }, NOW);
    expect(odd.inserts.map((i) => i.surveyTypeId)).toEqual(steps.map((s) => SURVEYS[s.survey]));
  });

  it("assigns only what the person's services allow; cancels an unstarted survey whose service went", () => {
    const welcome = row(WELCOME, "DONE", days(-1));
    const noWellbeing = new Set([...ALL].filter((s) => s !== "wellbeing"));
    const plan = planJourney([welcome], { services: noWellbeing, surveyFlowId: 1 }, NOW);
    expect(plan.inserts.map((i) => i.surveyTypeId)).not.toContain(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS);
    if (!registered(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS)) return;
    const climate = row(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS, "AVAILABLE", days(-1));
    const started = row(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS, "PROGRESS", days(-1), {
      cycle: 2,
      percentage: 40,
    });
    const cancelled = planJourney(
      [welcome, climate, started],
      { services: noWellbeing, surveyFlowId: 1 },
      NOW,
    );
    expect(cancelled.updates).toEqual([{ id: climate.id, status: "CANCELLED", endDate: NOW }]);
    const back = planJourney(
      [welcome, { ...climate, status: "CANCELLED", end_date: NOW }],
      { services: ALL, surveyFlowId: 1 },
      NOW,
    );
    expect(back.updates).toEqual([{ id: climate.id, status: "AVAILABLE", endDate: null }]);
  });

  it("leaves survey types of other features alone (a phishing simulation is never cancelled)", () => {
    const phishing = row(SURVEYS.SURVEY_WELLGUARD_PHISHING, "AVAILABLE", days(-1));
    const plan = planJourney([phishing], { services: new Set(), surveyFlowId: 1 }, NOW);
    expect(plan.updates).toEqual([]);
  });

  const refresh = REFRESHES.find((r) => r.survey !== r.source && registered(SURVEYS[r.source]));
  it.runIf(refresh !== undefined)(
    "assigns a refresh when it is due, and a later cycle after it is done",
    () => {
      const rule = refresh as (typeof REFRESHES)[number];
      const welcome = row(WELCOME, "DONE", days(-400));
      const source = row(SURVEYS[rule.source], "DONE", days(-300), { end_date: days(-10) });
      const early = planJourney([welcome, source], { services: ALL, surveyFlowId: 1 }, NOW);
      const due = days(rule.afterDays - 10);
      expect(early.inserts.filter((i) => i.surveyTypeId === SURVEYS[rule.survey])).toEqual([]);
      expect(early.dummies).toContainEqual({ surveyTypeId: SURVEYS[rule.survey], start: due });
      const late = planJourney([welcome, source], { services: ALL, surveyFlowId: 1 }, days(rule.afterDays));
      expect(late.inserts.filter((i) => i.surveyTypeId === SURVEYS[rule.survey])).toEqual([
        { surveyTypeId: SURVEYS[rule.survey], cycle: 1, start: due },
      ]);
      // The refresh done: the next cycle counts from it.
      const first = row(SURVEYS[rule.survey], "DONE", due, { end_date: days(1, due) });
      const then = days(rule.afterDays + 2, due);
      const second = planJourney([welcome, source, first], { services: ALL, surveyFlowId: 1 }, then);
      expect(second.inserts.filter((i) => i.surveyTypeId === SURVEYS[rule.survey])).toEqual([
        { surveyTypeId: SURVEYS[rule.survey], cycle: 2, start: days(rule.afterDays + 1, due) },
      ]);
    },
  );

  it("asks the awareness test and the climate survey again 180 days after the last completion", () => {
    const welcome = row(WELCOME, "DONE", days(-400));
    for (const survey of ["SURVEY_WELLGUARD_CYBERSECURITY", "SURVEY_WELLGUARD_CLIMATE_PLUS"] as const) {
      const type = SURVEYS[survey];
      const first = row(type, "DONE", days(-200), { end_date: days(-190) });
      const plan = planJourney([welcome, first], { services: ALL, surveyFlowId: 1 }, NOW);
      expect(plan.inserts.filter((i) => i.surveyTypeId === type)).toEqual([
        { surveyTypeId: type, cycle: 2, start: days(-10) },
      ]);
      // Not while the second is open, and not before 180 days from the second's completion.
      const second = row(type, "AVAILABLE", days(-10), { cycle: 2 });
      const open = planJourney([welcome, first, second], { services: ALL, surveyFlowId: 1 }, NOW);
      expect(open.inserts.filter((i) => i.surveyTypeId === type)).toEqual([]);
      const secondDone = { ...second, status: "DONE" as const, percentage: 100, end_date: days(-5) };
      const later = planJourney([welcome, first, secondDone], { services: ALL, surveyFlowId: 1 }, NOW);
      expect(later.inserts.filter((i) => i.surveyTypeId === type)).toEqual([]);
      expect(later.dummies).toContainEqual({ surveyTypeId: type, start: days(175) });
    }
  });

  it.runIf(registered(SURVEYS.SURVEY_WELLGUARD_DIRECT))(
    "repeats the pulse every week: the unfinished one expires, the new one starts in the current week",
    () => {
      const welcome = row(WELCOME, "DONE", days(-30));
      const pulse = row(SURVEYS.SURVEY_WELLGUARD_DIRECT, "PROGRESS", days(-17), { percentage: 50 });
      const plan = planJourney([welcome, pulse], { services: ALL, surveyFlowId: 1 }, NOW);
      expect(plan.updates).toEqual([{ id: pulse.id, status: "EXPIRED", endDate: days(-10) }]);
      expect(plan.inserts.filter((i) => i.surveyTypeId === SURVEYS.SURVEY_WELLGUARD_DIRECT)).toEqual([
        { surveyTypeId: SURVEYS.SURVEY_WELLGUARD_DIRECT, cycle: 2, start: days(-3) },
      ]);
      const fresh = row(SURVEYS.SURVEY_WELLGUARD_DIRECT, "DONE", days(-2));
      const waiting = planJourney([welcome, fresh], { services: ALL, surveyFlowId: 1 }, NOW);
      expect(waiting.updates).toEqual([]);
      expect(waiting.dummies).toContainEqual({
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_DIRECT,
        start: days(5),
      });
    },
  );
});

describe("effectiveServices", () => {
  it("is the company's services narrowed by the person's", () => {
    expect([...effectiveServices(null, [1, 2, 15])]).toEqual(["awareness", "wellbeing", "gaming"]);
    expect([...effectiveServices([2, 3], [1, 2])]).toEqual(["wellbeing"]);
    expect([...effectiveServices([], [1, 2])]).toEqual([]);
  });
});
