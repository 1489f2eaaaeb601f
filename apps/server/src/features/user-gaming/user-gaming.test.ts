import {
  ACHIEVEMENTS,
  DIMENSION_ELEMENTS,
  SURVEYS,
  type SurveyKey,
  type TAchievement,
  ZAchievement,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ASSET_IDS } from "../../content/assets/ids";
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
 * Achievements over HTTP (docs/achievements.md). The records behind each rule (interactions, dimension records,
 * scores, reads) are written straight into the test database; the GET evaluates the rules, so each case shows
 * the achievement unlocking exactly at its threshold.
 */

const V1 = "/api/v1";
const GAMING = 15;
type Body<T> = { records: T };

describe.each(testDatabases())("achievements API (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let company = 0;
  const people: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const cycles = new Map<string, number>();

  const get = <T>(path: string, who?: string) =>
    api.get<Body<T>>(`${V1}${path}`, who ? tokens[who] : undefined);
  const put = <T>(path: string, who?: string) =>
    api.put<Body<T>>(`${V1}${path}`, {}, who ? tokens[who] : undefined);

  async function newPerson(login: string, services: number[] | null = null): Promise<void> {
    people[login] = await addPerson(server.db, {
      companyId: company,
      login,
      name: "Gala",
      surname: login,
      canSignIn: true,
    });
    if (services)
      await server.db
        .updateTable("people")
        .set({ services })
        .where("id", "=", people[login] ?? 0)
        .execute();
    tokens[login] = await api.token(login);
  }
  const idOf = (login: string) => people[login] ?? 0;

  async function interaction(
    login: string,
    key: SurveyKey,
    status: "DONE" | "PROGRESS" | "AVAILABLE" = "DONE",
    bestStreak = 0,
  ): Promise<void> {
    const cycleKey = `${login}:${key}`;
    const cycle = (cycles.get(cycleKey) ?? 0) + 1;
    cycles.set(cycleKey, cycle);
    await server.db
      .insertInto("interactions")
      .values({
        person_id: idOf(login),
        company_id: company,
        survey_type_id: SURVEYS[key],
        survey_id: 1,
        cycle,
        status,
        start_date: new Date(),
        percentage: status === "DONE" ? 100 : 0,
        best_streak: bestStreak,
      })
      .execute();
  }

  async function achievements(login: string, query = ""): Promise<TAchievement[]> {
    const res = await get<TAchievement[]>(`/user/gamings/achievements${query}`, login);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.records.map((a) => ZAchievement.parse(a));
  }
  async function byKey(login: string): Promise<Record<string, TAchievement>> {
    return Object.fromEntries((await achievements(login)).map((a) => [a.key, a]));
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { smtpUrl: undefined });
    api = apiClient(server.baseUrl);
    company = await addCompany(server.db, {
      name: "Badges Co",
      domain: "badges.test",
      services: [1, 2, GAMING],
    });
    await newPerson("player");
    await newPerson("nogame", [1, 2]);
    await newPerson("claimer");
  });
  afterAll(() => server?.close());

  it("refuses an anonymous caller (401) and a person without the gaming service (403 NF1003)", async () => {
    expect((await get("/user/gamings/achievements")).status).toBe(401);
    expect((await put("/user/gamings/achievements/1")).status).toBe(401);
    for (const res of [
      await get("/user/gamings/achievements", "nogame"),
      await put("/user/gamings/achievements/1", "nogame"),
    ]) {
      expect(res.status).toBe(403);
      expect(codeOf(res)).toBe("NF1003");
    }
  });

  it("lists every achievement with zero progress for a newcomer", async () => {
    const list = await achievements("player");
    expect(list.map((a) => a.achievementId)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    for (const a of list) {
      expect(a.progress).toBe(0);
      expect(a.unlockedAt).toBeNull();
      expect(a.claimedAt).toBeNull();
    }
    const all = list.find((a) => a.key === "all_assets_read");
    expect(all?.target).toBe(ASSET_IDS.length);
    expect(list.find((a) => a.key === "awareness_expert")?.target).toBe(8);
  });

  it("welcome_done and first_survey: the welcome counts for the first, not for the survey count", async () => {
    await interaction("player", "SURVEY_WELLGUARD_WELCOME");
    let a = await byKey("player");
    expect(a.welcome_done?.unlockedAt).not.toBeNull();
    expect(a.first_survey?.unlockedAt).toBeNull();
    await interaction("player", "SURVEY_WELLGUARD_IMPACT", "PROGRESS");
    a = await byKey("player");
    expect(a.first_survey?.progress).toBe(0);
    await interaction("player", "SURVEY_WELLGUARD_INSIDER_RED");
    a = await byKey("player");
    expect(a.first_survey?.unlockedAt).not.toBeNull();
    expect(a.five_surveys?.progress).toBe(1);
  });

  it("five_surveys unlocks at the fifth DONE interaction, with progress on the way", async () => {
    await interaction("player", "SURVEY_WELLGUARD_INSIDER_GREEN");
    await interaction("player", "SURVEY_WELLGUARD_INSIDER_BLUE");
    await interaction("player", "SURVEY_WELLGUARD_ARCHETYPE");
    let a = await byKey("player");
    expect(a.five_surveys?.progress).toBe(4);
    expect(a.five_surveys?.unlockedAt).toBeNull();
    await interaction("player", "SURVEY_WELLGUARD_GRI_PLUS");
    a = await byKey("player");
    expect(a.five_surveys?.progress).toBe(5);
    expect(a.five_surveys?.unlockedAt).not.toBeNull();
  });

  it("awareness_test_done and wellbeing_check follow their surveys; a survey in progress does not count", async () => {
    await interaction("player", "SURVEY_WELLGUARD_CYBERSECURITY", "PROGRESS");
    await interaction("player", "SURVEY_WELLGUARD_BURNOUT", "AVAILABLE");
    let a = await byKey("player");
    expect(a.awareness_test_done?.unlockedAt).toBeNull();
    expect(a.wellbeing_check?.unlockedAt).toBeNull();
    await interaction("player", "SURVEY_WELLGUARD_CYBERSECURITY");
    await interaction("player", "SURVEY_WELLGUARD_BURNOUT");
    a = await byKey("player");
    expect(a.awareness_test_done?.unlockedAt).not.toBeNull();
    expect(a.wellbeing_check?.unlockedAt).not.toBeNull();
  });

  it("wellbeing_check also unlocks with climate plus alone", async () => {
    await newPerson("climber");
    await interaction("climber", "SURVEY_WELLGUARD_CLIMATE_PLUS");
    expect((await byKey("climber")).wellbeing_check?.unlockedAt).not.toBeNull();
  });

  it("perfect_dimension needs a current cyber dimension at 6 of 6", async () => {
    const insert = (dimension: number, value: number, vigence: number) =>
      server.db
        .insertInto("profile_dimension_records")
        .values({
          person_id: idOf("player"),
          company_id: company,
          department_id: null,
          survey_type_id: SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY,
          interaction_id: null,
          dimension_id: dimension,
          dimension_value: value,
          dimension_value_extra: 6,
          vigence,
        })
        .execute();
    await insert(DIMENSION_ELEMENTS.DIMENSION_MALWARE, 6, 0); // an old record
    await insert(DIMENSION_ELEMENTS.DIMENSION_WHO5_INDEX, 80, 1); // not a cyber dimension
    await insert(DIMENSION_ELEMENTS.DIMENSION_MALWARE, 5, 1);
    expect((await byKey("player")).perfect_dimension?.unlockedAt).toBeNull();
    await insert(DIMENSION_ELEMENTS.DIMENSION_COMPLIANCE, 6, 1);
    const a = await byKey("player");
    expect(a.perfect_dimension?.unlockedAt).not.toBeNull();
    expect(a.perfect_dimension?.progress).toBe(1);
  });

  it("streak_5 and streak_10 read the best streak of any interaction", async () => {
    await newPerson("streaker");
    await interaction("streaker", "SURVEY_WELLGUARD_CYBERSECURITY", "PROGRESS", 4);
    let a = await byKey("streaker");
    expect(a.streak_5?.progress).toBe(4);
    expect(a.streak_5?.unlockedAt).toBeNull();
    await server.db
      .updateTable("interactions")
      .set({ best_streak: 7 })
      .where("person_id", "=", idOf("streaker"))
      .execute();
    a = await byKey("streaker");
    expect(a.streak_5?.unlockedAt).not.toBeNull();
    expect(a.streak_5?.progress).toBe(5);
    expect(a.streak_10?.progress).toBe(7);
    expect(a.streak_10?.unlockedAt).toBeNull();
    await interaction("streaker", "SURVEY_WELLGUARD_CYBERSECURITY", "DONE", 10);
    a = await byKey("streaker");
    expect(a.streak_10?.unlockedAt).not.toBeNull();
  });

  it("awareness_expert needs a cyber level of 8 or more in the person's scores", async () => {
    await newPerson("expert");
    await server.db
      .insertInto("person_scores")
      .values({
        person_id: idOf("expert"),
        insider: null,
        risk: null,
        hazard: null,
        wellbeing: null,
        cyber: 7.9,
      })
      .execute();
    let a = await byKey("expert");
    expect(a.awareness_expert?.progress).toBe(7);
    expect(a.awareness_expert?.unlockedAt).toBeNull();
    await server.db
      .updateTable("person_scores")
      .set({ cyber: 8 })
      .where("person_id", "=", idOf("expert"))
      .execute();
    a = await byKey("expert");
    expect(a.awareness_expert?.progress).toBe(8);
    expect(a.awareness_expert?.unlockedAt).not.toBeNull();
    // Once unlocked it stays, even if the level drops later.
    await server.db
      .updateTable("person_scores")
      .set({ cyber: 3 })
      .where("person_id", "=", idOf("expert"))
      .execute();
    a = await byKey("expert");
    expect(a.awareness_expert?.unlockedAt).not.toBeNull();
    expect(a.awareness_expert?.progress).toBe(8);
  });

  it("phishing_reported needs a simulated message the person reported, not one they only received or clicked", async () => {
    await newPerson("spotter");
    const now = Date.now();
    const campaign = await server.db
      .insertInto("campaigns")
      .values({
        company_id: company,
        name: "Badge lure",
        channel: "email",
        kind: "phishing",
        survey_type_id: SURVEYS.SURVEY_WELLGUARD_PHISHING,
        campaign_type_id: 1,
        domain_id: null,
        template_id: 2,
        level_id: null,
        time_zone: "UTC",
        start_at: new Date(now - 3_600_000),
        send_until: new Date(now - 1_800_000),
        end_at: new Date(now + 86_400_000),
        target_kind: "departments",
        target_ids: [],
        series_id: null,
        series_index: null,
        cancelled_at: null,
        created_by: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const recipient = (login: string, clicked: boolean) =>
      server.db
        .insertInto("campaign_recipients")
        .values({
          campaign_id: campaign.id,
          company_id: company,
          person_id: idOf(login),
          department_id: null,
          token: `badge-token-${login}-0123456789`,
          template_id: 2,
          locale: "en-gb",
          scheduled_at: new Date(now - 3_000_000),
          next_attempt_at: new Date(now - 3_000_000),
          sent_at: new Date(now - 3_000_000),
          failure: null,
          opened_at: null,
          clicked_at: clicked ? new Date(now - 60_000) : null,
          submitted_at: null,
          submitted_fields: null,
          reported_at: null,
          recorded_value: null,
        })
        .execute();
    await recipient("spotter", false);
    await recipient("player", true);
    let a = await byKey("spotter");
    expect(a.phishing_reported).toMatchObject({ progress: 0, target: 1, unlockedAt: null });
    expect((await byKey("player")).phishing_reported?.unlockedAt).toBeNull();

    await server.db
      .updateTable("campaign_recipients")
      .set({ reported_at: new Date() })
      .where("person_id", "=", idOf("spotter"))
      .execute();
    a = await byKey("spotter");
    expect(a.phishing_reported).toMatchObject({ progress: 1, target: 1, icon: "flag" });
    expect(a.phishing_reported?.unlockedAt).not.toBeNull();
    // Another person's report is not theirs.
    expect((await byKey("player")).phishing_reported?.progress).toBe(0);
  });

  it("the reading achievements unlock from the asset reads (first, five, all)", async () => {
    await newPerson("bookworm");
    for (const id of ASSET_IDS.slice(0, 4)) {
      await server.db
        .insertInto("asset_reads")
        .values({ person_id: idOf("bookworm"), asset_id: id })
        .execute();
    }
    let a = await byKey("bookworm");
    expect(a.first_asset_read?.unlockedAt).not.toBeNull();
    expect(a.five_assets_read?.progress).toBe(4);
    expect(a.all_assets_read?.progress).toBe(4);
    const read = await put<{ achievementsUnlocked: { key: string }[] }>(
      `/user/traits/assets/${ASSET_IDS[4]}/read`,
      "bookworm",
    );
    expect(read.body.records.achievementsUnlocked.map((x) => x.key)).toEqual(["five_assets_read"]);
    a = await byKey("bookworm");
    expect(a.all_assets_read?.unlockedAt).toBeNull();
  });

  it("claims an unlocked achievement once; claimed=true and claimed=false split the list", async () => {
    await interaction("claimer", "SURVEY_WELLGUARD_WELCOME");
    const notYet = await put("/user/gamings/achievements/2", "claimer");
    expect(notYet.status).toBe(412);
    expect(codeOf(notYet)).toBe("ND1027");
    expect((notYet.body as { records: { field?: string } }).records.field).toBe("achievementId");

    const claim = await put<TAchievement>("/user/gamings/achievements/1", "claimer");
    expect(claim.status).toBe(200);
    const claimed = ZAchievement.parse(claim.body.records);
    expect(claimed).toMatchObject({ achievementId: 1, key: "welcome_done", progress: 1, target: 1 });
    expect(claimed.claimedAt).not.toBeNull();
    // As the web app sends it: no body, no content type.
    const again = await api.call<Body<TAchievement>>("PUT", `${V1}/user/gamings/achievements/1`, {
      token: tokens.claimer ?? "",
    });
    expect(again.status).toBe(200);
    expect(again.body.records.claimedAt).toBe(claimed.claimedAt);

    expect((await achievements("claimer", "?claimed=true")).map((a) => a.key)).toEqual(["welcome_done"]);
    const open = await achievements("claimer", "?claimed=false");
    expect(open).toHaveLength(ACHIEVEMENTS.length - 1);
    expect(open.every((a) => a.claimedAt === null)).toBe(true);
    // Another person's claims are their own.
    expect(await achievements("player", "?claimed=true")).toEqual([]);
  });

  it("answers 404 ND1000 for an unknown achievement and 412 ND1027 for a bad id or filter", async () => {
    const unknown = await put("/user/gamings/achievements/99", "claimer");
    expect(unknown.status).toBe(404);
    expect(codeOf(unknown)).toBe("ND1000");
    for (const res of [
      await put("/user/gamings/achievements/abc", "claimer"),
      await get("/user/gamings/achievements?claimed=yes", "claimer"),
    ]) {
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1027");
    }
  });
});
