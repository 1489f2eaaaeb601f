import type { TImportStatus } from "@wellguard/contract";
import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Db } from "../../db/database";
import type { Database } from "../../db/schema";
import { setActor } from "../../lib/actor";
import { recordAudit } from "../../lib/audit";
import { AppError } from "../../lib/errors";
import { eventsCommitted, recordEvents } from "../../lib/events";
import type { SessionContext, SessionStore } from "../../lib/session";
import { personSnapshot, recordPersonChanges } from "../integrations/person-events";
import {
  type Analysis,
  type CompanyFacts,
  checkDatabase,
  type ImportOptions,
  type PlannedPerson,
} from "./analyse";
import { decodePlan } from "./plan";
import { type ImportSummary, importDb, importTrx, STALE_COMMIT_MS, type Written } from "./store";

/*
 * The commit of an import: the rows checked at the upload (its stored plan) are checked against the database
 * again (people may have changed since the preview), then written in steps, each its own short transaction:
 * the company's survey flow and the new departments first, then the people in plan order, SLICE rows a step
 * (one statement each for the creates and for the updates of a step, with their profiles and audit entries).
 * Each step also writes how many plan rows are now written (`people_imports.processed`) and the counts so far,
 * so other requests are answered between steps (on the embedded database a transaction holds the only
 * connection) and a commit that fails or dies part-way is committed again from where it stopped: the rows
 * already written are found as existing people by the new check and skipped (docs/import.md "Preview, commit
 * and progress"). It runs after the HTTP answer (202).
 */

const SLICE = 5_000;
/**
 * A pause after each step. On the embedded database a waiting request gets one query in between two steps, and
 * the next step's BEGIN comes before its second query, so a list request of a few queries waited several steps;
 * in the pause it finishes. Side by side at 100,000 rows (docs/benchmarks.md "The people list during an import"):
 * list p99 during the commit 2,029 ms without the pause, 733 ms with it, the commit 24.6 against 25.7 s.
 */
const STEP_PAUSE_MS = 50;

/** Above this many updated people every cached session is dropped at once instead of one notice per person. */
const NOTIFY_EACH_MAX = 1_000;
const HEARTBEAT_MS = 15_000;
/** Imports of at least this many people refresh the planner statistics of `people` after committing. */
const ANALYZE_AFTER_ROWS = 1_000;

export interface Actor {
  session: SessionContext;
  profile: "ADMIN" | "CONTROLLER";
}

interface Job {
  importId: string;
  companyId: number;
  createdBy: number;
  processed: number;
  total: number;
  done: Promise<void>;
}

/** Writes the newest progress figure to the database, never more than one write at a time, never awaited. */
class ProgressWriter {
  private inFlight = false;
  private written = -1;
  constructor(
    private readonly db: Db,
    private readonly job: Job,
  ) {}

  push(force = false): void {
    if (this.inFlight || (!force && this.job.processed === this.written)) return;
    this.inFlight = true;
    const processed = this.job.processed;
    importDb(this.db)
      .updateTable("people_imports")
      .set({
        processed: sql`greatest(processed, ${processed})`,
        total: this.job.total,
        progress_at: new Date(),
      })
      .where("id", "=", this.job.importId)
      .where("status", "=", "committing")
      .execute()
      .then(
        () => {
          this.written = processed;
        },
        () => {}, // progress is advisory; the commit's own outcome is written separately
      )
      .finally(() => {
        this.inFlight = false;
        if (this.job.processed !== this.written) this.push();
      });
  }
}

