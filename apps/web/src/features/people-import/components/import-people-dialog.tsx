import { Button, Checkbox, Group, List, NativeSelect, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  SERVICES,
  type SpreadsheetFormat,
  SURVEY_FLOWS,
  type TImportPreview,
  type TImportRowError,
  type TImportStatus,
} from "@wellguard/contract";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable, type DataTableColumn } from "@/features/organisation/components/data-table";
import { FormMessage } from "@/ui/form-message";
import {
  commitImport,
  downloadTemplate,
  getCompany,
  getImportStatus,
  type ImportArea,
  uploadImport,
} from "../api/people-import";
import { formatCount } from "../lib/format";
import { type Problem, problemsOf, rowErrorText } from "../lib/messages";
import { useImportStrings } from "../lib/use-import-strings";
import "./people-import.css";

export interface ImportPeopleDialogProps {
  companyId: number;
  area: ImportArea;
  /** Called after a successful commit (lists of people and departments are refetched in any case). */
  onImported?: (result: NonNullable<TImportStatus["result"]>) => void;
}

type Step =
  | { kind: "choose" }
  | { kind: "uploading"; fraction: number }
  | { kind: "preview"; preview: TImportPreview }
  // The company is kept: the page may show another one (its filter changed) while the closed dialog follows the commit.
  | { kind: "committing"; preview: TImportPreview; status: TImportStatus; companyId: number }
  | { kind: "done"; status: TImportStatus }
  // The preview stays: a commit that stopped for an internal reason is committed again from where it stopped.
  | { kind: "failed"; status: TImportStatus; preview: TImportPreview };

const ERRORS_PAGE_SIZE = 20;
const POLL_MS = 1000;

/**
 * "Import people": a button that opens a modal dialog to upload a spreadsheet for one company. Steps: choose
 * (template links, file, services, survey flow) -> upload with a progress bar -> preview (counts, new departments,
 * every error with row, column and what is wrong, paged here) -> commit with a progress bar that polls the
 * server -> result. Nothing is saved before the commit; a commit that stops part-way says how many people it
 * wrote and is committed again from there (docs/import.md).
 * A native modal <dialog>, like the app's other dialogs (Mantine's Modal changes the sign-in page's chunks).
 */
export function ImportPeopleDialog({ companyId, area, onImported }: ImportPeopleDialogProps) {
  const ready = useImportStrings();
  const { t } = useTranslation(["peopleImport", "contract", "organisation"]);
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // A commit goes on on the server when the dialog is closed (Escape, Close): the flow stays mounted, hidden, until
  // the commit ends, so the lists are still refreshed and `onImported` still told; a commit that failed meanwhile
  // opens the dialog again to say why. Reopening it earlier shows the progress.
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!ready) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} data-testid="import-people-open">
        {t("peopleImport:open")}
      </Button>
      <dialog
        ref={ref}
        className="wg-import-dialog"
        aria-labelledby="import-people-title"
        onClose={() => setOpen(false)}
        data-testid="import-people-dialog"
      >
        {(open || running) && (
          <ImportFlow
            companyId={companyId}
            area={area}
            onClose={() => ref.current?.close()}
            onRunningChange={setRunning}
            onFailed={() => setOpen(true)}
            {...(onImported ? { onImported } : {})}
          />
        )}
      </dialog>
    </>
  );
}

