import { Anchor, Stack, Text, Title } from "@mantine/core";
import { formatScore, padSeries, type TAction, type TProfileDimensionRecord } from "@wellguard/contract";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href, type RouteId } from "@/app/paths";
import { BackLink } from "@/features/organisation/components/back-link";
import { currentLocale } from "@/lib/i18n";
import { type LoadErrorProps, Loading, LoadError as SharedLoadError } from "@/ui/load-state";
import { useActions, usePsychoprofile } from "../api/traits";
import {
  currentRecord,
  dimensionCode,
  dimensionColour,
  dimensionSeries,
  displayMax,
  displayPercent,
  displayValue,
  monthsAgo,
} from "../lib/dimensions";
import { LineChart } from "./charts";
import "./profile.css";

/** The shared failed-load block, with this feature's retry label. */
export function LoadError(props: LoadErrorProps) {
  const { t } = useTranslation("profile");
  return <SharedLoadError {...props} retryLabel={t("retry")} />;
}

/** A dimension's name in the person's language (contract texts), or its code while a text is missing. */
export function useDimensionName(): (dimensionId: number) => string {
  const { t } = useTranslation("profile");
  return (dimensionId) => {
    const code = dimensionCode(dimensionId);
    return code ? t(`contract:dimensions.${code}.name`, { defaultValue: code }) : String(dimensionId);
  };
}

export function useDimensionDescription(): (dimensionId: number) => string {
  const { t } = useTranslation("profile");
  return (dimensionId) => {
    const code = dimensionCode(dimensionId);
    return code ? t(`contract:dimensions.${code}.description`, { defaultValue: "" }) : "";
  };
}

/** "7.4 / 10", "83 / 100", "5 / 6" for a displayed value (risk and hazard already turned round). */
export function useValueText(): (dimensionId: number, value: number) => string {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  return (dimensionId, value) =>
    t("value.outOf", {
      value: formatScore(displayValue(dimensionId, value), locale),
      max: formatScore(displayMax(dimensionId), locale),
    });
}

/** The colour dot of spec §9 beside a value; decoration only (the number is the information). */
export function ColourDot({ colour }: { colour: string | null }) {
  if (!colour) return null;
  return <span className="wg-profile-dot" style={{ background: colour }} aria-hidden />;
}

/**
 * One dimension as a row: its name, its value with the §9 colour dot, and a bar of how far along the scale it is.
 * `extra` adds a line under the name (e.g. a band or the progress percentage).
 */
export function DimensionRow({
  record,
  barClass,
  extra,
  testId,
}: {
  record: TProfileDimensionRecord;
  /** The bar's colour class (§9 percent classes); absent: the neutral colour. */
  barClass?: "danger" | "warning" | "success" | "neutral";
  extra?: ReactNode;
  testId?: string;
}) {
  const name = useDimensionName();
  const valueText = useValueText();
  const id = record.dimensionId;
  return (
    <li data-testid={testId} data-dimension={id} data-value={record.dimensionValue}>
      <div className="wg-profile-row-head">
        <span className="wg-profile-row-name">{name(id)}</span>
        <span className="wg-profile-row-value" data-testid="dimension-value">
          <ColourDot colour={dimensionColour(id, record.dimensionValue)} />
          {valueText(id, record.dimensionValue)}
        </span>
      </div>
      {extra}
      <div className="wg-profile-bar" data-class={barClass ?? "neutral"} aria-hidden>
        <span style={{ width: `${displayPercent(id, record.dimensionValue)}%` }} />
      </div>
    </li>
  );
}

/** A section with an h2. */
export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section className="wg-profile-section" aria-labelledby={id} data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}

const PERIODS = ["3", "12", "all"] as const;
type Period = (typeof PERIODS)[number];

