import {
  ACHIEVEMENTS,
  DIMENSION_ELEMENTS,
  DIMENSION_GROUPS,
  GAMING_RULES,
  SURVEYS,
  type SurveyKey,
  type TAnswerResult,
  type TAnswerValue,
  type TInteraction,
  type TProfileDimensionRecord,
  type TQuestion,
  type TSurvey,
  type TUserScores,
  type TUserSurvey,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSETS } from "../../content/assets/catalogue";
import { HELPERS } from "../../content/helpers";
import { INSTRUMENTS } from "../../content/instruments";
import { achievementProgress, achievementTarget } from "../../lib/journey/achievements";
import { instrumentFor } from "../../lib/journey/catalogue";
import { FLOWS, REPEATS } from "../../lib/journey/flows";
import { recomputeGlobalAndAchievements } from "../../lib/journey/scoring";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { addCompany, addPerson } from "../controller-stakeholders/test-fixtures";

/*
 * The employee journey over HTTP (docs/journey.md), on the embedded database and on PostgreSQL. Instruments are
 * picked from the registry (content/instruments INSTRUMENTS), so the suite follows the catalogue as it grows:
 * a case that needs an instrument not registered yet is skipped and says so.
 */

const V1 = "/api/v1";
const ALL_SERVICES = Array.from({ length: 16 }, (_, i) => i + 1);
const GAMING = 15;
const WELLBEING = 2;

type Body<T> = { records: T };

const has = (key: SurveyKey) => instrumentFor(SURVEYS[key]) !== undefined;
/** A registered instrument that writes dimension records, and is not the welcome (climate plus first). */
const scoredKey: SurveyKey | undefined = (
  [
    "SURVEY_WELLGUARD_CLIMATE_PLUS",
    "SURVEY_WELLGUARD_BURNOUT",
    "SURVEY_WELLGUARD_CYBERSECURITY",
    "SURVEY_WELLGUARD_SOCIAL_ENGINEERING",
    "SURVEY_WELLGUARD_INSIDER_BLUE",
  ] as SurveyKey[]
).find(has);
const refreshRule = (
  [
    ["SURVEY_WELLGUARD_ARCHETYPE", "SURVEY_WELLGUARD_ARCHETYPE_REFRESH", 180],
    ["SURVEY_WELLGUARD_IMPACT", "SURVEY_WELLGUARD_IMPACT_REFRESH", 180],
    ["SURVEY_WELLGUARD_INSIDER_BLUE", "SURVEY_WELLGUARD_INSIDER_BLUE_REFRESH", 90],
  ] as [SurveyKey, SurveyKey, number][]
).find(([source]) => has(source));

/** The refused field of an error envelope. */
function fieldOf(res: { body: unknown }): string | undefined {
  return (res.body as { records?: { field?: string } } | undefined)?.records?.field;
}

/** A valid answer to a question: the right one for graded questions (read from the instrument). */
function validAnswer(surveyTypeId: number, q: TQuestion, variant = 0): TAnswerValue {
  if (q.kind === "text") return q.required ? `Answer ${variant}` : "";
  const graded = instrumentFor(surveyTypeId)?.questions.find((x) => x.id === q.questionId)?.graded;
  if (graded) return graded.correctValue;
  const option = q.options[variant % q.options.length];
  if (!option) throw new Error(`question ${q.questionId} has no options`);
  return option.value;
}

