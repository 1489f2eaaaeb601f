import {
  CONSTANT_FAMILIES,
  CONSTANT_FAMILY_NAMES,
  constantFamily,
  DIMENSION_DEFINITIONS,
  DIMENSION_GROUPS,
  GLOBAL_SECTIONS,
  type Locale,
  parseListParam,
  records,
  SERVICES,
  SURVEY_FLOWS,
  ZAllConstants,
  ZConstantMap,
  ZConstantsParams,
  ZCountry,
  ZDimensionTranslation,
  ZDimensionTranslationsQuery,
  ZLocaleQuery,
  ZRegion,
  ZRegionDetail,
  ZRegionParams,
  ZSectionTranslation,
  ZSectionTranslationsQuery,
  ZServiceTranslation,
  ZServiceTranslationsQuery,
  ZSurveyFlowLookup,
  ZTimeZoneLookup,
} from "@wellguard/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { textLocaleOf, variesByLanguage } from "../../lib/text-locale";
import { countryList, regionDetail, regionList } from "./geo";
import { ContractTexts } from "./texts";
import { timeZoneList } from "./timezones";

const TAGS = ["misc"];
const SECURITY = [{ bearer: [] }];
/** The answers change only with a release (time zones: with summer time), and differ per caller's language. */
const CACHE_CONTROL = "private, max-age=3600";

/** `?locale=` when given, else the interface's language, else the caller's saved one (lib/text-locale.ts). */
function localeOf(request: FastifyRequest, asked: Locale | undefined): Locale {
  return asked ?? textLocaleOf(request);
}

function cacheable(reply: FastifyReply): void {
  reply.header("cache-control", CACHE_CONTROL);
  variesByLanguage(reply);
}

const positiveInt = (text: string): number | undefined => (/^\d{1,6}$/.test(text) ? Number(text) : undefined);

/**
 * Miscellaneous lookups (spec §7 "Miscellaneous"), mounted at /api/v1/misc: constants, countries, regions,
 * survey flows, time zones and translations. Any signed-in person may read them; nothing here is per company.
 */
