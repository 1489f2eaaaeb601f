import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { formatLongDate, type TBreachImportResult, type TBreachMonitor } from "@wellguard/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { LoadError, Loading } from "../components/controller-page";
import { useBreachMonitor, useCheckBreaches, useImportBreaches } from "./abs-api";
import { ScrollRegion } from "./shared";

const when = (iso: string) => formatLongDate(iso, currentLocale());

/**
 * The company's monitoring: which domains the Have I Been Pwned search covers, the last check and its outcome,
 * and "check now", disabled with the reason when the server has no key or the company no verified domain.
 */
export function AbsMonitor({ companyId }: { companyId: number }) {
  const { t } = useTranslation("controller");
  const monitor = useBreachMonitor(companyId);
  const check = useCheckBreaches(companyId);
  const title = t("abs.monitor.title");
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid="abs-monitor">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      {monitor.isPending && <Loading testId="abs-monitor-loading" />}
      {monitor.isError && (
        <LoadError error={monitor.error} onRetry={() => void monitor.refetch()} testId="abs-monitor-error" />
      )}
      {monitor.data && (
        <MonitorDetails
          monitor={monitor.data}
          checking={check.isPending}
          onCheck={() => check.mutate()}
          checkError={check.error}
        />
      )}
    </Paper>
  );
}

function MonitorDetails({
  monitor,
  checking,
  onCheck,
  checkError,
}: {
  monitor: TBreachMonitor;
  checking: boolean;
  onCheck: () => void;
  checkError: unknown;
}) {
  const { t } = useTranslation("controller");
  const reasonId = useId();
  const reason = !monitor.hibpConfigured
    ? t("abs.monitor.noKey")
    : monitor.domains.length === 0
      ? t("abs.monitor.noDomains")
      : null;
  const running = monitor.lastOutcome === "running";
  return (
    <Stack gap="xs">
      <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="abs-monitor-domains">
        {monitor.domains.length > 0
          ? t("abs.monitor.domains", { domains: monitor.domains.join(", ") })
          : t("abs.monitor.noDomainsShort")}
      </Text>
      <Text size="sm" data-testid="abs-monitor-last">
        {monitor.lastCheckAt
          ? t("abs.monitor.lastCheck", { date: when(monitor.lastCheckAt) })
          : t("abs.monitor.neverChecked")}
        {monitor.lastOutcome && (
          <>
            {" · "}
            <span data-testid="abs-monitor-outcome">
              {t("abs.monitor.outcome", { outcome: t(`abs.monitor.outcomes.${monitor.lastOutcome}`) })}
            </span>
          </>
        )}
      </Text>
      {monitor.nextCheckAt && (
        <Text size="sm">{t("abs.monitor.nextCheck", { date: when(monitor.nextCheckAt) })}</Text>
      )}
      {monitor.lastImportAt && (
        <Text size="sm">{t("abs.monitor.lastImport", { date: when(monitor.lastImportAt) })}</Text>
      )}
      <div>
        <Button
          variant="default"
          onClick={onCheck}
          loading={checking}
          disabled={reason !== null || running}
          aria-describedby={reason ? reasonId : undefined}
          data-testid="abs-check"
        >
          {t("abs.monitor.check")}
        </Button>
      </div>
      {reason && (
        <Text size="sm" c="var(--wg-text-muted)" id={reasonId} data-testid="abs-check-reason">
          {reason}
        </Text>
      )}
      {checkError !== null && (
        <FormMessage id="abs-check-error" tone="error" testId="abs-check-error">
          {t(errorMessageKey(isApiError(checkError) ? checkError.code : null))}
        </FormMessage>
      )}
    </Stack>
  );
}

/** Refused rows listed at most; the rest are counted. */
const REFUSALS_SHOWN = 100;

/**
 * The import of breach records from a CSV or JSON file. The result says how many rows were kept and dropped;
 * a refused file lists its row errors (412 ND1012 `refusals`), each translated, as the people import does.
 */
