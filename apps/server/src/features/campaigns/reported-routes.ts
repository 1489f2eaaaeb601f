import {
  records,
  serviceId,
  type TReportedMessage,
  ZCampaignCompanyParams,
  ZReportedAttachmentParams,
  ZReportedMessage,
  ZReportedParams,
  ZReportedVerdictInput,
} from "@wellguard/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/database";
import { recordAudit } from "../../lib/audit";
import type { AppDeps } from "../../lib/deps";
import { managedCompanyId, notFound } from "../../lib/scope";
import { type SessionContext, sessionOf } from "../../lib/session";

const TAGS = ["controller campaigns"];
const PHISHING = serviceId("phishing");
const security = [{ bearer: [] }];
const BASE = "/controller/campaigns/:companyId/reported";
const LIST_LIMIT = 500;

/** A header-safe ASCII file name for Content-Disposition's plain `filename`; `filename*` carries the real one. */
function asciiFileName(name: string): string {
  return name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_") || "attachment";
}

/** RFC 5987's encoding of `filename*` (encodeURIComponent leaves ' ( ) * as they are). */
function rfc5987(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The company's reported messages (one, with `id`), newest first, with their attachments' metadata. */
async function reportedMessages(db: Db, companyId: number, id?: number): Promise<TReportedMessage[]> {
  let query = db
    .selectFrom("reported_messages as m")
    .leftJoin("people as p", "p.id", "m.reporter_id")
    .select([
      "m.id",
      "m.received_at",
      "m.sender",
      "m.subject",
      "m.links",
      "m.reviewed_at",
      "m.verdict",
      "p.id as person_id",
      "p.name",
      "p.surname",
      "p.deleted_at",
    ])
    .where("m.company_id", "=", companyId);
  if (id !== undefined) query = query.where("m.id", "=", id);
  const messages = await query
    .orderBy("m.received_at", "desc")
    .orderBy("m.id", "desc")
    .limit(LIST_LIMIT)
    .execute();
  if (messages.length === 0) return [];
  const attachments = await db
    .selectFrom("reported_attachments")
    .select(["id", "message_id", "file_name", "declared_type", "size", "sha256"])
    .where(
      "message_id",
      "in",
      messages.map((m) => m.id),
    )
    .orderBy("id")
    .execute();
  return messages.map((m) => ({
    reportedMessageId: m.id,
    receivedAt: m.received_at.toISOString(),
    reporter:
      m.person_id !== null && m.deleted_at === null
        ? { stakeholderId: m.person_id, name: `${m.name ?? ""} ${m.surname ?? ""}`.trim() }
        : null,
    sender: m.sender,
    subject: m.subject,
    links: m.links,
    attachments: attachments
      .filter((a) => a.message_id === m.id)
      .map((a) => ({
        attachmentId: a.id,
        fileName: a.file_name,
        declaredType: a.declared_type,
        size: a.size,
        sha256: a.sha256,
      })),
    reviewedAt: m.reviewed_at ? m.reviewed_at.toISOString() : null,
    verdict: m.verdict,
  }));
}

/**
 * The report mailbox's review queue (report-mailbox.ts; docs/phishing-reporting.md), mounted at /api/v1.
 * CONTROLLER only, for a managed company (another company's id is an unknown one: 404 ND1000) that contracted
 * phishing (else 403 NF1003), as the campaign routes.
 */
export const reportedMessageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, guard }) => {
  const controllerOnly = guard({ profiles: ["CONTROLLER"] });
  const managedCompany = (session: SessionContext, companyId: number) =>
    managedCompanyId(db, session, companyId, PHISHING);

  app.get(
    BASE,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "Real suspicious e-mails people forwarded to the report mailbox, newest first (500 at most): sender, " +
          "subject, links with their domains, attachments (metadata only) and the review",
        security,
        params: ZCampaignCompanyParams,
        response: { 200: records(z.array(ZReportedMessage)) },
      },
    },
    async (request) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      return { records: await reportedMessages(db, companyId) };
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary: "Records the review of a reported e-mail: malicious, spam or harmless (audited)",
        security,
        params: ZReportedParams,
        body: ZReportedVerdictInput,
        response: { 200: records(ZReportedMessage) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const companyId = await managedCompany(session, request.params.companyId);
      const { id } = request.params;
      const { verdict } = request.body;
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("reported_messages")
          .select(["verdict", "reviewed_at"])
          .where("id", "=", id)
          .where("company_id", "=", companyId)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound("id");
        await trx
          .updateTable("reported_messages")
          .set({ verdict, reviewed_at: new Date() })
          .where("id", "=", id)
          .execute();
        await recordAudit(
          trx,
          { session, profile: "CONTROLLER" },
          {
            action: "update",
            entityType: "reported_messages",
            entityId: id,
            companyId,
            before: { verdict: before.verdict },
            after: { verdict },
          },
        );
      });
      const [updated] = await reportedMessages(db, companyId, id);
      if (!updated) throw notFound("id");
      return { records: updated };
    },
  );

  app.get(
    `${BASE}/:id/attachments/:attachmentId`,
    {
      preHandler: controllerOnly,
      schema: {
        tags: TAGS,
        summary:
          "An attachment of a reported e-mail as it arrived, only ever as a download of type " +
          "application/octet-stream (nosniff): it may be malware, open it only in a safe place",
        security,
        params: ZReportedAttachmentParams,
      },
    },
    async (request, reply) => {
      const companyId = await managedCompany(sessionOf(request), request.params.companyId);
      const attachment = await db
        .selectFrom("reported_attachments as a")
        .innerJoin("reported_messages as m", "m.id", "a.message_id")
        .select(["a.file_name", "a.content"])
        .where("a.id", "=", request.params.attachmentId)
        .where("m.id", "=", request.params.id)
        .where("m.company_id", "=", companyId)
        .executeTakeFirst();
      if (!attachment) throw notFound("attachmentId");
      const name = attachment.file_name;
      return reply
        .type("application/octet-stream")
        .header("x-content-type-options", "nosniff")
        .header(
          "content-disposition",
          `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${rfc5987(name)}`,
        )
        .header("content-security-policy", "sandbox; default-src 'none'")
        .header("cache-control", "no-store")
        .send(Buffer.from(attachment.content));
    },
  );
};