export const miscRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { guard, config }) => {
  const signedIn = guard();
  const texts = new ContractTexts(config.repoRoot);

  app.get(
    "/constants",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary: "Every constant family at once: {family: {KEY: id}}",
        security: SECURITY,
        response: { 200: records(ZAllConstants) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { records: CONSTANT_FAMILIES };
    },
  );

  app.get(
    "/constants/:name",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary: `One constant family as {KEY: id}; name is one of ${CONSTANT_FAMILY_NAMES.join(", ")} (or its upper-case spelling)`,
        security: SECURITY,
        params: ZConstantsParams,
        response: { 200: records(ZConstantMap) },
      },
    },
    async (request, reply) => {
      const family = constantFamily(request.params.name);
      if (!family) throw new AppError("ND1000", { message: "Unknown constant family" });
      cacheable(reply);
      return { records: CONSTANT_FAMILIES[family] };
    },
  );

  app.get(
    "/countries",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary:
          "ISO 3166-1 countries with their names in the caller's language (or ?locale=), sorted by name",
        security: SECURITY,
        querystring: ZLocaleQuery,
        response: { 200: records(z.array(ZCountry)) },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return { records: countryList(localeOf(request, request.query.locale)) };
    },
  );

  app.get(
    "/regions",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary:
          "UN M49 regions (World, continents, sub-regions, intermediate regions) with their parent ids",
        security: SECURITY,
        querystring: ZLocaleQuery,
        response: { 200: records(z.array(ZRegion)) },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return { records: regionList(texts, localeOf(request, request.query.locale)) };
    },
  );

  app.get(
    "/regions/:id",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary:
          "One M49 region (id = its M49 code: 150 is Europe; 001 and 1 are World) with its sub-regions and countries",
        security: SECURITY,
        params: ZRegionParams,
        querystring: ZLocaleQuery,
        response: { 200: records(ZRegionDetail) },
      },
    },
    async (request, reply) => {
      const detail = regionDetail(request.params.id, texts, localeOf(request, request.query.locale));
      if (!detail) throw new AppError("ND1000", { message: "Unknown region" });
      cacheable(reply);
      return { records: detail };
    },
  );

  app.get(
    "/surveyflows",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary: "Survey flows with their translated names and descriptions",
        security: SECURITY,
        querystring: ZLocaleQuery,
        response: { 200: records(z.array(ZSurveyFlowLookup)) },
      },
    },
    async (request, reply) => {
      const locale = localeOf(request, request.query.locale);
      cacheable(reply);
      return {
        records: SURVEY_FLOWS.map((flow) => ({
          id: flow.id,
          key: flow.key,
          name: texts.text(locale, "surveyFlows", flow.key, "name"),
          description: texts.text(locale, "surveyFlows", flow.key, "description"),
        })),
      };
    },
  );

  app.get(
    "/timezones",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary: "IANA time zones with their current offset from UTC, sorted by offset, then by name",
        security: SECURITY,
        response: { 200: records(z.array(ZTimeZoneLookup)) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return { records: timeZoneList() };
    },
  );

  app.get(
    "/translations/services",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary: "Names and descriptions of the services; serviceTypeIds=1,2 (default ALL)",
        security: SECURITY,
        querystring: ZServiceTranslationsQuery,
        response: { 200: records(z.array(ZServiceTranslation)) },
      },
    },
    async (request, reply) => {
      const ids = parseListParam(request.query.serviceTypeIds, (text) => {
        const id = positiveInt(text);
        return id !== undefined && id >= 1 && id <= SERVICES.length ? id : undefined;
      });
      if (ids === undefined) throw new AppError("ND1027", { field: "serviceTypeIds" });
      const locale = localeOf(request, request.query.locale);
      const wanted = ids ?? SERVICES.map((_, i) => i + 1);
      cacheable(reply);
      return {
        records: wanted.map((id) => {
          const key = SERVICES[id - 1] as string;
          return {
            id,
            key,
            name: texts.text(locale, "services", key, "name"),
            description: texts.text(locale, "services", key, "description"),
          };
        }),
      };
    },
  );

  app.get(
    "/translations/global",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary:
          "Titles of the menu sections of the user, controller and admin areas; sections=a,b (default ALL)",
        security: SECURITY,
        querystring: ZSectionTranslationsQuery,
        response: { 200: records(z.array(ZSectionTranslation)) },
      },
    },
    async (request, reply) => {
      const byName = new Map<string, (typeof GLOBAL_SECTIONS)[number]>(
        GLOBAL_SECTIONS.map((s) => [s.key.toLowerCase(), s]),
      );
      const wanted = parseListParam(request.query.sections, (text) => byName.get(text.toLowerCase()));
      if (wanted === undefined) throw new AppError("ND1027", { field: "sections" });
      const locale = localeOf(request, request.query.locale);
      cacheable(reply);
      return {
        records: (wanted ?? GLOBAL_SECTIONS).map((section) => ({
          key: section.key,
          area: section.area,
          title: texts.text(locale, "sections", section.key),
        })),
      };
    },
  );

  app.get(
    "/translations/dimensions",
    {
      preHandler: signedIn,
      schema: {
        tags: TAGS,
        summary:
          "Names and descriptions of the dimension elements and cybersecurity dimensions; dimensionIds=1,2 (default ALL)",
        security: SECURITY,
        querystring: ZDimensionTranslationsQuery,
        response: { 200: records(z.array(ZDimensionTranslation)) },
      },
    },
    async (request, reply) => {
      const byId = new Map<number, (typeof DIMENSION_DEFINITIONS)[number]>(
        DIMENSION_DEFINITIONS.map((d) => [d.id, d]),
      );
      const wanted = parseListParam(request.query.dimensionIds, (text) => {
        const id = positiveInt(text);
        return id === undefined ? undefined : byId.get(id);
      });
      if (wanted === undefined) throw new AppError("ND1027", { field: "dimensionIds" });
      const locale = localeOf(request, request.query.locale);
      cacheable(reply);
      return {
        records: (wanted ?? DIMENSION_DEFINITIONS).map((dimension) => ({
          id: dimension.id,
          key: dimension.key,
          code: dimension.code,
          groupId: DIMENSION_GROUPS[dimension.group],
          name: texts.text(locale, "dimensions", dimension.code, "name"),
          description: texts.text(locale, "dimensions", dimension.code, "description"),
        })),
      };
    },
  );
};