/** Evolution over time (spec §9): a line per dimension from all its records in the chosen period. */
function Evolution({ dimensions, now }: { dimensions: readonly number[]; now: Date }) {
  const { t } = useTranslation("profile");
  const name = useDimensionName();
  const selectId = useId();
  const [period, setPeriod] = useState<Period>("12");
  const dateFrom = period === "all" ? undefined : monthsAgo(now, Number(period));
  const records = usePsychoprofile({ dimensions, ...(dateFrom ? { dateFrom } : {}) });
  return (
    <Section title={t("evolution.title")} testId="profile-evolution">
      <div className="wg-field" style={{ maxWidth: "16rem" }}>
        <label htmlFor={selectId} className="wg-label">
          {t("evolution.period")}
        </label>
        <select
          id={selectId}
          className="wg-select"
          value={period}
          onChange={(event) => setPeriod(event.currentTarget.value as Period)}
          data-testid="evolution-period"
        >
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`evolution.periods.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {records.isPending && <Loading testId="evolution-loading" />}
      {records.isError && (
        <LoadError error={records.error} onRetry={() => void records.refetch()} testId="evolution-error" />
      )}
      {records.data && (
        <div className="wg-charts">
          {dimensions.map((id) => {
            const series = dimensionSeries(records.data, id);
            if (series.length === 0) {
              return (
                <Text key={id} data-testid="evolution-none">
                  {t("evolution.none", { name: name(id) })}
                </Text>
              );
            }
            return (
              <LineChart
                key={id}
                name={name(id)}
                points={padSeries(series, now)}
                max={displayMax(id)}
                testId={`evolution-${id}`}
              />
            );
          })}
        </div>
      )}
    </Section>
  );
}

/** The recommended actions of the page's dimensions (GET /user/traits/actions), with their assets. */
export function ActionList({
  actions,
  testId,
  measured = true,
}: {
  actions: readonly TAction[];
  testId: string;
  /** False while nothing of the page is measured: no praise for an empty list then (issue 15, point 14). */
  measured?: boolean;
}) {
  const { t } = useTranslation("profile");
  if (actions.length === 0)
    return <Text data-testid={`${testId}-empty`}>{t(measured ? "actions.none" : "actions.notYet")}</Text>;
  return (
    <ul className="wg-profile-actions" data-testid={testId}>
      {actions.map((action) => (
        <li key={action.actionId} data-testid="action" data-action={action.actionId}>
          <Text fw={600}>{action.executeAction.title}</Text>
          <Text>{action.executeAction.description}</Text>
          {action.executeAction.assets.length > 0 && (
            <Text size="sm" mt={4}>
              {t("actions.assets")}{" "}
              {action.executeAction.assets.map((asset, i) => (
                <span key={asset.assetId}>
                  {i > 0 && ", "}
                  <Anchor
                    component={Link}
                    to={`${href("Assets")}?asset=${asset.assetId}`}
                    c="var(--wg-link)"
                    underline="always"
                    data-testid="action-asset"
                  >
                    {asset.title}
                  </Anchor>
                </span>
              ))}
            </Text>
          )}
        </li>
      ))}
    </ul>
  );
}

function RecommendedActions({
  dimensions,
  excludeType,
  measured,
}: {
  dimensions: readonly number[];
  excludeType?: number;
  /** Undefined until the profile's records have loaded. */
  measured: boolean | undefined;
}) {
  const { t } = useTranslation("profile");
  const actions = useActions();
  return (
    <Section title={t("actions.title")} testId="profile-actions">
      {(actions.isPending || (actions.data && measured === undefined)) && (
        <Loading testId="actions-loading" />
      )}
      {actions.isError && (
        <LoadError error={actions.error} onRetry={() => void actions.refetch()} testId="actions-error" />
      )}
      {actions.data && measured !== undefined && (
        <ActionList
          actions={actions.data.filter(
            (a) => dimensions.includes(a.dimensionId) && a.actionTypeId !== excludeType,
          )}
          testId="actions-list"
          measured={measured}
        />
      )}
    </Section>
  );
}

/** The header of a profile page: the link back to the hub (sub-pages) and the h1. */
export function ProfileHeader({ routeId, intro }: { routeId: RouteId; intro: string }) {
  const { t } = useTranslation("profile");
  return (
    <div style={{ minWidth: 0 }}>
      {routeId !== "Profile" && <BackLink to={href("Profile")} label={t("translation:routes.Profile")} />}
      <Title order={1} mt={routeId !== "Profile" ? 4 : 0}>
        {t(`translation:routes.${routeId}`)}
      </Title>
      <Text c="var(--wg-text-muted)" mt={4}>
        {intro}
      </Text>
    </div>
  );
}

/** Current records by dimension id (the newest current record of each). */
export type CurrentRecords = (dimensionId: number) => TProfileDimensionRecord | null;

/**
 * A profile sub-page: header, the current records of its dimensions (loading, error and "not measured yet"
 * states), the page's own content, the evolution charts and the recommended actions.
 */
export function ProfileSubPage({
  routeId,
  intro,
  dimensions,
  evolution,
  testId,
  excludeActionType,
  extra,
  children,
}: {
  routeId: RouteId;
  intro: string;
  /** Every dimension the page shows (read with current=true; also the actions' filter). */
  dimensions: readonly number[];
  /** The dimensions charted over time, or a choice made from the current records (the archetype's own). */
  evolution: readonly number[] | ((current: readonly TProfileDimensionRecord[]) => readonly number[]);
  testId: string;
  /** An action type the page already shows elsewhere (the archetype card's). */
  excludeActionType?: number;
  /** Shown after the measured values whether or not they exist (the social-engineering page's simulations). */
  extra?: ReactNode;
  children: (current: CurrentRecords, records: readonly TProfileDimensionRecord[]) => ReactNode;
}) {
  const { t } = useTranslation("profile");
  const [now] = useState(() => new Date());
  const current = usePsychoprofile({ dimensions, current: true });
  const measured = current.data?.some((r) => r.vigence === 1 && dimensions.includes(r.dimensionId));
  return (
    <Stack gap="lg" data-testid={testId}>
      <ProfileHeader routeId={routeId} intro={intro} />
      {current.isPending && <Loading testId="profile-loading" />}
      {current.isError && (
        <LoadError error={current.error} onRetry={() => void current.refetch()} testId="profile-error" />
      )}
      {current.data &&
        (measured ? (
          <>
            {children((id) => currentRecord(current.data, id), current.data)}
            <Evolution
              dimensions={typeof evolution === "function" ? evolution(current.data) : evolution}
              now={now}
            />
          </>
        ) : (
          <Section title={t("notMeasured.title")} testId="profile-not-measured">
            <Text>{t("notMeasured.text")}</Text>
            <Anchor component={Link} to={href("Dashboard")} c="var(--wg-link)" underline="always">
              {t("notMeasured.link")}
            </Anchor>
          </Section>
        ))}
      {extra}
      <RecommendedActions
        dimensions={dimensions}
        excludeType={excludeActionType}
        measured={current.isError ? true : measured}
      />
    </Stack>
  );
}

/** A big figure: a value with its colour dot and an optional percent, e.g. the awareness level. */
export function BigFigure({
  label,
  text,
  colour,
  testId,
  value,
  words,
}: {
  label: string;
  text: string;
  colour: string | null;
  testId: string;
  value?: number | null;
  /** The figure is words (a name, "not measured yet"), set smaller than a number. */
  words?: boolean;
}) {
  return (
    <div data-testid={testId} data-value={value ?? ""}>
      <Text c="var(--wg-text-muted)" fw={600}>
        {label}
      </Text>
      <span className="wg-profile-figure" data-words={words || value === null ? "true" : undefined}>
        <ColourDot colour={colour} />
        {text}
      </span>
    </div>
  );
}

export { Loading };