export class ImportJobs {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
  ) {}

  /** The running commit of this instance, if any (the status call answers from it without the database). */
  running(importId: string): Job | undefined {
    return this.jobs.get(importId);
  }

  statusOf(job: Job): TImportStatus {
    return {
      importId: job.importId,
      status: "committing",
      processed: job.processed,
      total: job.total,
      result: null,
      failure: null,
    };
  }

  /** Waits for every running commit (shutdown, tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.jobs.values()].map((j) => j.done));
  }

  /**
   * Claims the import and starts the commit in the background. An import can be committed from its preview,
   * and again after a failed commit: one that failed, or one whose process died mid-commit (still
   * "committing", with no progress for STALE_COMMIT_MS; the status call shows it failed). The commit is one
   * transaction, so a failed or interrupted one wrote nothing (issue 15, point 6). A running or committed
   * import finds it taken: 412 ND1033.
   */
  async start(companyId: number, importId: string, actor: Actor): Promise<TImportStatus> {
    const idb = importDb(this.db);
    const claimed = await idb
      .updateTable("people_imports")
      // `processed` stays: a commit that stopped part-way goes on from the rows it had written.
      .set({ status: "committing", progress_at: new Date() })
      .where("id", "=", importId)
      .where("company_id", "=", companyId)
      .where((eb) =>
        eb.or([
          eb("status", "in", ["preview", "failed"]),
          eb.and([
            eb("status", "=", "committing"),
            eb("progress_at", "<", new Date(Date.now() - STALE_COMMIT_MS)),
          ]),
        ]),
      )
      .where("plan", "is not", null)
      .where("expires_at", ">", new Date())
      .returning(["id", "total", "processed", "plan", "file_name", "options", "summary"])
      .executeTakeFirst();
    if (!claimed) {
      const row = await idb
        .selectFrom("people_imports")
        .select(["status", "expires_at", "summary"])
        .where("id", "=", importId)
        .where("company_id", "=", companyId)
        .executeTakeFirst();
      if (!row || (row.status === "preview" && row.expires_at <= new Date())) {
        throw new AppError("ND1033", {
          message: "The upload is unknown or has expired; upload the file again",
        });
      }
      if (row.status === "invalid") {
        const code = row.summary.errors.some((e) => e.applicationCode === "ND1012") ? "ND1012" : "ND1013";
        throw new AppError(code, {
          message: "The file has errors; correct them and upload it again",
          refusals: row.summary.errors.map((e) => ({
            row: e.row,
            column: e.column,
            applicationCode: e.detailCode,
            message: e.applicationCode,
          })),
        });
      }
      throw new AppError("ND1033", { status: 412, message: "This upload has already been committed" });
    }
    const job: Job = {
      importId,
      companyId,
      createdBy: actor.session.personId,
      processed: claimed.processed,
      total: claimed.total,
      done: Promise.resolve(),
    };
    this.jobs.set(importId, job);
    const plan = claimed.plan ?? Buffer.alloc(0);
    // A retried commit starts from the preview's summary, without the earlier attempt's failure.
    const { failure: _earlier, ...summary } = claimed.summary;
    job.done = this.run(
      job,
      plan,
      claimed.file_name,
      claimed.options,
      summary,
      actor,
      claimed.processed,
    ).finally(() => this.jobs.delete(importId));
    return this.statusOf(job);
  }

  private async run(
    job: Job,
    storedPlan: Buffer,
    fileName: string,
    options: ImportOptions,
    summary: ImportSummary,
    actor: Actor,
    resumeFrom: number,
  ): Promise<void> {
    const earlier: Written = summary.written ?? { created: 0, updated: 0, departmentsCreated: 0 };
    const progress = new ProgressWriter(this.db, job);
    const heartbeat = setInterval(() => progress.push(true), HEARTBEAT_MS);
    try {
      const company = await this.db
        .selectFrom("companies")
        .select(["id", "services"])
        .where("id", "=", job.companyId)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!company) throw new AppError("ND1000");
      const facts: CompanyFacts = { id: company.id, services: company.services };
      // Services the company dropped since the upload cannot be given (the upload refused them with NF1003).
      if (!options.services.every((id) => facts.services.includes(id))) throw new AppError("NF1003");
      const analysis = await checkDatabase(this.db, facts, decodePlan(storedPlan));
      if (analysis.errorCount > 0) {
        await this.fail(job, summary, {
          applicationCode: analysis.errors.some((e) => e.applicationCode === "ND1012") ? "ND1012" : "ND1013",
          errorCount: analysis.errorCount,
          errors: analysis.errors,
        });
        return;
      }
      job.total = analysis.people.length;
      progress.push(true);
      await this.writeSteps(job, analysis, options, fileName, actor, resumeFrom, earlier, () =>
        progress.push(),
      );
      // Thousands of new rows at once leave the planner's statistics behind until autovacuum's next pass;
      // the people lists would pick slow plans in between. Best effort: the import has committed already.
      if (job.total >= ANALYZE_AFTER_ROWS) await sql`analyze people`.execute(this.db).catch(() => undefined);
    } catch (error) {
      const code =
        error instanceof AppError
          ? error.code
          : uniqueViolation(error)
            ? "ND1013"
            : sqlState(error) === INSUFFICIENT_PRIVILEGE
              ? "NF1002"
              : "ND1017";
      await this.fail(job, summary, { applicationCode: code, errorCount: 0, errors: [] });
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The steps of a commit, each one transaction that also records how far the import has got. */
  private async writeSteps(
    job: Job,
    analysis: Analysis,
    options: ImportOptions,
    fileName: string,
    actor: Actor,
    resumeFrom: number,
    earlier: Written,
    onProgress: () => void,
  ): Promise<void> {
    const written: Written = { ...earlier };
    /** The import's own row, in the step's transaction: rows written so far and the counts. */
    const record = (trx: Transaction<Database>) =>
      importTrx(trx)
        .updateTable("people_imports")
        .set({
          processed: job.processed,
          total: job.total,
          progress_at: new Date(),
          summary: sql`summary || jsonb_build_object('written', ${JSON.stringify(written)}::jsonb)`,
        })
        .where("id", "=", job.importId)
        .execute();

    // Step 1: the survey flow and the new departments (none left on a resumed commit: the check found them).
    const departmentIds = await this.db.transaction().execute(async (trx) => {
      await setActor(trx, { personId: actor.session.personId, profile: actor.profile });
      await writeSurveyFlow(trx, job, options, actor);
      const ids = await writeDepartments(trx, job, analysis, actor);
      written.departmentsCreated += analysis.newDepartments.length;
      await record(trx);
      return ids;
    });

    // Then the people, SLICE plan rows a step; the rows an earlier attempt wrote are skipped.
    job.processed = Math.min(resumeFrom, analysis.people.length);
    for (let start = job.processed; start < analysis.people.length; start += SLICE) {
      const slice = analysis.people.slice(start, start + SLICE);
      const updatedIds = slice.flatMap((p) => (p.personId === null ? [] : [p.personId]));
      await this.sessions.changePerson(
        updatedIds.length > NOTIFY_EACH_MAX ? "all" : updatedIds,
        async (trx) => {
          await setActor(trx, { personId: actor.session.personId, profile: actor.profile });
          const counts = await writePeople(trx, job, analysis, slice, departmentIds, actor);
          written.created += counts.created;
          written.updated += counts.updated;
          job.processed = start + slice.length;
          await record(trx);
        },
      );
      eventsCommitted();
      onProgress();
      await new Promise((resolve) => setTimeout(resolve, STEP_PAUSE_MS));
    }

    // Last step: one audit entry for the import as a whole, and the import marked committed.
    await this.db.transaction().execute(async (trx) => {
      await setActor(trx, { personId: actor.session.personId, profile: actor.profile });
      await recordAudit(trx, actor, {
        action: "create",
        entityType: "imports",
        entityId: job.companyId,
        companyId: job.companyId,
        after: {
          importId: job.importId,
          fileName,
          ...written,
          services: options.services,
          surveyFlowId: options.surveyFlowId,
        },
      });
      await importTrx(trx)
        .updateTable("people_imports")
        .set({
          status: "committed",
          file: null,
          plan: null,
          processed: job.total,
          total: job.total,
          finished_at: new Date(),
          progress_at: new Date(),
          summary: sql`(summary - 'written' - 'failure') || jsonb_build_object('result', ${JSON.stringify(written)}::jsonb)`,
        })
        .where("id", "=", job.importId)
        .execute();
      await recordEvents(trx, [
        {
          companyId: job.companyId,
          type: "import.finished",
          data: { importId: job.importId, kind: "people", ...written },
        },
      ]);
    });
    eventsCommitted();
    job.processed = job.total;
  }

  private async fail(job: Job, summary: ImportSummary, failure: NonNullable<ImportSummary["failure"]>) {
    try {
      await importDb(this.db)
        .updateTable("people_imports")
        .set({
          // The plan stays until the upload expires, so the import can be committed again.
          status: "failed",
          finished_at: new Date(),
          progress_at: new Date(),
          // The counts the finished steps wrote (`written`) stay; the preview's summary and the failure are set.
          summary: sql`${JSON.stringify({ ...summary, failure })}::jsonb
            || jsonb_strip_nulls(jsonb_build_object('written', summary -> 'written'))`,
        })
        .where("id", "=", job.importId)
        .execute();
    } catch {
      // The row stays "committing" and is reported as failed once its progress goes stale.
    }
  }
}

