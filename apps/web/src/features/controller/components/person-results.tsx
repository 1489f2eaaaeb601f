import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  DIMENSION_ELEMENTS as D,
  DIMENSION_DEFINITIONS,
  formatPercent,
  formatScore,
  formatShortDate,
  riskDisplay,
  SURVEYS,
  scoreColour,
  type TInteraction,
  type TProfileDimensionRecord,
} from "@wellguard/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import {
  usePersonActions,
  usePersonAssets,
  usePersonInteractions,
  usePersonRecords,
} from "../api/person-results";
import { LoadError, Loading } from "./controller-page";
import "./controller.css";

const OVERDUE_MS = 30 * 24 * 60 * 60 * 1000; // spec §9: an interaction a month old and not done is overdue
const AWARENESS_AREAS = DIMENSION_DEFINITIONS.filter(
  (d) => d.group === "DIMENSION_GROUP_CYBERSECURITY" && d.key !== "DIMENSION_CYBER_RESULTS",
);

const locale = () => currentLocale();

/** The current value of a dimension, from the survey type that writes the figure shown (the latest wins). */
function currentValue(records: TProfileDimensionRecord[], dimensionId: number, surveyTypeId?: number) {
  const found = records.filter(
    (r) => r.dimensionId === dimensionId && (surveyTypeId === undefined || r.surveyTypeId === surveyTypeId),
  );
  return found.at(-1)?.dimensionValue ?? null;
}

/**
 * A person's results next to their details (issue 16 point 7): interactions, security profile, recommended
 * actions and library reads. Wellbeing results are shown per person only where a platform admin allowed it for the
 * company (docs/privacy.md); the section says which applies.
 */
export function PersonResults({
  personId,
  individualWellbeing = false,
}: {
  personId: number;
  /** The company allows one person's wellbeing results to be seen (docs/privacy.md "Individual results"). */
  individualWellbeing?: boolean;
}) {
  const { t } = useTranslation("controller");
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" data-testid="person-results">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3">
            {t("results.title")}
          </Title>
          <Text size="sm" c="var(--wg-text-muted)" data-testid="results-privacy">
            {t(individualWellbeing ? "results.privacyAgreed" : "results.privacy")}
          </Text>
        </div>
        <Profile personId={personId} />
        <Interactions personId={personId} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Actions personId={personId} />
          <Reads personId={personId} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId}>
      <Title order={3} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

function Score({ value, scale = 10 }: { value: number | null; scale?: 10 | 100 }) {
  const { t } = useTranslation("controller");
  if (value === null) return <Text span>{t("score.none")}</Text>;
  return (
    <span className="wg-score">
      <span className="wg-score-dot" style={{ background: scoreColour(value, scale) }} aria-hidden />
      {scale === 100 ? formatPercent(value, locale()) : formatScore(value, locale())}
    </span>
  );
}

