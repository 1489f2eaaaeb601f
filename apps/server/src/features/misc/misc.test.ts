import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  CONSTANT_FAMILIES,
  CONSTANT_FAMILY_NAMES,
  DIMENSION_DEFINITIONS,
  GLOBAL_SECTIONS,
  LOCALE_BCP47,
  LOCALES,
  type Locale,
  SERVICES,
  SURVEY_FLOWS,
  type TCountry,
  type TRegion,
  type TRegionDetail,
  type TTimeZoneLookup,
} from "@wellguard/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  type ApiResponse,
  apiClient,
  codeOf,
  startTestServer,
  type TestServer,
  testDatabases,
} from "../../test/harness";
import { formatOffset, offsetMinutes, timeZoneList } from "./timezones";

type Records<T> = { records: T };

const localeFile = (locale: Locale) =>
  JSON.parse(
    readFileSync(
      fileURLToPath(new URL(`../../../../../packages/contract/locales/${locale}.json`, import.meta.url)),
      "utf8",
    ),
  ) as {
    services: Record<string, { name: string; description: string }>;
    surveyFlows: Record<string, { name: string; description: string }>;
    regions: Record<string, string>;
    sections: Record<string, string>;
    dimensions: Record<string, { name: string; description: string }>;
  };

const ROUTES = [
  "/api/v1/misc/constants",
  "/api/v1/misc/constants/survey",
  "/api/v1/misc/countries",
  "/api/v1/misc/regions",
  "/api/v1/misc/regions/150",
  "/api/v1/misc/surveyflows",
  "/api/v1/misc/timezones",
  "/api/v1/misc/translations/services",
  "/api/v1/misc/translations/global",
  "/api/v1/misc/translations/dimensions",
];

describe("time-zone offsets", () => {
  it("formats minutes east of UTC as ±hh:mm", () => {
    expect(formatOffset(0)).toBe("+00:00");
    expect(formatOffset(60)).toBe("+01:00");
    expect(formatOffset(345)).toBe("+05:45");
    expect(formatOffset(-210)).toBe("-03:30");
  });

  it("follows summer time: Madrid is +01:00 in January and +02:00 in July, Kathmandu +05:45 all year", () => {
    expect(offsetMinutes("Europe/Madrid", new Date("2026-01-15T12:00:00Z"))).toBe(60);
    expect(offsetMinutes("Europe/Madrid", new Date("2026-07-15T12:00:00Z"))).toBe(120);
    expect(offsetMinutes("America/St_Johns", new Date("2026-01-15T12:00:00Z"))).toBe(-210);
    expect(offsetMinutes("Asia/Kathmandu", new Date("2026-07-15T12:00:00Z"))).toBe(345);
    expect(offsetMinutes("UTC", new Date("2026-07-15T12:00:00Z"))).toBe(0);
  });

  it("lists the zones of a given moment with that moment's offsets", () => {
    const july = timeZoneList(new Date("2026-07-15T12:00:00Z"));
    expect(july.find((z) => z.id === "Europe/Madrid")).toEqual({
      id: "Europe/Madrid",
      offset: "+02:00",
      offsetMinutes: 120,
      group: "Europe",
    });
    const january = timeZoneList(new Date("2026-01-15T12:00:00Z"));
    expect(january.find((z) => z.id === "Europe/Madrid")?.offset).toBe("+01:00");
  });
});

