import { Text } from "@mantine/core";
import {
  CYBERSECURITY_DIMENSIONS,
  DIMENSION_ELEMENTS as D,
  DIMENSION_DEFINITIONS,
  formatPercent,
  formatScore,
  scoreColour,
} from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { BigFigure, DimensionRow, ProfileSubPage, Section } from "../components/profile-page";
import { progressClass, roundOne } from "../lib/dimensions";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

/** The seven cyber dimensions (13-19) in spec §3's order. */
const CYBER_IDS: number[] = CYBERSECURITY_DIMENSIONS.map(
  (code) => DIMENSION_DEFINITIONS.find((d) => d.code === code)?.id ?? 0,
);
const DIMENSIONS = [D.DIMENSION_CYBER_RESULTS, ...CYBER_IDS];

/**
 * Awareness (module awareness): the level 0-10 rounded to one decimal (spec §9), then each of the seven
 * dimensions with its progress = correct answers / 6 and the §9 percent class.
 */
export function ProfileAwarenessPage() {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  return (
    <ProfileSubPage
      routeId="ProfileAwareness"
      intro={t("awareness.intro")}
      dimensions={DIMENSIONS}
      evolution={[D.DIMENSION_CYBER_RESULTS]}
      testId="profile-awareness"
    >
      {(current) => {
        const level = current(D.DIMENSION_CYBER_RESULTS);
        return (
          <>
            <Section title={t("awareness.levelTitle")} testId="awareness-level-section">
              {level ? (
                <>
                  <BigFigure
                    label={t("awareness.level")}
                    text={t("value.outOf", {
                      value: formatScore(roundOne(level.dimensionValue), locale),
                      max: formatScore(10, locale),
                    })}
                    colour={scoreColour(level.dimensionValue)}
                    value={roundOne(level.dimensionValue)}
                    testId="awareness-level"
                  />
                  {level.dimensionValueExtra !== null && (
                    <Text data-testid="awareness-correct">
                      {t("awareness.correct", {
                        n: formatScore(level.dimensionValueExtra, locale),
                        total: CYBER_IDS.length * 6,
                      })}
                    </Text>
                  )}
                </>
              ) : (
                <Text>{t("awareness.levelPending")}</Text>
              )}
            </Section>
            <Section title={t("awareness.dimensionsTitle")} testId="awareness-dimensions">
              <Text size="sm" c="var(--wg-text-muted)">
                {t("awareness.dimensionsHelp")}
              </Text>
              <ul className="wg-profile-rows">
                {CYBER_IDS.map((id) => {
                  const record = current(id);
                  if (!record) return null;
                  const percent = (record.dimensionValue / 6) * 100;
                  const cls = progressClass(record.dimensionValue);
                  return (
                    <DimensionRow
                      key={id}
                      record={record}
                      barClass={cls}
                      testId="awareness-dimension"
                      extra={
                        <Text size="sm" data-testid="awareness-progress" data-class={cls}>
                          {t("awareness.progress", { percent: formatPercent(percent, locale) })}{" "}
                          <span className="wg-profile-badge" data-class={cls}>
                            {t(`percentClass.${cls}`)}
                          </span>
                        </Text>
                      }
                    />
                  );
                })}
              </ul>
            </Section>
          </>
        );
      }}
    </ProfileSubPage>
  );
}

export default ProfileAwarenessPage;