describe.each(testDatabases())("employee journey API (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  const ids = { acme: 0, bravo: 0, p: {} as Record<string, number> };
  const tokens: Record<string, string> = {};

  const get = <T>(path: string, token?: string) => api.get<Body<T>>(`${V1}${path}`, token);
  const put = <T>(path: string, body: unknown, token?: string) =>
    api.put<Body<T>>(`${V1}${path}`, body, token);

  async function interactions(who: string, dummies = false): Promise<TInteraction[]> {
    const res = await get<TInteraction[]>(
      `/user/traits/interactions${dummies ? "?dummies=true" : ""}`,
      tokens[who],
    );
    expect(res.status).toBe(200);
    return res.body.records;
  }
  async function interactionOf(who: string, key: SurveyKey): Promise<TInteraction> {
    const found = (await interactions(who)).filter((i) => i.surveyTypeId === SURVEYS[key]).at(-1);
    if (!found) throw new Error(`${who} has no ${key}`);
    return found;
  }
  async function survey(who: string, id: number, query = ""): Promise<TSurvey> {
    const res = await get<TSurvey>(`/user/traits/interactions/${id}${query}`, tokens[who]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.records;
  }
  async function answer(who: string, id: number, questionId: string, value: TAnswerValue, query = "") {
    return put<TAnswerResult>(`/user/traits/interactions/${id}${query}`, { questionId, value }, tokens[who]);
  }
  /** Answers every remaining question (the next one each time, as the chat does); returns the last result. */
  async function complete(who: string, id: number, variant = 0, query = ""): Promise<TAnswerResult> {
    let last: TAnswerResult | undefined;
    for (let guard = 0; guard < 200; guard++) {
      const s = await survey(who, id, query);
      const q = s.questions[0];
      if (!s.next || !q) break;
      const res = await answer(who, id, q.questionId, validAnswer(s.surveyTypeId, q, variant), query);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      last = res.body.records;
    }
    if (!last) throw new Error("nothing to answer");
    return last;
  }
  async function psycho(who: string, query = ""): Promise<TProfileDimensionRecord[]> {
    const res = await get<TProfileDimensionRecord[]>(`/user/traits/psychoprofile${query}`, tokens[who]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.records;
  }
  /** A person of Acme (USER) who can sign in, with a fresh journey. */
  async function newcomer(login: string, services: number[] | null = null): Promise<void> {
    ids.p[login] = await addPerson(server.db, {
      companyId: ids.acme,
      login,
      name: "Nora",
      surname: login,
      canSignIn: true,
    });
    if (services) {
      await server.db.updateTable("people").set({ services }).where("id", "=", ids.p[login]).execute();
    }
    tokens[login] = await api.token(login);
  }
  async function finishWelcome(who: string): Promise<void> {
    const welcome = await interactionOf(who, "SURVEY_WELLGUARD_WELCOME");
    await complete(who, welcome.surveyEntityId);
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    ids.acme = await addCompany(server.db, {
      name: "Acme Works",
      domain: "acme.test",
      services: ALL_SERVICES,
    });
    ids.bravo = await addCompany(server.db, {
      name: "Bravo Foods",
      domain: "bravo.test",
      services: ALL_SERVICES,
    });
    ids.p.bctl = await addPerson(server.db, {
      companyId: ids.bravo,
      login: "b-ctl",
      name: "Bruno",
      surname: "Bravo",
      profiles: [
        ["USER", null],
        ["CONTROLLER", ids.bravo],
      ],
      canSignIn: true,
    });
    tokens.bctl = await api.token("b-ctl");
    ids.p.admin = await addPerson(server.db, {
      companyId: ids.acme,
      login: "a-admin",
      name: "Ada",
      surname: "Admin",
      profiles: [["ADMIN", ids.acme]],
      canSignIn: true,
    });
    tokens.admin = await api.token("a-admin");
  }, 120_000);
  afterAll(() => server?.close());

  it("refuses anonymous callers (401) and admins without USER or CONTROLLER (403 NF1002)", async () => {
    const paths = [
      "/user/traits/interactions",
      "/user/traits/interactions/1",
      "/user/traits/helpers",
      "/user/traits/helpers/30",
      "/user/traits/psychoprofile",
      "/user/traits/scores",
      "/user/surveys",
    ];
    for (const path of paths) {
      expect((await get(path)).status, path).toBe(401);
      const admin = await get(path, tokens.admin);
      expect({ path, status: admin.status, code: codeOf(admin) }).toEqual({
        path,
        status: 403,
        code: "NF1002",
      });
    }
    const anonymous = await put("/user/traits/interactions/1", { questionId: "x", value: 1 });
    expect(anonymous.status).toBe(401);
  });

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "assigns the welcome first, the flow's steps as dummies until it is done, idempotently",
    async () => {
      await newcomer("u-flow");
      const first = await interactions("u-flow");
      expect(first.map((i) => [i.surveyTypeId, i.surveyStatus, i.percentage, i.dummy])).toEqual([
        [SURVEYS.SURVEY_WELLGUARD_WELCOME, "AVAILABLE", 0, false],
      ]);
      expect(first[0]?.surveyName).toBe(instrumentFor(SURVEYS.SURVEY_WELLGUARD_WELCOME)?.name["es-es"]);
      // Reading again assigns nothing new.
      expect(await interactions("u-flow")).toEqual(first);
      const rows = await server.db
        .selectFrom("interactions")
        .select("id")
        .where("person_id", "=", ids.p["u-flow"] ?? 0)
        .execute();
      expect(rows).toHaveLength(1);

      // dummies=true: the standard flow's registered steps, negative ids, not assigned yet.
      const withDummies = await interactions("u-flow", true);
      const expected = FLOWS[1].map((s) => SURVEYS[s.survey]).filter((t) => instrumentFor(t));
      const dummies = withDummies.filter((i) => i.dummy);
      expect(dummies.map((d) => d.surveyTypeId)).toEqual(expected);
      for (const d of dummies) {
        expect(d.surveyEntityId).toBe(-d.surveyTypeId);
        expect(d.surveyStatus).toBe("AVAILABLE");
      }

      // Welcome done: the steps are assigned, starting relative to its completion.
      await finishWelcome("u-flow");
      const after = await interactions("u-flow", true);
      const welcome = after.find((i) => i.surveyTypeId === SURVEYS.SURVEY_WELLGUARD_WELCOME);
      expect(welcome).toMatchObject({ surveyStatus: "DONE", percentage: 100, dateStatus: "done" });
      const doneAt = Date.parse(welcome?.userEndDate ?? "");
      for (const step of FLOWS[1]) {
        const type = SURVEYS[step.survey];
        if (!instrumentFor(type)) continue;
        const assigned = after.find((i) => i.surveyTypeId === type && !i.dummy);
        expect(assigned, step.survey).toBeDefined();
        expect(Date.parse(assigned?.userStartDate ?? "") - doneAt).toBe(step.offsetDays * 86_400_000);
      }
      // No step is left as a dummy; a pulse's next cycle is (with the date it starts).
      const repeated: number[] = REPEATS.map((r) => SURVEYS[r.survey]);
      const leftOver = after.filter(
        (i) => i.dummy && FLOWS[1].some((s) => SURVEYS[s.survey] === i.surveyTypeId),
      );
      expect(leftOver.filter((i) => !repeated.includes(i.surveyTypeId))).toEqual([]);
      for (const next of leftOver) {
        const every = REPEATS.find((r) => SURVEYS[r.survey] === next.surveyTypeId)?.everyDays ?? 0;
        const current = after.find((i) => i.surveyTypeId === next.surveyTypeId && !i.dummy);
        expect(Date.parse(next.userStartDate) - Date.parse(current?.userStartDate ?? "")).toBe(
          every * 86_400_000,
        );
      }
      // The welcome's completion counted the assigned steps in progress.
      const scores = await get<TUserScores>("/user/traits/scores", tokens["u-flow"]);
      expect(scores.body.records.progress).toBe(Math.round(100 / (expected.length + 1)));
      // An expired pulse is neither done nor still to do: progress leaves it out at the next recomputation.
      const pulse = after.find((i) => i.surveyTypeId === SURVEYS.SURVEY_WELLGUARD_DIRECT && !i.dummy);
      if (pulse) {
        await server.db
          .updateTable("interactions")
          .set({ status: "EXPIRED", end_date: new Date() })
          .where("id", "=", pulse.surveyEntityId)
          .execute();
        // A library read recomputes the scores (as a completion does).
        const read = await put(`/user/traits/assets/${ASSETS[0]?.id}/read`, {}, tokens["u-flow"]);
        expect(read.status).toBe(200);
        const again = await get<TUserScores>("/user/traits/scores", tokens["u-flow"]);
        expect(again.body.records.progress).toBe(Math.round(100 / expected.length));
      }
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "keeps a survey's services: a step without its service is not assigned, and a removed one is cancelled",
    async () => {
      // No wellbeing: climate plus and the pulse are never assigned.
      await newcomer(
        "u-nowell",
        ALL_SERVICES.filter((s) => s !== WELLBEING),
      );
      await finishWelcome("u-nowell");
      const types = (await interactions("u-nowell", true)).map((i) => i.surveyTypeId);
      expect(types).not.toContain(SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS);
      expect(types).not.toContain(SURVEYS.SURVEY_WELLGUARD_DIRECT);
      if (!has("SURVEY_WELLGUARD_CLIMATE_PLUS")) return;

      await newcomer("u-cancel");
      await finishWelcome("u-cancel");
      const climate = await interactionOf("u-cancel", "SURVEY_WELLGUARD_CLIMATE_PLUS");
      const person = ids.p["u-cancel"] ?? 0;
      await server.db
        .updateTable("people")
        .set({ services: ALL_SERVICES.filter((s) => s !== WELLBEING) })
        .where("id", "=", person)
        .execute();
      const listed = await interactions("u-cancel");
      expect(listed.map((i) => i.surveyEntityId)).not.toContain(climate.surveyEntityId);
      expect((await survey("u-cancel", climate.surveyEntityId)).surveyStatus).toBe("CANCELLED");
      const refused = await answer("u-cancel", climate.surveyEntityId, "anything", 1);
      expect({ status: refused.status, code: codeOf(refused) }).toEqual({ status: 412, code: "ND1027" });
      // The service comes back: so does the survey.
      await server.db.updateTable("people").set({ services: null }).where("id", "=", person).execute();
      expect((await interactionOf("u-cancel", "SURVEY_WELLGUARD_CLIMATE_PLUS")).surveyStatus).toBe(
        "AVAILABLE",
      );
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME") && scoredKey !== undefined)(
    "runs a survey: start, answer, resume, replace, complete; records and scores in the same transaction",
    async () => {
      const key = scoredKey as SurveyKey;
      await newcomer("u-life");
      await finishWelcome("u-life");
      let target = (await interactions("u-life")).find((i) => i.surveyTypeId === SURVEYS[key]);
      if (!target) {
        // The step is later in the flow: bring it forward.
        await server.db
          .insertInto("interactions")
          .values({
            person_id: ids.p["u-life"] ?? 0,
            company_id: ids.acme,
            survey_type_id: SURVEYS[key],
            survey_id: instrumentFor(SURVEYS[key])?.surveyId ?? 0,
            start_date: new Date(),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
        target = await interactionOf("u-life", key);
      }
      const id = target.surveyEntityId;
      expect(target).toMatchObject({ surveyStatus: "AVAILABLE", percentage: 0 });
      const instrument = instrumentFor(SURVEYS[key]);
      const total = instrument?.questions.length ?? 0;

      // GET: only the next question, or all of them.
      const s0 = await survey("u-life", id);
      expect(s0.questions).toHaveLength(1);
      expect(s0.next).toBe(instrument?.questions[0]?.id);
      expect(s0.totalelements).toBe(total);
      expect(s0.totalelementsdone).toBe(0);
      expect(s0.extraConfig.welcome.length).toBeGreaterThan(0);
      expect(s0.extraConfig.gaming).toBeNull();
      const all = await survey("u-life", id, "?completeQuestions=true");
      expect(all.questions.map((q) => q.questionId)).toEqual(instrument?.questions.map((q) => q.id));

      // The first answer starts it.
      const q1 = s0.questions[0] as TQuestion;
      const first = await answer("u-life", id, q1.questionId, validAnswer(SURVEYS[key], q1, 0));
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.records).toMatchObject({
        questionId: q1.questionId,
        percentage: Math.floor(100 / total),
        totalelementsdone: 1,
        surveyStatus: "PROGRESS",
        completed: false,
        achievementsUnlocked: [],
      });
      expect(first.body.records.next).toBe(instrument?.questions[1]?.id);
      expect((await interactionOf("u-life", key)).surveyStatus).toBe("PROGRESS");

      // Answering again before completion replaces the answer (not graded) and counts it once.
      if (!q1.graded && q1.options.length > 1) {
        const again = await answer("u-life", id, q1.questionId, validAnswer(SURVEYS[key], q1, 1));
        expect(again.body.records.totalelementsdone).toBe(1);
        const resumed = await survey("u-life", id, "?completeQuestions=true");
        expect(resumed.questions[0]?.answer).toBe(validAnswer(SURVEYS[key], q1, 1));
      }
      // Resume: a new read goes on with the second question.
      const resumed = await survey("u-life", id);
      expect(resumed.next).toBe(instrument?.questions[1]?.id);
      expect(resumed.totalelementsdone).toBe(1);

      const last = await complete("u-life", id);
      expect(last).toMatchObject({ percentage: 100, surveyStatus: "DONE", completed: true, next: null });
      const done = await interactionOf("u-life", key);
      expect(done).toMatchObject({ surveyStatus: "DONE", percentage: 100, dateStatus: "done" });
      expect(done.userEndDate).not.toBeNull();

      // The records of the survey, current, tied to the interaction.
      const own = await psycho("u-life", `?surveyTypes=${SURVEYS[key]}`);
      expect(own.length).toBeGreaterThan(0);
      for (const r of own) expect(r).toMatchObject({ surveyEntityId: id, vigence: 1 });
      const scores = await get<TUserScores>("/user/traits/scores", tokens["u-life"]);
      expect(scores.body.records.updatedAt).not.toBeNull();
      expect(scores.body.records.progress).toBeGreaterThan(0);
      const progress = await server.db
        .selectFrom("people")
        .select("progress")
        .where("id", "=", ids.p["u-life"] ?? 0)
        .executeTakeFirst();
      expect(progress?.progress).toBe(scores.body.records.progress);

      // A finished survey takes no more answers.
      const closed = await answer("u-life", id, q1.questionId, validAnswer(SURVEYS[key], q1, 0));
      expect({ status: closed.status, code: codeOf(closed) }).toEqual({ status: 412, code: "ND1027" });
      expect((closed.body as unknown as { records: { field: string } }).records.field).toBe("surveyStatus");

      // A new cycle of the same survey (the refresh hook) switches the vigence of the older records.
      await server.db
        .insertInto("interactions")
        .values({
          person_id: ids.p["u-life"] ?? 0,
          company_id: ids.acme,
          survey_type_id: SURVEYS[key],
          survey_id: instrument?.surveyId ?? 0,
          cycle: 2,
          start_date: new Date(),
        })
        .execute();
      const cycle2 = await interactionOf("u-life", key);
      expect(cycle2.surveyEntityId).not.toBe(id);
      await complete("u-life", cycle2.surveyEntityId, 1);
      const history = await psycho("u-life", `?surveyTypes=${SURVEYS[key]}`);
      expect(history.filter((r) => r.surveyEntityId === id).every((r) => r.vigence === 0)).toBe(true);
      const current = await psycho("u-life", `?surveyTypes=${SURVEYS[key]}&current=true`);
      expect(current.length).toBeGreaterThan(0);
      expect(current.every((r) => r.surveyEntityId === cycle2.surveyEntityId && r.vigence === 1)).toBe(true);
      const byDimension = new Set(current.map((r) => r.dimensionId));
      expect(byDimension.size).toBe(current.length);
    },
  );

  it.runIf(refreshRule !== undefined && has("SURVEY_WELLGUARD_WELCOME"))(
    "assigns a refresh cycle when its time has come (a dummy with its date until then)",
    async () => {
      const [source, refresh, days] = refreshRule as [SurveyKey, SurveyKey, number];
      await newcomer("u-refresh");
      await finishWelcome("u-refresh");
      const person = ids.p["u-refresh"] ?? 0;
      const base = await interactionOf("u-refresh", source);
      await server.db
        .updateTable("interactions")
        .set({ start_date: new Date() })
        .where("id", "=", base.surveyEntityId)
        .execute();
      await complete("u-refresh", base.surveyEntityId);
      const waiting = (await interactions("u-refresh", true)).filter(
        (i) => i.surveyTypeId === SURVEYS[refresh],
      );
      expect(waiting.map((i) => i.dummy)).toEqual([true]);
      // Its completion moved back in time: the refresh is due.
      const doneAt = new Date(Date.now() - (days + 1) * 86_400_000);
      await server.db
        .updateTable("interactions")
        .set({ end_date: doneAt })
        .where("id", "=", base.surveyEntityId)
        .execute();
      const assigned = (await interactions("u-refresh", true)).filter(
        (i) => i.surveyTypeId === SURVEYS[refresh],
      );
      expect(assigned.map((i) => [i.dummy, i.surveyStatus])).toEqual([[false, "AVAILABLE"]]);
      expect(Date.parse(assigned[0]?.userStartDate ?? "")).toBe(doneAt.getTime() + days * 86_400_000);
      const cycles = await server.db
        .selectFrom("interactions")
        .select("cycle")
        .where("person_id", "=", person)
        .where("survey_type_id", "=", SURVEYS[refresh])
        .execute();
      expect(cycles).toEqual([{ cycle: 1 }]);
      // Completing the refresh replaces the source's current records (one instrument, one current value).
      await complete("u-refresh", assigned[0]?.surveyEntityId ?? 0, 1);
      const current = await psycho(
        "u-refresh",
        `?surveyTypes=${SURVEYS[source]},${SURVEYS[refresh]}&current=true`,
      );
      expect(current.every((r) => r.surveyTypeId === SURVEYS[refresh])).toBe(true);
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))("gives every status and date status", async () => {
    await newcomer("u-status");
    const welcome = await interactionOf("u-status", "SURVEY_WELLGUARD_WELCOME");
    const person = ids.p["u-status"] ?? 0;
    expect(welcome).toMatchObject({ surveyStatus: "AVAILABLE", dateStatus: "other", percentage: 0 });
    const setStart = (days: number) =>
      server.db
        .updateTable("interactions")
        .set({ start_date: new Date(Date.now() + days * 86_400_000) })
        .where("id", "=", welcome.surveyEntityId)
        .execute();
    await setStart(3);
    expect((await interactionOf("u-status", "SURVEY_WELLGUARD_WELCOME")).dateStatus).toBe("soon");
    await setStart(10);
    expect((await interactionOf("u-status", "SURVEY_WELLGUARD_WELCOME")).dateStatus).toBe("other");
    await setStart(-40);
    expect((await interactionOf("u-status", "SURVEY_WELLGUARD_WELCOME")).dateStatus).toBe("other");
    await server.db
      .updateTable("interactions")
      .set({ status: "EXPIRED", end_date: new Date() })
      .where("id", "=", welcome.surveyEntityId)
      .execute();
    expect((await interactionOf("u-status", "SURVEY_WELLGUARD_WELCOME")).surveyStatus).toBe("EXPIRED");
    const expired = await answer("u-status", welcome.surveyEntityId, "welcome.intro.1", 1);
    expect({ status: expired.status, code: codeOf(expired) }).toEqual({ status: 412, code: "ND1027" });
    await server.db
      .updateTable("interactions")
      .set({ status: "AVAILABLE", end_date: null })
      .where("id", "=", welcome.surveyEntityId)
      .execute();
    await complete("u-status", welcome.surveyEntityId);
    expect(await interactionOf("u-status", "SURVEY_WELLGUARD_WELCOME")).toMatchObject({
      surveyStatus: "DONE",
      dateStatus: "done",
    });
    expect(person).toBeGreaterThan(0);
  });

  it.runIf(has("SURVEY_WELLGUARD_WELCOME") && has("SURVEY_WELLGUARD_DIRECT"))(
    "repeats the pulse: an unfinished one expires when the next one starts",
    async () => {
      await newcomer("u-pulse");
      await finishWelcome("u-pulse");
      const pulse = await interactionOf("u-pulse", "SURVEY_WELLGUARD_DIRECT");
      const started = new Date(Date.now() - 8 * 86_400_000);
      await server.db
        .updateTable("interactions")
        .set({ start_date: started })
        .where("id", "=", pulse.surveyEntityId)
        .execute();
      const list = (await interactions("u-pulse")).filter(
        (i) => i.surveyTypeId === SURVEYS.SURVEY_WELLGUARD_DIRECT,
      );
      expect(list.map((i) => i.surveyStatus)).toEqual(["EXPIRED", "AVAILABLE"]);
      expect(Date.parse(list[1]?.userStartDate ?? "")).toBe(started.getTime() + 7 * 86_400_000);
      expect(await interactions("u-pulse")).toHaveLength((await interactions("u-pulse")).length);
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME") && has("SURVEY_WELLGUARD_CLIMATE_PLUS"))(
    "takes one person's answers sent at the same time one after the other: each kept, one completion",
    async () => {
      const typeId = SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS;
      await newcomer("u-race");
      await finishWelcome("u-race");
      const id = (await interactionOf("u-race", "SURVEY_WELLGUARD_CLIMATE_PLUS")).surveyEntityId;
      const questions = (await survey("u-race", id, "?completeQuestions=true")).questions;
      const total = questions.length;
      // Every answer at once: each waits for the one before it, counts the answers saved so far, and only the
      // last one to run completes the survey and writes its records.
      const results = await Promise.all(
        questions.map((q) => answer("u-race", id, q.questionId, validAnswer(typeId, q, 1))),
      );
      for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
      const records = results.map((res) => res.body.records);
      expect(records.filter((r) => r.completed)).toHaveLength(1);
      expect(records.map((r) => r.totalelementsdone).sort((a, b) => a - b)).toEqual(
        questions.map((_, i) => i + 1),
      );
      const done = await survey("u-race", id, "?completeQuestions=true");
      expect(done).toMatchObject({ surveyStatus: "DONE", percentage: 100, totalelementsdone: total });
      expect(done.questions.map((q) => q.answer)).toEqual(questions.map((q) => validAnswer(typeId, q, 1)));
      const own = (await psycho("u-race", `?surveyTypes=${typeId}`)).filter((r) => r.surveyEntityId === id);
      expect(own.length).toBeGreaterThan(0);
      expect(new Set(own.map((r) => r.dimensionId)).size).toBe(own.length);
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME") && has("SURVEY_WELLGUARD_CYBERSECURITY"))(
    "refuses in one statement's place what it does not take: another survey's question, a graded question twice",
    async () => {
      await newcomer("u-plain");
      await newcomer("u-plain-other");
      await finishWelcome("u-plain");
      const cyber = await interactionOf("u-plain", "SURVEY_WELLGUARD_CYBERSECURITY");
      const climate = await interactionOf("u-plain", "SURVEY_WELLGUARD_CLIMATE_PLUS");
      const climateQuestion = (await survey("u-plain", climate.surveyEntityId)).questions[0] as TQuestion;
      const okForClimate = validAnswer(climate.surveyTypeId, climateQuestion);
      // A real question with a valid value, sent to an interaction of another survey: the question is refused.
      const wrongSurvey = await answer(
        "u-plain",
        cyber.surveyEntityId,
        climateQuestion.questionId,
        okForClimate,
      );
      expect({ status: wrongSurvey.status, code: codeOf(wrongSurvey), field: fieldOf(wrongSurvey) }).toEqual({
        status: 412,
        code: "ND1027",
        field: "questionId",
      });
      // The same answer from another person is a 404, and writes nothing.
      const stranger = await answer(
        "u-plain-other",
        climate.surveyEntityId,
        climateQuestion.questionId,
        okForClimate,
      );
      expect({ status: stranger.status, code: codeOf(stranger) }).toEqual({ status: 404, code: "ND1000" });
      expect((await survey("u-plain", climate.surveyEntityId)).totalelementsdone).toBe(0);

      // A graded question outside the game: answered once; the same value again is a repeat, another is refused.
      const [graded] = (await survey("u-plain", cyber.surveyEntityId, "?completeQuestions=true"))
        .questions as [TQuestion];
      const right = validAnswer(cyber.surveyTypeId, graded);
      const wrong = graded.options.find((o) => o.value !== right)?.value ?? -1;
      const first = await answer("u-plain", cyber.surveyEntityId, graded.questionId, wrong);
      expect(first.body.records).toMatchObject({ totalelementsdone: 1, feedback: { correct: false } });
      const repeat = await answer("u-plain", cyber.surveyEntityId, graded.questionId, wrong);
      expect(repeat.body.records).toMatchObject({ totalelementsdone: 1, feedback: { correct: false } });
      const changed = await answer("u-plain", cyber.surveyEntityId, graded.questionId, right);
      expect({ status: changed.status, code: codeOf(changed), field: fieldOf(changed) }).toEqual({
        status: 412,
        code: "ND1027",
        field: "questionId",
      });

      // The answered questions kept on the interaction's row match the answers stored, whichever path wrote them.
      await complete("u-plain", climate.surveyEntityId);
      for (const interactionId of [cyber.surveyEntityId, climate.surveyEntityId]) {
        const row = await server.db
          .selectFrom("interactions")
          .select("answered")
          .where("id", "=", interactionId)
          .executeTakeFirstOrThrow();
        const stored = await server.db
          .selectFrom("interaction_answers")
          .select("question_id")
          .where("interaction_id", "=", interactionId)
          .execute();
        expect([...row.answered].sort()).toEqual(stored.map((s) => s.question_id).sort());
      }
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME") && has("SURVEY_WELLGUARD_CLIMATE_PLUS"))(
    "writes plain answers of two people sent together, in groups, each on its own terms",
    async () => {
      await newcomer("u-group-a");
      await newcomer("u-group-b");
      await finishWelcome("u-group-a");
      await finishWelcome("u-group-b");
      const typeId = SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS;
      const climateA = (await interactionOf("u-group-a", "SURVEY_WELLGUARD_CLIMATE_PLUS")).surveyEntityId;
      const climateB = (await interactionOf("u-group-b", "SURVEY_WELLGUARD_CLIMATE_PLUS")).surveyEntityId;
      const questions = (await survey("u-group-a", climateA, "?completeQuestions=true")).questions;
      const [q1, q2, q3, q4] = questions as [TQuestion, TQuestion, TQuestion, TQuestion];
      const own = [q1, q2, q3];
      // Ten at once: more than run together (two), so later ones wait and go in groups of several.
      const results = await Promise.all([
        ...own.map((q) => answer("u-group-a", climateA, q.questionId, validAnswer(typeId, q))),
        ...own.map((q) => answer("u-group-b", climateB, q.questionId, validAnswer(typeId, q, 1))),
        // Another person's interaction: refused, and nothing of it is written.
        answer("u-group-b", climateA, q4.questionId, validAnswer(typeId, q4)),
        answer("u-group-b", climateB, q4.questionId, 987),
      ]);
      expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 412]);
      expect(
        results
          .slice(0, 3)
          .map((res) => res.body.records.totalelementsdone)
          .sort(),
      ).toEqual([1, 2, 3]);
      const a = await survey("u-group-a", climateA, "?completeQuestions=true");
      expect(a.totalelementsdone).toBe(3);
      expect(a.questions.filter((q) => q.answer !== null).map((q) => q.questionId)).toEqual(
        own.map((q) => q.questionId),
      );
      const b = await survey("u-group-b", climateB, "?completeQuestions=true");
      expect(b.totalelementsdone).toBe(3);
      expect(b.questions.slice(0, 3).map((q) => q.answer)).toEqual(own.map((q) => validAnswer(typeId, q, 1)));
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "validates answers and queries with catalogue codes",
    async () => {
      await newcomer("u-valid");
      const welcome = await interactionOf("u-valid", "SURVEY_WELLGUARD_WELCOME");
      const id = welcome.surveyEntityId;
      const all = (await survey("u-valid", id, "?completeQuestions=true")).questions;
      const choice = all.find((q) => q.kind !== "text") as TQuestion;
      const text = all.find((q) => q.kind === "text");
      const refusal = async (res: Awaited<ReturnType<typeof answer>>) => ({
        status: res.status,
        code: codeOf(res),
        field: (res.body as unknown as { records: { field?: string } }).records.field,
      });

      expect(await refusal(await answer("u-valid", id, "welcome.nope.1", 1))).toEqual({
        status: 412,
        code: "ND1027",
        field: "questionId",
      });
      expect(await refusal(await answer("u-valid", id, choice.questionId, 987))).toEqual({
        status: 412,
        code: "ND1027",
        field: "value",
      });
      expect(await refusal(await answer("u-valid", id, choice.questionId, "words"))).toMatchObject({
        status: 412,
        code: "ND1027",
      });
      // null is only for a timed-out gaming question.
      expect(await refusal(await answer("u-valid", id, choice.questionId, null))).toEqual({
        status: 412,
        code: "ND1027",
        field: "value",
      });
      if (text) {
        const tooLong = "x".repeat((text.maxLength ?? 1000) + 1);
        expect((await answer("u-valid", id, text.questionId, tooLong)).status).toBe(412);
        expect((await answer("u-valid", id, text.questionId, 5)).status).toBe(412);
        if (!text.required) expect((await answer("u-valid", id, text.questionId, "")).status).toBe(200);
      }
      const missing = await put(`/user/traits/interactions/${id}`, { value: 1 }, tokens["u-valid"]);
      expect({ status: missing.status, code: codeOf(missing) }).toEqual({ status: 412, code: "ND1018" });
      for (const path of [
        "/user/traits/interactions?dummies=maybe",
        "/user/traits/interactions/abc",
        "/user/traits/interactions/-3",
        `/user/traits/interactions/${id}?completeQuestions=yes`,
        "/user/traits/psychoprofile?surveyTypes=1,x",
        "/user/traits/psychoprofile?dateFrom=yesterday",
        "/user/traits/psychoprofile?dateTo=2026-13-45",
        "/user/traits/psychoprofile?dateFrom=2026-02-01&dateTo=2026-01-01",
        "/user/traits/helpers?surveyTypes=ALL,x",
        "/user/surveys?phishing=perhaps",
      ]) {
        const res = await get(path, tokens["u-valid"]);
        expect({ path, status: res.status, code: codeOf(res) }).toEqual({
          path,
          status: 412,
          code: "ND1027",
        });
      }
      // Nothing was saved by the refusals.
      expect((await survey("u-valid", id)).totalelementsdone).toBe(text && !text.required ? 1 : 0);
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "refuses gaming outside the cybersecurity family or without the gaming service (403 NF1003)",
    async () => {
      await newcomer("u-game");
      const welcome = await interactionOf("u-game", "SURVEY_WELLGUARD_WELCOME");
      expect(welcome.gamingAllowed).toBe(false);
      const get403 = await get(
        `/user/traits/interactions/${welcome.surveyEntityId}?gaming=true`,
        tokens["u-game"],
      );
      expect({ status: get403.status, code: codeOf(get403) }).toEqual({ status: 403, code: "NF1003" });
      const q = (await survey("u-game", welcome.surveyEntityId)).questions[0] as TQuestion;
      const put403 = await answer(
        "u-game",
        welcome.surveyEntityId,
        q.questionId,
        validAnswer(welcome.surveyTypeId, q),
        "?gaming=true",
      );
      expect({ status: put403.status, code: codeOf(put403) }).toEqual({ status: 403, code: "NF1003" });
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME") && has("SURVEY_WELLGUARD_CYBERSECURITY"))(
    "plays the awareness test as a game: points, streak, timed-out questions, once-only graded answers",
    async () => {
      await newcomer(
        "u-nogame",
        ALL_SERVICES.filter((s) => s !== GAMING),
      );
      await finishWelcome("u-nogame");
      const noGame = await interactionOf("u-nogame", "SURVEY_WELLGUARD_CYBERSECURITY");
      expect(noGame.gamingAllowed).toBe(false);
      const refused = await get(
        `/user/traits/interactions/${noGame.surveyEntityId}?gaming=true`,
        tokens["u-nogame"],
      );
      expect({ status: refused.status, code: codeOf(refused) }).toEqual({ status: 403, code: "NF1003" });

      await newcomer("u-gamer");
      await finishWelcome("u-gamer");
      const cyber = await interactionOf("u-gamer", "SURVEY_WELLGUARD_CYBERSECURITY");
      expect(cyber.gamingAllowed).toBe(true);
      const id = cyber.surveyEntityId;
      const s = await survey("u-gamer", id, "?gaming=true&completeQuestions=true");
      expect(s.extraConfig.gaming).toEqual({
        points: 0,
        streak: 0,
        bestStreak: 0,
        secondsPerQuestion: GAMING_RULES.secondsPerQuestion,
      });
      const [a, b, c, d] = s.questions as [TQuestion, TQuestion, TQuestion, TQuestion];
      const right = (q: TQuestion) => validAnswer(cyber.surveyTypeId, q);
      const wrong = (q: TQuestion) => q.options.find((o) => o.value !== right(q))?.value ?? -1;
      const r1 = (await answer("u-gamer", id, a.questionId, right(a), "?gaming=true")).body.records;
      expect(r1.feedback).toMatchObject({ correct: true, correctValue: right(a) });
      expect(r1.feedback?.explanation.length).toBeGreaterThan(0);
      expect(r1.gaming).toMatchObject({ points: 10, streak: 1, bestStreak: 1 });
      const r2 = (await answer("u-gamer", id, b.questionId, right(b), "?gaming=true")).body.records;
      expect(r2.gaming).toMatchObject({ points: 25, streak: 2, bestStreak: 2 });
      // A repeat of the same answer changes nothing; another value is refused.
      const repeat = (await answer("u-gamer", id, b.questionId, right(b), "?gaming=true")).body.records;
      expect(repeat.gaming).toMatchObject({ points: 25, streak: 2 });
      const changed = await answer("u-gamer", id, b.questionId, wrong(b), "?gaming=true");
      expect({ status: changed.status, code: codeOf(changed) }).toEqual({ status: 412, code: "ND1027" });
      const r3 = (await answer("u-gamer", id, c.questionId, wrong(c), "?gaming=true")).body.records;
      expect(r3.feedback).toMatchObject({ correct: false, correctValue: right(c) });
      expect(r3.gaming).toMatchObject({ points: 25, streak: 0, bestStreak: 2 });
      // Time ran out: null counts as wrong.
      const r4 = (await answer("u-gamer", id, d.questionId, null, "?gaming=true")).body.records;
      expect(r4.feedback?.correct).toBe(false);
      expect(r4.totalelementsdone).toBe(4);
      const view = await survey("u-gamer", id, "?completeQuestions=true");
      expect(view.questions[3]?.answer).toBeNull();
      expect(view.questions[3]?.feedback?.correct).toBe(false);
      expect(view.extraConfig.gaming).toMatchObject({ points: 25, bestStreak: 2 });

      // Completing it unlocks the awareness achievement in the same answer.
      const last = await complete("u-gamer", id, 0, "?gaming=true");
      expect(last.completed).toBe(true);
      expect(last.achievementsUnlocked.map((x) => x.key)).toContain("awareness_test_done");
      // The test's own level, its global copy, and the person's cyber score agree.
      const cyberRecords = await psycho(
        "u-gamer",
        `?dimensions=${DIMENSION_ELEMENTS.DIMENSION_CYBER_RESULTS}&current=true`,
      );
      expect(cyberRecords.map((r) => r.surveyTypeId).sort((x, y) => x - y)).toEqual([
        SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY_GLOBAL,
        SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY,
      ]);
      const level = cyberRecords[0]?.dimensionValue;
      expect(cyberRecords[1]?.dimensionValue).toBe(level);
      const scores = await get<TUserScores>("/user/traits/scores", tokens["u-gamer"]);
      expect(scores.body.records.cyber).toBe(level);
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME") && has("SURVEY_WELLGUARD_CYBERSECURITY"))(
    "unlocks in the completing answer exactly what the person's records reach (scores and records written with it)",
    async () => {
      await newcomer("u-ace");
      const welcome = await interactionOf("u-ace", "SURVEY_WELLGUARD_WELCOME");
      const welcomeDone = await complete("u-ace", welcome.surveyEntityId);
      expect(welcomeDone.achievementsUnlocked.map((x) => x.key)).toEqual(["welcome_done"]);
      const cyber = await interactionOf("u-ace", "SURVEY_WELLGUARD_CYBERSECURITY");
      // Every answer right: each dimension at 6 of 6, the cyber score at its top.
      const last = await complete("u-ace", cyber.surveyEntityId);
      expect(last.completed).toBe(true);
      const unlocked = last.achievementsUnlocked.map((x) => x.key);
      expect(unlocked).toEqual(
        expect.arrayContaining([
          "first_survey",
          "awareness_test_done",
          "perfect_dimension",
          "awareness_expert",
        ]),
      );
      // What the database says the person has reached, read afresh, is what that answer unlocked (with welcome).
      const progress = await achievementProgress(server.db, ids.p["u-ace"] ?? 0);
      const reached = ACHIEVEMENTS.filter((a) => progress[a.key] >= achievementTarget(a.key)).map(
        (a) => a.key,
      );
      expect([...unlocked, "welcome_done"].sort()).toEqual([...reached].sort());
      const stored = await server.db
        .selectFrom("person_achievements")
        .select("achievement_id")
        .where("person_id", "=", ids.p["u-ace"] ?? 0)
        .execute();
      expect(stored.length).toBe(reached.length);
      const scores = await get<TUserScores>("/user/traits/scores", tokens["u-ace"]);
      expect(scores.body.records.cyber).toBe(10);

      // That answer computed the state after it from what it read before it (one read, one write): a fresh
      // recomputation from the database finds nothing to change or unlock.
      const personId = ids.p["u-ace"] ?? 0;
      const snapshot = async () => ({
        scores: await server.db
          .selectFrom("person_scores")
          .select(["insider", "risk", "hazard", "wellbeing", "cyber"])
          .where("person_id", "=", personId)
          .executeTakeFirst(),
        progress: (
          await server.db
            .selectFrom("people")
            .select("progress")
            .where("id", "=", personId)
            .executeTakeFirst()
        )?.progress,
        current: await server.db
          .selectFrom("profile_dimension_records")
          .select(["id", "survey_type_id", "dimension_id", "dimension_value", "dimension_value_extra"])
          .where("person_id", "=", personId)
          .where("vigence", "=", 1)
          .orderBy("id")
          .execute(),
      });
      const written = await snapshot();
      expect(written.current.length).toBeGreaterThan(7);
      const person = await server.db
        .selectFrom("people")
        .select(["company_id", "department_id"])
        .where("id", "=", personId)
        .executeTakeFirstOrThrow();
      const again = await server.db
        .transaction()
        .execute((trx) =>
          recomputeGlobalAndAchievements(
            trx,
            { personId, companyId: person.company_id, departmentId: person.department_id },
            new Date(),
          ),
        );
      expect(again).toEqual([]);
      expect(await snapshot()).toEqual(written);
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "completes a survey whose last answer is a text kept exactly as written; the last answer's refusals leave it open",
    async () => {
      await newcomer("u-texter");
      await newcomer("u-peer");
      await finishWelcome("u-texter");
      // A survey whose last question is a text (the completing answer then carries a string with quotes,
      // backslashes and accents).
      let target: TInteraction | undefined;
      for (const i of await interactions("u-texter")) {
        if (i.surveyStatus !== "AVAILABLE" || i.surveyTypeId === SURVEYS.SURVEY_WELLGUARD_WELCOME) continue;
        const questions = (await survey("u-texter", i.surveyEntityId, "?completeQuestions=true")).questions;
        if (questions.at(-1)?.kind === "text") target = i;
      }
      if (!target) throw new Error("no open survey ends with a text question");
      const id = target.surveyEntityId;
      const questions = (await survey("u-texter", id, "?completeQuestions=true")).questions;
      const last = questions.at(-1) as TQuestion;
      for (const q of questions.slice(0, -1)) {
        const res = await answer("u-texter", id, q.questionId, validAnswer(target.surveyTypeId, q));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      const tooLong = "x".repeat((last.maxLength ?? 1000) + 1);
      const refused = await answer("u-texter", id, last.questionId, tooLong);
      expect({ status: refused.status, code: codeOf(refused), field: fieldOf(refused) }).toEqual({
        status: 412,
        code: "ND1027",
        field: "value",
      });
      const stranger = await answer("u-peer", id, last.questionId, "hello");
      expect({ status: stranger.status, code: codeOf(stranger) }).toEqual({ status: 404, code: "ND1000" });
      const open = await survey("u-texter", id);
      expect({ status: open.surveyStatus, next: open.next }).toEqual({
        status: "PROGRESS",
        next: last.questionId,
      });

      const progressOf = async (who: string) =>
        (
          await server.db
            .selectFrom("people")
            .select("progress")
            .where("id", "=", ids.p[who] ?? 0)
            .executeTakeFirstOrThrow()
        ).progress ?? 0;
      const progressBefore = await progressOf("u-texter");
      const text = `  O'Brien said "it's \\fine"; \\n ñ ça 東京 -- /* 50% */ '' \\'  `;
      const done = await answer("u-texter", id, last.questionId, text);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.records).toMatchObject({ completed: true, surveyStatus: "DONE", percentage: 100 });
      const saved = (await survey("u-texter", id, "?completeQuestions=true")).questions.at(-1);
      expect(saved?.answer).toBe(text.trim());
      // The scores were written with it: progress counts one more survey done.
      expect(await progressOf("u-texter")).toBeGreaterThan(progressBefore);
      const again = await answer("u-texter", id, last.questionId, "again");
      expect({ status: again.status, field: fieldOf(again) }).toEqual({ status: 412, field: "surveyStatus" });
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "keeps each person to their own data: another person's interaction is 404 ND1000",
    async () => {
      await newcomer("u-mine");
      const mine = await interactionOf("u-mine", "SURVEY_WELLGUARD_WELCOME");
      await newcomer("u-other");
      const q = (await survey("u-mine", mine.surveyEntityId)).questions[0] as TQuestion;
      for (const who of ["u-other", "bctl"]) {
        const read = await get(`/user/traits/interactions/${mine.surveyEntityId}`, tokens[who]);
        expect({ who, status: read.status, code: codeOf(read) }).toEqual({
          who,
          status: 404,
          code: "ND1000",
        });
        const write = await put(
          `/user/traits/interactions/${mine.surveyEntityId}`,
          { questionId: q.questionId, value: validAnswer(mine.surveyTypeId, q) },
          tokens[who],
        );
        expect({ who, status: write.status, code: codeOf(write) }).toEqual({
          who,
          status: 404,
          code: "ND1000",
        });
        const list = await interactions(who);
        expect(list.map((i) => i.surveyEntityId)).not.toContain(mine.surveyEntityId);
      }
      expect((await survey("u-mine", mine.surveyEntityId)).totalelementsdone).toBe(0);
      const unknown = await get("/user/traits/interactions/2147483647", tokens["u-mine"]);
      expect({ status: unknown.status, code: codeOf(unknown) }).toEqual({ status: 404, code: "ND1000" });
    },
  );

  it("filters the psychoprofile by survey types, groups, dimensions, dates and vigence", async () => {
    await newcomer("u-psy");
    const person = ids.p["u-psy"] ?? 0;
    const climatePlus = SURVEYS.SURVEY_WELLGUARD_CLIMATE_PLUS;
    const burnout = SURVEYS.SURVEY_WELLGUARD_BURNOUT;
    const row = (
      survey_type_id: number,
      dimension_id: number,
      value: number,
      start: string,
      vigence: number,
    ) => ({
      person_id: person,
      company_id: ids.acme,
      department_id: null,
      survey_type_id,
      interaction_id: null,
      dimension_id,
      dimension_value: value,
      dimension_value_extra: null,
      start_date: new Date(start),
      vigence,
    });
    const D = DIMENSION_ELEMENTS;
    await server.db
      .insertInto("profile_dimension_records")
      .values([
        row(climatePlus, D.DIMENSION_WHO5_INDEX, 40, "2025-01-10T10:00:00Z", 0),
        row(climatePlus, D.DIMENSION_WHO5_INDEX, 60, "2026-03-10T10:00:00Z", 1),
        row(climatePlus, D.DIMENSION_WORK_CLIMATE, 7, "2026-03-10T10:00:00Z", 1),
        row(burnout, D.DIMENSION_BURNOUT_WORK, 55, "2026-03-12T23:30:00Z", 1),
      ])
      .execute();
    const values = (records: TProfileDimensionRecord[]) => records.map((r) => r.dimensionValue);
    expect(values(await psycho("u-psy"))).toEqual([40, 60, 7, 55]);
    expect(values(await psycho("u-psy", "?surveyTypes=ALL&groupDimensions=ALL&dimensions=ALL"))).toEqual([
      40, 60, 7, 55,
    ]);
    expect(values(await psycho("u-psy", `?surveyTypes=${burnout}`))).toEqual([55]);
    expect(
      values(await psycho("u-psy", `?groupDimensions=${DIMENSION_GROUPS.DIMENSION_GROUP_WORKING}`)),
    ).toEqual([40, 60, 7]);
    expect(
      values(await psycho("u-psy", `?dimensions=${D.DIMENSION_WHO5_INDEX},${D.DIMENSION_BURNOUT_WORK}`)),
    ).toEqual([40, 60, 55]);
    expect(
      values(
        await psycho(
          "u-psy",
          `?groupDimensions=${DIMENSION_GROUPS.DIMENSION_GROUP_BURNOUT}&dimensions=${D.DIMENSION_WHO5_INDEX}`,
        ),
      ),
    ).toEqual([]);
    expect(values(await psycho("u-psy", "?dateFrom=2026-01-01"))).toEqual([60, 7, 55]);
    // A dateTo date includes its whole day.
    expect(values(await psycho("u-psy", "?dateFrom=2026-03-12&dateTo=2026-03-12"))).toEqual([55]);
    expect(values(await psycho("u-psy", "?dateTo=2026-03-11"))).toEqual([40, 60, 7]);
    expect(values(await psycho("u-psy", "?current=true"))).toEqual([60, 7, 55]);
    const one = (await psycho("u-psy", `?surveyTypes=${burnout}`))[0];
    expect(one).toEqual({
      surveyTypeId: burnout,
      surveyEntityId: null,
      dimensionId: D.DIMENSION_BURNOUT_WORK,
      dimensionValue: 55,
      dimensionValueExtra: null,
      startDate: "2026-03-12T23:30:00.000Z",
      vigence: 1,
    });
    // Nobody else sees them.
    expect(await psycho("bctl")).toEqual([]);
  });

  it("answers the helpers in the person's language", async () => {
    await newcomer("u-help");
    const all = await get<{ helperSurveyTypeId: number; name: string; messages: string[] }[]>(
      "/user/traits/helpers",
      tokens["u-help"],
    );
    expect(all.status).toBe(200);
    expect(all.body.records.map((h) => h.helperSurveyTypeId)).toEqual([
      SURVEYS.SURVEY_WELLGUARD_HELPER_AWARENESS,
      SURVEYS.SURVEY_WELLGUARD_HELPER_WELLBEING,
    ]);
    for (const h of all.body.records) {
      expect(h.name.length).toBeGreaterThan(0);
      expect(h.messages.length).toBeGreaterThan(0);
    }
    const one = await get<{ helperSurveyTypeId: number }>(
      `/user/traits/helpers/${SURVEYS.SURVEY_WELLGUARD_HELPER_WELLBEING}`,
      tokens["u-help"],
    );
    expect(one.body.records.helperSurveyTypeId).toBe(SURVEYS.SURVEY_WELLGUARD_HELPER_WELLBEING);
    const filtered = await get<{ helperSurveyTypeId: number }[]>(
      `/user/traits/helpers?surveyTypes=${SURVEYS.SURVEY_WELLGUARD_HELPER_AWARENESS}`,
      tokens["u-help"],
    );
    expect(filtered.body.records.map((h) => h.helperSurveyTypeId)).toEqual([
      SURVEYS.SURVEY_WELLGUARD_HELPER_AWARENESS,
    ]);
    // A survey type that has a helper names it.
    const withHelper = INSTRUMENTS.find((i) => i.helper);
    if (withHelper?.helper) {
      const bySurvey = await get<{ helperSurveyTypeId: number }[]>(
        `/user/traits/helpers?surveyTypes=${SURVEYS[withHelper.surveyKeys[0] as SurveyKey]}`,
        tokens["u-help"],
      );
      expect(bySurvey.body.records.map((h) => h.helperSurveyTypeId)).toEqual([SURVEYS[withHelper.helper]]);
    }
    // The person's own language wins over the company's (es-es here) for helpers, survey names and questions.
    expect(all.body.records[0]?.name).toBe(HELPERS.SURVEY_WELLGUARD_HELPER_AWARENESS.name["es-es"]);
    await server.db
      .updateTable("people")
      .set({ locale: "pl" })
      .where("id", "=", ids.p["u-help"] ?? 0)
      .execute();
    tokens["u-help"] = await api.token("u-help");
    const polish = await get<{ name: string; messages: string[] }[]>(
      "/user/traits/helpers",
      tokens["u-help"],
    );
    expect(polish.body.records[0]?.name).toBe(HELPERS.SURVEY_WELLGUARD_HELPER_AWARENESS.name.pl);
    expect(polish.body.records[0]?.messages).toEqual(
      HELPERS.SURVEY_WELLGUARD_HELPER_AWARENESS.messages.map((m) => m.pl),
    );
    if (has("SURVEY_WELLGUARD_WELCOME")) {
      const welcome = await interactionOf("u-help", "SURVEY_WELLGUARD_WELCOME");
      const instrument = instrumentFor(SURVEYS.SURVEY_WELLGUARD_WELCOME);
      expect(welcome.surveyName).toBe(instrument?.name.pl);
      const s = await survey("u-help", welcome.surveyEntityId);
      expect(s.questions[0]?.text).toBe(instrument?.questions[0]?.text.pl);
      expect(s.extraConfig.welcome).toEqual(instrument?.welcome.map((t) => t.pl));
    }
    // The interface's language (the web app's Accept-Language) wins over the saved one, so a page in English
    // never shows Polish survey texts; a tag that names none of the eight languages leaves the saved one.
    const inLanguage = <T>(path: string, acceptLanguage: string) =>
      api.call<Body<T>>("GET", `${V1}${path}`, {
        token: tokens["u-help"],
        headers: { "accept-language": acceptLanguage },
      });
    const english = await inLanguage<{ name: string }[]>("/user/traits/helpers", "en-GB,pl;q=0.8");
    expect(english.body.records[0]?.name).toBe(HELPERS.SURVEY_WELLGUARD_HELPER_AWARENESS.name["en-gb"]);
    const catalan = await inLanguage<{ name: string }[]>("/user/traits/helpers", "ca");
    expect(catalan.body.records[0]?.name).toBe(HELPERS.SURVEY_WELLGUARD_HELPER_AWARENESS.name.cat);
    for (const unnamed of ["*", "fr-FR,en;q=0.5"]) {
      const saved = await inLanguage<{ name: string }[]>("/user/traits/helpers", unnamed);
      expect(saved.body.records[0]?.name).toBe(HELPERS.SURVEY_WELLGUARD_HELPER_AWARENESS.name.pl);
    }
    if (has("SURVEY_WELLGUARD_WELCOME")) {
      const instrument = instrumentFor(SURVEYS.SURVEY_WELLGUARD_WELCOME);
      const list = await inLanguage<TInteraction[]>("/user/traits/interactions", "en-US");
      const welcome = list.body.records.find((i) => i.surveyTypeId === SURVEYS.SURVEY_WELLGUARD_WELCOME);
      expect(welcome?.surveyName).toBe(instrument?.name["en-us"]);
      const s = await inLanguage<TSurvey>(`/user/traits/interactions/${welcome?.surveyEntityId}`, "eu");
      expect(s.body.records.questions[0]?.text).toBe(instrument?.questions[0]?.text.eu);
    }
    const notHelper = await get(`/user/traits/helpers/${SURVEYS.SURVEY_WELLGUARD_WELCOME}`, tokens["u-help"]);
    expect({ status: notHelper.status, code: codeOf(notHelper) }).toEqual({ status: 404, code: "ND1000" });
  });

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "gives the demo employee a journey: welcome done, the flow's first surveys available now",
    async () => {
      tokens.employee = await api.token("employee");
      const list = await interactions("employee");
      expect(list[0]).toMatchObject({
        surveyTypeId: SURVEYS.SURVEY_WELLGUARD_WELCOME,
        surveyStatus: "DONE",
        percentage: 100,
      });
      const now = Date.now();
      for (const step of FLOWS[1].filter((s) => s.offsetDays === 0 && has(s.survey))) {
        const assigned = list.find((i) => i.surveyTypeId === SURVEYS[step.survey]);
        expect(assigned, step.survey).toMatchObject({ surveyStatus: "AVAILABLE", percentage: 0 });
        expect(Date.parse(assigned?.userStartDate ?? "")).toBeLessThanOrEqual(now);
      }
      const scores = await get<TUserScores>("/user/traits/scores", tokens.employee);
      expect(scores.body.records.progress).toBeGreaterThan(0);
    },
  );

  it.runIf(has("SURVEY_WELLGUARD_WELCOME"))(
    "deletes a deleted person's free-text answers and keeps the option answers",
    async () => {
      await newcomer("u-gone");
      const welcome = await interactionOf("u-gone", "SURVEY_WELLGUARD_WELCOME");
      const all = (await survey("u-gone", welcome.surveyEntityId, "?completeQuestions=true")).questions;
      const text = all.find((q) => q.kind === "text");
      const choice = all.find((q) => q.kind !== "text") as TQuestion;
      expect(
        (
          await answer(
            "u-gone",
            welcome.surveyEntityId,
            choice.questionId,
            validAnswer(welcome.surveyTypeId, choice),
          )
        ).status,
      ).toBe(200);
      if (text) {
        const said = await answer(
          "u-gone",
          welcome.surveyEntityId,
          text.questionId,
          "I am Nora, my manager is Pat",
        );
        expect(said.status).toBe(200);
      }
      const admin = await api.token("admin");
      const deleted = await api.call("DELETE", `${V1}/admin/stakeholders/people/${ids.p["u-gone"]}`, {
        token: admin,
      });
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      const left = await server.db
        .selectFrom("interaction_answers")
        .select(["question_id", "value"])
        .where("interaction_id", "=", welcome.surveyEntityId)
        .execute();
      expect(left).toEqual([
        { question_id: choice.questionId, value: validAnswer(welcome.surveyTypeId, choice) },
      ]);
    },
  );

  it("lists the user's surveys, phishing-family ones only when asked", async () => {
    await newcomer("u-surveys");
    const person = ids.p["u-surveys"] ?? 0;
    await server.db
      .insertInto("interactions")
      .values({
        person_id: person,
        company_id: ids.acme,
        survey_type_id: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        survey_id: 0,
        start_date: new Date(),
      })
      .execute();
    const plain = await get<TUserSurvey[]>("/user/surveys", tokens["u-surveys"]);
    expect(plain.status).toBe(200);
    expect(plain.body.records.map((s) => s.surveyTypeId)).not.toContain(SURVEYS.SURVEY_WELLGUARD_PHISHING);
    const withPhishing = await get<TUserSurvey[]>("/user/surveys?phishing=true", tokens["u-surveys"]);
    expect(withPhishing.body.records.map((s) => s.surveyTypeId)).toContain(SURVEYS.SURVEY_WELLGUARD_PHISHING);
    if (has("SURVEY_WELLGUARD_WELCOME")) {
      expect(Object.keys(plain.body.records[0] ?? {}).sort()).toEqual(
        [
          "dateStatus",
          "familyTypeId",
          "percentage",
          "surveyEntityId",
          "surveyId",
          "surveyName",
          "surveyStatus",
          "surveyTypeId",
          "userStartDate",
        ].sort(),
      );
    }
    // No scores yet: nulls, not zeros.
    const scores = await get<TUserScores>("/user/traits/scores", tokens["u-surveys"]);
    expect(scores.body.records).toEqual({
      progress: null,
      insider: null,
      risk: null,
      wellbeing: null,
      cyber: null,
      updatedAt: null,
    });
  });
});
