import { readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import {
  ACTION_TYPES,
  ASSET_FAMILIES,
  ASSET_PRIORITIES,
  DIMENSION_ELEMENTS,
  type DimensionKey,
  LOCALES,
  SURVEYS,
  type SurveyKey,
  type TAction,
  type TAssetDetail,
  type TAssetList,
  type TProfileDimensionRecord,
  ZAction,
  ZAssetDetail,
  ZAssetList,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIONS } from "../../content/actions";
import { captionsVtt, VIDEO_SCENES } from "../../content/assets/captions";
import { ASSET_TEXTS, ASSETS } from "../../content/assets/catalogue";
import { ASSET_IDS } from "../../content/assets/ids";
import { archetypeOf } from "../../content/instruments/archetypes";
import {
  type ApiClient,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { addCompany, addPerson } from "../controller-stakeholders/test-fixtures";
import { MEDIA_ROOT } from "./media";

const V1 = "/api/v1";
type Body<T> = { records: T };

describe("assets catalogue and media files", () => {
  it("lists the 14 stored ids once each, with their texts in every locale", () => {
    expect(ASSETS.map((a) => a.id)).toEqual([...ASSET_IDS]);
    for (const locale of LOCALES) {
      for (const asset of ASSETS) {
        const text = ASSET_TEXTS[locale][asset.id];
        expect(text.title.trim(), `${locale} ${asset.id}`).not.toBe("");
        expect(text.summary.trim(), `${locale} ${asset.id}`).not.toBe("");
        if (asset.family === "article") expect(text.body.length).toBeGreaterThanOrEqual(4);
        if (asset.family === "article") expect(text.body.length).toBeLessThanOrEqual(8);
        if (asset.family === "infographic") expect(text.body.length).toBeGreaterThanOrEqual(2);
        if (asset.family === "video") expect(text.body).toHaveLength(VIDEO_SCENES);
        for (const p of text.body) expect(p.trim()).not.toBe("");
      }
    }
  });

  it("writes each language itself: no text of another locale is the English one", () => {
    for (const locale of LOCALES.filter((l) => !l.startsWith("en"))) {
      for (const asset of ASSETS) {
        expect(ASSET_TEXTS[locale][asset.id].summary, `${locale} ${asset.id}`).not.toBe(
          ASSET_TEXTS["en-gb"][asset.id].summary,
        );
      }
    }
    // The regional variants differ where the language does.
    const differs = (a: "es-es" | "en-gb", b: "es-mx" | "en-us") =>
      ASSETS.filter((x) => JSON.stringify(ASSET_TEXTS[a][x.id]) !== JSON.stringify(ASSET_TEXTS[b][x.id]))
        .length;
    expect(differs("es-es", "es-mx")).toBeGreaterThan(5);
    expect(differs("en-gb", "en-us")).toBeGreaterThan(5);
  });

  it("has every media file, small; SVG without scripts, handlers or outside references", () => {
    for (const asset of ASSETS) {
      const path = join(MEDIA_ROOT, asset.file);
      const size = statSync(path).size;
      if (asset.file.endsWith(".svg")) {
        expect(size, asset.file).toBeLessThan(20_000);
        const text = readFileSync(path, "utf8");
        expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        expect(text).not.toMatch(/<script|<foreignObject|\son[a-z]+\s*=|href\s*=|url\(|<!ENTITY|<image/i);
      } else {
        expect(size, asset.file).toBeLessThan(600_000);
        expect(size, asset.file).toBeGreaterThan(1_000);
      }
    }
  });

  it("has the captions of every video in every locale, as the catalogue transcript makes them", () => {
    for (const asset of ASSETS.filter((a) => a.family === "video")) {
      for (const locale of LOCALES) {
        const file = join(MEDIA_ROOT, (asset.captions ?? "").replace("{locale}", locale));
        expect(readFileSync(file, "utf8"), file).toBe(captionsVtt(asset, locale));
      }
    }
  });
});

describe("recommended actions catalogue", () => {
  it("has unique stable ids, existing assets and texts in every locale", () => {
    const ids = ACTIONS.map((a) => a.actionId);
    expect(new Set(ids).size).toBe(ids.length);
    // The archetype actions keep their stored ids whatever the order of the archetype catalogue.
    expect(ACTIONS.filter((a) => "archetype" in a.rule).map((a) => [a.actionId, a.dimension])).toEqual(
      expect.arrayContaining([
        [501, "DIMENSION_ARCHETYPE_GUARDIAN"],
        [502, "DIMENSION_ARCHETYPE_EXPLORER"],
        [503, "DIMENSION_ARCHETYPE_HELPER"],
        [504, "DIMENSION_ARCHETYPE_SPRINTER"],
        [505, "DIMENSION_ARCHETYPE_SKEPTIC"],
        [506, "DIMENSION_ARCHETYPE_CONNECTOR"],
      ]),
    );
    const types = Object.values(ACTION_TYPES) as number[];
    for (const a of ACTIONS) {
      expect(types).toContain(a.actionTypeId);
      expect(a.assets.length).toBeGreaterThan(0);
      for (const id of a.assets) expect(ASSET_IDS as readonly number[]).toContain(id);
      for (const locale of LOCALES) {
        expect(a.title[locale].trim()).not.toBe("");
        expect(a.description[locale].trim()).not.toBe("");
        if (!locale.startsWith("en")) expect(a.description[locale]).not.toBe(a.description["en-gb"]);
      }
    }
  });
});

describe.each(testDatabases())("assets, actions and media over HTTP (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let company = 0;
  const people: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const get = <T>(path: string, who?: string) =>
    api.get<Body<T>>(`${V1}${path}`, who ? tokens[who] : undefined);
  const put = <T>(path: string, who?: string) =>
    api.put<Body<T>>(`${V1}${path}`, {}, who ? tokens[who] : undefined);

  async function newPerson(login: string, locale: string | null = null): Promise<void> {
    people[login] = await addPerson(server.db, {
      companyId: company,
      login,
      name: "Lia",
      surname: login,
      canSignIn: true,
    });
    if (locale)
      await server.db
        .updateTable("people")
        .set({ locale })
        .where("id", "=", people[login] ?? 0)
        .execute();
    tokens[login] = await api.token(login);
  }

  async function record(
    login: string,
    dimension: DimensionKey,
    value: number,
    vigence = 1,
    survey: SurveyKey = "SURVEY_WELLGUARD_CLIMATE_PLUS",
  ) {
    await server.db
      .insertInto("profile_dimension_records")
      .values({
        person_id: people[login] ?? 0,
        company_id: company,
        department_id: null,
        survey_type_id: SURVEYS[survey],
        interaction_id: null,
        dimension_id: DIMENSION_ELEMENTS[dimension],
        dimension_value: value,
        dimension_value_extra: null,
        vigence,
      })
      .execute();
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { smtpUrl: undefined });
    api = apiClient(server.baseUrl);
    company = await addCompany(server.db, {
      name: "Library Co",
      domain: "library.test",
      services: [1, 2, 15],
    });
    await newPerson("reader", "en-gb");
    await newPerson("lector", "es-mx");
    await newPerson("actor", "en-us");
    await newPerson("blank", "pl");
    await newPerson("scorer", "en-gb");
  });
  afterAll(() => server?.close());

  it("refuses an anonymous caller (401)", async () => {
    for (const path of ["/user/traits/assets", "/user/traits/assets/1", "/user/traits/actions"]) {
      expect((await get(path)).status, path).toBe(401);
    }
    expect((await put("/user/traits/assets/1/read")).status).toBe(401);
  });

  it("lists the 14 assets in the caller's language, high priority first, none read yet", async () => {
    const res = await get<TAssetList>("/user/traits/assets", "reader");
    expect(res.status).toBe(200);
    const list = ZAssetList.parse(res.body.records);
    expect(list.assetCount).toBe(14);
    expect(list.totalReaded).toBe(0);
    expect(list.assets).toHaveLength(14);
    const order = list.assets.map((a) => ASSET_PRIORITIES.indexOf(a.priority));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const first = list.assets.find((a) => a.assetId === 1);
    expect(first).toMatchObject({
      title: "Spotting a phishing e-mail",
      status: "pending",
      readAt: null,
      family: "article",
    });
    expect(first?.dimensionIds).toEqual([
      DIMENSION_ELEMENTS.DIMENSION_COMMUNICATIONS,
      DIMENSION_ELEMENTS.DIMENSION_SOCIAL_ENGINEERING,
    ]);
    expect(first?.url).toBe("/assets-content/covers/phishing.svg");
    const es = await get<TAssetList>("/user/traits/assets", "lector");
    expect(es.body.records.assets.find((a) => a.assetId === 12)?.title).toBe("Cómo reportar un incidente");
  });

  it("filters by family, priority and status, and refuses an unknown filter value (412 ND1027)", async () => {
    for (const family of ASSET_FAMILIES) {
      const res = await get<TAssetList>(`/user/traits/assets?family=${family}`, "reader");
      expect(res.status).toBe(200);
      expect(res.body.records.assets.length).toBe(ASSETS.filter((a) => a.family === family).length);
      expect(res.body.records.assets.every((a) => a.family === family)).toBe(true);
      expect(res.body.records.assetCount).toBe(14);
    }
    for (const priority of ASSET_PRIORITIES) {
      const res = await get<TAssetList>(`/user/traits/assets?priority=${priority}`, "reader");
      expect(res.body.records.assets.length).toBe(ASSETS.filter((a) => a.priority === priority).length);
    }
    const combined = await get<TAssetList>(
      "/user/traits/assets?family=video&priority=low&status=pending",
      "reader",
    );
    expect(combined.body.records.assets.map((a) => a.assetId)).toEqual([12]);
    for (const query of ["status=done", "family=podcast", "priority=urgent"]) {
      const res = await get(`/user/traits/assets?${query}`, "reader");
      expect(res.status, query).toBe(412);
      expect(codeOf(res), query).toBe("ND1027");
    }
  });

  it("answers one asset with its body and, for a video, the captions in the caller's language", async () => {
    const article = await get<TAssetDetail>("/user/traits/assets/5", "reader");
    expect(article.status).toBe(200);
    const detail = ZAssetDetail.parse(article.body.records);
    expect(detail.body.length).toBeGreaterThanOrEqual(4);
    expect(detail.captionsUrl).toBeNull();
    const video = await get<TAssetDetail>("/user/traits/assets/11", "lector");
    expect(video.body.records.captionsUrl).toBe("/assets-content/videos/vishing.es-mx.vtt");
    expect(video.body.records.url).toBe("/assets-content/videos/vishing.webm");
    expect(video.body.records.body).toHaveLength(6);
    const captions = await fetch(`${server.baseUrl}${video.body.records.captionsUrl}`);
    expect(captions.status).toBe(200);
    expect(await captions.text()).toContain(video.body.records.body[0]);
  });

  it("writes the texts in the interface's language (Accept-Language) when the web app names one of the eight", async () => {
    const inLanguage = <T>(path: string, acceptLanguage: string) =>
      api.call<{ records: T }>("GET", `${V1}${path}`, {
        token: tokens.lector,
        headers: { "accept-language": acceptLanguage },
      });
    const english = await inLanguage<TAssetList>("/user/traits/assets", "en-GB");
    expect(english.body.records.assets.find((a) => a.assetId === 1)?.title).toBe(
      "Spotting a phishing e-mail",
    );
    const detail = await inLanguage<TAssetDetail>("/user/traits/assets/11", "pt-PT");
    expect(detail.body.records.captionsUrl).toBe("/assets-content/videos/vishing.pt-pt.vtt");
    // Not one of the eight: the person's saved language (es-mx).
    const saved = await inLanguage<TAssetList>("/user/traits/assets", "fr-FR");
    expect(saved.body.records.assets.find((a) => a.assetId === 12)?.title).toBe("Cómo reportar un incidente");
  });

  it("answers 404 ND1000 for an unknown asset id and 412 ND1027 for one that is not a number", async () => {
    for (const path of ["/user/traits/assets/15", "/user/traits/assets/999"]) {
      const res = await get(path, "reader");
      expect(res.status, path).toBe(404);
      expect(codeOf(res)).toBe("ND1000");
    }
    const read = await put("/user/traits/assets/15/read", "reader");
    expect(read.status).toBe(404);
    expect(codeOf(read)).toBe("ND1000");
    const bad = await get("/user/traits/assets/abc", "reader");
    expect(bad.status).toBe(412);
    expect(codeOf(bad)).toBe("ND1027");
  });

  it("marks an asset read once (idempotent), counts it and unlocks the reading achievements", async () => {
    const first = await put<{ totalReaded: number; assetCount: number; achievementsUnlocked: unknown[] }>(
      "/user/traits/assets/3/read",
      "reader",
    );
    expect(first.status).toBe(200);
    expect(first.body.records).toEqual({
      totalReaded: 1,
      assetCount: 14,
      achievementsUnlocked: [{ achievementId: 8, key: "first_asset_read" }],
    });
    const readAt = (await get<TAssetDetail>("/user/traits/assets/3", "reader")).body.records.readAt;
    expect(readAt).not.toBeNull();
    const again = await put<{ totalReaded: number; achievementsUnlocked: unknown[] }>(
      "/user/traits/assets/3/read",
      "reader",
    );
    expect(again.body.records.totalReaded).toBe(1);
    expect(again.body.records.achievementsUnlocked).toEqual([]);
    // As the web app sends it: no body, no content type.
    const bare = await api.call<Body<{ totalReaded: number }>>("PUT", `${V1}/user/traits/assets/3/read`, {
      token: tokens.reader ?? "",
    });
    expect(bare.status).toBe(200);
    expect(bare.body.records.totalReaded).toBe(1);
    expect((await get<TAssetDetail>("/user/traits/assets/3", "reader")).body.records.readAt).toBe(readAt);

    const read = await get<TAssetList>("/user/traits/assets?status=read", "reader");
    expect(read.body.records.assets.map((a) => a.assetId)).toEqual([3]);
    expect(read.body.records.totalReaded).toBe(1);
    const pending = await get<TAssetList>("/user/traits/assets?status=pending", "reader");
    expect(pending.body.records.assets).toHaveLength(13);
    // Another person's reads are their own.
    expect((await get<TAssetList>("/user/traits/assets", "lector")).body.records.totalReaded).toBe(0);

    const unlocked: string[] = [];
    for (const id of ASSET_IDS.filter((id) => id !== 3)) {
      const res = await put<{ totalReaded: number; achievementsUnlocked: { key: string }[] }>(
        `/user/traits/assets/${id}/read`,
        "reader",
      );
      expect(res.status).toBe(200);
      unlocked.push(...res.body.records.achievementsUnlocked.map((a) => a.key));
    }
    expect(unlocked).toEqual(["five_assets_read", "all_assets_read"]);
    expect((await get<TAssetList>("/user/traits/assets", "reader")).body.records.totalReaded).toBe(14);
  });

  it("recomputes the reading note (ASSETS_GLOBAL) in the read's own transaction, once per new read", async () => {
    const notes = async () =>
      (
        await get<TProfileDimensionRecord[]>(
          `/user/traits/psychoprofile?surveyTypes=${SURVEYS.SURVEY_WELLGUARD_ASSETS_GLOBAL}`,
          "scorer",
        )
      ).body.records
        .filter((r) => r.dimensionId === DIMENSION_ELEMENTS.DIMENSION_GLOBAL_NOTE)
        .map((r) => [r.dimensionValue, r.dimensionValueExtra, r.vigence])
        .sort((a, b) => Number(a[1]) - Number(b[1]));
    expect(await notes()).toEqual([]);
    // 1 of 14 read: 0.7 of 10, extra 1 (docs/instruments/model.md "The other GLOBAL types").
    expect((await put("/user/traits/assets/2/read", "scorer")).status).toBe(200);
    expect(await notes()).toEqual([[0.7, 1, 1]]);
    // A second read: 2 of 14 = 1.4; the first note stays for the evolution with vigence 0.
    expect((await put("/user/traits/assets/7/read", "scorer")).status).toBe(200);
    expect(await notes()).toEqual([
      [0.7, 1, 0],
      [1.4, 2, 1],
    ]);
    // Marking an asset read again changes nothing.
    expect((await put("/user/traits/assets/7/read", "scorer")).status).toBe(200);
    expect(await notes()).toHaveLength(2);
  });

  it("recommends no action to a person without records", async () => {
    const res = await get<TAction[]>("/user/traits/actions", "blank");
    expect(res.status).toBe(200);
    expect(res.body.records).toEqual([]);
  });

  it("recommends the actions whose threshold the current records cross, and the archetype's own", async () => {
    await record("actor", "DIMENSION_COMMUNICATIONS", 3, 1, "SURVEY_WELLGUARD_CYBERSECURITY"); // ≤ 4: yes
    await record("actor", "DIMENSION_MALWARE", 5, 1, "SURVEY_WELLGUARD_CYBERSECURITY"); // > 4: no
    await record("actor", "DIMENSION_PASSWORD_MANAGEMENT", 4, 1, "SURVEY_WELLGUARD_CYBERSECURITY"); // at the limit: yes
    await record("actor", "DIMENSION_WORKPLACE", 1, 0, "SURVEY_WELLGUARD_CYBERSECURITY"); // an old record: no
    await record("actor", "DIMENSION_WHO5_INDEX", 40); // < 50: yes
    await record("actor", "DIMENSION_CLIMATE_LEVEL", 7); // ≥ 6: no
    await record("actor", "DIMENSION_BURNOUT_WORK", 50, 1, "SURVEY_WELLGUARD_BURNOUT"); // ≥ 50: yes
    await record("actor", "DIMENSION_BURNOUT_CLIENT", 49.9, 1, "SURVEY_WELLGUARD_BURNOUT"); // no
    await record("actor", "DIMENSION_SE_AUTHORITY", 7, 1, "SURVEY_WELLGUARD_SOCIAL_ENGINEERING"); // yes
    await record("actor", "DIMENSION_SE_CURIOSITY", 5.9, 1, "SURVEY_WELLGUARD_SOCIAL_ENGINEERING"); // no
    await record("actor", "DIMENSION_INSIDER_GREEN", 6, 1, "SURVEY_WELLGUARD_INSIDER_GREEN"); // yes
    await record("actor", "DIMENSION_INSIDER_RED", 2, 1, "SURVEY_WELLGUARD_INSIDER_RED"); // no
    await record("actor", "DIMENSION_ARCHETYPE_GUARDIAN", 5, 1, "SURVEY_WELLGUARD_ARCHETYPE");
    await record("actor", "DIMENSION_ARCHETYPE_HELPER", 8, 1, "SURVEY_WELLGUARD_ARCHETYPE");
    await record("actor", "DIMENSION_ARCHETYPE_SKEPTIC", 9, 0, "SURVEY_WELLGUARD_ARCHETYPE"); // old: not the archetype

    const res = await get<TAction[]>("/user/traits/actions", "actor");
    expect(res.status).toBe(200);
    const actions = res.body.records.map((a) => ZAction.parse(a));
    expect(actions.map((a) => a.actionId)).toEqual([102, 104, 201, 204, 302, 402, 503]);
    const phishing = actions[0] as TAction;
    expect(phishing).toMatchObject({
      actionTypeId: ACTION_TYPES.ACTION_TYPE_AWARENESS_ITINERARY,
      dimensionId: DIMENSION_ELEMENTS.DIMENSION_COMMUNICATIONS,
      stakeholderId: people.actor,
    });
    expect(phishing.executeAction.title).toBe("Learn to spot phishing");
    expect(phishing.executeAction.description).toContain("email");
    expect(phishing.executeAction.assets).toEqual([
      { assetId: 1, url: "/assets-content/covers/phishing.svg", title: "Spotting a phishing email" },
      {
        assetId: 6,
        url: "/assets-content/infographics/phishing-anatomy.svg",
        title: "Anatomy of a phishing message",
      },
    ]);
    const own = actions.find((a) => a.actionId === 503);
    expect(own?.actionTypeId).toBe(ACTION_TYPES.ACTION_TYPE_ARCHETYPE);
    // The archetype's own action carries its strengths and watch-outs (the archetype card shows them); no other does.
    const helper = archetypeOf("DIMENSION_ARCHETYPE_HELPER");
    expect(own?.executeAction.archetype).toEqual({
      strengths: helper?.strengths["en-us"],
      watchOuts: helper?.watchOuts["en-us"],
    });
    expect(own?.executeAction.archetype?.strengths).toMatch(/\w{4}/);
    expect(own?.executeAction.archetype?.watchOuts).toMatch(/\w{4}/);
    expect(actions.filter((a) => a.executeAction.archetype !== undefined).map((a) => a.actionId)).toEqual([
      503,
    ]);
    expect(actions.find((a) => a.actionId === 402)?.actionTypeId).toBe(
      ACTION_TYPES.ACTION_TYPE_RISK_MITIGATION_ITINERARY,
    );

    // A newer record replaces the value the action reads.
    await server.db
      .updateTable("profile_dimension_records")
      .set({ vigence: 0 })
      .where("person_id", "=", people.actor ?? 0)
      .where("dimension_id", "=", DIMENSION_ELEMENTS.DIMENSION_COMMUNICATIONS)
      .execute();
    await record("actor", "DIMENSION_COMMUNICATIONS", 6, 1, "SURVEY_WELLGUARD_CYBERSECURITY");
    const after = await get<TAction[]>("/user/traits/actions", "actor");
    expect(after.body.records.map((a) => a.actionId)).not.toContain(102);
  });

  it("serves the media without a session, with the content type, nosniff and caching", async () => {
    const cases: [string, string][] = [
      ["/assets-content/infographics/mfa-steps.svg", "image/svg+xml"],
      ["/assets-content/covers/levers.svg", "image/svg+xml"],
      ["/assets-content/videos/ransomware.webm", "video/webm"],
      ["/assets-content/videos/incident.eu.vtt", "text/vtt"],
    ];
    for (const [path, type] of cases) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toContain(type);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("cache-control"), path).toContain("max-age=");
      await res.arrayBuffer();
    }
    // The player seeks with range requests.
    const range = await fetch(`${server.baseUrl}/assets-content/videos/vishing.webm`, {
      headers: { range: "bytes=0-99" },
    });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    const svg = await fetch(`${server.baseUrl}/assets-content/infographics/mfa-steps.svg`);
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("answers 404 for a missing media file, a file type it does not serve and a path outside the folder", async () => {
    for (const path of [
      "/assets-content/videos/missing.webm",
      "/assets-content/covers/nothing.svg",
      "/assets-content/README.md",
      "/assets-content/",
    ]) {
      const res = await fetch(`${server.baseUrl}${path}`, { headers: { accept: "text/html" } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-type") ?? "", path).not.toContain("text/html");
      await res.arrayBuffer();
    }
    // Raw paths (fetch would resolve the dots before sending).
    for (const path of [
      "/assets-content/../../src/app.ts",
      "/assets-content/covers/../../content-assets/covers/levers.svg",
    ]) {
      const status = await new Promise<number>((resolve, reject) => {
        request(`${server.baseUrl}${path}`, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on("error", reject)
          .end();
      });
      expect(status, path).toBe(404);
    }
  });
});