function ImportFlow({
  companyId,
  area,
  onClose,
  onImported,
  onRunningChange,
  onFailed,
}: ImportPeopleDialogProps & {
  onClose: () => void;
  onRunningChange: (running: boolean) => void;
  onFailed: () => void;
}) {
  const { t } = useTranslation(["peopleImport", "contract", "organisation"]);
  const ids = useId();
  const queryClient = useQueryClient();
  const company = useQuery({
    queryKey: ["people-import", "company", area, companyId],
    queryFn: () => getCompany(area, companyId),
  });
  const [file, setFile] = useState<File | null>(null);
  const [services, setServices] = useState<string[] | null>(null);
  const [surveyFlow, setSurveyFlow] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [problems, setProblems] = useState<Problem[]>([]);
  // True from the commit request until its answer, before the step becomes "committing".
  const [starting, setStarting] = useState(false);
  const abort = useRef<AbortController | null>(null);
  // The latest callback, without restarting the polling when the page passes a new function.
  const imported = useRef(onImported);
  imported.current = onImported;
  const failed = useRef(onFailed);
  failed.current = onFailed;

  const companyServices = company.data?.services ?? [];
  const chosenServices = services ?? companyServices.map(String);
  const chosenFlow = surveyFlow ?? (company.data?.surveyFlowId ? String(company.data.surveyFlowId) : "");
  const columnName = (key: string) => t(`peopleImport:columns.${key}`);

  useEffect(() => () => abort.current?.abort(), []);

  const running = starting || step.kind === "committing";
  useEffect(() => onRunningChange(running), [running, onRunningChange]);

  // While a commit runs, ask the server how far it got, once a second, until it says it finished.
  const committing = step.kind === "committing" ? step : null;
  useEffect(() => {
    if (!committing) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      try {
        const status = await getImportStatus(area, committing.companyId, committing.status.importId);
        if (stopped) return;
        if (status.status === "committing") setStep({ ...committing, status });
        else if (status.status === "committed") {
          setStep({ kind: "done", status });
          void queryClient.invalidateQueries();
          if (status.result) imported.current?.(status.result);
        } else {
          setStep({ kind: "failed", status, preview: committing.preview });
          failed.current();
        }
      } catch (error) {
        if (stopped) return;
        // Column names play no part in a status call's refusals.
        setProblems(problemsOf(error, (key) => key));
        setStep({ ...committing }); // try again on the next tick
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [committing, area, queryClient]);

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setProblems([{ key: "peopleImport:file.required", field: "file" }]);
      return;
    }
    setProblems([]);
    abort.current = new AbortController();
    setStep({ kind: "uploading", fraction: 0 });
    try {
      const preview = await uploadImport(
        area,
        companyId,
        file,
        { services: chosenServices.map(Number), surveyFlowId: Number(chosenFlow) },
        (fraction) => setStep({ kind: "uploading", fraction }),
        abort.current.signal,
      );
      setStep({ kind: "preview", preview });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setProblems(problemsOf(error, columnName));
      setStep({ kind: "choose" });
    }
  }

  async function commit(preview: TImportPreview) {
    setProblems([]);
    setStarting(true);
    try {
      const status = await commitImport(area, companyId, preview.importId);
      setStep({ kind: "committing", preview, status, companyId });
    } catch (error) {
      setProblems(problemsOf(error, columnName));
      failed.current(); // shown again if the dialog was closed meanwhile
    } finally {
      setStarting(false);
    }
  }

  function restart() {
    setProblems([]);
    setFile(null);
    setStep({ kind: "choose" });
  }

  const fieldProblems = (field: Problem["field"]) => problems.filter((p) => p.field === field);
  const otherProblems = problems.filter((p) => p.field === undefined);
  const describe = (problem: Problem) => t(problem.key, problem.values ?? {});

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h3" id="import-people-title">
          {t("peopleImport:title")}
        </Title>
        <Button variant="default" size="xs" onClick={onClose} data-testid="import-people-close">
          {t("peopleImport:close")}
        </Button>
      </Group>

      {(step.kind === "choose" || step.kind === "uploading") && (
        <form onSubmit={upload} noValidate>
          <Stack gap="md">
            <Text>{t("peopleImport:intro")}</Text>
            <TemplateLinks area={area} />
            <div>
              <label htmlFor={`${ids}-file`} className="wg-import-label">
                {t("peopleImport:file.label")}
              </label>
              <Text size="sm" c="var(--wg-text-muted)" id={`${ids}-file-hint`}>
                {t("peopleImport:file.hint")}
              </Text>
              <input
                id={`${ids}-file`}
                type="file"
                accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                aria-describedby={`${ids}-file-hint${fieldProblems("file").length ? ` ${ids}-file-error` : ""}`}
                aria-invalid={fieldProblems("file").length > 0}
                onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
                disabled={step.kind === "uploading"}
                data-testid="import-people-file"
              />
              {fieldProblems("file").length > 0 && (
                <FormMessage id={`${ids}-file-error`} tone="error" testId="import-people-file-error">
                  <ProblemList problems={fieldProblems("file")} describe={describe} />
                </FormMessage>
              )}
            </div>
            <Checkbox.Group
              label={t("peopleImport:options.services")}
              description={t("peopleImport:options.servicesHint")}
              value={chosenServices}
              onChange={setServices}
              error={fieldProblems("services").map(describe).join(" ") || undefined}
              data-testid="import-people-services"
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
                {companyServices.map((id) => {
                  const key = SERVICES[id - 1];
                  return (
                    <Checkbox
                      key={id}
                      value={String(id)}
                      label={key ? t(`contract:services.${key}.name`) : String(id)}
                    />
                  );
                })}
              </SimpleGrid>
            </Checkbox.Group>
            <NativeSelect
              label={t("peopleImport:options.surveyFlow")}
              description={t("peopleImport:options.surveyFlowHint")}
              value={chosenFlow}
              onChange={(e) => setSurveyFlow(e.currentTarget.value)}
              error={fieldProblems("surveyFlowId").map(describe).join(" ") || undefined}
              data={[
                { value: "", label: t("peopleImport:options.choose") },
                ...SURVEY_FLOWS.map((f) => ({
                  value: String(f.id),
                  label: t(`contract:surveyFlows.${f.key}.name`),
                })),
              ]}
              data-testid="import-people-flow"
            />
            {step.kind === "uploading" && (
              <ProgressBar
                value={step.fraction}
                label={
                  step.fraction < 1
                    ? t("peopleImport:uploading", { percent: String(Math.round(step.fraction * 100)) })
                    : t("peopleImport:checking")
                }
                name={t("peopleImport:progressLabel")}
              />
            )}
            {otherProblems.length > 0 && (
              <FormMessage id={`${ids}-error`} tone="error" testId="import-people-error">
                <ProblemList problems={otherProblems} describe={describe} />
              </FormMessage>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={step.kind === "uploading"} data-testid="import-people-upload">
                {t("peopleImport:upload")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}

      {(step.kind === "preview" || step.kind === "committing") && (
        <PreviewView preview={step.preview}>
          {step.kind === "committing" && (
            <ProgressBar
              value={step.status.total > 0 ? step.status.processed / step.status.total : 0}
              label={t("peopleImport:committing", {
                processed: formatCount(step.status.processed),
                total: formatCount(step.status.total),
              })}
              name={t("peopleImport:progressLabel")}
            />
          )}
          {otherProblems.length > 0 && (
            <FormMessage id={`${ids}-commit-error`} tone="error" testId="import-people-error">
              <ProblemList problems={otherProblems} describe={describe} />
            </FormMessage>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={restart} disabled={starting || step.kind === "committing"}>
              {t("peopleImport:another")}
            </Button>
            {step.preview.status === "preview" && (
              <Button
                onClick={() => void commit(step.preview)}
                loading={starting || step.kind === "committing"}
                data-testid="import-people-commit"
              >
                {t("peopleImport:commit", {
                  count: formatCount(step.preview.creates + step.preview.updates),
                })}
              </Button>
            )}
          </Group>
        </PreviewView>
      )}

      {step.kind === "done" && step.status.result && (
        <Stack gap="md">
          <FormMessage id={`${ids}-done`} tone="success" testId="import-people-done">
            <strong>{t("peopleImport:done.title")}</strong>{" "}
            {t("peopleImport:done.summary", {
              created: formatCount(step.status.result.created),
              updated: formatCount(step.status.result.updated),
              departments: formatCount(step.status.result.departmentsCreated),
            })}
          </FormMessage>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t("peopleImport:close")}</Button>
          </Group>
        </Stack>
      )}

      {step.kind === "failed" && (
        <FailedView
          status={step.status}
          messageId={`${ids}-failed`}
          problems={
            otherProblems.length > 0 ? <ProblemList problems={otherProblems} describe={describe} /> : null
          }
          onAnother={restart}
          onCommitAgain={() => void commit(step.preview)}
          committing={starting}
        />
      )}
    </Stack>
  );
}

/**
 * A commit that did not finish. Rows that no longer pass the checks: correct the file and upload it again
 * (nothing was written). Any other stop: the people written so far stay, and committing again writes the rest.
 */
function FailedView({
  status,
  messageId,
  problems,
  onAnother,
  onCommitAgain,
  committing,
}: {
  status: TImportStatus;
  messageId: string;
  problems: ReactNode;
  onAnother: () => void;
  onCommitAgain: () => void;
  committing: boolean;
}) {
  const { t } = useTranslation(["peopleImport"]);
  const rowErrors = status.failure !== null && status.failure.errors.length > 0;
  return (
    <Stack gap="md">
      <FormMessage id={messageId} tone="error" testId="import-people-failed">
        <strong>{t("peopleImport:failed.title")}</strong>{" "}
        {rowErrors
          ? t("peopleImport:failed.changed")
          : status.processed > 0
            ? t("peopleImport:failed.partial", {
                processed: formatCount(status.processed),
                total: formatCount(status.total),
              })
            : t("peopleImport:failed.internal")}
      </FormMessage>
      {problems && (
        <FormMessage id={`${messageId}-problems`} tone="error" testId="import-people-error">
          {problems}
        </FormMessage>
      )}
      {rowErrors && status.failure && (
        <ErrorsTable errors={status.failure.errors} count={status.failure.errorCount} />
      )}
      <Group justify="flex-end">
        <Button variant={rowErrors ? "filled" : "default"} onClick={onAnother}>
          {t("peopleImport:another")}
        </Button>
        {!rowErrors && (
          <Button onClick={onCommitAgain} loading={committing} data-testid="import-people-commit-again">
            {t("peopleImport:failed.commitAgain")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function ProblemList({ problems, describe }: { problems: Problem[]; describe: (p: Problem) => string }) {
  if (problems.length === 1 && problems[0]) return <>{describe(problems[0])}</>;
  return (
    <List size="sm" spacing={2}>
      {problems.map((p) => (
        <List.Item key={`${p.key}-${p.values?.column ?? ""}`}>{describe(p)}</List.Item>
      ))}
    </List>
  );
}

function TemplateLinks({ area }: { area: ImportArea }) {
  const { t } = useTranslation("peopleImport");
  const [failed, setFailed] = useState(false);
  const get = (format: SpreadsheetFormat) => {
    setFailed(false);
    downloadTemplate(area, format).catch(() => setFailed(true));
  };
  return (
    <Stack gap={4}>
      <Text fw={600}>{t("template.label")}</Text>
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => get("xlsx")}
          data-testid="import-template-xlsx"
        >
          {t("template.xlsx")}
        </Button>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => get("csv")}
          data-testid="import-template-csv"
        >
          {t("template.csv")}
        </Button>
      </Group>
      {failed && (
        <FormMessage id="import-template-error" tone="error">
          {t("template.failed")}
        </FormMessage>
      )}
    </Stack>
  );
}

function ProgressBar({ value, label, name }: { value: number; label: string; name: string }) {
  return (
    <div role="status" className="wg-import-progress">
      <Text size="sm">{label}</Text>
      <progress value={Math.min(1, Math.max(0, value))} max={1} aria-label={name} />
    </div>
  );
}

function PreviewView({ preview, children }: { preview: TImportPreview; children: ReactNode }) {
  const { t } = useTranslation(["peopleImport"]);
  const ids = useId();
  const valid = preview.status === "preview";
  return (
    <Stack gap="md" data-testid="import-people-preview">
      <Title order={3} size="h4">
        {t("peopleImport:preview.title")}
      </Title>
      <dl className="wg-import-counts">
        <div>
          <dt>{t("peopleImport:preview.total")}</dt>
          <dd data-testid="import-count-total">{formatCount(preview.total)}</dd>
        </div>
        <div>
          <dt>{t("peopleImport:preview.creates")}</dt>
          <dd data-testid="import-count-creates">{formatCount(preview.creates)}</dd>
        </div>
        <div>
          <dt>{t("peopleImport:preview.updates")}</dt>
          <dd data-testid="import-count-updates">{formatCount(preview.updates)}</dd>
        </div>
        <div>
          <dt>{t("peopleImport:preview.errors")}</dt>
          <dd data-testid="import-count-errors">{formatCount(preview.errorCount)}</dd>
        </div>
      </dl>
      <FormMessage id={`${ids}-state`} tone={valid ? "info" : "error"} testId="import-people-state">
        {valid ? t("peopleImport:preview.ready") : t("peopleImport:preview.hasErrors")}
      </FormMessage>
      {preview.newDepartments.length > 0 && (
        <div>
          <Text fw={600}>{t("peopleImport:preview.newDepartments")}</Text>
          <List size="sm" className="wg-import-departments">
            {preview.newDepartments.map((path) => (
              <List.Item key={path}>{path}</List.Item>
            ))}
          </List>
        </div>
      )}
      {preview.outsideDomains.count > 0 && (
        <FormMessage id={`${ids}-outside`} tone="warning" testId="import-people-outside-domains">
          <Text fw={600}>
            {t("peopleImport:preview.outsideDomains", {
              count: formatCount(preview.outsideDomains.count),
              domains: preview.outsideDomains.domains.join(", "),
            })}
          </Text>
          <List size="sm">
            {preview.outsideDomains.rows.map(({ row, email }) => (
              <List.Item key={row}>{t("peopleImport:preview.outsideDomainsRow", { row, email })}</List.Item>
            ))}
          </List>
          {preview.outsideDomains.count > preview.outsideDomains.rows.length && (
            <Text size="sm">
              {t("peopleImport:preview.moreOutsideDomains", {
                shown: formatCount(preview.outsideDomains.rows.length),
                count: formatCount(preview.outsideDomains.count),
              })}
            </Text>
          )}
        </FormMessage>
      )}
      {preview.errors.length > 0 && <ErrorsTable errors={preview.errors} count={preview.errorCount} />}
      {children}
    </Stack>
  );
}

type NumberedError = TImportRowError & { index: number };

function ErrorsTable({ errors, count }: { errors: TImportRowError[]; count: number }) {
  const { t } = useTranslation(["peopleImport", "contract"]);
  const [page, setPage] = useState(1);
  const rows: NumberedError[] = errors
    .slice((page - 1) * ERRORS_PAGE_SIZE, page * ERRORS_PAGE_SIZE)
    .map((e, i) => ({ ...e, index: (page - 1) * ERRORS_PAGE_SIZE + i }));
  const tr = (key: string, values?: Record<string, string>) => t(key, values ?? {});
  const columns: DataTableColumn<NumberedError>[] = [
    { key: "row", header: t("peopleImport:errorsTable.row"), cell: (e) => e.row, nowrap: true },
    { key: "column", header: t("peopleImport:errorsTable.column"), cell: (e) => e.column || "—" },
    { key: "problem", header: t("peopleImport:errorsTable.problem"), cell: (e) => rowErrorText(e, tr) },
  ];
  return (
    <Stack gap="xs">
      {count > errors.length && (
        <Text size="sm">
          {t("peopleImport:preview.moreErrors", {
            shown: formatCount(errors.length),
            count: formatCount(count),
          })}
        </Text>
      )}
      <DataTable
        caption={t("peopleImport:errorsTable.caption")}
        columns={columns}
        rows={rows}
        rowId={(e) => e.index}
        total={errors.length}
        page={page}
        pageSize={ERRORS_PAGE_SIZE}
        onPageChange={setPage}
        loading={false}
        emptyText={t("peopleImport:errorsTable.empty")}
        testId="import-errors"
      />
    </Stack>
  );
}