export function AbsImport({ companyId }: { companyId: number }) {
  const { t } = useTranslation("controller");
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useImportBreaches(companyId);
  const title = t("abs.import.title");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    setMissing(false);
    upload.mutate(file);
  };
  const error = upload.error;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title} data-testid="abs-import">
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <label htmlFor={`${ids}-file`} className="wg-label">
              {t("abs.import.file")}
            </label>
            <Text size="sm" c="var(--wg-text-muted)" id={`${ids}-hint`}>
              {t("abs.import.format")}
            </Text>
            <input
              id={`${ids}-file`}
              className="wg-abs-file"
              type="file"
              accept=".csv,.json,text/csv,application/json"
              aria-describedby={`${ids}-hint${missing ? ` ${ids}-missing` : ""}`}
              aria-invalid={missing}
              onChange={(e) => {
                setFile(e.currentTarget.files?.[0] ?? null);
                setMissing(false);
                upload.reset();
              }}
              disabled={upload.isPending}
              data-testid="abs-import-file"
            />
          </div>
          {missing && (
            <FormMessage id={`${ids}-missing`} tone="error" testId="abs-import-missing">
              {t("abs.import.missing")}
            </FormMessage>
          )}
          <div>
            <Button type="submit" loading={upload.isPending} data-testid="abs-import-submit">
              {t("abs.import.submit")}
            </Button>
          </div>
          {upload.data && <ImportResult result={upload.data} />}
          {error !== null && <ImportError error={error} />}
        </Stack>
      </form>
    </Paper>
  );
}

function ImportResult({ result }: { result: TBreachImportResult }) {
  const { t } = useTranslation("controller");
  return (
    <FormMessage id="abs-import-result" tone="success" testId="abs-import-result">
      <Text fw={600}>{t("abs.import.done")}</Text>
      <ul className="wg-plain-list">
        <li>{t("abs.import.rows", { n: result.rows })}</li>
        <li>{t("abs.import.kept", { n: result.kept })}</li>
        <li>{t("abs.import.dropped", { n: result.dropped })}</li>
        <li>{t("abs.import.newBreaches", { n: result.newBreaches })}</li>
        <li>{t("abs.import.newExposures", { n: result.newExposures })}</li>
      </ul>
    </FormMessage>
  );
}

const FILE_PROBLEMS = ["size", "empty", "type", "rows", "unreadable", "structure"];
const HEADER_PROBLEMS = ["missing", "unknown", "duplicated"];

/**
 * A refused import: a wrong file (ND1014 `file.*`), a wrong header row (ND1014 `headers`, one line per column),
 * or row errors (ND1012 `refusals`: row, column and the catalogue message of each, as the people import shows).
 */
function ImportError({ error }: { error: unknown }) {
  const { t } = useTranslation("controller");
  if (!isApiError(error)) {
    return (
      <FormMessage id="abs-import-error-message" tone="error" testId="abs-import-error">
        {t(errorMessageKey(null))}
      </FormMessage>
    );
  }
  const problem = error.code === "ND1014" && error.field?.startsWith("file.") ? error.field.slice(5) : null;
  if (problem && FILE_PROBLEMS.includes(problem)) {
    return (
      <FormMessage id="abs-import-error-message" tone="error" testId="abs-import-error">
        {t(`abs.import.fileProblems.${problem}`)}
      </FormMessage>
    );
  }
  if (error.code === "ND1014" && error.field === "headers") {
    return (
      <FormMessage id="abs-import-error-message" tone="error" testId="abs-import-error">
        {t("abs.import.headers")}
        <ul className="wg-plain-list">
          {error.refusals
            .filter((r) => HEADER_PROBLEMS.includes(r.message))
            .map((r) => (
              <li key={`${r.message}-${r.column}`}>
                {t(`abs.import.header.${r.message}`, { column: r.column ?? "" })}
              </li>
            ))}
        </ul>
      </FormMessage>
    );
  }
  const refusals = error.code === "ND1012" ? error.refusals.filter((r) => r.row !== undefined) : [];
  const shown = refusals.slice(0, REFUSALS_SHOWN);
  return (
    <Stack gap="xs" data-testid="abs-import-error">
      <FormMessage id="abs-import-error-message" tone="error">
        {refusals.length > 0 ? t("abs.import.refused") : t(errorMessageKey(error.code))}
      </FormMessage>
      {shown.length > 0 && (
        <ScrollRegion label={t("abs.import.errors")}>
          <table className="wg-data-table wg-abs-refusals" data-testid="abs-import-refusals">
            <caption className="wg-visually-hidden">{t("abs.import.errors")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("abs.import.row")}</th>
                <th scope="col">{t("abs.import.column")}</th>
                <th scope="col">{t("abs.import.problem")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((refusal, index) => (
                // A row can be refused for several columns: the position in the list keeps keys apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the answer arrives
                <tr key={index} data-testid="abs-import-refusal">
                  <td>{refusal.row}</td>
                  <td>{refusal.column || "—"}</td>
                  <td>{t(errorMessageKey(refusal.applicationCode))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {refusals.length > shown.length && (
        <Text size="sm">{t("abs.import.more", { n: refusals.length - shown.length })}</Text>
      )}
    </Stack>
  );
}
