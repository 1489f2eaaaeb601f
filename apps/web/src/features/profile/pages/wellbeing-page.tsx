import { Text } from "@mantine/core";
import { DIMENSION_ELEMENTS as D, formatScore } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import { DimensionRow, ProfileSubPage, Section } from "../components/profile-page";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

const DIMENSIONS = [D.DIMENSION_CLIMATE_LEVEL, D.DIMENSION_WHO5_INDEX, D.DIMENSION_WORK_CLIMATE];

/** Wellbeing (module wellbeing): climate level (the person's wellbeing), the WHO-5 index and the work climate. */
export function ProfileWellbeingPage() {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  return (
    <ProfileSubPage
      routeId="ProfileWellbeing"
      intro={t("wellbeing.intro")}
      dimensions={DIMENSIONS}
      evolution={DIMENSIONS}
      testId="profile-wellbeing"
    >
      {(current) => {
        const who5 = current(D.DIMENSION_WHO5_INDEX);
        return (
          <Section title={t("wellbeing.title")} testId="wellbeing-values">
            <ul className="wg-profile-rows">
              {DIMENSIONS.map((id) => {
                const record = current(id);
                if (!record) return null;
                return (
                  <DimensionRow
                    key={id}
                    record={record}
                    testId="wellbeing-dimension"
                    extra={
                      id === D.DIMENSION_WHO5_INDEX && record.dimensionValueExtra !== null ? (
                        <Text size="sm" data-testid="who5-raw">
                          {t("wellbeing.who5Raw", { raw: formatScore(record.dimensionValueExtra, locale) })}
                        </Text>
                      ) : undefined
                    }
                  />
                );
              })}
            </ul>
            {who5 && who5.dimensionValue <= 50 && (
              <Text size="sm" data-testid="who5-low">
                {t("wellbeing.who5Low")}
              </Text>
            )}
            <Text size="sm" c="var(--wg-text-muted)">
              {t("wellbeing.who5About")}
            </Text>
          </Section>
        );
      }}
    </ProfileSubPage>
  );
}

export default ProfileWellbeingPage;
