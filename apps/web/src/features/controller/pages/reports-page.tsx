import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  formatLongDate,
  formatShortDate,
  type TManagedCompany,
  type TReport,
  type TReportSchedule,
} from "@wellguard/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/features/organisation/components/data-table";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useDepartments } from "../api/departments";
import {
  downloadReport,
  useCreateReport,
  useReportSchedule,
  useReports,
  useSaveReportSchedule,
} from "../api/reports";
import { ControllerPage } from "../components/controller-page";
import { DateField } from "../components/date-field";
import { NativeSelectField } from "../components/native-select";
import { loadControllerStrings } from "../strings";

export const loadStrings = loadControllerStrings;

const day = (iso: string) => formatShortDate(`${iso}T12:00:00Z`, currentLocale());
const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * Reports (spec §2 controller/dashboard/reports; docs/reports.md): make a report of a period and department as a
 * PDF and a spreadsheet, download any report made before, and schedule the monthly one by e-mail.
 */
export function ReportsPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("translation:routes.ControllerDashboardReports")}
      intro={t("reports.intro")}
      testId="reports"
    >
      {(company) => <Reports key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function Reports({ company }: { company: TManagedCompany }) {
  return (
    <Stack gap="lg">
      <NewReport company={company} />
      <PastReports company={company} />
      <Schedule company={company} />
    </Stack>
  );
}

function problemOf(error: unknown) {
  return errorMessageKey(isApiError(error) ? error.code : null);
}

function NewReport({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const departments = useDepartments(company.stakeholderId);
  const create = useCreateReport(company.stakeholderId);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [department, setDepartment] = useState("");
  const [made, setMade] = useState<TReport | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMade(null);
    try {
      setMade(
        await create.mutateAsync({
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(department ? { department: Number(department) } : {}),
        }),
      );
    } catch {
      // Shown below from create.error.
    }
  }

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="reports-new"
        data-testid="report-form"
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="reports-new">
            {t("reports.newTitle")}
          </Title>
          <Text size="sm">{t("reports.newHint")}</Text>
          <Group align="flex-end" gap="md" wrap="wrap">
            <DateField
              label={t("dashboard.filters.from")}
              value={from}
              onChange={setFrom}
              testId="report-from"
            />
            <DateField label={t("dashboard.filters.to")} value={to} onChange={setTo} testId="report-to" />
            <NativeSelectField
              label={t("dashboard.filters.department")}
              value={department}
              options={[
                { value: "", label: t("dashboard.filters.allDepartments") },
                ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
              ]}
              onChange={setDepartment}
              testId="report-department"
            />
            <Button type="submit" loading={create.isPending} data-testid="report-create">
              {t("reports.create")}
            </Button>
          </Group>
          {create.isError && (
            <FormMessage id="report-problem" tone="error" testId="report-problem">
              {t(problemOf(create.error))}
            </FormMessage>
          )}
          {made && (
            <FormMessage id="report-made" tone="success" testId="report-made">
              {t("reports.made", { from: day(made.from), to: day(made.to) })}
            </FormMessage>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function PastReports({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const reports = useReports(company.stakeholderId);
  const [problem, setProblem] = useState<string | null>(null);
  const save = async (report: TReport, format: "pdf" | "xlsx") => {
    setProblem(null);
    try {
      await downloadReport(company.stakeholderId, report, format);
    } catch (error) {
      setProblem(t(problemOf(error)));
    }
  };
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("reports.pastTitle")}
        </Title>
        {problem && (
          <FormMessage id="report-download-problem" tone="error" testId="report-download-problem">
            {problem}
          </FormMessage>
        )}
        <DataTable<TReport>
          caption={t("reports.caption", { company: company.name })}
          columns={[
            {
              key: "created",
              header: t("reports.columns.created"),
              nowrap: true,
              cell: (r) => formatLongDate(r.createdAt, currentLocale()),
            },
            {
              key: "period",
              header: t("reports.columns.period"),
              cell: (r) => t("reports.period", { from: day(r.from), to: day(r.to) }),
            },
            {
              key: "scope",
              header: t("reports.columns.scope"),
              cell: (r) => r.departmentName ?? t("dashboard.filters.allDepartments"),
            },
            {
              key: "by",
              header: t("reports.columns.by"),
              cell: (r) => (r.scheduled ? t("reports.bySchedule") : (r.createdBy ?? "—")),
            },
            {
              key: "files",
              header: t("reports.columns.files"),
              cell: (r) => (
                <Group gap="xs" wrap="wrap">
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void save(r, "pdf")}
                    aria-label={t("reports.downloadPdfNamed", { from: day(r.from), to: day(r.to) })}
                    data-testid="report-pdf"
                  >
                    {t("reports.pdf", { size: kilobytes(r.pdfBytes) })}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => void save(r, "xlsx")}
                    aria-label={t("reports.downloadXlsxNamed", { from: day(r.from), to: day(r.to) })}
                    data-testid="report-xlsx"
                  >
                    {t("reports.xlsx", { size: kilobytes(r.xlsxBytes) })}
                  </Button>
                </Group>
              ),
            },
          ]}
          rows={reports.data}
          rowId={(r) => r.reportId}
          total={reports.data?.length ?? 0}
          page={1}
          pageSize={Math.max(1, reports.data?.length ?? 1)}
          onPageChange={() => undefined}
          loading={reports.isPending}
          error={reports.error}
          onRetry={() => void reports.refetch()}
          emptyText={t("reports.empty")}
          testId="reports-list"
          stackOnPhones
        />
      </Stack>
    </Paper>
  );
}

function Schedule({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const schedule = useReportSchedule(company.stakeholderId);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id="reports-schedule">
          {t("reports.scheduleTitle")}
        </Title>
        <Text size="sm">{t("reports.scheduleHint")}</Text>
        {schedule.isPending ? (
          <Text role="status">{t("translation:common.loading")}</Text>
        ) : schedule.isError ? (
          <FormMessage id="report-schedule-error" tone="error">
            {t(problemOf(schedule.error))}
          </FormMessage>
        ) : (
          <ScheduleForm company={company} schedule={schedule.data} />
        )}
      </Stack>
    </Paper>
  );
}

function ScheduleForm({ company, schedule }: { company: TManagedCompany; schedule: TReportSchedule }) {
  const { t } = useTranslation("controller");
  const departments = useDepartments(company.stakeholderId);
  const save = useSaveReportSchedule(company.stakeholderId);
  const [enabled, setEnabled] = useState(schedule.enabled);
  const [department, setDepartment] = useState(schedule.departmentId ? String(schedule.departmentId) : "");
  const [recipients, setRecipients] = useState<number[]>(schedule.recipients);
  const [saved, setSaved] = useState(false);
  const enabledId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    try {
      await save.mutateAsync({ enabled, department: department ? Number(department) : null, recipients });
      setSaved(true);
    } catch {
      // Shown below from save.error.
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="reports-schedule"
      data-testid="schedule-form"
    >
      <Stack gap="sm">
        <label htmlFor={enabledId} className="wg-check">
          <input
            id={enabledId}
            type="checkbox"
            checked={enabled}
            onChange={(e) => setEnabled(e.currentTarget.checked)}
            data-testid="schedule-enabled"
          />{" "}
          {t("reports.enabled")}
        </label>
        <NativeSelectField
          label={t("dashboard.filters.department")}
          value={department}
          options={[
            { value: "", label: t("dashboard.filters.allDepartments") },
            ...(departments.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
          ]}
          onChange={setDepartment}
          disabled={!enabled}
          testId="schedule-department"
        />
        <fieldset className="wg-fieldset" disabled={!enabled}>
          <legend className="wg-label">{t("reports.recipients")}</legend>
          <div className="wg-plan-choices">
            {schedule.candidates.map((c) => (
              <label key={c.personId} className="wg-check">
                <input
                  type="checkbox"
                  checked={recipients.includes(c.personId)}
                  onChange={() =>
                    setRecipients(
                      recipients.includes(c.personId)
                        ? recipients.filter((id) => id !== c.personId)
                        : [...recipients, c.personId],
                    )
                  }
                  data-testid={`schedule-recipient-${c.personId}`}
                />{" "}
                {c.email ? t("reports.recipient", { name: c.name, email: c.email }) : c.name}
              </label>
            ))}
          </div>
        </fieldset>
        {schedule.nextRunAt && (
          <Text size="sm" data-testid="schedule-next">
            {t("reports.next", { date: formatShortDate(schedule.nextRunAt, currentLocale()) })}
          </Text>
        )}
        {save.isError && (
          <FormMessage id="schedule-problem" tone="error" testId="schedule-problem">
            {t(problemOf(save.error))}
          </FormMessage>
        )}
        {saved && (
          <FormMessage id="schedule-saved" tone="success" testId="schedule-saved">
            {t(enabled ? "reports.scheduleOn" : "reports.scheduleOff")}
          </FormMessage>
        )}
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="schedule-save">
            {t("reports.saveSchedule")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
