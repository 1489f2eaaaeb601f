import { Anchor, Text } from "@mantine/core";
import {
  DIMENSION_ELEMENTS as D,
  formatScore,
  riskDisplay,
  riskLevelSeries,
  scoreColour,
} from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href, moduleAllowed, ROUTES } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { useSession } from "@/lib/use-session";
import { usePsychoprofile } from "../api/traits";
import { BarChart } from "../components/charts";
import {
  BigFigure,
  DimensionRow,
  LoadError,
  Loading,
  ProfileSubPage,
  Section,
  useDimensionDescription,
  useDimensionName,
} from "../components/profile-page";
import { currentRecord } from "../lib/dimensions";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

const RISKS = [D.DIMENSION_CONFIDENTIALITY_RISK, D.DIMENSION_INTEGRITY_RISK, D.DIMENSION_AVAILABILITY_RISK];
const HAZARDS = [
  D.DIMENSION_CONFIDENTIALITY_HAZARD,
  D.DIMENSION_INTEGRITY_HAZARD,
  D.DIMENSION_AVAILABILITY_HAZARD,
];
const INSIDERS = [D.DIMENSION_INSIDER_RED, D.DIMENSION_INSIDER_GREEN, D.DIMENSION_INSIDER_BLUE];
const DIMENSIONS = [
  D.DIMENSION_GENERAL_RISK,
  ...RISKS,
  D.DIMENSION_GENERAL_HAZARD,
  ...HAZARDS,
  D.DIMENSION_PRINCIPAL_INSIDER,
  ...INSIDERS,
];

/**
 * Security (module risk): the general risk shown as 12 − 2 × raw (spec §9, 10 = safest), a chart of the risk
 * levels 1-6 of the four risk indicators (levels without one count 0), confidentiality, integrity and
 * availability risk, the hazard (risk × impact) likewise, and the insider indices with the principal one.
 */
