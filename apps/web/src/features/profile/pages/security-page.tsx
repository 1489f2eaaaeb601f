import { Text } from "@mantine/core";
import {
  DIMENSION_ELEMENTS as D,
  formatScore,
  riskDisplay,
  riskLevelSeries,
  scoreColour,
} from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { BarChart } from "../components/charts";
import {
  BigFigure,
  DimensionRow,
  ProfileSubPage,
  Section,
  useDimensionName,
} from "../components/profile-page";
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
  return (
    <ProfileSubPage
      routeId="ProfileSecurity"
      intro={t("security.intro")}
      dimensions={DIMENSIONS}
      evolution={[D.DIMENSION_GENERAL_RISK, D.DIMENSION_GENERAL_HAZARD]}
      testId="profile-security"
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

export default ProfileSecurityPage;