function sqlState(error: unknown): unknown {
  return typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Someone else took an e-mail, login, user code or department name between the check and the write. */
function uniqueViolation(error: unknown): boolean {
  return sqlState(error) === "23505";
}

/** The identity trigger's refusal: a controller's file changed a controller's or an admin's e-mail or login. */
const INSUFFICIENT_PRIVILEGE = "42501";

/** The audit shape of a person row (API field names). */
function personJson(alias: string): RawBuilder<unknown> {
  const a = sql.raw(alias);
  return sql`jsonb_build_object('name', ${a}.name, 'surname', ${a}.surname, 'email', ${a}.email, 'login', ${a}.login,
    'userCode', ${a}.user_code, 'gender', ${a}.gender, 'phone', ${a}.phone, 'timeZone', ${a}.time_zone,
    'locale', ${a}.locale, 'stakeholderDepartmentId', ${a}.department_id, 'services', ${a}.services)`;
}

function servicesText(services: number[] | null): string | null {
  return services ? `{${services.join(",")}}` : null;
}

/** The survey flow chosen for the import becomes the company's (spec §5: it is mandatory for imports). */
async function writeSurveyFlow(trx: Transaction<Database>, job: Job, options: ImportOptions, actor: Actor) {
  const companyId = job.companyId;
  const before = await trx
    .selectFrom("companies")
    .select("survey_flow_id")
    .where("id", "=", companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (before.survey_flow_id === options.surveyFlowId) return;
  await trx
    .updateTable("companies")
    .set({ survey_flow_id: options.surveyFlowId, updated_at: new Date() })
    .where("id", "=", companyId)
    .execute();
  await recordAudit(trx, actor, {
    action: "update",
    entityType: "companies",
    entityId: companyId,
    companyId,
    before: { surveyFlowId: before.survey_flow_id },
    after: { surveyFlowId: options.surveyFlowId, importId: job.importId },
  });
}

/** New departments, one statement per depth (parents first); answers every department path's id. */
async function writeDepartments(
  trx: Transaction<Database>,
  job: Job,
  analysis: Analysis,
  actor: Actor,
): Promise<Map<string, number>> {
  const companyId = job.companyId;
  const departmentIds = new Map(analysis.departments);
  const byDepth = new Map<number, typeof analysis.newDepartments>();
  for (const d of analysis.newDepartments) {
    const depth = d.key.split("/").length;
    byDepth.set(depth, [...(byDepth.get(depth) ?? []), d]);
  }
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    const level = byDepth.get(depth) ?? [];
    const rows = await trx
      .insertInto("departments")
      .values(
        level.map((d) => ({
          company_id: companyId,
          parent_id: d.parentKey === null ? null : (departmentIds.get(d.parentKey) ?? null),
          name: d.name,
        })),
      )
      .returning(["id", "name", "parent_id"])
      .execute();
    for (const row of rows) {
      const match = level.find(
        (d) =>
          d.name.toLowerCase() === row.name.toLowerCase() &&
          (d.parentKey === null ? null : departmentIds.get(d.parentKey)) === row.parent_id,
      );
      if (match) departmentIds.set(match.key, row.id);
    }
    await recordAudit(
      trx,
      actor,
      rows.map((row) => ({
        action: "create" as const,
        entityType: "departments",
        entityId: row.id,
        companyId,
        after: { name: row.name, stakeholderDepartmentParentId: row.parent_id, importId: job.importId },
      })),
    );
  }
  return departmentIds;
}

/** One step's people: the new ones in one statement, the updated ones in another, with profiles and audit. */
async function writePeople(
  trx: Transaction<Database>,
  job: Job,
  analysis: Analysis,
  slice: PlannedPerson[],
  departmentIds: Map<string, number>,
  actor: Actor,
): Promise<{ created: number; updated: number }> {
  const companyId = job.companyId;
  const actorId = actor.session.personId;
  const profile = actor.profile;
  const importTag = sql`jsonb_build_object('importId', ${job.importId}::text)`;
  const departmentOf = (p: PlannedPerson) =>
    p.departmentKey === null ? null : (departmentIds.get(p.departmentKey) ?? null);
  const creates = slice.filter((p) => p.personId === null);
  const updates = slice.filter((p) => p.personId !== null);

  let created = 0;
  if (creates.length > 0) {
    const { rows } = await sql<{ n: number; ids: number[] | null }>`
      with ins as (
        insert into people (company_id, department_id, name, surname, email, login, user_code, locale, gender,
          phone, time_zone, services)
        select ${companyId}, t.department_id, t.name, t.surname, t.email, t.login, t.user_code, t.locale, t.gender,
          t.phone, t.time_zone, t.services::int[]
        from unnest(${creates.map(departmentOf)}::int[], ${creates.map((p) => p.name)}::text[],
          ${creates.map((p) => p.surname)}::text[], ${creates.map((p) => p.email)}::text[],
          ${creates.map((p) => p.login ?? p.email)}::text[], ${creates.map((p) => p.userCode)}::text[],
          ${creates.map((p) => p.locale)}::text[], ${creates.map((p) => p.gender)}::text[],
          ${creates.map((p) => p.phone)}::text[], ${creates.map((p) => p.timeZone)}::text[],
          ${creates.map((p) => servicesText(p.services))}::text[])
          as t(department_id, name, surname, email, login, user_code, locale, gender, phone, time_zone, services)
        returning *
      ),
      profiles as (insert into person_profiles (person_id, profile) select id, 'USER' from ins),
      audit as (
        insert into audit_events (actor_person_id, actor_profile, action, entity_type, entity_id, company_id, after)
        select ${actorId}, ${profile}, 'create', 'people', ins.id, ins.company_id, ${personJson("ins")} || ${importTag}
        from ins
      )
      select count(*)::int as n, array_agg(id) as ids from ins`.execute(trx);
    created = rows[0]?.n ?? 0;
    await recordPersonChanges(trx, "import", new Map(), rows[0]?.ids ?? []);
  }

  let updated = 0;
  if (updates.length > 0) {
    const updatedIds = updates.flatMap((p) => (p.personId === null ? [] : [p.personId]));
    const snapshot = await personSnapshot(trx, updatedIds);
    // Only the columns the file has are changed; a blank login keeps the person's login.
    const has = new Set(analysis.columns);
    const set = (column: string, value: RawBuilder<unknown>, when: boolean) =>
      when ? [sql`${sql.raw(column)} = ${value}`] : [];
    const assignments = [
      ...set("name", sql`t.name`, true),
      ...set("surname", sql`t.surname`, has.has("surname")),
      ...set("email", sql`t.email`, true),
      sql`login = coalesce(t.login, p.login)`,
      ...set("user_code", sql`t.user_code`, has.has("userCode")),
      ...set("department_id", sql`t.department_id`, has.has("department")),
      ...set("gender", sql`t.gender`, has.has("gender")),
      ...set("phone", sql`t.phone`, has.has("phone")),
      ...set("time_zone", sql`t.time_zone`, has.has("timeZone")),
      ...set("locale", sql`t.locale`, has.has("language")),
      sql`services = t.services::int[]`,
      sql`updated_at = now()`,
    ];
    const { rows } = await sql<{ n: number }>`
      with t as (
        select * from unnest(${updates.map((p) => p.personId)}::int[], ${updates.map(departmentOf)}::int[],
          ${updates.map((p) => p.name)}::text[], ${updates.map((p) => p.surname)}::text[],
          ${updates.map((p) => p.email)}::text[], ${updates.map((p) => p.login)}::text[],
          ${updates.map((p) => p.userCode)}::text[], ${updates.map((p) => p.locale)}::text[],
          ${updates.map((p) => p.gender)}::text[], ${updates.map((p) => p.phone)}::text[],
          ${updates.map((p) => p.timeZone)}::text[], ${updates.map((p) => servicesText(p.services))}::text[])
          as t(id, department_id, name, surname, email, login, user_code, locale, gender, phone, time_zone, services)
      ),
      old as (select p.* from people p join t on t.id = p.id),
      upd as (
        update people p set ${sql.join(assignments)}
        from t where p.id = t.id and p.company_id = ${companyId} and p.deleted_at is null
        returning p.*
      ),
      audit as (
        insert into audit_events (actor_person_id, actor_profile, action, entity_type, entity_id, company_id, before, after)
        select ${actorId}, ${profile}, 'update', 'people', upd.id, upd.company_id, ${personJson("old")},
          ${personJson("upd")} || ${importTag}
        from upd join old on old.id = upd.id
      )
      select count(*)::int as n from upd`.execute(trx);
    updated = rows[0]?.n ?? 0;
    // A person deleted or moved since the check: the file no longer says what it did; this step writes nothing.
    if (updated !== updates.length)
      throw new AppError("ND1013", { message: "People changed during the import" });
    await recordPersonChanges(trx, "import", snapshot, updatedIds);
  }
  return { created, updated };
}