export function ProfileSecurityPage() {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  const name = useDimensionName();
  const session = useSession();
  return (
    <ProfileSubPage
      routeId="ProfileSecurity"
      intro={t("security.intro")}
      dimensions={DIMENSIONS}
      evolution={[D.DIMENSION_GENERAL_RISK, D.DIMENSION_GENERAL_HAZARD]}
      testId="profile-security"
      extra={moduleAllowed(ROUTES.Breaches, session.services) ? <BreachExposure /> : undefined}
    >
      {(current) => {
        const general = current(D.DIMENSION_GENERAL_RISK);
        const hazard = current(D.DIMENSION_GENERAL_HAZARD);
        const principal = current(D.DIMENSION_PRINCIPAL_INSIDER);
        const riskRecords = [general, ...RISKS.map(current)].filter((r) => r !== null);
        const levels = riskLevelSeries(riskRecords.map((r) => r.dimensionValue));
        const display = riskDisplay(general?.dimensionValue ?? null);
        const hazardDisplay = riskDisplay(hazard?.dimensionValue ?? null);
        return (
          <>
            <Section title={t("security.riskTitle")} testId="security-risk">
              <div className="wg-profile-cards">
                <BigFigure
                  label={name(D.DIMENSION_GENERAL_RISK)}
                  text={
                    display === null
                      ? t("scores.notMeasured")
                      : t("value.outOf", {
                          value: formatScore(display, locale),
                          max: formatScore(10, locale),
                        })
                  }
                  colour={display === null ? null : scoreColour(display)}
                  value={display}
                  testId="security-general-risk"
                />
                <BigFigure
                  label={name(D.DIMENSION_GENERAL_HAZARD)}
                  text={
                    hazardDisplay === null
                      ? t("scores.notMeasured")
                      : t("value.outOf", {
                          value: formatScore(hazardDisplay, locale),
                          max: formatScore(10, locale),
                        })
                  }
                  colour={hazardDisplay === null ? null : scoreColour(hazardDisplay)}
                  value={hazardDisplay}
                  testId="security-general-hazard"
                />
              </div>
              <Text size="sm" c="var(--wg-text-muted)">
                {t("security.scaleHelp")}
              </Text>
              {riskRecords.length > 0 && (
                <BarChart
                  name={t("security.levelsChart")}
                  summary={t("security.levelsSummary", {
                    levels: levels.map((l) => `${l.level}: ${l.count}`).join(", "),
                  })}
                  bars={levels.map((l) => ({ label: String(l.level), value: l.count }))}
                  max={Math.max(1, ...levels.map((l) => l.count))}
                  columnLabel={t("security.level")}
                  valueLabel={t("security.indicators")}
                  testId="security-levels"
                />
              )}
              <ul className="wg-profile-rows">
                {RISKS.map((id) => {
                  const record = current(id);
                  return record ? (
                    <DimensionRow key={id} record={record} testId="security-dimension" />
                  ) : null;
                })}
              </ul>
            </Section>
            {HAZARDS.some((id) => current(id)) && (
              <Section title={t("security.hazardTitle")} testId="security-hazard">
                <Text size="sm" c="var(--wg-text-muted)">
                  {t("security.hazardHelp")}
                </Text>
                <ul className="wg-profile-rows">
                  {HAZARDS.map((id) => {
                    const record = current(id);
                    return record ? (
                      <DimensionRow key={id} record={record} testId="security-dimension" />
                    ) : null;
                  })}
                </ul>
              </Section>
            )}
            {(principal || INSIDERS.some((id) => current(id))) && (
              <Section title={t("security.insiderTitle")} testId="security-insider">
                {principal && (
                  <Text data-testid="security-principal-insider">
                    {t("security.principal", { name: name(principal.dimensionValue) })}
                  </Text>
                )}
                <Text size="sm" c="var(--wg-text-muted)">
                  {t("security.insiderHelp")}
                </Text>
                <ul className="wg-profile-rows">
                  {INSIDERS.map((id) => {
                    const record = current(id);
                    return record ? (
                      <DimensionRow key={id} record={record} testId="security-dimension" />
                    ) : null;
                  })}
                </ul>
              </Section>
            )}
          </>
        );
      }}
    </ProfileSubPage>
  );
}

/**
 * Breach exposure (module abs, issue 19): the current record of DIMENSION_BREACH_EXPOSURE (value = §9 score,
 * extra = level 0-3) and a link to the breach page. Its own query, so the page's "measured" state is unchanged.
 */
function BreachExposure() {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  const name = useDimensionName();
  const description = useDimensionDescription();
  const id = D.DIMENSION_BREACH_EXPOSURE;
  const records = usePsychoprofile({ dimensions: [id], current: true });
  const record = records.data ? currentRecord(records.data, id) : null;
  return (
    <Section title={name(id)} testId="security-breach">
      <Text size="sm" c="var(--wg-text-muted)">
        {description(id)}
      </Text>
      {records.isPending && <Loading testId="security-breach-loading" />}
      {records.isError && (
        <LoadError
          error={records.error}
          onRetry={() => void records.refetch()}
          testId="security-breach-error"
        />
      )}
      {records.data && (
        <BigFigure
          label={
            record?.dimensionValueExtra != null
              ? t("security.breachLevel", { level: record.dimensionValueExtra })
              : name(id)
          }
          text={
            record
              ? t("value.outOf", {
                  value: formatScore(record.dimensionValue, locale),
                  max: formatScore(10, locale),
                })
              : t("scores.notMeasured")
          }
          colour={record ? scoreColour(record.dimensionValue) : null}
          value={record?.dimensionValue ?? null}
          testId="security-breach-score"
        />
      )}
      <Anchor component={Link} to={href("Breaches")} c="var(--wg-link)" underline="always">
        {t("security.breachLink")}
      </Anchor>
    </Section>
  );
}

export default ProfileSecurityPage;
