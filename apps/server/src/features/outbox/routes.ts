import { records, ZOutboxListQuery, ZOutboxMessage, ZOutboxPage, ZOutboxParams } from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { findOutboxMessage, listOutbox } from "./queries";

const TAGS = ["admin"];

/**
 * The e-mail outbox for platform admins; mounted at /api/v1. Admins are platform-wide, so nothing is
 * scoped by company. Bodies hold single-use reset links, which is why no other profile may read them.
 */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const adminOnly = guard({ profiles: ["ADMIN"] });

  app.get(
    "/admin/outbox",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "E-mail outbox, newest first; search matches recipient or subject (ADMIN)",
        security: [{ bearer: [] }],
        querystring: ZOutboxListQuery,
        response: { 200: records(ZOutboxPage) },
      },
    },
    async (request) => ({ records: await listOutbox(db, request.query) }),
  );

  app.get(
    "/admin/outbox/:id",
    {
      preHandler: adminOnly,
      schema: {
        tags: TAGS,
        summary: "One outbox message with its text and HTML bodies (ADMIN)",
        security: [{ bearer: [] }],
        params: ZOutboxParams,
        response: { 200: records(ZOutboxMessage) },
      },
    },
    async (request) => {
      const message = await findOutboxMessage(db, request.params.id);
      if (!message) throw new AppError("ND1000", { message: "Message not found" });
      return { records: message };
    },
  );
};