describe.each(testDatabases())("miscellaneous lookups (%s database)", (kind) => {
  let server: TestServer;
  let api: ApiClient;
  let employee: string; // saved language es-es
  let admin: string; // saved language en-gb

  beforeAll(async () => {
    server = await startTestServer(kind);
    api = apiClient(server.baseUrl);
    employee = await api.token("employee");
    admin = await api.token("admin");
  });
  afterAll(() => server?.close());

  const get = <T>(path: string, token = employee) => api.get<Records<T>>(path, token);

  describe("every route", () => {
    it.each(ROUTES)("%s refuses a caller who is not signed in (401)", async (path) => {
      const res = await api.get(path);
      expect(res.status).toBe(401);
      expect(res.body).not.toHaveProperty("records.0");
    });

    it.each(ROUTES)(
      "%s answers any signed-in profile, cacheable for an hour by that browser only",
      async (path) => {
        for (const token of [employee, admin]) {
          const res = await api.get(path, token);
          expect(res.status, path).toBe(200);
          expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
          // The browser keeps one answer per interface language (a language change reloads the page).
          expect(res.headers.get("vary")).toBe("Accept-Language");
          expect(res.body).toHaveProperty("records");
        }
      },
    );

    it("is described in the OpenAPI document", async () => {
      const res = await api.get<{ paths: Record<string, unknown> }>("/api/docs");
      for (const path of [
        "/api/v1/misc/constants/{name}",
        "/api/v1/misc/regions/{id}",
        "/api/v1/misc/translations/dimensions",
      ])
        expect(res.body.paths, path).toHaveProperty([path]);
    });

    it("refuses a language the product does not have with 412 ND1027", async () => {
      for (const path of ["/api/v1/misc/countries?locale=fr", "/api/v1/misc/regions?locale=es"]) {
        const res = await api.get(path, employee);
        expect(res.status).toBe(412);
        expect(codeOf(res)).toBe("ND1027");
      }
    });
  });

  describe("GET /misc/constants/{name}", () => {
    it.each(CONSTANT_FAMILY_NAMES)(
      "answers the %s family as the contract's key-to-id map",
      async (family) => {
        const res = await get<Record<string, number | string>>(`/api/v1/misc/constants/${family}`);
        expect(res.status).toBe(200);
        expect(res.body.records).toEqual(CONSTANT_FAMILIES[family]);
      },
    );

    it("accepts the spec's upper-case spelling and spaced or hyphenated names", async () => {
      for (const [name, family] of [
        ["SURVEY", "survey"],
        ["DIMENSION_GROUP", "dimension_group"],
        ["dimension-element", "dimension_element"],
        ["Survey%20Status", "survey_status"],
        ["NULL_DATE", "null_date"],
      ] as const) {
        const res = await get<Record<string, number | string>>(`/api/v1/misc/constants/${name}`);
        expect(res.status, name).toBe(200);
        expect(res.body.records).toEqual(CONSTANT_FAMILIES[family]);
      }
    });

    it("names the survey types SURVEY_WELLGUARD_... and the groups DIMENSION_GROUP_..., as spec §3 writes them", async () => {
      const surveys = await get<Record<string, number>>("/api/v1/misc/constants/survey");
      expect(surveys.body.records.SURVEY_WELLGUARD_GRI_GLOBAL).toBe(12);
      expect(Object.keys(surveys.body.records).every((k) => k.startsWith("SURVEY_WELLGUARD_"))).toBe(true);
      const groups = await get<Record<string, number>>("/api/v1/misc/constants/dimension_group");
      expect(groups.body.records.DIMENSION_GROUP_RISK).toBe(1);
      const nullDate = await get<Record<string, string>>("/api/v1/misc/constants/null_date");
      expect(nullDate.body.records).toEqual({ NULL_DATE: "1970-01-01" });
      const services = await get<Record<string, number>>("/api/v1/misc/constants/service_type");
      expect(services.body.records.SERVICE_TYPE_AWARENESS).toBe(1);
      expect(services.body.records.SERVICE_TYPE_CUSTOM_SURVEYS).toBe(16);
    });

    it("answers every family at once without a name", async () => {
      const res = await get<Record<string, Record<string, number | string>>>("/api/v1/misc/constants");
      expect(res.body.records).toEqual(CONSTANT_FAMILIES);
    });

    it("answers an unknown family with 404 ND1000", async () => {
      for (const name of ["surveys", "SURVEY_X", "constructor", "__proto__"]) {
        const res = await get(`/api/v1/misc/constants/${name}`);
        expect(res.status, name).toBe(404);
        expect(codeOf(res)).toBe("ND1000");
      }
    });
  });

  describe("GET /misc/countries", () => {
    it("lists the ISO 3166-1 countries in the caller's own language, sorted by name", async () => {
      const res = await get<TCountry[]>("/api/v1/misc/countries");
      expect(res.status).toBe(200);
      const list = res.body.records;
      expect(list.length).toBeGreaterThanOrEqual(249);
      expect(list.find((c) => c.alpha2 === "ES")).toEqual({
        alpha2: "ES",
        alpha3: "ESP",
        numeric: "724",
        name: "España",
        regionId: 39,
      });
      const collator = new Intl.Collator(LOCALE_BCP47["es-es"]);
      const names = list.map((c) => c.name);
      expect(names).toEqual([...names].sort(collator.compare));
      expect(new Set(list.map((c) => c.alpha3)).size).toBe(list.length);
      // The admin's saved language is en-gb.
      const english = await get<TCountry[]>("/api/v1/misc/countries", admin);
      expect(english.body.records.find((c) => c.alpha2 === "ES")?.name).toBe("Spain");
    });

    it("names the countries in every product language (?locale=)", async () => {
      const spain: Record<Locale, string> = {
        "es-es": "España",
        "es-mx": "España",
        "en-gb": "Spain",
        "en-us": "Spain",
        eu: "Espainia",
        pl: "Hiszpania",
        cat: "Espanya",
        "pt-pt": "Espanha",
      };
      for (const locale of LOCALES) {
        const res = await get<TCountry[]>(`/api/v1/misc/countries?locale=${locale}`);
        expect(res.body.records.find((c) => c.alpha2 === "ES")?.name, locale).toBe(spain[locale]);
      }
    });
  });

  describe("GET /misc/regions and /misc/regions/{id}", () => {
    it("lists the UN M49 regions with their codes, parents and translated names", async () => {
      const res = await get<TRegion[]>("/api/v1/misc/regions?locale=en-gb");
      const regions = res.body.records;
      expect(regions).toHaveLength(30);
      expect(regions[0]).toEqual({ id: 1, code: "001", parentId: null, level: "world", name: "World" });
      const ids = new Set(regions.map((r) => r.id));
      for (const r of regions) if (r.parentId !== null) expect(ids.has(r.parentId), r.code).toBe(true);
      expect(regions.find((r) => r.id === 150)).toEqual({
        id: 150,
        code: "150",
        parentId: 1,
        level: "region",
        name: "Europe",
      });
      expect(regions.find((r) => r.id === 5)).toMatchObject({ parentId: 419, level: "intermediate" });
    });

    it("names every region from the contract locales in each language", async () => {
      for (const locale of LOCALES) {
        const texts = localeFile(locale).regions;
        const res = await get<TRegion[]>(`/api/v1/misc/regions?locale=${locale}`);
        for (const r of res.body.records) expect(r.name, `${locale} ${r.code}`).toBe(texts[r.code]);
        // The caller's saved language when no ?locale= is given.
      }
      const own = await get<TRegion[]>("/api/v1/misc/regions");
      expect(own.body.records[0]?.name).toBe("Mundo");
      // The interface's language (Accept-Language) before the saved one; ?locale= before both.
      const inPolish = (path: string) =>
        api.call<Records<TRegion[]>>("GET", path, { token: employee, headers: { "accept-language": "pl" } });
      expect((await inPolish("/api/v1/misc/regions")).body.records[0]?.name).toBe("Świat");
      expect((await inPolish("/api/v1/misc/regions?locale=en-gb")).body.records[0]?.name).toBe("World");
    });

    it("answers a region with its sub-regions and every country inside it", async () => {
      const res = await get<TRegionDetail>("/api/v1/misc/regions/150?locale=en-gb");
      expect(res.status).toBe(200);
      const europe = res.body.records;
      expect(europe).toMatchObject({ id: 150, code: "150", parentId: 1, level: "region", name: "Europe" });
      expect(europe.children.map((c) => c.id).sort((a, b) => a - b)).toEqual([39, 151, 154, 155]);
      const alpha2 = europe.countries.map((c) => c.alpha2);
      expect(alpha2).toEqual(expect.arrayContaining(["ES", "PL", "PT", "GB", "DE"]));
      expect(alpha2).not.toContain("JP");
      expect(alpha2).not.toContain("MX");

      const south = await get<TRegionDetail>("/api/v1/misc/regions/039");
      expect(south.body.records.children).toEqual([]);
      expect(south.body.records.countries.map((c) => c.alpha2)).toContain("ES");
    });

    it("takes the World by its code 001 or 1, with every country", async () => {
      const countries = await get<TCountry[]>("/api/v1/misc/countries");
      for (const id of ["001", "1"]) {
        const world = await get<TRegionDetail>(`/api/v1/misc/regions/${id}`);
        expect(world.body.records.id).toBe(1);
        expect(world.body.records.countries).toHaveLength(countries.body.records.length);
      }
    });

    it("answers an unknown region with 404 ND1000", async () => {
      for (const id of ["999", "724", "0", "abc", "1500"]) {
        const res = await get(`/api/v1/misc/regions/${id}`);
        expect(res.status, id).toBe(404);
        expect(codeOf(res)).toBe("ND1000");
      }
    });
  });

  describe("GET /misc/surveyflows", () => {
    it("lists the survey flows with translated names and descriptions", async () => {
      for (const locale of LOCALES) {
        const texts = localeFile(locale).surveyFlows;
        const res = await get<{ id: number; key: string; name: string; description: string }[]>(
          `/api/v1/misc/surveyflows?locale=${locale}`,
        );
        expect(res.body.records).toEqual(
          SURVEY_FLOWS.map((f) => ({
            id: f.id,
            key: f.key,
            name: texts[f.key]?.name,
            description: texts[f.key]?.description,
          })),
        );
      }
    });
  });

  describe("GET /misc/timezones", () => {
    it("lists the IANA zones and UTC with their current offsets, sorted by offset, then name", async () => {
      const res = await get<TTimeZoneLookup[]>("/api/v1/misc/timezones");
      const zones = res.body.records;
      expect(zones.length).toBeGreaterThan(300);
      expect(zones.find((z) => z.id === "UTC")).toEqual({
        id: "UTC",
        offset: "+00:00",
        offsetMinutes: 0,
        group: "UTC",
      });
      const madrid = zones.find((z) => z.id === "Europe/Madrid");
      expect(madrid?.group).toBe("Europe");
      expect(madrid?.offsetMinutes).toBe(offsetMinutes("Europe/Madrid", new Date()));
      expect(zones.map((z) => z.id)).toEqual(expect.arrayContaining(Intl.supportedValuesOf("timeZone")));
      for (let i = 1; i < zones.length; i++) {
        const a = zones[i - 1] as TTimeZoneLookup;
        const b = zones[i] as TTimeZoneLookup;
        expect(
          a.offsetMinutes < b.offsetMinutes || (a.offsetMinutes === b.offsetMinutes && a.id < b.id),
        ).toBe(true);
        expect(b.offset).toBe(formatOffset(b.offsetMinutes));
      }
    });
  });

  describe("GET /misc/translations/services", () => {
    it("answers every service by default, in the caller's language", async () => {
      const texts = localeFile("es-es").services;
      const res = await get<{ id: number; key: string; name: string; description: string }[]>(
        "/api/v1/misc/translations/services",
      );
      expect(res.body.records).toEqual(
        SERVICES.map((key, i) => ({
          id: i + 1,
          key,
          name: texts[key]?.name,
          description: texts[key]?.description,
        })),
      );
      const all = await get<unknown[]>("/api/v1/misc/translations/services?serviceTypeIds=ALL");
      expect(all.body.records).toEqual(res.body.records);
    });

    it("answers the asked services in the asked language", async () => {
      for (const locale of LOCALES) {
        const texts = localeFile(locale).services;
        const res = await get<{ id: number; key: string; name: string }[]>(
          `/api/v1/misc/translations/services?serviceTypeIds=2,16,2&locale=${locale}`,
        );
        expect(res.body.records.map((r) => [r.id, r.key, r.name])).toEqual([
          [2, "wellbeing", texts.wellbeing?.name],
          [16, "custom_surveys", texts.custom_surveys?.name],
        ]);
      }
    });

    it("refuses ids that are not services with 412 ND1027", async () => {
      for (const ids of ["0", "17", "1,x", "1,,2", "-1", "1.5", "99999999"]) {
        const res = await get(`/api/v1/misc/translations/services?serviceTypeIds=${encodeURIComponent(ids)}`);
        expect(res.status, ids).toBe(412);
        expect(codeOf(res)).toBe("ND1027");
      }
    });
  });

  describe("GET /misc/translations/global", () => {
    it("answers the menu sections of the three areas with their titles in each language", async () => {
      for (const locale of LOCALES) {
        const texts = localeFile(locale).sections;
        const res = await get<{ key: string; area: string; title: string }[]>(
          `/api/v1/misc/translations/global?locale=${locale}`,
        );
        expect(res.body.records).toEqual(GLOBAL_SECTIONS.map((s) => ({ ...s, title: texts[s.key] })));
      }
      const areas = new Set(GLOBAL_SECTIONS.map((s) => s.area));
      expect([...areas]).toEqual(["USER", "CONTROLLER", "ADMIN"]);
    });

    it("answers only the asked sections, matching their names case-insensitively", async () => {
      const res = await get<{ key: string; area: string; title: string }[]>(
        "/api/v1/misc/translations/global?sections=AdminUsers,dashboard&locale=en-gb",
      );
      expect(res.body.records).toEqual([
        { key: "AdminUsers", area: "ADMIN", title: "Users" },
        { key: "Dashboard", area: "USER", title: "Home" },
      ]);
    });

    it("refuses an unknown section with 412 ND1027", async () => {
      const res = await get("/api/v1/misc/translations/global?sections=Dashboard,Nowhere");
      expect(res.status).toBe(412);
      expect(codeOf(res)).toBe("ND1027");
    });
  });

  describe("GET /misc/translations/dimensions", () => {
    it("answers every dimension element and cybersecurity dimension in each language", async () => {
      for (const locale of LOCALES) {
        const texts = localeFile(locale).dimensions;
        const res = await get<{ id: number; code: string; name: string; description: string }[]>(
          `/api/v1/misc/translations/dimensions?locale=${locale}`,
        );
        expect(res.body.records).toHaveLength(DIMENSION_DEFINITIONS.length);
        for (const d of res.body.records) {
          expect(d.name, `${locale} ${d.code}`).toBe(texts[d.code]?.name);
          expect(d.description, `${locale} ${d.code}`).toBe(texts[d.code]?.description);
        }
      }
    });

    it("answers the asked dimensions with their group", async () => {
      const res = await get<unknown[]>("/api/v1/misc/translations/dimensions?dimensionIds=13,2&locale=en-gb");
      expect(res.body.records).toEqual([
        {
          id: 13,
          key: "DIMENSION_DATA_PROTECTION",
          code: "dataProtection",
          groupId: 3,
          name: "Data protection",
          description: localeFile("en-gb").dimensions.dataProtection?.description,
        },
        {
          id: 2,
          key: "DIMENSION_GENERAL_RISK",
          code: "generalRisk",
          groupId: 1,
          name: "General risk",
          description: localeFile("en-gb").dimensions.generalRisk?.description,
        },
      ]);
    });

    it("refuses ids that are not dimensions with 412 ND1027", async () => {
      for (const ids of ["0", "99", "1,abc"]) {
        const res: ApiResponse = await get(`/api/v1/misc/translations/dimensions?dimensionIds=${ids}`);
        expect(res.status, ids).toBe(412);
        expect(codeOf(res)).toBe("ND1027");
      }
    });
  });
});