function Profile({ personId }: { personId: number }) {
  const { t } = useTranslation(["controller", "contract"]);
  const records = usePersonRecords(personId);
  if (records.isPending) return <Loading testId="results-profile-loading" />;
  if (records.isError) {
    return (
      <LoadError
        error={records.error}
        onRetry={() => void records.refetch()}
        testId="results-profile-error"
      />
    );
  }
  const all = records.data;
  const risk = currentValue(all, D.DIMENSION_GENERAL_RISK, SURVEYS.SURVEY_WELLGUARD_GRI_GLOBAL);
  const rows: { label: string; value: number | null; testId: string }[] = [
    {
      label: t("results.awareness"),
      value: currentValue(all, D.DIMENSION_CYBER_RESULTS),
      testId: "result-awareness",
    },
    ...AWARENESS_AREAS.map((d) => {
      const level = currentValue(all, d.id, SURVEYS.SURVEY_WELLGUARD_CYBERSECURITY);
      return {
        label: t(`dashboard.dimensions.${d.code}`),
        value: level === null ? null : Math.round(((level * 10) / 6) * 10) / 10,
        testId: `result-${d.code}`,
      };
    }),
    {
      label: t("results.risk"),
      value: riskDisplay(risk === null ? null : Math.round(risk)),
      testId: "result-risk",
    },
  ];
  // Only where the company allows it does the API send the wellbeing records (docs/privacy.md).
  const climate = currentValue(all, D.DIMENSION_CLIMATE_LEVEL, SURVEYS.SURVEY_WELLGUARD_CLIMATE_GLOBAL);
  if (climate !== null)
    rows.push({ label: t("results.wellbeing"), value: climate, testId: "result-wellbeing" });
  return (
    <Section title={t("results.profile")} testId="results-profile">
      {all.length === 0 ? (
        <Text>{t("results.noProfile")}</Text>
      ) : (
        <ul className="wg-plain-list" data-testid="results-profile-list">
          {rows.map((row) => (
            <li key={row.testId} data-testid={row.testId}>
              <Text span fw={500}>
                {row.label}:
              </Text>{" "}
              <Score value={row.value} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function statusOf(i: TInteraction, now: number): "done" | "progress" | "todo" | "overdue" | "expired" {
  if (i.surveyStatus === "DONE") return "done";
  if (i.surveyStatus === "EXPIRED") return "expired";
  if (now - Date.parse(i.userStartDate) >= OVERDUE_MS) return "overdue";
  return i.surveyStatus === "PROGRESS" ? "progress" : "todo";
}

function Interactions({ personId }: { personId: number }) {
  const { t } = useTranslation("controller");
  const interactions = usePersonInteractions(personId);
  if (interactions.isPending) return <Loading testId="results-interactions-loading" />;
  if (interactions.isError) {
    return (
      <LoadError
        error={interactions.error}
        onRetry={() => void interactions.refetch()}
        testId="results-interactions-error"
      />
    );
  }
  const now = Date.now();
  // The weekly pulses are many and expire by design: the table shows the latest of each survey.
  const latest = new Map<number, TInteraction>();
  for (const i of interactions.data) {
    const known = latest.get(i.surveyTypeId);
    if (!known || Date.parse(i.userStartDate) > Date.parse(known.userStartDate))
      latest.set(i.surveyTypeId, i);
  }
  const rows = [...latest.values()].sort((a, b) => Date.parse(b.userStartDate) - Date.parse(a.userStartDate));
  return (
    <Section title={t("results.interactions")} testId="results-interactions">
      {rows.length === 0 ? (
        <Text>{t("results.noInteractions")}</Text>
      ) : (
        <div className="wg-table-scroll">
          <table className="wg-data-table" data-testid="results-interactions-table">
            <caption className="wg-visually-hidden">{t("results.interactionsCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("results.survey")}</th>
                <th scope="col">{t("results.status")}</th>
                <th scope="col">{t("results.started")}</th>
                <th scope="col">{t("results.finished")}</th>
                <th scope="col">{t("results.progress")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((i) => {
                const status = statusOf(i, now);
                return (
                  <tr key={i.surveyEntityId} data-testid="results-interaction" data-status={status}>
                    <th scope="row">{i.surveyName}</th>
                    <td className={status === "overdue" ? "wg-overdue" : undefined}>
                      {t(`results.statuses.${status}`)}
                    </td>
                    <td>{formatShortDate(i.userStartDate, locale())}</td>
                    <td>{i.userEndDate ? formatShortDate(i.userEndDate, locale()) : "—"}</td>
                    <td>
                      <Score value={i.percentage} scale={100} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}

function Actions({ personId }: { personId: number }) {
  const { t } = useTranslation("controller");
  const actions = usePersonActions(personId);
  return (
    <Section title={t("results.actions")} testId="results-actions">
      {actions.isPending && <Loading testId="results-actions-loading" />}
      {actions.isError && (
        <LoadError
          error={actions.error}
          onRetry={() => void actions.refetch()}
          testId="results-actions-error"
        />
      )}
      {actions.data &&
        (actions.data.length === 0 ? (
          <Text>{t("results.noActions")}</Text>
        ) : (
          <ul className="wg-plain-list">
            {actions.data.map((a) => (
              <li key={a.actionId} data-testid="results-action">
                <Text fw={500}>{a.executeAction.title}</Text>
                <Text size="sm" c="var(--wg-text-muted)">
                  {a.executeAction.description}
                </Text>
              </li>
            ))}
          </ul>
        ))}
    </Section>
  );
}

function Reads({ personId }: { personId: number }) {
  const { t } = useTranslation("controller");
  const assets = usePersonAssets(personId);
  return (
    <Section title={t("results.library")} testId="results-library">
      {assets.isPending && <Loading testId="results-library-loading" />}
      {assets.isError && (
        <LoadError
          error={assets.error}
          onRetry={() => void assets.refetch()}
          testId="results-library-error"
        />
      )}
      {assets.data && (
        <>
          <Text data-testid="results-library-count">
            {t("results.read", { n: assets.data.totalReaded, total: assets.data.assetCount })}
          </Text>
          <ul className="wg-plain-list">
            {assets.data.assets.map((a) => (
              <li key={a.assetId}>
                {a.title}
                {a.readAt && (
                  <Text span size="sm" c="var(--wg-text-muted)">
                    {" · "}
                    {formatShortDate(a.readAt, locale())}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
