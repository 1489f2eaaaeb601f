import { records, ZOutboxListQuery, ZOutboxMessage, ZOutboxPage, ZOutboxParams } from "@wellguard/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../lib/deps";
import { AppError } from "../../lib/errors";
import { adminScope } from "../../lib/scope";
import { findOutboxMessage, listOutbox } from "./queries";

const TAGS = ["admin"];

/**
 * The e-mail outbox for platform admins; mounted at /api/v1. Bodies hold single-use reset and credential
 * links for every company, so only an admin of the whole platform may read them: a company admin (ADMIN of
 * one company tree) is refused, or they could take over any account by reading its link.
 */
export const outboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const adminGuard = guard({ profiles: ["ADMIN"] });
  const adminOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await adminGuard(request, reply);
    const session = request.session;
    if (!session || !(await adminScope(db, session)).all) throw new AppError("NF1002");
  };

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
