import {
  records,
  ZCompanyTheme,
  ZMyProfile,
  ZMyProfileQuery,
  ZOk,
  ZUpdateMyStakeholder,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../lib/deps";
import { adminScope } from "../../lib/scope";
import { sessionOf } from "../../lib/session";

const TAGS = ["account"];

/** The signed-in person's own profile, avatar and company theme; mounted at /api/v1. */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard, sessions }) => {
  app.get(
    "/stakeholders/my-profile",
    {
      preHandler: guard(),
      schema: {
        tags: TAGS,
        summary: "The caller's profile; email, avatar and login only when their flag is true",
        querystring: ZMyProfileQuery,
        response: { 200: records(ZMyProfile) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { person } = session;
      // The same test the platform-only routes (the outbox) apply, so the menu and the server agree.
      const platformAdmin = person.profiles.includes("ADMIN") && (await adminScope(db, session)).all;
      const department =
        person.departmentId === null
          ? null
          : await db
              .selectFrom("departments as d")
              .leftJoin("departments as parent", "parent.id", "d.parent_id")
              .select(["d.id", "d.name", "parent.name as parent_name"])
              .where("d.id", "=", person.departmentId)
              .executeTakeFirst();
      const { email, avatar, login } = request.query;
      return {
        records: {
          stakeholderId: person.id,
          name: person.name,
          surname: person.surname,
          ...(email ? { email: person.email ?? "" } : {}),
          ...(avatar ? { avatar: person.avatar } : {}),
          ...(login ? { login: person.login } : {}),
          locale: person.locale,
          profiles: person.profiles,
          services: person.services,
          federated: person.federationUrl !== null,
          platformAdmin,
          company: { stakeholderId: person.companyId, name: person.companyName },
          department: department
            ? {
                stakeholderDepartmentId: department.id,
                name: department.name,
                stakeholderDepartmentParentName: department.parent_name,
              }
            : null,
        },
      };
    },
  );

  app.put(
    "/user/stakeholders/",
    {
      preHandler: guard(),
      schema: {
        tags: TAGS,
        summary: "Saves the caller's avatar (one of the 52 images)",
        body: ZUpdateMyStakeholder,
        response: { 200: records(ZOk) },
      },
    },
    async (request) => {
      const { personId } = sessionOf(request);
      await sessions.changePerson(personId, (trx) =>
        trx.updateTable("people").set({ avatar: request.body.avatar }).where("id", "=", personId).execute(),
      );
      return { records: { result: "OK" as const } };
    },
  );

  app.get(
    "/stakeholders/companies/theme",
    {
      preHandler: guard(),
      schema: {
        tags: TAGS,
        summary: "The caller's company name and logo",
        response: { 200: records(ZCompanyTheme) },
      },
    },
    async (request) => {
      const { person } = sessionOf(request);
      return {
        records: { stakeholderId: person.companyId, name: person.companyName, logo: person.companyLogo },
      };
    },
  );
};
